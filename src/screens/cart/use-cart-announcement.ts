import { useState } from 'react';
import type { CartLineView, CartState } from '@/models/cart/cart.model';
import { formatMoney, type MoneyFormat } from '@/domain/money';

interface Watched {
  lineId: string;
  name: string;
  /** The change was seen running: the next calm moment is its outcome, not the moment before it started. */
  sawBusy: boolean;
}

function describeOutcome(watched: Watched, lines: readonly CartLineView[], cart: CartState, format: MoneyFormat): string {
  const line = lines.find((candidate) => String(candidate.item.id) === watched.lineId);
  const total = `Cart total ${formatMoney(cart.total, format)}.`;
  if (line) return `${watched.name}: quantity ${line.quantity}. ${total}`;
  return lines.length === 0 ? `${watched.name} removed. Your cart is empty.` : `${watched.name} removed. ${total}`;
}

/**
 * What the cart's polite live region says: once a shopper's quantity change or removal has settled with
 * the server, the line's new quantity (or that it left) and the new total. Not every tap: a burst of
 * taps is one change, and announcing each would talk over the shopper.
 */
export function useCartAnnouncement(lines: readonly CartLineView[], cart: CartState, format: MoneyFormat) {
  const [watched, setWatched] = useState<Watched | null>(null);
  const [message, setMessage] = useState('');
  const busy = cart.is_cart_updating || lines.some((line) => line.pending || line.removing);

  // Derived during render (React's "adjusting state when a prop changes"), so the message follows the store without an effect.
  if (watched && busy && !watched.sawBusy) setWatched({ ...watched, sawBusy: true });
  if (watched && !busy && watched.sawBusy) {
    setWatched(null);
    setMessage(describeOutcome(watched, lines, cart, format));
  }

  const changed = (lineId: string, name: string) => setWatched({ lineId, name, sawBusy: false });
  return { message, changed };
}
