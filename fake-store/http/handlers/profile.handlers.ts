import { http, HttpResponse } from 'msw';
import { calls } from '@/api/calls';
import { AVATAR_FIELD } from '@/api/schemas/avatar-rules';
import type { ApiErrorBody } from '@/api/schemas/common.schema';
import type { UserProfile } from '@/api/schemas/user.schema';
import type { AuthRefusal, AuthResult } from '../../domain/auth';
import { changeAvatar, simulatedAvatarPath, storedAvatar, updateDetails } from '../../domain/profile';
import { errorResponse } from '../http-errors';
import { serve } from '../serve';

/*
 * The signed-in customer's profile (calls: src/api/calls/profile.ts, account.ts): read it, change the details, change the picture, and
 * the uploaded pictures served back. Every call but the pictures is a customer's: a guest gets 401, as an expired
 * session does.
 */

function refusalResponse(refusal: AuthRefusal): Response {
  if (refusal.status !== 422) return errorResponse(refusal.status, refusal.message);
  return HttpResponse.json({ message: refusal.message, errors: refusal.errors } satisfies ApiErrorBody, { status: 422 });
}

const avatarAnswer = (result: AuthResult<{ user: UserProfile }>) => (result.ok ? { user: result.user } : refusalResponse(result));

export const profileHandlers = [
  serve(calls.profile.get, ({ caller }) => ({ user: { ...caller.user } })),
  serve(
    calls.account.updateDetails,
    {
      refuseBody: (refusal) => {
        if (refusal.kind !== 'invalid') return undefined;
        const field = String(refusal.issues[0]?.path[0] ?? 'name');
        return refusalResponse({ ok: false, status: 422, message: 'The details are not in the expected format.', errors: { [field]: ['This field must be text.'] } });
      },
    },
    async ({ body, caller }) => {
      const result = await updateDetails(caller.user, body);
      return result.ok ? { user: result.user } : refusalResponse(result);
    },
  ),
  serve(
    calls.account.changeAvatar,
    {
      // A picture the schema refuses (missing, too large, not an image) is worded by the store's own check of it.
      refuseBody: async (refusal, { caller }) => {
        if (refusal.kind === 'invalid' && refusal.raw instanceof FormData) {
          const result = await changeAvatar(caller.user, refusal.raw.get(AVATAR_FIELD));
          return result.ok ? undefined : refusalResponse(result);
        }
        return refusalResponse({ ok: false, status: 422, message: 'Send the picture as multipart/form-data.', errors: { [AVATAR_FIELD]: ['Send the picture as multipart/form-data.'] } });
      },
    },
    async ({ body, caller }) => avatarAnswer(await changeAvatar(caller.user, body[AVATAR_FIELD])),
  ),
  /**
   * GET /sim-avatars/:user/:version: an uploaded picture, as sent. Exempt from the client contract like /sim-images/:
   * the browser fetches pictures without the app's headers. A version never changes, so it may be kept for good.
   */
  http.get<{ user: string; version: string }>(`*${simulatedAvatarPath}:user/:version`, ({ params }) => {
    const avatar = storedAvatar(params.user, params.version);
    if (!avatar) return new HttpResponse('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    return new HttpResponse(avatar.bytes.slice().buffer, {
      headers: { 'Content-Type': avatar.type, 'Content-Length': String(avatar.bytes.byteLength), 'Cache-Control': 'private, max-age=31536000, immutable' },
    });
  }),
];
