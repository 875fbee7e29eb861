import type { PathParams } from 'msw';
import type { UserProfile } from '@/api/schemas/user.schema';
import { findSessionUser } from '../domain/sessions';
import { errorResponse } from './http-errors';

/**
 * The rules every /api call must follow (spec section 7). The simulator refuses a call that breaks one,
 * with a message naming what is missing, so a client that forgets a rule fails its tests instead of
 * passing against a lenient mock.
 */

export type Caller =
  | { kind: 'guest'; guestId: string; owner: string }
  | { kind: 'user'; token: string; user: UserProfile; owner: string };

export type ContractCheck = { ok: true; caller: Caller; branchId: string } | { ok: false; response: Response };

export const unauthenticatedMessage = 'Unauthenticated.';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const bearerPattern = /^Bearer\s+(\S+)\s*$/i;

export function checkClientContract(request: Request): ContractCheck {
  const url = new URL(request.url);
  const branchId = url.searchParams.get('branch_id')?.trim() ?? '';
  const guestId = request.headers.get('guest-id')?.trim() ?? '';
  const authorization = request.headers.get('authorization')?.trim() ?? '';

  const missing: string[] = [];
  if (branchId === '') missing.push('the "branch_id" query parameter');
  if (request.headers.get('x-requested-with') !== 'XMLHttpRequest') missing.push('the "X-Requested-With: XMLHttpRequest" header');
  if (guestId === '' && authorization === '') missing.push('a "guest-id" header or an "Authorization: Bearer <token>" header');
  if (missing.length > 0) return { ok: false, response: errorResponse(400, `Missing ${missing.join(', ')}.`) };

  if (authorization !== '') {
    const token = bearerPattern.exec(authorization)?.[1];
    if (!token) return { ok: false, response: errorResponse(400, 'The "Authorization" header must read "Bearer <token>".') };
    const user = findSessionUser(token);
    // An unknown token is an expired session: the client must log the user out (spec section 4).
    if (!user) return { ok: false, response: errorResponse(401, unauthenticatedMessage) };
    return { ok: true, branchId, caller: { kind: 'user', token, user, owner: `user:${String(user.id)}` } };
  }

  // The client generates a UUID once (spec section 7); "null" or "undefined" here means it lost it.
  if (!uuidPattern.test(guestId)) return { ok: false, response: errorResponse(400, 'The "guest-id" header must be a UUID.') };
  return { ok: true, branchId, caller: { kind: 'guest', guestId, owner: guestId } };
}

export interface ContractResolverInfo<Params extends PathParams> {
  request: Request;
  params: Params;
  caller: Caller;
  branchId: string;
}

/** Wraps an /api resolver so it only runs for calls that follow the client contract. */
export function withClientContract<Params extends PathParams>(
  resolver: (info: ContractResolverInfo<Params>) => Response | Promise<Response>,
): (info: { request: Request; params: Params }) => Promise<Response> {
  return async ({ request, params }) => {
    const checked = checkClientContract(request);
    if (!checked.ok) return checked.response;
    return resolver({ request, params, caller: checked.caller, branchId: checked.branchId });
  };
}
