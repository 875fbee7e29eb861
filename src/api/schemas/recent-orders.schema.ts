import * as z from 'zod/mini';
import { idSchema, tolerantArray } from './common.schema';

/** One recent order as the social-proof notices tell it: where, what, when. No shopper is named. */
export const recentOrderSchema = z.object({
  id: idSchema,
  /** The city the order was delivered to or placed from. */
  city: z.string().check(z.trim(), z.minLength(1)),
  product_name: z.string().check(z.trim(), z.minLength(1)),
  product_id: idSchema,
  /** ISO 8601 instant with a time zone (`2024-06-01T12:30:00Z`). */
  placed_at: z.iso.datetime({ offset: true }),
});
export type RecentOrder = z.infer<typeof recentOrderSchema>;

/** GET /api/get-recent-orders: the branch's latest orders, newest first. */
export const recentOrdersSchema = z.object({ orders: tolerantArray(recentOrderSchema) });
export type RecentOrders = z.infer<typeof recentOrdersSchema>;
