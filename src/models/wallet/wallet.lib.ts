import type { WalletCreditSource, WalletEntryKind } from '@/api/schemas/wallet.schema';
import { formatMinorUnits, toMinorUnits, type MoneyFormat } from '@/domain/money';

/*
 * The wallet screen's pure rules (ADR 0028, 0030): when a credit's expiry is close enough to stand out, how it is
 * worded, which way a ledger line went and how that reads aloud, and the ledger grouped by month.
 */

/** A credit expiring within this many days stands out (issue 19, ADR 0028). */
const EXPIRY_SOON_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight of the date's own day on the device's clock, so "in 3 days" counts calendar days, not 72-hour spans. */
const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/**
 * Whole calendar days from `now` to `iso` (0 today, 1 tomorrow, negative when past), or null for no expiry ('') or a
 * date that cannot be read. Rounded: a day that is 23 or 25 hours long (daylight saving) still counts as one.
 */
export function daysUntil(iso: string, now: Date): number | null {
  if (iso === '') return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return Math.round((startOfDay(date) - startOfDay(now)) / DAY_MS);
}

export type ExpiryNote =
  | { kind: 'never' }
  | { kind: 'passed' }
  /** Within EXPIRY_SOON_DAYS: highlighted, in words. */
  | { kind: 'soon'; days: number }
  | { kind: 'later'; days: number };

/** Where a credit's expiry stands from `now`. */
export function expiryNoteOf(expiresAt: string, now: Date): ExpiryNote {
  const days = daysUntil(expiresAt, now);
  if (days === null) return { kind: 'never' };
  if (days < 0 || (days === 0 && new Date(expiresAt).getTime() <= now.getTime())) return { kind: 'passed' };
  return days <= EXPIRY_SOON_DAYS ? { kind: 'soon', days } : { kind: 'later', days };
}

/**
 * An expiry in words ("Expires in 3 days", "Expires on Jan 25, 2027"); `date` is the expiry's date as the store writes it, for later ones.
 * `plural` for what is counted in the plural (points: "Expire in 3 days").
 */
export function expiryText(note: ExpiryNote, date: string | null, plural = false): string {
  const verb = plural ? 'Expire' : 'Expires';
  switch (note.kind) {
    case 'never':
      return plural ? 'Never expire' : 'Never expires';
    case 'passed':
      return 'Expired';
    case 'soon':
      if (note.days === 0) return `${verb} today`;
      if (note.days === 1) return `${verb} tomorrow`;
      return `${verb} in ${note.days} days`;
    case 'later':
      return date ? `${verb} on ${date}` : `${verb} in ${note.days} days`;
    default:
      return note satisfies never;
  }
}

/** Whether a ledger line added to the balance (+), took from it (−), or is a kind this screen does not know. */
type EntryDirection = 'in' | 'out' | 'unknown';

export const entryDirection = (kind: WalletEntryKind): EntryDirection =>
  kind === 'credit' ? 'in' : kind === 'debit' || kind === 'expiry' ? 'out' : 'unknown';

/** What a ledger line is called, read with its amount ("Credit of $5"). */
const entryKindWords: Record<WalletEntryKind, string> = { credit: 'Credit', debit: 'Spent', expiry: 'Expired', unknown: 'Change' };

interface SignedAmount {
  /** What the eye reads: "+$5", "−$12.40" (a true minus sign), or "$1" for a line of unknown kind. */
  shown: string;
  /** What a screen reader says instead: "Credit of $5", "Spent $12.40", "Expired $1". */
  spoken: string;
}

/** A ledger amount (always positive in the answer) with its sign, for the eye and for the ear. */
export function signedAmount(kind: WalletEntryKind, amount: number, format: MoneyFormat): SignedAmount {
  const money = formatMinorUnits(Math.abs(toMinorUnits(amount, format.decimalPlaces)), format);
  const direction = entryDirection(kind);
  const shown = direction === 'in' ? `+${money}` : direction === 'out' ? `\u2212${money}` : money;
  const spoken = kind === 'credit' ? `Credit of ${money}` : `${entryKindWords[kind]} ${money}`;
  return { shown, spoken };
}

/** Where a credit came from, in the shopper's words; an unknown source is named by its own reason. */
export const creditSourceLabel: Record<WalletCreditSource, string | null> = {
  referral: 'Referral',
  scratch_card: 'Scratch card',
  points: 'Points',
  refund: 'Refund',
  goodwill: 'From the store',
  promotion: 'Promotion',
  unknown: null,
};

interface MonthGroup<Entry> {
  /** "2026-11", stable for keys; '' for entries without a readable date. */
  key: string;
  /** "November 2026" in the store's locale; "Undated" for the '' group. */
  label: string;
  entries: Entry[];
}

/**
 * Entries (newest first, as the answer sends them) in runs by calendar month, in the order given: a long history reads
 * as "November 2026", "October 2026"… rather than one undivided list.
 */
export function groupByMonth<Entry extends { created_at: string }>(entries: readonly Entry[], locale: string): MonthGroup<Entry>[] {
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' });
  const groups: MonthGroup<Entry>[] = [];
  for (const entry of entries) {
    const date = entry.created_at === '' ? null : new Date(entry.created_at);
    const valid = date !== null && !Number.isNaN(date.getTime());
    const key = valid ? `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}` : '';
    const last = groups.at(-1);
    if (last && last.key === key) last.entries.push(entry);
    else groups.push({ key, label: valid ? monthName.format(date) : 'Undated', entries: [entry] });
  }
  return groups;
}
