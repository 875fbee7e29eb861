/*
 * The rules a new password must meet (ADR 0019), in one place: the register and reset screens show them before the
 * shopper types (ADR 0018) and check them on submit, and the simulator refuses a password that breaks one with the
 * same words, so screen and store cannot disagree. A real backend may be stricter; its 422 on `password` is shown
 * as it is sent.
 */

/** The fewest characters a password may have. */
export const PASSWORD_MIN_LENGTH = 8;

/** One rule a password must meet: `hint` reads before typing, `message` is the error when it is broken. */
interface PasswordRule {
  id: 'length' | 'letter' | 'digit';
  hint: string;
  message: string;
  isMet: (password: string) => boolean;
}

export const passwordRules: readonly PasswordRule[] = [
  {
    id: 'length',
    hint: `At least ${PASSWORD_MIN_LENGTH} characters`,
    message: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
    isMet: (password) => [...password].length >= PASSWORD_MIN_LENGTH,
  },
  // Any script's letters count: a password in Cyrillic or Greek meets the rule as one in Latin letters does.
  { id: 'letter', hint: 'At least one letter', message: 'Include at least one letter.', isMet: (password) => /\p{L}/u.test(password) },
  { id: 'digit', hint: 'At least one digit (0-9)', message: 'Include at least one digit (0-9).', isMet: (password) => /\d/.test(password) },
];

/** The rules `password` breaks, in the order they are shown; empty when it meets them all. */
export function brokenPasswordRules(password: string): PasswordRule[] {
  return passwordRules.filter((rule) => !rule.isMet(password));
}
