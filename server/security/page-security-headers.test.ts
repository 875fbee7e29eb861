// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '@/domain/site-settings';
import { contentSecurityPolicy, everyVendor } from './content-security-policy';
import { pageSecurityHeaders, pageVendors } from './page-security-headers';

const nonce = 'q83vEjRWeJq8nN7vEjRWeA==';

/** The policy's directives by name. */
function directives(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries((headers['Content-Security-Policy'] ?? '').split('; ').map((directive) => [directive.split(' ')[0], directive.slice(directive.indexOf(' ') + 1)]));
}

const policyOf = (settings: SiteSettings | null, apiOrigin = '') => directives(pageSecurityHeaders({ nonce, settings, apiOrigin }));

const analyticsOn: SiteSettings = { plugin_google_analytics_enabled: true, plugin_google_analytics_measurement_id: 'G-ABC123XYZ' };
const crispOn: SiteSettings = { plugin_live_chat_crisp_enabled: true, plugin_live_chat_crisp_website_id: '0b5d6c1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e' };
const tawkOn: SiteSettings = { plugin_live_chat_tawk_enabled: true, plugin_live_chat_tawk_property_id: '0123456789abcdef01234567' };

describe('the security headers of a server page', () => {
  it('trust the page’s scripts by its nonce and what they load, and nothing inline or evaluated', () => {
    const policy = policyOf({});
    expect(policy['script-src']).toBe(`'self' 'nonce-${nonce}' 'strict-dynamic' https://checkout.razorpay.com`);
    expect(policy['script-src']).not.toMatch(/'unsafe-|sha256-/);
    expect(policy).toMatchObject({ 'object-src': "'none'", 'base-uri': "'self'", 'frame-ancestors': "'self'", 'form-action': "'self'" });
  });

  it('with no plugin on, allow the payment window’s hosts and no other vendor’s', () => {
    const policy = Object.values(policyOf({ plugin_messaging_chat_enabled: true })).join(' ');
    expect(policy).toContain('https://api.razorpay.com');
    expect(policy).not.toMatch(/googletagmanager|google-analytics|crisp|tawk|jsdelivr|fonts\.g/);
  });

  it.each([
    ['Google Analytics', analyticsOn, 'script-src', 'https://www.googletagmanager.com', /crisp|tawk/],
    ['Crisp', crispOn, 'connect-src', 'wss://client.relay.crisp.chat', /google|tawk/],
    ['Tawk.to', tawkOn, 'font-src', 'https://fonts.gstatic.com', /google-analytics|crisp/],
  ])('with %s on, add its hosts and no other plugin’s', (_, settings, directive, host, others) => {
    const policy = policyOf(settings);
    expect(policy[directive]).toContain(host);
    expect(Object.values(policy).join(' ')).not.toMatch(others);
  });

  it('leave out a plugin that is switched on with a configuration it cannot load with', () => {
    expect(pageVendors({ ...analyticsOn, plugin_google_analytics_measurement_id: 'UA-1234' })).toEqual(['razorpay']);
  });

  it('count a plugin that waits for the shopper’s consent: the yes comes without a reload', () => {
    expect(pageVendors({ ...analyticsOn, ...tawkOn, plugin_cookie_consent_enabled: true })).toEqual(['google_analytics', 'live_chat_tawk', 'razorpay']);
  });

  it('allow every vendor when the page’s settings are not known, as the static build does', () => {
    expect(pageVendors(null)).toEqual(everyVendor);
  });

  it('differ from the static build’s policy only in script-src and the vendors', () => {
    const server = policyOf(null, 'https://api.example.com');
    const staticPolicy = directives({ 'Content-Security-Policy': contentSecurityPolicy({ scriptSources: ["'sha256-x'"], vendors: everyVendor, apiOrigin: 'https://api.example.com' }) });
    expect({ ...server, 'script-src': '' }).toEqual({ ...staticPolicy, 'script-src': '' });
    expect(server['connect-src']).toContain('https://api.example.com');
  });

  it('send the rest of the static build’s headers', () => {
    expect(pageSecurityHeaders({ nonce, settings: {}, apiOrigin: '' })).toMatchObject({
      'X-Frame-Options': 'SAMEORIGIN',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=()',
    });
  });

  it('refuse a nonce that would break the header', () => {
    expect(() => pageSecurityHeaders({ nonce: "x'; script-src *", settings: {}, apiOrigin: '' })).toThrow(TypeError);
  });
});
