import { describe, expect, it } from 'vitest';
import { acceptAll, consentAllows, parseStoredConsent, rejectAll, serializeConsent } from './consent.lib';

describe('the kept consent', () => {
  it('round-trips a choice', () => {
    const choice = { analytics: true, marketing: false, functional: true };
    expect(parseStoredConsent(serializeConsent(choice, '2026-11-21T10:00:00.000Z'))).toEqual({ status: 'decided', choice, decidedAt: '2026-11-21T10:00:00.000Z' });
  });

  it.each([
    ['nothing kept', null],
    ['corrupt JSON', '{"version":1,'],
    ['another version', JSON.stringify({ version: 2, choice: acceptAll, decidedAt: 'x' })],
    ['a category missing', JSON.stringify({ version: 1, choice: { analytics: true, marketing: true }, decidedAt: 'x' })],
    ['a category not a boolean', JSON.stringify({ version: 1, choice: { ...acceptAll, marketing: 'yes' }, decidedAt: 'x' })],
    ['not an object', '"accepted"'],
  ])('counts %s as no choice, never as a consent', (_label, raw) => {
    expect(parseStoredConsent(raw)).toEqual({ status: 'undecided' });
  });
});

describe('consentAllows', () => {
  const decided = (choice: typeof acceptAll) => ({ status: 'decided' as const, choice, decidedAt: 'x' });

  it('allows everything when the store asks for no consent', () => {
    expect(consentAllows('marketing', { status: 'undecided' }, false)).toBe(true);
  });

  it('always allows necessary plugins', () => {
    expect(consentAllows('necessary', { status: 'undecided' }, true)).toBe(true);
    expect(consentAllows('necessary', decided(rejectAll), true)).toBe(true);
  });

  it('holds other categories until the shopper says yes to that category', () => {
    expect(consentAllows('analytics', { status: 'undecided' }, true)).toBe(false);
    expect(consentAllows('analytics', decided(rejectAll), true)).toBe(false);
    expect(consentAllows('analytics', decided({ ...rejectAll, analytics: true }), true)).toBe(true);
    expect(consentAllows('marketing', decided({ ...rejectAll, analytics: true }), true)).toBe(false);
  });
});
