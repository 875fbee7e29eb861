import { crispStandIn } from './crisp';
import { gtagStandIn } from './gtag';
import { razorpayStandIn } from './razorpay';
import { tawkStandIn } from './tawk';

/** A local stand-in for a vendor script: the vendor host and path it replaces, and the JavaScript it serves. */
export interface VendorStandIn {
  /** e.g. `www.googletagmanager.com` */
  host: string;
  /** Matches the vendor's path (and only that); query strings are passed to `source`. */
  path: RegExp;
  /** The script, given the request's URL as the vendor would have received it. */
  source: (vendorUrl: URL) => string;
}

/** Every vendor script the plugins can load, answered locally under /sim-vendor/<host>/<path>. */
export const vendorStandIns: readonly VendorStandIn[] = [...gtagStandIn, ...tawkStandIn, ...crispStandIn, ...razorpayStandIn];
