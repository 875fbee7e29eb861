import { http, HttpResponse } from 'msw';
import type * as z from 'zod/mini';
import type { ApiErrorBody } from '@/api/schemas/common.schema';
import type { RateLimitBody } from '@/api/schemas/rate-limit.schema';
import {
  forgotPasswordPayloadSchema,
  loginOtpPayloadSchema,
  loginPayloadSchema,
  registerPayloadSchema,
  sendLoginOtpPayloadSchema,
  verifyForgotPasswordPayloadSchema,
  type AuthResponse,
  type OtpSent,
  type UserProfile,
} from '@/api/schemas/user.schema';
import {
  customerCartOwner,
  mergeGuestCart,
  registerAccount,
  resetPassword,
  sendLoginCode,
  sendResetCode,
  signInWithCode,
  signInWithPassword,
  type AuthRefusal,
  type CodeSent,
  type FieldErrors,
} from '../../domain/auth';
import type { CodePurpose } from '../../domain/db/users.collection';
import { createSessionToken, revokeSessionToken } from '../../domain/sessions';
import { unauthenticatedMessage, withClientContract, type Caller } from '../client-contract';
import { errorResponse } from '../http-errors';
import { readJsonBody } from '../payloads';

/**
 * The account calls (ADR 0019, contract: src/api/calls/): sign-in by password or one-time code, registration,
 * password recovery and logout. Signing in or registering as a guest moves the guest's cart into the account's.
 */

/**
 * The simulator's notice of a code it "sent": a response header (seen in devtools, by tests and by the Node
 * simulator's pages) that the contract does not list and the storefront's own code never reads.
 */
export const simulatorCodeHeader = 'x-simulator-otp';

/**
 * The same notice as a window event, for simulator-only code in the page (the handlers run in the page under
 * `npm start`): `detail` is `{ purpose, code }`. The storefront's build has no listener for it.
 */
export const simulatorCodeEvent = 'simulator:code-sent';

/** A 422 with the errors by field (ADR 0018), Laravel's shape. */
function validationResponse(message: string, errors: FieldErrors): Response {
  return HttpResponse.json({ message, errors } satisfies ApiErrorBody, { status: 422 });
}

/** A 429 that says when to try again, in the body and in the `Retry-After` header. */
export function tooManyRequestsResponse(retryAfter: number, message: string): Response {
  return HttpResponse.json({ message, retry_after: retryAfter } satisfies RateLimitBody, { status: 429, headers: { 'Retry-After': String(retryAfter) } });
}

function refusalResponse(refusal: AuthRefusal): Response {
  return refusal.status === 429 ? tooManyRequestsResponse(refusal.retryAfter, refusal.message) : validationResponse(refusal.message, refusal.errors);
}

/**
 * Reads a body with the client's own payload schema. A field missing, empty or of the wrong type is a 422 on that
 * field, with the words `required` gives it, as a backend's validation answers.
 */
async function readAuthPayload<Schema extends z.ZodMiniType>(
  request: Request,
  schema: Schema,
  required: Record<string, string>,
): Promise<{ ok: true; payload: z.output<Schema> } | { ok: false; response: Response }> {
  const read = await readJsonBody(request);
  if (!read.ok) return read;
  const parsed = schema.safeParse(read.body);
  if (parsed.success) return { ok: true, payload: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= [required[field] ?? 'This field is not in the expected format.'];
  }
  return { ok: false, response: validationResponse(Object.values(errors)[0]?.[0] ?? 'The request body does not match the expected format.', errors) };
}

/** Starts a session for `user`; a guest caller's cart moves into the account's first (ADR 0019). */
async function sessionAnswer(user: UserProfile, caller: Caller, status: 200 | 201): Promise<Response> {
  if (caller.kind === 'guest') await mergeGuestCart(caller.owner, customerCartOwner(user));
  const { token } = await createSessionToken({ id: user.id });
  return HttpResponse.json({ token, user } satisfies AuthResponse, { status });
}

