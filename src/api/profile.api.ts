import { apiRequest, type RequestContext } from './client';
import { profileAnswerSchema } from './schemas/user.schema';

/*
 * GET /api/user/details on its own (ADR 0020): the start-up refreshes a kept customer's profile with it. Its schema is in
 * the first download already (the kept state is read with it), so the call costs a few bytes there; reached through a
 * dynamic import of the account calls, it cost the list of files that import preloads, several times more.
 */
export const fetchProfile = (context: RequestContext) => apiRequest(context, { method: 'get', path: '/api/user/details', schema: profileAnswerSchema });
