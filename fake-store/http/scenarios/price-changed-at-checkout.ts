import type { RequestHandler } from 'msw';
import { cartLines, linePriceChanges } from '../../domain/db';
import { isReplay, refuseOr } from './refusals';

/** How much dearer price-changed-at-checkout makes one line, per unit, in cents. */
export const priceChangeCents = 100;

/**
 * price-changed-at-checkout: when the shopper places the order, the store has just raised the price of the cart's
 * first line by `priceChangeCents` (for this cart only: other shoppers sharing the simulator never see it), once.
 * The store then refuses the order as it would any stale total: 422 `totals_changed` with the cart as it is now, the
 * line at its new price, which get-cart shows too. Confirming with the new `expected_total` places the order.
 */
export function priceChangedAtCheckoutHandlers(base?: readonly RequestHandler[]): RequestHandler[] {
  return [
    refuseOr('post', '*/api/place-order', async (request, owner) => {
      if (isReplay(request, owner)) return undefined;
      const lines = cartLines.findMany((q) => q.where({ owner }));
      const first = lines[0];
      const changed = lines.some((line) => linePriceChanges.findFirst((q) => q.where({ owner, cart_line_id: (id) => String(id) === String(line.id) })));
      if (first && !changed) await linePriceChanges.create({ owner, cart_line_id: first.id, cents: priceChangeCents });
      return undefined;
    }, base),
  ];
}
