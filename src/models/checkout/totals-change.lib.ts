import type { CartItem, CartSummary } from '@/api/schemas/cart.schema';

/*
 * What changed between the cart the shopper was shown and the one the server priced the order with (place-order's
 * `totals_changed` refusal, ADR 0026). Compared in integer cents: 0.1 + 0.2 is not a change.
 */

/** The figures of the summary a shopper reads, in the order the summary shows them. */
const summaryFigures = [
  ['subtotal', 'Subtotal'],
  ['order_discount_amount', 'Order discount'],
  ['tax_amount', 'Tax'],
  ['delivery_charge', 'Delivery'],
  ['shipping_discount_amount', 'Delivery discount'],
  ['total', 'Total'],
] as const satisfies readonly (readonly [keyof CartSummary, string])[];
type SummaryFigure = (typeof summaryFigures)[number][0];

/** How one line changed: its unit price, its quantity, or it is gone or new. Amounts are unit prices (lines) or quantities. */
export type LineChange =
  | { kind: 'price'; lineId: string; name: string; before: number; after: number }
  | { kind: 'quantity'; lineId: string; name: string; before: number; after: number }
  | { kind: 'removed'; lineId: string; name: string }
  | { kind: 'added'; lineId: string; name: string; quantity: number };

interface FigureChange {
  figure: SummaryFigure;
  label: string;
  before: number;
  after: number;
}

export interface TotalsChange {
  lines: LineChange[];
  figures: FigureChange[];
}

const cents = (amount: number) => Math.round(amount * 100);

function lineChanges(shown: readonly CartItem[], now: readonly CartItem[]): LineChange[] {
  const changes: LineChange[] = [];
  const nowById = new Map(now.map((item) => [String(item.id), item]));
  const shownIds = new Set(shown.map((item) => String(item.id)));
  for (const before of shown) {
    const lineId = String(before.id);
    const after = nowById.get(lineId);
    if (!after) {
      changes.push({ kind: 'removed', lineId, name: before.name });
      continue;
    }
    if (cents(before.unit_price) !== cents(after.unit_price)) changes.push({ kind: 'price', lineId, name: after.name, before: before.unit_price, after: after.unit_price });
    if (before.quantity !== after.quantity) changes.push({ kind: 'quantity', lineId, name: after.name, before: before.quantity, after: after.quantity });
  }
  for (const after of now) {
    if (!shownIds.has(String(after.id))) changes.push({ kind: 'added', lineId: String(after.id), name: after.name, quantity: after.quantity });
  }
  return changes;
}

/** Which lines and which figures differ between the cart shown and the cart now; empty lists when nothing does. */
export function totalsChange(shown: CartSummary, now: CartSummary): TotalsChange {
  const figures = summaryFigures.flatMap(([figure, label]): FigureChange[] =>
    cents(shown[figure]) === cents(now[figure]) ? [] : [{ figure, label, before: shown[figure], after: now[figure] }],
  );
  return { lines: lineChanges(shown.cartItems, now.cartItems), figures };
}
