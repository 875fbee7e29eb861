import type { RecentOrder } from '@/api/schemas/recent-orders.schema';

/** The pure parts of the social-proof notices: which orders are worth telling, and how. */

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/** The paths whose controls a notice must never cover: there it is not shown at all. */
const checkoutPaths = ['/cart', '/checkout'];

/** Whether `path` is the cart, one of its pages (/cart/discounts) or the checkout. */
export function isCheckoutPath(path: string): boolean {
  return checkoutPaths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * The orders placed within the last `maxAgeHours`, newest first. An order "placed" in the future (a server clock
 * ahead of ours) counts as just placed.
 */
export function recentEnough(orders: readonly RecentOrder[], maxAgeHours: number, now: number): RecentOrder[] {
  const oldest = now - maxAgeHours * hourMs;
  return orders
    .map((order) => ({ order, placedAt: Date.parse(order.placed_at) }))
    .filter(({ placedAt }) => placedAt >= oldest)
    .sort((a, b) => b.placedAt - a.placedAt)
    .map(({ order }) => order);
}

/** "1 minute ago", "5 minutes ago". */
const ago = (count: number, unit: 'minute' | 'hour' | 'day') => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * "1 minute ago", "5 minutes ago", "2 hours ago", "3 days ago": the largest whole unit, at least one minute. English,
 * like the sentence around it, and never "yesterday", which reads oddly after "bought … ". Written out rather than
 * through Intl.RelativeTimeFormat: its first use loads locale data, a 20-30 ms task on a phone while the page is still
 * starting (measured with every plugin on).
 */
export function timeAgo(placedAt: number, now: number): string {
  const elapsed = Math.max(0, now - placedAt);
  if (elapsed < hourMs) return ago(Math.max(1, Math.floor(elapsed / minuteMs)), 'minute');
  if (elapsed < dayMs) return ago(Math.floor(elapsed / hourMs), 'hour');
  return ago(Math.floor(elapsed / dayMs), 'day');
}

/** "Someone in Springfield bought Margherita Pizza 5 minutes ago". No shopper is ever named. */
export function noticeText(order: RecentOrder, now: number): string {
  return `Someone in ${order.city} bought ${order.product_name} ${timeAgo(Date.parse(order.placed_at), now)}`;
}
