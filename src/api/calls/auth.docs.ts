import { PASSWORD_MIN_LENGTH } from '../schemas/password-rules';
import { auth } from './auth';
import { describe } from './describe';

/** What login, login-otp and register do with the caller's guest cart (ADR 0019), said on each of the three. */
const cartMerge =
  "It moves the guest's cart (guest-id header) into the account's cart in the same request: lines of the same product and options add their quantities, a line the account's cart cannot take is dropped (the next cart answer says so in `adjusted_cart_items`), and the guest's cart is emptied. The storefront then fetches the cart as the customer.";

/** The throttle every sign-in and code call may answer with (ADR 0019). */
const rateLimited =
  'Too many attempts: 429 with `{ message, retry_after }` (seconds) and the same seconds in the `Retry-After` header; the screen says when to try again.';

/** What the contract says about the auth calls. */
export const authDocs = [
  describe(auth.login, {
    summary:
      `Signs a customer in with a password; answers a bearer token and the profile. \`email\` holds an email address or a phone number. ${cartMerge} ` +
      `Wrong credentials: 422 with the error on \`email\`, the same text for an unknown account and a wrong password. ${rateLimited}`,
    errors: [422, 429],
  }),
  describe(auth.register, {
    summary:
      `Creates a customer account and signs it in; answers 201 with a bearer token and the profile. ${cartMerge} ` +
      `A 422 names each refused field: \`name\` missing, \`email\` malformed or taken, \`phone\` taken, \`password\` shorter than ${PASSWORD_MIN_LENGTH} characters or without a letter and a digit, \`referral_code\` unknown.`,
    errors: [422],
  }),
  describe(auth.sendLoginOtp, {
    summary:
      'Sends a one-time sign-in code to `login` (an email address or a phone number) and says when another may be asked for (`resend_after`, seconds), how long the code lives (`expires_in`, seconds) and its digits (`length`). ' +
      'A new code replaces the previous one; a code is single-use. An unknown login gets the very same answer and no code, so the call never tells which accounts exist (OWASP). ' +
      rateLimited,
    errors: [422, 429],
  }),
  describe(auth.loginWithOtp, {
    summary: `Signs a customer in with the code sent to \`login\`; answers a bearer token and the profile. ${cartMerge} A wrong, used or expired code: 422 with the error on \`otp\`. ${rateLimited}`,
    errors: [422, 429],
  }),
  describe(auth.sendForgotPasswordEmail, {
    summary:
      'Emails a single-use code for setting a new password, and answers as send-login-otp does: `{ message, resend_after, expires_in, length }` (all but `message` optional: the resend countdown is 30 s without `resend_after`). The answer is the same whether or not an account has this email (OWASP forgot-password guidance); a new code replaces the previous one. ' +
      rateLimited,
    errors: [422, 429],
  }),
  describe(auth.verifyForgotPassword, {
    summary:
      'Sets a new password with the emailed code; answers `{ message }`. It does not sign the shopper in. A wrong, used or expired code: 422 on `code`; a password breaking the rules (as for register): 422 on `password`.',
    errors: [422],
  }),
];
