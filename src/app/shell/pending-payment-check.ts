import { safeLocalStorage } from '@/shared/lib/storage';

/**
 * Where checkout keeps a card payment on its way (`PENDING_PAYMENT_KEY` in src/models/checkout/pending-payment.lib.ts,
 * kept equal by its test). Named here too so the route table can test for one without loading checkout's reader.
 */
export const PENDING_PAYMENT_STORAGE_KEY = 'storefront:pending-payment';

/** Whether storage holds a pending payment at all (readable or not: the lazily loaded check decides). */
export function hasPendingPayment(storage: Storage | null = safeLocalStorage()): boolean {
  try {
    return Boolean(storage?.getItem(PENDING_PAYMENT_STORAGE_KEY));
  } catch {
    return false;
  }
}
