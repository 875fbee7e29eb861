import { loadVendorScript } from '@/shared/lib/vendor-script';

/*
 * Razorpay Standard Checkout (ADR 0026): its script loads only when the shopper pays, through the vendor-script loader
 * (the simulator's stand-in answers it), with one retry.
 */

const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

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

interface RazorpayOptions {
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

class PaymentWindowUnavailableError extends Error {
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

/**
 * Opens the bank window with the callbacks wired; `onFailed` may be called more than once (the window stays open).
 * `onGone` says when the window has left the page, whatever its callbacks did: they can be lost (ADR 0026).
 */
export function openRazorpay(
  Razorpay: RazorpayConstructor,
  options: Omit<RazorpayOptions, 'handler' | 'modal'>,
  callbacks: { onPaid: (response: RazorpaySuccess) => void; onFailed: (response: RazorpayFailure) => void; onDismissed: () => void; onGone: () => void },
): void {
  const instance = new Razorpay({ ...options, handler: callbacks.onPaid, modal: { ondismiss: callbacks.onDismissed } });
  instance.on('payment.failed', callbacks.onFailed);
  watchWindowGone(() => instance.open(), callbacks.onGone);
}

const shown = (node: Element) => node instanceof HTMLElement && !node.hidden && getComputedStyle(node).display !== 'none';

/**
 * Runs `open`, then calls `onGone` once what it showed on the page (the children of `root` it added or unhid) has all
 * been removed or hidden again. Nothing is watched when `open` showed nothing at once.
 */
export function watchWindowGone(open: () => void, onGone: () => void, root: HTMLElement = document.body): void {
  const shownBefore = new Set([...root.children].filter(shown));
  open();
  const shownByOpen = [...root.children].filter((node) => shown(node) && !shownBefore.has(node));
  if (shownByOpen.length === 0) return;
  const observer = new MutationObserver(() => {
    if (shownByOpen.some((node) => node.isConnected && shown(node))) return;
    observer.disconnect();
    onGone();
  });
  observer.observe(root, { childList: true });
  for (const node of shownByOpen) observer.observe(node, { attributes: true, attributeFilter: ['style', 'class', 'hidden'] });
}