/** A code request's answer, with the simulator's notice of the code when one was "sent" (none for an unknown login). */
function codeSentResponse(purpose: CodePurpose, sent: CodeSent): Response {
  if (!sent.ok) return refusalResponse(sent);
  // Both code calls answer the same shape (contract): the message and the code's timing.
  const body: OtpSent = sent.answer;
  if (sent.code === null) {
    console.info(`[simulator] No account for that ${purpose === 'login' ? 'login' : 'email'}: no code was sent, and the answer is the same as if one had been.`);
    return HttpResponse.json(body);
  }
  console.info(`[simulator] The ${purpose === 'login' ? 'sign-in' : 'password reset'} code is ${sent.code}.`);
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(simulatorCodeEvent, { detail: { purpose, code: sent.code } }));
  return HttpResponse.json(body, { headers: { [simulatorCodeHeader]: sent.code } });
}

const loginWords = { email: 'Enter your email or phone number.', password: 'Enter your password.' };

export const authHandlers = [
  http.post(
    '*/api/login',
    withClientContract(async ({ request, caller }) => {
      const read = await readAuthPayload(request, loginPayloadSchema, loginWords);
      if (!read.ok) return read.response;
      const result = await signInWithPassword(read.payload.email, read.payload.password);
      return result.ok ? sessionAnswer(result.user, caller, 200) : refusalResponse(result);
    }),
  ),
  http.post(
    '*/api/register',
    withClientContract(async ({ request, caller }) => {
      const read = await readAuthPayload(request, registerPayloadSchema, {
        name: 'Enter your name.',
        email: 'Enter your email address.',
        phone: 'Enter a phone number, or leave it empty.',
        password: 'Choose a password.',
        referral_code: 'Enter a referral code, or leave it empty.',
      });
      if (!read.ok) return read.response;
      const result = await registerAccount(read.payload);
      return result.ok ? sessionAnswer(result.user, caller, 201) : refusalResponse(result);
    }),
  ),
  http.post(
    '*/api/send-login-otp',
    withClientContract(async ({ request }) => {
      const read = await readAuthPayload(request, sendLoginOtpPayloadSchema, { login: loginWords.email });
      if (!read.ok) return read.response;
      return codeSentResponse('login', await sendLoginCode(read.payload.login));
    }),
  ),
  http.post(
    '*/api/login-otp',
    withClientContract(async ({ request, caller }) => {
      const read = await readAuthPayload(request, loginOtpPayloadSchema, { login: loginWords.email, otp: 'Enter the code we sent you.' });
      if (!read.ok) return read.response;
      const result = await signInWithCode(read.payload.login, read.payload.otp);
      return result.ok ? sessionAnswer(result.user, caller, 200) : refusalResponse(result);
    }),
  ),
  http.post(
    '*/api/send-forgot-password-email',
    withClientContract(async ({ request }) => {
      const read = await readAuthPayload(request, forgotPasswordPayloadSchema, { email: 'Enter your email address.' });
      if (!read.ok) return read.response;
      return codeSentResponse('reset', await sendResetCode(read.payload.email));
    }),
  ),
  http.post(
    '*/api/verify-forgot-password',
    withClientContract(async ({ request }) => {
      const read = await readAuthPayload(request, verifyForgotPasswordPayloadSchema, {
        email: 'Enter your email address.',
        code: 'Enter the code we emailed you.',
        password: 'Choose a new password.',
      });
      if (!read.ok) return read.response;
      const result = await resetPassword(read.payload.email, read.payload.code, read.payload.password);
      return result.ok ? HttpResponse.json({ message: result.message }) : refusalResponse(result);
    }),
  ),
  http.post(
    '*/api/logout',
    withClientContract(({ caller }) => {
      // Logout is a customer's call: a guest has no session to end.
      if (caller.kind !== 'user') return errorResponse(401, unauthenticatedMessage);
      revokeSessionToken(caller.token);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
