import { safeLocalStorage } from '@/shared/lib/storage';

/*
 * The referral a shopper arrived with, kept on this device until they register (the `/r/{referred_by}` landing writes
 * it, the register screen reads it). Stored as JSON under REFERRAL_STORAGE_KEY:
 *
 *   { "code": "ALEX10", "referrer_name": "Alex Morgan", "saved_at": 1767225600000 }
 *
 * Read tolerantly: a corrupt, foreign or expired value reads as no referral, never as an error (a shopper must always
 * be able to register), and a bare string is read as a code (an older writer, or one written by hand).
 */

export const REFERRAL_STORAGE_KEY = 'storefront:referral';
/** How long a kept referral counts: a month, the usual attribution window of referral programmes. */
export const REFERRAL_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Longer than any referral code a backend issues: such a value is not a code. */
const REFERRAL_CODE_MAX_LENGTH = 64;

export interface KeptReferral {
  /** The code the register form sends as `referral_code`. */
  code: string;
  /** Who invited the shopper, when the landing knew (get-referrer-user): the register screen may say so. */
  referrerName: string | null;
  /** When it was kept (epoch ms). */
  savedAt: number;
}

/** What a code kept without JSON around it may look like: letters, digits, '-' and '_'. */
const bareCodePattern = /^[\p{L}\p{N}_-]+$/u;

/** A code as the store takes it: trimmed, not empty, not absurdly long; null otherwise. */
export function normalizeReferralCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim();
  return code === '' || code.length > REFERRAL_CODE_MAX_LENGTH ? null : code;
}

/** Reads a stored value; null for anything that is not a usable, unexpired referral. */
export function parseKeptReferral(raw: string | null, now: number): KeptReferral | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    // Not JSON: a bare code ("ALEX10") is still a code, with no date (it counts until replaced or used). Anything
    // else (a half-written JSON value) is not.
    const code = normalizeReferralCode(raw);
    return code && bareCodePattern.test(code) ? { code, referrerName: null, savedAt: now } : null;
  }
  if (typeof value === 'string') {
    const code = normalizeReferralCode(value);
    return code ? { code, referrerName: null, savedAt: now } : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const code = normalizeReferralCode(record.code);
  if (!code) return null;
  const savedAt = typeof record.saved_at === 'number' && Number.isFinite(record.saved_at) ? record.saved_at : now;
  // A date in the future is a clock that was wrong when it was written: count the referral from now.
  const age = Math.max(0, now - savedAt);
  if (age >= REFERRAL_LIFETIME_MS) return null;
  const name = typeof record.referrer_name === 'string' && record.referrer_name.trim() !== '' ? record.referrer_name.trim() : null;
  return { code, referrerName: name, savedAt: Math.min(savedAt, now) };
}

/** The referral kept on this device, or null. Never throws. */
export function readKeptReferral(storage: Storage | null = safeLocalStorage(), now: number = Date.now()): KeptReferral | null {
  try {
    return parseKeptReferral(storage?.getItem(REFERRAL_STORAGE_KEY) ?? null, now);
  } catch {
    return null;
  }
}

/**
 * Keeps a referral (the `/r/{referred_by}` landing calls this); a newer one replaces the older. Returns whether it was
 * kept: false for a value that is not a code, or a storage that refuses (private mode, full).
 */
export function keepReferral(
  referral: { code: string; referrerName?: string | null },
  storage: Storage | null = safeLocalStorage(),
  now: number = Date.now(),
): boolean {
  const code = normalizeReferralCode(referral.code);
  if (!code || !storage) return false;
  try {
    storage.setItem(REFERRAL_STORAGE_KEY, JSON.stringify({ code, referrer_name: referral.referrerName ?? null, saved_at: now }));
    return true;
  } catch {
    return false;
  }
}

/** Forgets the kept referral (after registering: it has been used). Never throws. */
export function forgetKeptReferral(storage: Storage | null = safeLocalStorage()): void {
  try {
    storage?.removeItem(REFERRAL_STORAGE_KEY);
  } catch {
    // A storage that refuses keeps the value; it expires on its own.
  }
}
