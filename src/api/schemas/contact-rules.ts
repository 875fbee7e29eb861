/*
 * The rules an email address and a phone number must meet, in one place: the profile screen checks them before it
 * sends (ADR 0018), and the simulator refuses a value that breaks one with the same words (register and
 * update-details), so screen and store cannot disagree. A real backend may be stricter; its 422 on the field is shown
 * as it is sent.
 */

/** Something@something.tld: no spaces, one @. Deliverability is the backend's to judge, not a pattern's. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Fewer digits than this cannot be a phone number anywhere, nor a login that names one account. */
export const MIN_PHONE_DIGITS = 7;

export const contactRuleTexts = {
  emailInvalid: 'Enter a valid email address, like name@example.com.',
  phoneInvalid: `Enter a phone number with at least ${MIN_PHONE_DIGITS} digits, or leave it empty.`,
} as const;

/** The digits of a phone number as typed ("+1 (555) 010-0" → "15550100"). */
export const phoneDigits = (text: string): string => text.replace(/\D/g, '');

export function isEmailAddress(text: string): boolean {
  return emailPattern.test(text.trim());
}

/** Whether `text` can be a phone number: enough digits, whatever spaces, dashes, brackets or `+` surround them. */
export function isPhoneNumber(text: string): boolean {
  return phoneDigits(text).length >= MIN_PHONE_DIGITS;
}
