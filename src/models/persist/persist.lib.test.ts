import { describe, expect, it, vi } from 'vitest';
import { emptyCartSummary } from '@/models/cart/cart.model';
import {
  emptyPersistedState,
  PERSIST_TIMEOUT_MESSAGE,
  PERSIST_VERSION,
  restorePersistedState,
  serializePersistedState,
  withPersistTimeout,
  type PersistedState,
} from './persist.lib';

const branch = { id: 2, name: 'Harbour', address: null, phone: null, is_open: true };
const goodState: PersistedState = {
  ...emptyPersistedState,
  user: { authToken: 'token-1', id: 7, name: 'Ada' },
  cart: emptyCartSummary,
  branches: { branches: [branch], selected_branch: branch, manual_selection_done: true },
  recentPlaces: [{ place_id: 'a', description: 'Home' }],
  cacheVersions: { 'cache-settings': '1', 'cache-layouts': '1', 'cache-branches': '1', 'cache-products': '1' },
};

describe('restoring the kept state', () => {
  it('round-trips a good state', () => {
    const result = restorePersistedState(serializePersistedState(goodState));
    expect(result.outcome).toBe('restored');
    expect(result.state).toEqual(goodState);
  });

  it('starts empty when nothing is kept', () => {
    expect(restorePersistedState(null)).toMatchObject({ outcome: 'empty', state: emptyPersistedState });
  });

  describe('ten corrupt kept states each boot clean', () => {
    const corrupt: [string, string][] = [
      ['truncated JSON', serializePersistedState(goodState).slice(0, 40)],
      ['not JSON at all', '[object Object]'],
      ['a JSON array', '[1,2,3]'],
      ['a bare number', '42'],
      ['a newer version', JSON.stringify({ version: PERSIST_VERSION + 98, state: goodState })],
      ['a version that is not a number', JSON.stringify({ version: '1', state: goodState })],
      ['no state object', JSON.stringify({ version: PERSIST_VERSION, state: 'everything' })],
      ['an empty string state with nulls', JSON.stringify({ version: PERSIST_VERSION, state: null })],
      ['a negative version without a migration', JSON.stringify({ version: -3, state: goodState })],
      ['binary noise', '\u0000\u0001\uFFFD{"'],
    ];

    it.each(corrupt)('%s', (_, raw) => {
      const result = restorePersistedState(raw);
      expect(result.outcome).toBe('discarded');
      expect(result.state).toEqual(emptyPersistedState);
      expect(result.reason).toEqual(expect.any(String));
    });
  });

  it('resets only the slices of the wrong type and keeps the rest', () => {
    const raw = JSON.stringify({
      version: PERSIST_VERSION,
      state: { ...goodState, user: { authToken: 123 }, cart: 'lots', recentPlaces: { place_id: 'not a list' } },
    });
    const result = restorePersistedState(raw);
    expect(result.outcome).toBe('repaired');
    expect(result.reason).toBe('reset user, cart, recentPlaces');
    expect(result.state.user).toEqual({ authToken: null });
    expect(result.state.cart).toBeNull();
    expect(result.state.branches).toEqual(goodState.branches);
  });

  it('keeps the recent places as it finds them: the place search reads each entry when it loads (ADR 0022)', () => {
    const kept = [{ place_id: 'a', description: 'Home', details: { place_id: 'a', line1: '1 Oak Street' } }, 'not a place'];
    const result = restorePersistedState(JSON.stringify({ version: PERSIST_VERSION, state: { ...goodState, recentPlaces: kept } }));
    expect(result.outcome).toBe('restored');
    expect(result.state.recentPlaces).toEqual(kept);
  });

  it('drops __proto__ keys without polluting any prototype', () => {
    const raw = `{"version":1,"state":{"__proto__":{"polluted":true},"user":{"__proto__":{"isAdmin":true},"authToken":"t"},"constructor":{"prototype":{"polluted":true}}}}`;
    const result = restorePersistedState(raw);
    expect(result.state.user).toEqual({ authToken: 't' });
    expect(Object.getPrototypeOf(result.state.user)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('migrates the unversioned layout of the earlier app (slices as JSON strings)', () => {
    const legacy = JSON.stringify({
      user: JSON.stringify({ authToken: 'old-token', name: 'Grace' }),
      branches: JSON.stringify(goodState.branches),
      recentPlaces: JSON.stringify([{ place_id: 'z', description: 'Work' }]),
      _persist: JSON.stringify({ version: -1, rehydrated: true }),
    });
    const result = restorePersistedState(legacy);
    expect(result.outcome).toBe('migrated');
    expect(result.state.user).toEqual({ authToken: 'old-token', name: 'Grace' });
    expect(result.state.branches.selected_branch?.name).toBe('Harbour');
    expect(result.state.recentPlaces).toEqual([{ place_id: 'z', description: 'Work' }]);
  });
});

describe('the persistence time-out', () => {
  it('rejects with "persist timed out" after 5000 ms', async () => {
    vi.useFakeTimers();
    const pending = withPersistTimeout(new Promise<string>(() => undefined));
    const assertion = expect(pending).rejects.toThrow(PERSIST_TIMEOUT_MESSAGE);
    await vi.advanceTimersByTimeAsync(5_000);
    await assertion;
    vi.useRealTimers();
  });

  it('resolves with the value when storage answers in time', async () => {
    await expect(withPersistTimeout(Promise.resolve('x'), 50)).resolves.toBe('x');
  });
});
