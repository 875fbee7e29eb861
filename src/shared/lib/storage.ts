/**
 * localStorage when the browser lets us use it. Reading `window.localStorage` itself throws in some
 * privacy modes, so every access goes through here and a missing storage is just `null`.
 */
export function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Removes every key that starts with the prefix; returns how many went. Never throws. */
export function removeKeysWithPrefix(prefix: string, storage: Storage | null = safeLocalStorage()): number {
  if (!storage) return 0;
  try {
    const doomed: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) doomed.push(key);
    }
    for (const key of doomed) storage.removeItem(key);
    return doomed.length;
  } catch {
    return 0;
  }
}
