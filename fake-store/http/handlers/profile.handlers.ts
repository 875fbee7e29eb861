import { http, HttpResponse } from 'msw';
import { AVATAR_FIELD } from '@/api/schemas/avatar-rules';
import type { ApiErrorBody } from '@/api/schemas/common.schema';
import { profileUpdatePayloadSchema, type UserProfile } from '@/api/schemas/user.schema';
import type { AuthRefusal } from '../../domain/auth';
import { changeAvatar, simulatedAvatarPath, storedAvatar, updateDetails } from '../../domain/profile';
import { unauthenticatedMessage, withClientContract, type Caller } from '../client-contract';
import { errorResponse } from '../http-errors';

/*
 * The signed-in customer's profile (contract: src/api/calls/): read it, change the details, change the picture, and
 * the uploaded pictures served back. Every call but the pictures is a customer's: a guest gets 401, as an expired
 * session does.
 */

type Customer = Extract<Caller, { kind: 'user' }>;

/** The caller when a customer, else the 401 a guest gets. */
const asCustomer = (caller: Caller): { customer: Customer } | { response: Response } =>
  caller.kind === 'user' ? { customer: caller } : { response: errorResponse(401, unauthenticatedMessage) };

function refusalResponse(refusal: AuthRefusal): Response {
  if (refusal.status !== 422) return errorResponse(refusal.status, refusal.message);
  return HttpResponse.json({ message: refusal.message, errors: refusal.errors } satisfies ApiErrorBody, { status: 422 });
}

const profileResponse = (user: UserProfile) => HttpResponse.json({ user });

export const profileHandlers = [
  http.get(
    '*/api/user/details',
    withClientContract(({ caller }) => {
      const checked = asCustomer(caller);
      return 'response' in checked ? checked.response : profileResponse({ ...checked.customer.user });
    }),
  ),
  http.post(
    '*/api/user/update-details',
    withClientContract(async ({ request, caller }) => {
      const checked = asCustomer(caller);
      if ('response' in checked) return checked.response;
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        return errorResponse(422, 'The request body must be JSON.');
      }
      const parsed = profileUpdatePayloadSchema.safeParse(body);
      if (!parsed.success) {
        const field = String(parsed.error.issues[0]?.path[0] ?? 'name');
        return refusalResponse({ ok: false, status: 422, message: 'The details are not in the expected format.', errors: { [field]: ['This field must be text.'] } });
      }
      const result = await updateDetails(checked.customer.user, parsed.data);
      return result.ok ? profileResponse(result.user) : refusalResponse(result);
    }),
  ),
  http.post(
    '*/api/user/change-avatar',
    withClientContract(async ({ request, caller }) => {
      const checked = asCustomer(caller);
      if ('response' in checked) return checked.response;
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        return refusalResponse({ ok: false, status: 422, message: 'Send the picture as multipart/form-data.', errors: { [AVATAR_FIELD]: ['Send the picture as multipart/form-data.'] } });
      }
      const result = await changeAvatar(checked.customer.user, form.get(AVATAR_FIELD));
      return result.ok ? profileResponse(result.user) : refusalResponse(result);
    }),
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
