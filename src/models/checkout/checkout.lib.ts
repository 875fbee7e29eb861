import type { PaymentMethod } from '@/api/schemas/order.schema';

/*
 * Pure rules of checkout (ADR 0026), in integer cents.
 */

const cents = (amount: number) => Math.round(amount * 100);

interface WalletPlan {
  /** What the wallet pays, never more than the balance or the total. */
  walletAmount: number;
  /** What is left for the card. */
  cardAmount: number;
  method: PaymentMethod;
}

/**
 * How the total is paid: `requested` from the wallet (null: as much as it can), capped by the balance and the total;
 * the card pays the rest. Wallet only when it covers everything.
 */
export function walletPlan(total: number, balance: number, use: boolean, requested: number | null): WalletPlan {
  const totalCents = Math.max(0, cents(total));
  if (!use) return { walletAmount: 0, cardAmount: totalCents / 100, method: 'razorpay' };
  const cap = Math.min(Math.max(0, cents(balance)), totalCents);
  const wanted = requested === null || !Number.isFinite(requested) ? cap : Math.max(0, cents(requested));
  const walletCents = Math.min(wanted, cap);
  const cardCents = totalCents - walletCents;
  return { walletAmount: walletCents / 100, cardAmount: cardCents / 100, method: cardCents === 0 ? 'wallet' : 'razorpay' };
}

/**
 * The same order body, whatever the key order of its objects: a retry of an attempt with the same body reuses its
 * Idempotency-Key; another body is another attempt.
 */
export function sameBody(left: unknown, right: unknown): boolean {
  return canonicalJson(left) === canonicalJson(right);
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Wait before asking place-order again after a time-out or a lost connection (same key): 1 s, then 3 s. */
export const PLACE_RETRY_DELAYS_MS = [1_000, 3_000] as const;
/** Wait before asking again while the server still works on the same key (409 in_progress), and how many times. */
export const IN_PROGRESS_DELAY_MS = 1_500;
export const IN_PROGRESS_LIMIT = 8;

/**
 * How the card window can be paid in the store's currency, in words: Razorpay takes UPI and netbanking for rupees only
 * (they are Indian payment systems); every other currency is paid by card.
 */
export function cardWindowMethods(currency: string): string {
  return currency.toUpperCase() === 'INR' ? 'card, UPI or netbanking' : 'card';
}
