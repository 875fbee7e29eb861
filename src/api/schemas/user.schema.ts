import * as z from 'zod/mini';
import { idSchema } from './common.schema';

/** The customer profile as /api/user/details and the auth calls answer it. */
export const userProfileSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
  referral_code: z.nullable(z.string()),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** The answer of /api/login and /api/register. */
export const authResponseSchema = z.object({
  token: z.string().check(z.minLength(1)),
  user: userProfileSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;
