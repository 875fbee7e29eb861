import type { Referral, ReferralRules, Referrer } from '@/api/schemas/loyalty.schema';
import { normalizeReferralCode } from '@/models/kept-referral/kept-referral.lib';

/*
 * The referral page's and the landing's pure logic (ADR 0028, ADR 0032): the link a shopper shares, the words for the
 * rules and for each referral's status, and which landing a visitor sees. Money and dates come in as formatters, so
 * the words follow the store's currency and locale and the tests need neither.
 */

/** An amount in the store's currency ("$5"). */
export type FormatAmount = (amount: number) => string;
/** A date in the store's locale ("Jan 15, 2026"), or null for '' or an unreadable one. */
export type FormatDay = (iso: string) => string | null;

// ---------------------------------------------------------------------------------------------------------------
// The link

/** The landing's path of a code: `/r/{code}`, the code escaped so any code makes a working link. */
export const referralPath = (code: string) => `/r/${encodeURIComponent(code)}`;

/** The absolute link a shopper shares: the storefront's origin and the landing's path (`https://shop.example/r/ALEX10`). */
export const referralLink = (origin: string, code: string) => `${origin.replace(/\/+$/, '')}${referralPath(code)}`;

/**
 * The code in a landing's address (`/r/{referred_by}`), as the store takes it: unescaped, trimmed; null for one that
 * cannot be a code (empty, absurdly long, broken escaping).
 */
export function codeFromPath(param: string | undefined): string | null {
  if (param === undefined) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(param);
  } catch {
    return null;
  }
  return normalizeReferralCode(decoded);
}

/** Whether two codes are the same code: stores issue codes in one case and shoppers type them in any. */
export const sameCode = (a: string | null | undefined, b: string | null | undefined) =>
  typeof a === 'string' && typeof b === 'string' && a.trim() !== '' && a.trim().toLowerCase() === b.trim().toLowerCase();

