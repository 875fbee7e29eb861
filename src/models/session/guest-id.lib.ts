import { v4 as createUuid, validate as isUuid } from 'uuid';
import { safeLocalStorage } from '@/shared/lib/storage';

export const GUEST_ID_KEY = 'guest_id';

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
