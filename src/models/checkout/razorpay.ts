import { loadVendorScript } from '@/shared/lib/vendor-script';

/*
 * Razorpay Standard Checkout (ADR 0026): its script loads only when the shopper pays, through the vendor-script loader
 * (the simulator's stand-in answers it), with one retry.
 */

export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** What Razorpay's `handler` receives when a payment succeeds. */
export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** What Razorpay's `payment.failed` callback receives. */
export interface RazorpayFailure {
  error?: { code?: string; description?: string; source?: string; step?: string; reason?: string; metadata?: { order_id?: string; payment_id?: string } };
}

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', callback: (response: RazorpayFailure) => void): void;
}
type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

export class PaymentWindowUnavailableError extends Error {
  constructor() {
    super('The payment window could not load.');
    this.name = 'PaymentWindowUnavailableError';
  }
}

/** Loads checkout.js (once; a failed load is tried once more) and answers Razorpay's constructor. */
export async function loadRazorpay(): Promise<RazorpayConstructor> {
  try {
    await loadVendorScript(RAZORPAY_SCRIPT_URL).catch(() => loadVendorScript(RAZORPAY_SCRIPT_URL));
  } catch {
    throw new PaymentWindowUnavailableError();
  }
  if (typeof window.Razorpay !== 'function') throw new PaymentWindowUnavailableError();
  return window.Razorpay;
}

/** Opens the bank window with the callbacks wired; `onFailed` may be called more than once (the window stays open). */
export function openRazorpay(
  Razorpay: RazorpayConstructor,
  options: Omit<RazorpayOptions, 'handler' | 'modal'>,
  callbacks: { onPaid: (response: RazorpaySuccess) => void; onFailed: (response: RazorpayFailure) => void; onDismissed: () => void },
): void {
  const instance = new Razorpay({ ...options, handler: callbacks.onPaid, modal: { ondismiss: callbacks.onDismissed } });
  instance.on('payment.failed', callbacks.onFailed);
  instance.open();
}
