import type { ConsentCategory } from '@/layout/define-plugin';

/** Where the shopper's cookie choice is kept (localStorage), apart from the app state so a logout keeps it. */
export const consentStorageKey = 'storefrontConsent';
/** Bump when the categories change: a choice made under other categories is asked again. */
const consentVersion = 1;

/** The categories a shopper chooses; `necessary` is always on. */
export type OptionalConsentCategory = Exclude<ConsentCategory, 'necessary'>;
export const optionalConsentCategories = ['analytics', 'marketing', 'functional'] as const satisfies readonly OptionalConsentCategory[];
export type ConsentChoice = Readonly<Record<OptionalConsentCategory, boolean>>;

export type ConsentState = { status: 'undecided' } | { status: 'decided'; choice: ConsentChoice; decidedAt: string };

export const undecided: ConsentState = { status: 'undecided' };
export const acceptAll: ConsentChoice = { analytics: true, marketing: true, functional: true };
export const rejectAll: ConsentChoice = { analytics: false, marketing: false, functional: false };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads the kept choice. Anything unreadable (corrupt JSON, another version, a missing category) counts as no
 * choice: the banner asks again rather than guessing a consent the shopper never gave.
 */
export function parseStoredConsent(raw: string | null): ConsentState {
  if (raw === null) return undecided;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undecided;
  }
  if (!isRecord(value) || value.version !== consentVersion || typeof value.decidedAt !== 'string' || !isRecord(value.choice)) return undecided;
  const stored = value.choice;
  const choice = { ...rejectAll };
  for (const category of optionalConsentCategories) {
    const granted = stored[category];
    if (typeof granted !== 'boolean') return undecided;
    choice[category] = granted;
  }
  return { status: 'decided', choice, decidedAt: value.decidedAt };
}

export function serializeConsent(choice: ConsentChoice, decidedAt: string): string {
  return JSON.stringify({ version: consentVersion, choice, decidedAt });
}

/**
 * Whether a plugin of this category may load. Without cookie consent switched on the store asks for none, so
 * every category may; with it, `necessary` always may and the others only once the shopper said yes.
 */
export function consentAllows(category: ConsentCategory, state: ConsentState, consentRequired: boolean): boolean {
  if (!consentRequired || category === 'necessary') return true;
  return state.status === 'decided' && state.choice[category];
}
