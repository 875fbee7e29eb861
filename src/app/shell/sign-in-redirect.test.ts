import { describe, expect, it } from 'vitest';
import { AFTER_SIGN_IN_PATH, safeNextPath } from './next-path';
import { signInPathFor } from './sign-in-redirect';

describe('the way back after signing in', () => {
  it('keeps where the guest was going, query included, in the sign-in address', () => {
    expect(signInPathFor('/account/wallet?tab=credits')).toBe('/login?next=%2Faccount%2Fwallet%3Ftab%3Dcredits');
    expect(safeNextPath(new URLSearchParams(signInPathFor('/account/wallet?tab=credits').split('?')[1]).get('next'))).toBe('/account/wallet?tab=credits');
  });

  it.each([null, '', 'account', 'https://evil.example/account', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])(
    'never leaves the store: %s goes to the account',
    (next) => {
      expect(safeNextPath(next)).toBe(AFTER_SIGN_IN_PATH);
    },
  );

  // Each resolves to `//evil.example/x` or `//`, which the router would read as another site (issue 26).
  it.each(['/..//evil.example/x', '/.//evil.example/x', '/a/..//evil.example/x', '/./\\evil.example/x', '/%2e%2e//evil.example/x', '/.//', '/a/..//', '/./\\', '/%2e%2e//'])(
    'reads dot-segments as the browser does: %s goes to the account',
    (next) => {
      expect(safeNextPath(next)).toBe(AFTER_SIGN_IN_PATH);
      expect(safeNextPath(next, '/account/addresses')).toBe('/account/addresses');
    },
  );

  it('keeps a path whose dot-segments stay in the store, as the browser resolves it', () => {
    expect(safeNextPath('/account/../account/wallet?tab=credits')).toBe('/account/wallet?tab=credits');
    expect(safeNextPath('/account/./../login')).toBe(AFTER_SIGN_IN_PATH);
  });

  it('never comes back to a sign-in screen', () => {
    expect(safeNextPath('/login?next=/account')).toBe(AFTER_SIGN_IN_PATH);
    expect(safeNextPath('/register')).toBe(AFTER_SIGN_IN_PATH);
    expect(safeNextPath('/forgot-password')).toBe(AFTER_SIGN_IN_PATH);
    expect(safeNextPath('/Login?next=/account')).toBe(AFTER_SIGN_IN_PATH);
    expect(safeNextPath('/logins')).toBe('/logins');
  });

  it('falls back to the caller’s own path when there is nowhere safe to go back to', () => {
    expect(safeNextPath(null, '/account/addresses')).toBe('/account/addresses');
    expect(safeNextPath('//evil.example', '/account/addresses')).toBe('/account/addresses');
    expect(safeNextPath('/login', '/account/addresses')).toBe('/account/addresses');
    expect(safeNextPath('/checkout?step=address', '/account/addresses')).toBe('/checkout?step=address');
  });
});
