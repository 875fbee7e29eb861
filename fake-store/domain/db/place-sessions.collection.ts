import { Collection } from '@msw/data';
import * as z from 'zod/mini';

/**
 * A place search session ended by its details request (fake-store/domain/places.ts): a later request with the same token
 * starts no new session, as Google bills it, and the simulator says so in the console.
 */
export const endedPlaceSessionSchema = z.object({
  token: z.string().check(z.minLength(1)),
  /** The console has said once that the token was used again. */
  warned: z.boolean(),
});
export const endedPlaceSessions = new Collection({ schema: endedPlaceSessionSchema });
