import * as z from 'zod/mini';
import { SENDABLE_TOKEN } from './bearer-token-rules';
import { countSchema, idSchema, optionalLooseTextSchema, optionalNonEmptyTextSchema, optionalTextSchema, positiveIntegerSchema, withDefault } from './common.schema';

/** The customer profile as /api/user/details and the auth calls answer it. */
export const userProfileSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: optionalTextSchema,
  phone: optionalLooseTextSchema,
  avatar: optionalNonEmptyTextSchema,
  referral_code: optionalTextSchema,
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/**
 * The answer of /api/login, /api/login-otp and /api/register (ADR 0019): a bearer token and the profile. Each of
 * the three also moves the guest's cart (the `guest-id` header the call carries) into the account's cart.
 */
export const authResponseSchema = z.object({
  /** Sendable as a header (bearer-token-rules.ts): a sign-in answered with any other token fails, rather than signing in. */
  token: z.string().check(z.regex(SENDABLE_TOKEN)),
  user: userProfileSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

const requiredText = z.string().check(z.minLength(1));

/**
 * POST /api/login: by password. `email` holds what the shopper typed, an email address or a phone number (the name
 * is the spec's; a backend looks the account up by either). Wrong credentials are a 422 with the error on `email`
 * (Laravel's `auth.failed` shape): one text for an unknown account and a wrong password, so the answer never says
 * which accounts exist.
 */
export const loginPayloadSchema = z.object({ email: requiredText, password: requiredText });
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/**
 * POST /api/register. `phone` and `referral_code` may be left out or null. A 422 names each refused field: `email`
 * or `phone` already taken, `password` breaking the rules (password-rules.ts), `referral_code` unknown.
 */
export const registerPayloadSchema = z.object({
  name: requiredText,
  email: requiredText,
  phone: z.optional(z.nullable(z.string())),
  password: requiredText,
  referral_code: z.optional(z.nullable(z.string())),
});
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

/** The resend countdown when a code's answer does not say (ADR 0019). */
export const DEFAULT_RESEND_AFTER_SECONDS = 30;

/** A whole number of seconds or digits the answer may leave out: missing or null reads as null (not known). */
const optionalCount = z.pipe(
  z.optional(z.nullable(countSchema)),
  z.transform((value) => value ?? null),
);
const optionalPositiveInteger = z.pipe(
  z.optional(z.nullable(positiveIntegerSchema)),
  z.transform((value) => value ?? null),
);

/**
 * POST /api/send-login-otp: sends a one-time code to `login`, an email address or a phone number. An unknown login
 * gets the very same answer, and no code (OWASP: no account enumeration); a 429 `{ message, retry_after }` when
 * codes were asked for too often.
 */
export const sendLoginOtpPayloadSchema = z.object({ login: requiredText });
export type SendLoginOtpPayload = z.infer<typeof sendLoginOtpPayloadSchema>;

/**
 * The answer of POST /api/send-login-otp: seconds until a new code may be asked for (the resend countdown), seconds
 * the code lives, and its number of digits. Numbers may come as numeric strings; without `resend_after` the
 * countdown is 30 s; without `expires_in` or `length` the screen says neither.
 */
export const otpSentSchema = z.object({
  message: optionalTextSchema,
  resend_after: withDefault(countSchema, DEFAULT_RESEND_AFTER_SECONDS),
  expires_in: optionalCount,
  length: optionalPositiveInteger,
});
export type OtpSent = z.infer<typeof otpSentSchema>;

/** POST /api/login-otp: signs in with the code sent to `login`. A wrong, used or expired code is a 422 on `otp`. */
export const loginOtpPayloadSchema = z.object({ login: requiredText, otp: requiredText });
export type LoginOtpPayload = z.infer<typeof loginOtpPayloadSchema>;

/**
 * POST /api/send-forgot-password-email: answers as send-login-otp does (`otpSentSchema`: the resend countdown and the
 * code's life), and the same answer whether or not an account has this email (OWASP).
 */
export const forgotPasswordPayloadSchema = z.object({ email: requiredText });
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordPayloadSchema>;

/**
 * POST /api/verify-forgot-password: sets a new password with the emailed code. A wrong, used or expired code is a
 * 422 on `code`; a password breaking the rules a 422 on `password`. It does not sign the shopper in.
 */
export const verifyForgotPasswordPayloadSchema = z.object({ email: requiredText, code: requiredText, password: requiredText });
export type VerifyForgotPasswordPayload = z.infer<typeof verifyForgotPasswordPayloadSchema>;

/** An answer that only acknowledges (verify-forgot-password): the screens show their own words, so none is required. */
export const acknowledgementSchema = z.object({ message: optionalTextSchema });

/** POST /api/user/update-details: the fields to change. */
export const profileUpdatePayloadSchema = z.partial(z.object({ name: z.string(), email: z.nullable(z.string()), phone: z.nullable(z.string()) }));
export type ProfileUpdatePayload = z.infer<typeof profileUpdatePayloadSchema>;

/** The answer of GET /api/user/details and POST /api/user/update-details. */
export const profileAnswerSchema = z.object({ user: userProfileSchema });
