import { Collection } from '@msw/data';
import * as z from 'zod/mini';
import { cartItemSchema } from '@/api/schemas/cart.schema';

/**
 * A stored cart line: the chosen product and options of the client's cart item, plus its owner.
 * Name, image, prices and totals are left out on purpose: they are derived from the product on every
 * answer, so a price change in the catalogue shows up in existing carts as it would on a real server.
 */
export const cartLineSchema = z.extend(
  z.pick(cartItemSchema, { id: true, product_id: true, quantity: true, selectedAttributes: true, selectedMultiAttributes: true }),
  {
    /** The `guest-id` header value, or `user:<user id>` for a caller with a bearer token. */
    owner: z.string().check(z.minLength(1)),
  },
);
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartLines = new Collection({ schema: cartLineSchema });
