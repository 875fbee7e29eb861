import type { Id } from '@/api/schemas/common.schema';
import type { WalletCreditSource } from '@/api/schemas/wallet.schema';
import { getSettings, nextId, orders, walletCredits, type StoredOrderData } from './db';
import { replayLedger, type LedgerEvent } from './ledger';
import { fromMinorUnits, toMinorUnits } from './money';
import { deriveOrderState } from './order-clock';

/*
 * The wallet as a ledger (ADR 0028, ADR 0029): credits (stored, each with its own expiry or none), debits (the wallet
 * parts of paid orders, at their paid time) and refunds (a cancelled paid order's wallet part, back as a credit
 * lasting 365 days) replayed in time order. Spending takes the credit that expires soonest first, one with no expiry
 * last; what is left of a credit when it expires leaves as an `expiry` line. Place-order reads the same balance.
 */

const dayMs = 24 * 60 * 60 * 1000;
const sameId = (a: Id, b: Id) => String(a) === String(b);
const iso = (ms: number) => new Date(ms).toISOString();

/** How long each kind of credit lasts (ADR 0028), in days; goodwill and promotions as the store sets them. */
export const creditLifetimeDays = {
  referralWelcome: 30,
  referralFirstOrder: 90,
  scratchCard: 30,
  points: 90,
  refund: 365,
} as const;

/** The store's currency (get-data's currencyCode), as Razorpay takes it. */
export function storeCurrency(): string {
  const code = getSettings().currencyCode;
  return typeof code === 'string' && /^[A-Z]{3}$/.test(code) ? code : 'USD';
}

interface WalletMeta {
  source: Exclude<WalletCreditSource, 'unknown'> | null;
  reason: string;
  orderId: Id | null;
  orderNumber: string | null;
}

function customerOrders(userId: Id): StoredOrderData[] {
  return orders.findMany((q) => q.where({ user_id: (id) => id !== null && sameId(id, userId) }));
}

/** When a paid order was cancelled (its money refunded), by the order clock at `now`; null if it was not. */
export function cancelledAtOf(order: StoredOrderData, now: number): number | null {
  if (order.paid_at === null) return null;
  const state = deriveOrderState(order, now);
  if (state.status !== 'cancelled') return null;
  const step = state.steps.find((entry) => entry.status === 'cancelled');
  return step ? Date.parse(step.at) : now;
}

/** Everything that moved money in or out of a customer's wallet, as ledger events. */
export function walletEvents(userId: Id, now: number): LedgerEvent<WalletMeta>[] {
  const events: LedgerEvent<WalletMeta>[] = walletCredits
    .findMany((q) => q.where({ user_id: (id) => sameId(id, userId) }))
    .map((credit) => ({
      kind: 'in',
      id: `credit-${credit.id}`,
      at: credit.at,
      amount: credit.amount_cents,
      expiresAt: credit.expires_at,
      meta: { source: credit.source, reason: credit.reason, orderId: null, orderNumber: null },
    }));
  for (const order of customerOrders(userId)) {
    const walletCents = toMinorUnits(order.wallet_amount);
    if (order.paid_at === null || walletCents <= 0) continue;
    const meta = { source: null, reason: `Order #${order.order_number}`, orderId: order.id, orderNumber: order.order_number };
    events.push({ kind: 'out', id: `debit-${order.id}`, at: order.paid_at, amount: walletCents, meta });
    const cancelledAt = cancelledAtOf(order, now);
    if (cancelledAt !== null) {
      events.push({
        kind: 'in',
        id: `refund-${order.id}`,
        at: cancelledAt,
        amount: walletCents,
        expiresAt: cancelledAt + creditLifetimeDays.refund * dayMs,
        meta: { source: 'refund', reason: `Refund for order #${order.order_number}`, orderId: order.id, orderNumber: order.order_number },
      });
    }
  }
  return events;
}

export function walletReplay(userId: Id, now: number = Date.now()) {
  return replayLedger(walletEvents(userId, now), now);
}

/** A customer's balance in cents at `now`: what the ledger says (place-order checks the wallet part against it). */
export function walletBalanceCents(userId: Id, now: number = Date.now()): number {
  return walletReplay(userId, now).balance;
}

/** check-wallet's answer as it goes over the wire (no expiry is null, which the reader reads as ''). */
export interface WireWallet {
  balance: number;
  currency: string;
  credits: {
    id: string;
    source: string;
    reason: string;
    amount: number;
    remaining: number;
    created_at: string;
    expires_at: string | null;
  }[];
  ledger: {
    id: string;
    kind: 'credit' | 'debit' | 'expiry';
    amount: number;
    balance_after: number;
    reason: string;
    created_at: string;
    order_id: Id | null;
    order_number: string | null;
    expires_at: string | null;
  }[];
}

/** GET /api/check-wallet: the balance, the credits still holding money (soonest expiring first), the ledger newest first. */
export function presentWallet(userId: Id, now: number = Date.now()): WireWallet {
  const replay = walletReplay(userId, now);
  return {
    balance: fromMinorUnits(replay.balance),
    currency: storeCurrency(),
    credits: replay.open.map((lot) => ({
      id: lot.id,
      source: lot.meta.source ?? 'goodwill',
      reason: lot.meta.reason,
      amount: fromMinorUnits(lot.amount),
      remaining: fromMinorUnits(lot.remaining),
      created_at: iso(lot.at),
      expires_at: lot.expiresAt === null ? null : iso(lot.expiresAt),
    })),
    ledger: replay.lines
      .map((line) => ({
        id: line.id,
        kind: line.kind === 'in' ? ('credit' as const) : line.kind === 'out' ? ('debit' as const) : ('expiry' as const),
        amount: fromMinorUnits(line.amount),
        balance_after: fromMinorUnits(line.balanceAfter),
        reason: line.kind === 'expiry' ? `Expired: ${line.meta.reason}` : line.meta.reason,
        created_at: iso(line.at),
        order_id: line.meta.orderId,
        order_number: line.meta.orderNumber,
        expires_at: line.kind === 'in' && line.expiresAt !== null ? iso(line.expiresAt) : null,
      }))
      .reverse(),
  };
}

/** Just the balance and currency (what redeem answers carry beside their own data). */
export function walletSummary(userId: Id, now: number = Date.now()): { balance: number; currency: string } {
  return { balance: fromMinorUnits(walletBalanceCents(userId, now)), currency: storeCurrency() };
}

export interface CreditInput {
  amountCents: number;
  source: Exclude<WalletCreditSource, 'unknown'>;
  reason: string;
  /** Days it lasts; null for never. */
  expiresInDays: number | null;
  now?: number;
}

/** Puts money into a customer's wallet as a credit with its own expiry; answers the balance in cents after it. */
export async function creditWallet(userId: Id, credit: CreditInput): Promise<number> {
  const at = credit.now ?? Date.now();
  await walletCredits.create({
    id: String(nextId('walletCredit')),
    user_id: userId,
    amount_cents: credit.amountCents,
    at,
    expires_at: credit.expiresInDays === null ? null : at + credit.expiresInDays * dayMs,
    source: credit.source,
    reason: credit.reason,
  });
  return walletBalanceCents(userId, at);
}
