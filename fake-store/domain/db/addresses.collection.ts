import { Collection } from '@msw/data';
import * as z from 'zod/mini';
import { addressSchema } from '@/api/schemas/address.schema';
import { idSchema } from '@/api/schemas/common.schema';

/**
 * A customer's saved address: the client's address as get-addresses answers it, plus its owner and when it was saved
 * (the list is the default first, then the newest).
 */
export const storedAddressSchema = z.extend(addressSchema, {
  user_id: idSchema,
  /** A counter, not a clock: two addresses saved in the same millisecond still have an order. */
  saved: z.number(),
});
export type StoredAddress = z.infer<typeof storedAddressSchema>;

export const addresses = new Collection({ schema: storedAddressSchema });
