// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isStoreEnabled, normalizeSettings, readInteger } from './site-settings';

describe('site settings', () => {
  it("reads the strings 'true' and 'false' as booleans and leaves other values alone", () => {
    expect(normalizeSettings({ a: 'true', b: 'false', c: 'True', d: 2, e: null })).toEqual({ a: true, b: false, c: 'True', d: 2, e: null });
  });

  it('drops keys that could reach a prototype', () => {
    const raw = JSON.parse('{"__proto__": {"polluted": true}, "storeName": "Shop"}') as Record<string, string>;
    const settings = normalizeSettings(raw);
    expect(Object.keys(settings)).toEqual(['storeName']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('opens the store only unless globalStoreEnable is false', () => {
    expect(isStoreEnabled(normalizeSettings({ globalStoreEnable: 'true' }))).toBe(true);
    expect(isStoreEnabled(normalizeSettings({ globalStoreEnable: 'false' }))).toBe(false);
    expect(isStoreEnabled({})).toBe(true);
  });

  it('reads integers from strings within range', () => {
    expect(readInteger({ decimalPlaces: '3' }, 'decimalPlaces', 2)).toBe(3);
    expect(readInteger({ decimalPlaces: '-1' }, 'decimalPlaces', 2)).toBe(2);
    expect(readInteger({ decimalPlaces: '1.5' }, 'decimalPlaces', 2)).toBe(2);
  });
});
