// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createUuid, GUEST_ID_KEY, readOrCreateGuestId } from './guest-id.lib';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the guest id', () => {
  it('is generated once and kept under guest_id', () => {
    const first = readOrCreateGuestId();
    expect(first).toMatch(uuidV4);
    expect(localStorage.getItem(GUEST_ID_KEY)).toBe(first);
    expect(readOrCreateGuestId()).toBe(first);
  });

  it('replaces a kept value that is not a UUID', () => {
    localStorage.setItem(GUEST_ID_KEY, 'null');
    const id = readOrCreateGuestId();
    expect(id).toMatch(uuidV4);
    expect(localStorage.getItem(GUEST_ID_KEY)).toBe(id);
  });

  it('still gives an id when storage is unavailable', () => {
    expect(readOrCreateGuestId(null)).toMatch(uuidV4);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(readOrCreateGuestId()).toMatch(uuidV4);
  });

  it('makes v4 UUIDs without crypto.randomUUID (plain http on a LAN address)', () => {
    const original = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 50 }, () => createUuid()));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(uuidV4);
    } finally {
      if (original) Object.defineProperty(crypto, 'randomUUID', original);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});
