import type { GatewayPayment } from '@/api/schemas/order.schema';
import { toMinorUnits } from './money';

/*
 * The simulated Razorpay account (ADR 0025): the key pair, the ids Razorpay hands out and its signatures. The key
 * secret lives only here, on the "server" side: the stand-in in the shopper's page (vendors/razorpay.ts) never sees
 * it; the simulated bank (`POST /sim-razorpay/pay`) signs a captured payment, as Razorpay's servers do.
 */

/** The public key id checkout opens Razorpay with (test mode keys start `rzp_test_`). */
export const razorpayKeyId = 'rzp_test_simulator';
/**
 * The simulator's key secret. Not a secret of anything real: it signs the simulated bank's payments, and tests
 * use it to make valid signatures. A real key secret stays on the merchant's server and never reaches a browser.
 */
export const razorpayKeySecret = 'sim_rzp_key_secret_4f9c1b7e2d';

const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay's ids: a prefix and 14 letters or digits (`order_NL3k9dXz1QpR2a`, `pay_…`). */
function razorpayId(prefix: 'order' | 'pay'): string {
  const bytes = crypto.getRandomValues(new Uint8Array(14));
  return `${prefix}_${[...bytes].map((byte) => idAlphabet[byte % idAlphabet.length]).join('')}`;
}

export const newGatewayOrderId = () => razorpayId('order');
export const newPaymentId = () => razorpayId('pay');

const toHex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Razorpay's payment signature: HMAC-SHA256 hex of `<order id>|<payment id>` with the key secret. Web Crypto, so it
 * runs in Node and in the page's service worker alike.
 */
export async function razorpaySignature(gatewayOrderId: string, paymentId: string, secret: string = razorpayKeySecret): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(`${gatewayOrderId}|${paymentId}`)));
}

/** Whether `signature` signs `paymentId` for `gatewayOrderId` (the one the store kept, never the callback's own). */
export async function isValidSignature(gatewayOrderId: string, paymentId: string, signature: string): Promise<boolean> {
  const expected = await razorpaySignature(gatewayOrderId, paymentId);
  // Compared in full whatever differs first, as a constant-time check would.
  let difference = expected.length ^ signature.length;
  for (let index = 0; index < expected.length; index += 1) difference |= expected.charCodeAt(index) ^ (signature.charCodeAt(index) || 0);
  return difference === 0;
}

/** What checkout needs to open the payment window for `amount` (major units) of `currency`. */
export function gatewayPayment(gatewayOrderId: string, amount: number, currency: string): GatewayPayment {
  return { provider: 'razorpay', key_id: razorpayKeyId, gateway_order_id: gatewayOrderId, amount: toMinorUnits(amount), currency };
}

/** Razorpay's error object, as `payment.failed` hands it to the page. */
export interface RazorpayError {
  code: string;
  description: string;
  source: string;
  step: string;
  reason: string;
  metadata: { order_id: string; payment_id: string };
}

/** The failures the simulated bank gives, in Razorpay's fields. */
export const bankFailures = {
  /** The test bank page's Failure button. */
  failed: { code: 'BAD_REQUEST_ERROR', description: 'Your bank declined this payment. No money was taken: try again, or use another card.', source: 'bank', step: 'payment_authorization', reason: 'payment_failed' },
  /** The payment-failure scenario: every attempt declined. */
  declined: { code: 'BAD_REQUEST_ERROR', description: 'Your card was declined and no money was taken. Please try another card or another way to pay.', source: 'bank', step: 'payment_authorization', reason: 'card_declined' },
  /** late-authorisation: the bank did not answer in time (it authorises later). */
  timedOut: {
    code: 'GATEWAY_ERROR',
    description: 'Your bank did not confirm this payment in time. If money was taken, it will be returned automatically.',
    source: 'bank',
    step: 'payment_authorization',
    reason: 'payment_timed_out',
  },
} as const satisfies Record<string, Omit<RazorpayError, 'metadata'>>;
