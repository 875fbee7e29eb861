import { Component, type ReactNode } from 'react';
import { vendorProxyMetaName } from '@/domain/vendor-proxy';

/**
 * Test helpers for the live-chat plugins (imported by their tests only, never by a view): an error boundary like
 * the plugin runtime's, and the vendor-proxy meta the simulator puts in the page.
 */

/** Catches what a plugin view throws and shows its message, as the plugin runtime's boundary would report it. */
export class TestErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

let proxyCount = 0;

/**
 * Puts a fresh `<meta name="storefront-vendor-proxy">` in the head and returns its prefix. A fresh prefix per test
 * gives every test its own script URLs, so the page-wide once-per-URL cache of loadVendorScript never carries a
 * script from one test into the next.
 */
export function installFreshVendorProxy(): string {
  proxyCount += 1;
  const prefix = `/sim-vendor-${proxyCount}/`;
  document.head.querySelectorAll(`meta[name="${vendorProxyMetaName}"]`).forEach((meta) => meta.remove());
  const meta = document.createElement('meta');
  meta.name = vendorProxyMetaName;
  meta.content = prefix;
  document.head.append(meta);
  return prefix;
}

/** The `<script>` elements loadVendorScript appended whose src starts with `prefix`. */
export function appendedScripts(prefix: string): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter((script) => script.getAttribute('src')?.startsWith(prefix));
}
