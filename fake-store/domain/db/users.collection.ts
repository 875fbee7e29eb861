import { Collection } from '@msw/data';
import * as z from 'zod/mini';
import { idSchema } from '@/api/schemas/common.schema';
import { userProfileSchema } from '@/api/schemas/user.schema';

/** Customer accounts, shaped as /api/user/details answers them. */
export const users = new Collection({ schema: userProfileSchema });

/** A bearer token the simulator accepts; any other token gets 401 like an expired session would. */
export const sessionSchema = z.object({ token: z.string().check(z.minLength(1)), user_id: idSchema });
export type Session = z.infer<typeof sessionSchema>;

export const sessions = new Collection({ schema: sessionSchema });

/**
 * A customer's password, kept as a salted SHA-256 digest, never as typed. A real backend uses a slow hash (bcrypt,
 * argon2); the simulator only needs the typed password to be unrecoverable from memory. Web Crypto, not node:crypto:
 * the handlers also run in the browser page under `npm start`.
 */
export const credentialSchema = z.object({ user_id: idSchema, salt: z.string().check(z.minLength(1)), digest: z.string().check(z.minLength(1)) });
export type Credential = z.infer<typeof credentialSchema>;

export const credentials = new Collection({ schema: credentialSchema });

/** What a one-time code is for: signing in, or setting a new password. */
export const codePurposes = ['login', 'reset'] as const;
export type CodePurpose = (typeof codePurposes)[number];

/**
 * A one-time code that was sent (fake-store/domain/auth.ts): at most one per purpose and account, whichever login (email or
 * phone) it was asked for with; replaced by a resend, gone once used.
 */
export const oneTimeCodeSchema = z.object({
  purpose: z.enum(codePurposes),
  user_id: idSchema,
  code: z.string().check(z.minLength(1)),
  /** Epoch milliseconds. */
  expires_at: z.number(),
  wrong_attempts: z.int().check(z.nonnegative()),
});
export type OneTimeCode = z.infer<typeof oneTimeCodeSchema>;

export const oneTimeCodes = new Collection({ schema: oneTimeCodeSchema });

/**
 * When a code was asked for, by purpose and login as typed, normalised (an email in lower case, a phone number as
 * its digits), whether an account has it or not: what the rate limit counts.
 */
export const codeRequestSchema = z.object({ purpose: z.enum(codePurposes), key: z.string().check(z.minLength(1)), at: z.number() });
export const codeRequests = new Collection({ schema: codeRequestSchema });

const toHex = (bytes: ArrayBuffer | Uint8Array) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** The salted digest of `password`. */
export async function passwordDigest(password: string, salt: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}:${password}`)));
}

/** Sets (or replaces) a customer's password, with a fresh salt. */
export async function storePassword(userId: Credential['user_id'], password: string): Promise<void> {
  const salt = toHex(crypto.getRandomValues(new Uint8Array(16)));
  const digest = await passwordDigest(password, salt);
  credentials.deleteMany((q) => q.where({ user_id: (id) => String(id) === String(userId) }));
  await credentials.create({ user_id: userId, salt, digest });
}
