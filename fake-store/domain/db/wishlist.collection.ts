import { Collection } from '@msw/data';
import * as z from 'zod/mini';
import { idSchema } from '@/api/schemas/common.schema';
import { toggleWishlistPayloadSchema } from '@/api/schemas/wishlist.schema';

/**
 * A product in a customer's wishlist: the toggle's `product_id` (the client's own schema) and whose it is. Records are
 * kept in the order they were saved, so a customer's list newest first is their records read backwards.
 */
export const wishlistEntrySchema = z.extend(z.pick(toggleWishlistPayloadSchema, { product_id: true }), { user_id: idSchema });
export type WishlistEntry = z.infer<typeof wishlistEntrySchema>;

export const wishlistEntries = new Collection({ schema: wishlistEntrySchema });
