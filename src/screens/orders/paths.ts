import type { Id } from '@/api/schemas/common.schema';

/** The tracking screen of an order, with its tracking token when there is one, so the link works on any device. */
export function trackingPath(orderId: Id, token: string | null): string {
  const path = `/track-order/${encodeURIComponent(String(orderId))}`;
  return token ? `${path}?token=${encodeURIComponent(token)}` : path;
}

/** The confirmation screen of an order. */
export const orderPlacedPath = (orderId: Id) => `/order-placed/${encodeURIComponent(String(orderId))}`;

/** The rating screen of an order. */
export const ratingPath = (orderId: Id) => `/account/my-orders/reviews/${encodeURIComponent(String(orderId))}`;
