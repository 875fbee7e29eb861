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
