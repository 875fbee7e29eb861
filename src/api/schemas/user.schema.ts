import * as z from 'zod/mini';
import { idSchema, optionalLooseTextSchema, optionalNonEmptyTextSchema, optionalTextSchema } from './common.schema';

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

/** The answer of /api/login and /api/register. */
export const authResponseSchema = z.object({
  token: z.string().check(z.minLength(1)),
  user: userProfileSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** POST /api/login: by email (or phone) and password. */
export const loginPayloadSchema = z.object({ email: z.string().check(z.minLength(1)), password: z.string().check(z.minLength(1)) });
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/** POST /api/register */
export const registerPayloadSchema = z.object({
  name: z.string().check(z.minLength(1)),
  email: z.string().check(z.minLength(1)),
  phone: z.nullable(z.string()),
  password: z.string().check(z.minLength(1)),
});
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

/** POST /api/user/update-details: the fields to change. */
export const profileUpdatePayloadSchema = z.partial(z.object({ name: z.string(), email: z.nullable(z.string()), phone: z.nullable(z.string()) }));
export type ProfileUpdatePayload = z.infer<typeof profileUpdatePayloadSchema>;

/** The answer of GET /api/user/details and POST /api/user/update-details. */
export const profileAnswerSchema = z.object({ user: userProfileSchema });
