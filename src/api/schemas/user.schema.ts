import { z } from 'zod';
import { idSchema } from './common.schema';

/** The customer profile as /api/user/details and the auth calls answer it. */
export const userProfileSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  referral_code: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** The answer of /api/login and /api/register. */
export const authResponseSchema = z.object({
  token: z.string().min(1),
  user: userProfileSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;
