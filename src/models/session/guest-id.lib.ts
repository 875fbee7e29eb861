import { safeLocalStorage } from '@/shared/lib/storage';

export const GUEST_ID_KEY = 'guest_id';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const isUuid = (value: string) => uuidPattern.test(value);

/**
 * A version 4 UUID. crypto.randomUUID exists only in secure contexts (https, localhost); a store opened
 * over plain http on a LAN address gets the same from crypto.getRandomValues. No uuid package in the
 * shopper's first download.
 */
export function createUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The guest id is generated once and kept in localStorage under guest_id. When storage is unavailable
 * (private mode, disabled cookies) the id lives for this page load only, which still keeps one cart.
 */
export function readOrCreateGuestId(storage: Storage | null = safeLocalStorage()): string {
  try {
    const stored = storage?.getItem(GUEST_ID_KEY);
    if (stored && isUuid(stored)) return stored;
  } catch {
    // Fall through and create one: a corrupt or unreadable id must not block the shopper.
  }
  const created = createUuid();
  try {
    storage?.setItem(GUEST_ID_KEY, created);
  } catch {
    // A full or read-only storage keeps the id in memory only.
  }
  return created;
}
