import { HttpResponse } from 'msw';
import { calls } from '@/api/calls';
import type { ApiErrorBody } from '@/api/schemas/common.schema';
import type { RateLimitBody } from '@/api/schemas/rate-limit.schema';
import type { AuthResponse, OtpSent, UserProfile } from '@/api/schemas/user.schema';
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
import type { Caller } from '../client-contract';
import { serve, type BodyRefusal } from '../serve';

/**
 * The account calls (ADR 0019, calls: src/api/calls/auth.ts and account.ts): sign-in by password or one-time code,
 * registration, password recovery and logout. Signing in or registering as a guest moves the guest's cart into the
 * account's.
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
 * A body field missing, empty or of the wrong type is a 422 on that field, with the words `required` gives it, as a
 * backend's validation answers. A body that is not JSON gets serve's own refusal.
 */
const refusedFields =
  (required: Record<string, string>) =>
  (refusal: BodyRefusal): Response | undefined => {
    if (refusal.kind !== 'invalid') return undefined;
    const errors: FieldErrors = {};
    for (const issue of refusal.issues) {
      const field = String(issue.path[0] ?? '');
      errors[field] ??= [required[field] ?? 'This field is not in the expected format.'];
    }
    return validationResponse(Object.values(errors)[0]?.[0] ?? 'The request body does not match the expected format.', errors);
  };

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
  serve(calls.auth.login, { refuseBody: refusedFields(loginWords) }, async ({ body, caller }) => {
    const result = await signInWithPassword(body.email, body.password);
    return result.ok ? sessionAnswer(result.user, caller, 200) : refusalResponse(result);
  }),
  serve(
    calls.auth.register,
    {
      refuseBody: refusedFields({
        name: 'Enter your name.',
        email: 'Enter your email address.',
        phone: 'Enter a phone number, or leave it empty.',
        password: 'Choose a password.',
        referral_code: 'Enter a referral code, or leave it empty.',
      }),
    },
    async ({ body, caller }) => {
      const result = await registerAccount(body);
      return result.ok ? sessionAnswer(result.user, caller, 201) : refusalResponse(result);
    },
  ),
  serve(calls.auth.sendLoginOtp, { refuseBody: refusedFields({ login: loginWords.email }) }, async ({ body }) => codeSentResponse('login', await sendLoginCode(body.login))),
  serve(calls.auth.loginWithOtp, { refuseBody: refusedFields({ login: loginWords.email, otp: 'Enter the code we sent you.' }) }, async ({ body, caller }) => {
    const result = await signInWithCode(body.login, body.otp);
    return result.ok ? sessionAnswer(result.user, caller, 200) : refusalResponse(result);
  }),
  serve(calls.auth.sendForgotPasswordEmail, { refuseBody: refusedFields({ email: 'Enter your email address.' }) }, async ({ body }) => codeSentResponse('reset', await sendResetCode(body.email))),
  serve(
    calls.auth.verifyForgotPassword,
    { refuseBody: refusedFields({ email: 'Enter your email address.', code: 'Enter the code we emailed you.', password: 'Choose a new password.' }) },
    async ({ body }) => {
      const result = await resetPassword(body.email, body.code, body.password);
      return result.ok ? { message: result.message } : refusalResponse(result);
    },
  ),
  // Logout is a customer's call: a guest has no session to end.
  serve(calls.account.logout, ({ caller }) => {
    revokeSessionToken(caller.token);
  }),
];