/** What the Web Share sheet carries: a title, a sentence with the code and the friend's reward, and the link. */
export function shareData(input: { link: string; code: string; storeName: string | null; rules: ReferralRules; money: FormatAmount }): ShareData {
  const { link, code, storeName, rules, money } = input;
  const reward = rules.friend_credit > 0 ? ` and get ${money(rules.friend_credit)} to spend` : '';
  return {
    title: storeName ? `Join me at ${storeName}` : 'Join me',
    text: `${storeName ? `Join ${storeName}` : 'Join'} with my link${reward}. My code: ${code}`,
    url: link,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The rules in words

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;
const pointsText = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'point' : 'points'}`;

/** What the new customer gets, said to the referrer ("Your friend gets …") or to the friend ("You get …"). */
export function friendRewardText(rules: ReferralRules, money: FormatAmount, to: 'referrer' | 'friend'): string | null {
  if (rules.friend_credit <= 0) return null;
  const who = to === 'friend' ? 'You get' : 'Your friend gets';
  const when = to === 'friend' ? 'when you create your account' : 'when they create their account';
  const lasts = rules.friend_credit_expiry_days > 0 ? `, to spend within ${days(rules.friend_credit_expiry_days)}` : '';
  return `${who} ${money(rules.friend_credit)} of wallet credit ${when}${lasts}.`;
}

/** What the referrer gets and when; null when the store gives the referrer nothing. */
export function referrerRewardText(rules: ReferralRules, money: FormatAmount): string | null {
  const parts: string[] = [];
  if (rules.referrer_join_points > 0) parts.push(`${pointsText(rules.referrer_join_points)} when they join`);
  if (rules.referrer_first_order_credit > 0) {
    const within = rules.first_order_within_days > 0 ? ` within ${days(rules.first_order_within_days)} of joining` : '';
    parts.push(`${money(rules.referrer_first_order_credit)} of wallet credit when their first order is paid${within}`);
  }
  return parts.length === 0 ? null : `You get ${parts.join(', and ')}.`;
}

/** Who counts as a new customer (ADR 0028): said on both screens, so nobody is surprised. */
export const NEW_CUSTOMER_RULE =
  'A new customer is someone whose email address and phone number no account here has used. You can’t use your own link or code.';

/** The referral page's rules, in the order a shopper asks: what my friend gets, what I get, who counts. */
export function referralRuleLines(rules: ReferralRules, money: FormatAmount): string[] {
  return [friendRewardText(rules, money, 'referrer'), referrerRewardText(rules, money), NEW_CUSTOMER_RULE].filter(
    (line): line is string => line !== null,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// A referral's status in words

interface ReferralStatusWords {
  /** The first word, shown as the status ("Joined"). */
  label: string;
  /** The whole sentence ("Joined — your $5 comes with their first order by Feb 14, 2026"). */
  sentence: string;
}

/** How one referral stands, in words, for the referrer. */
export function referralStatusWords(referral: Referral, rules: ReferralRules, money: FormatAmount, day: FormatDay): ReferralStatusWords {
  switch (referral.status) {
    case 'joined': {
      if (rules.referrer_first_order_credit <= 0) return { label: 'Joined', sentence: 'Joined' };
      const by = day(referral.order_by);
      const credit = money(rules.referrer_first_order_credit);
      return {
        label: 'Joined',
        sentence: by ? `Joined — your ${credit} comes with their first order by ${by}` : `Joined — your ${credit} comes with their first order`,
      };
    }
    case 'ordered': {
      const credit = referral.credit_given > 0 ? referral.credit_given : rules.referrer_first_order_credit;
      return {
        label: 'Ordered',
        sentence: credit > 0 ? `Ordered — you got ${money(credit)} of wallet credit` : 'Ordered — they placed their first order',
      };
    }
    case 'expired':
      return {
        label: 'Expired',
        sentence:
          rules.first_order_within_days > 0
            ? `Expired — no first order within ${days(rules.first_order_within_days)}`
            : 'Expired — no first order in time',
      };
    default:
      return { label: 'Joined', sentence: 'Joined' };
  }
}

/** What the referrer has had from one friend so far ("200 points and $5 so far"); null for nothing yet. */
export function referralEarnedText(referral: Referral, money: FormatAmount): string | null {
  const parts: string[] = [];
  if (referral.points_given > 0) parts.push(pointsText(referral.points_given));
  if (referral.credit_given > 0) parts.push(money(referral.credit_given));
  return parts.length === 0 ? null : `${parts.join(' and ')} so far`;
}

// ---------------------------------------------------------------------------------------------------------------
// The landing

/** Where the referrer's answer stands. */
export type ReferrerFetch =
  | { status: 'loading' }
  | { status: 'ready'; referrer: Referrer }
  | { status: 'notFound' }
  | { status: 'failed'; message: string };

/** What the landing shows. Only `invited` keeps the referral on the device. */
export type LandingView =
  | { kind: 'loading' }
  | { kind: 'invited'; referrer: Referrer }
  /** The visitor opened their own link. */
  | { kind: 'own' }
  /** A signed-in customer: invites are for new customers. */
  | { kind: 'signedIn' }
  /** No such code (404), or an address that holds no code. */
  | { kind: 'unknown' }
  | { kind: 'failed'; message: string };

export interface LandingInput {
  /** The code in the address; null when it cannot be a code. */
  code: string | null;
  loggedIn: boolean;
  /** The signed-in customer's own code, from their profile, when known. */
  profileCode: string | null | undefined;
  fetch: ReferrerFetch;
}

/**
 * Which landing a visitor sees. Their own link first (the profile's code, in any case, or the answer's `is_you`),
 * even before the answer; then a signed-in customer, once the answer is in (it may still say the link is theirs);
 * then the answer itself for a guest.
 */
export function landingView({ code, loggedIn, profileCode, fetch }: LandingInput): LandingView {
  if (code === null) return { kind: 'unknown' };
  if (loggedIn && sameCode(profileCode, code)) return { kind: 'own' };
  if (fetch.status === 'ready' && fetch.referrer.is_you) return { kind: 'own' };
  if (fetch.status === 'loading') return { kind: 'loading' };
  if (loggedIn) return { kind: 'signedIn' };
  if (fetch.status === 'notFound') return { kind: 'unknown' };
  if (fetch.status === 'failed') return { kind: 'failed', message: fetch.message };
  return { kind: 'invited', referrer: fetch.referrer };
}
