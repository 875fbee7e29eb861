import * as z from 'zod/mini';
import { safeLocalStorage } from '@/shared/lib/storage';

/*
 * The card payment on its way, kept on the device before the bank window opens (ADR 0026): if the page is closed,
 * reloaded or the callback is lost, the next visit asks the server what became of the order. Anything unreadable in
 * storage reads as no pending payment, never as an error.
 */

/** The route table tests for this key by name (RouteScreen.tsx), without loading this reader; a test keeps the two equal. */
export const PENDING_PAYMENT_KEY = 'storefront:pending-payment';
/** Order ids whose `purchase` was reported, so a reload or a recovery never reports one twice. */
export const REPORTED_PURCHASES_KEY = 'storefront:purchases-reported';
/** How many reported order ids are kept: enough for any shopper's recent orders, small enough to never matter. */
export const REPORTED_PURCHASES_LIMIT = 20;
/** A payment left pending longer than this is no longer asked about: the order page and e-mail have taken over. */
export const PENDING_PAYMENT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const pendingPaymentSchema = z.object({
  order_id: z.string().check(z.minLength(1)),
  gateway_order_id: z.string().check(z.minLength(1)),
  /** When the payment window was about to open (ms since the epoch). */
  started_at: z.number(),
});
export type PendingPayment = z.infer<typeof pendingPaymentSchema>;

function readJson(storage: Storage | null, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function writeJson(storage: Storage | null, key: string, value: unknown): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused (private mode): recovery then relies on the order page and the e-mail.
  }
}

/** The pending payment kept on this device, or null (none, corrupt, or too old to ask about). */
export function readPendingPayment(now: number, storage: Storage | null = safeLocalStorage()): PendingPayment | null {
  const parsed = pendingPaymentSchema.safeParse(readJson(storage, PENDING_PAYMENT_KEY));
  if (!parsed.success) return null;
  return now - parsed.data.started_at > PENDING_PAYMENT_MAX_AGE_MS ? null : parsed.data;
}

export function writePendingPayment(payment: PendingPayment, storage: Storage | null = safeLocalStorage()): void {
  writeJson(storage, PENDING_PAYMENT_KEY, payment);
}

/** Forgets the pending payment, only if it is the given order's (another tab may have started a newer one). */
export function clearPendingPayment(orderId: string, storage: Storage | null = safeLocalStorage()): void {
  const parsed = pendingPaymentSchema.safeParse(readJson(storage, PENDING_PAYMENT_KEY));
  if (!parsed.success || parsed.data.order_id === orderId) writeJson(storage, PENDING_PAYMENT_KEY, null);
}

const reportedSchema = z.array(z.string());

/**
 * Records that `purchase` was reported for an order; answers false when it already was (on this device), so the
 * caller reports each paid order once, across reloads and recoveries.
 */
export function markPurchaseReported(orderId: string, storage: Storage | null = safeLocalStorage()): boolean {
  const parsed = reportedSchema.safeParse(readJson(storage, REPORTED_PURCHASES_KEY));
  const reported = parsed.success ? parsed.data : [];
  if (reported.includes(orderId)) return false;
  writeJson(storage, REPORTED_PURCHASES_KEY, [...reported, orderId].slice(-REPORTED_PURCHASES_LIMIT));
  return true;
}
