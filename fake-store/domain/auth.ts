import { contactRuleTexts, isEmailAddress, isPhoneNumber, MIN_PHONE_DIGITS, phoneDigits } from '@/api/schemas/contact-rules';
import { brokenPasswordRules } from '@/api/schemas/password-rules';
import type { OtpSent, RegisterPayload, UserProfile } from '@/api/schemas/user.schema';
import { clearCart, maxLineQuantity } from './cart';
import { cartLines, nextId, sessions, users } from './db';
import { codeRequests, credentials, oneTimeCodes, passwordDigest, storePassword, type CodePurpose } from './db/users.collection';
import { recordReferral, referrerOf } from './referrals';

/*
 * The simulated store's accounts (ADR 0019): password and one-time-code sign-in, registration, password recovery,
 * and the guest cart's move into the account's cart. Pure store logic: the handlers (fake-store/http/handlers/auth.handlers.ts)
 * turn results into answers and start sessions.
 */

/**
 * The simulator sends no email or SMS: every code it "sends" is one of these (fake-store/README.md), shown in the
 * console and the `x-simulator-otp` header so a tester can type it.
 */
export const simulatorCodes = { login: '246810', reset: '135790' } as const satisfies Record<CodePurpose, string>;

/** The code rules: 6 digits, 5 minutes, a resend after 30 s, at most 3 codes per login in 10 minutes, 5 wrong tries. */
export const codeRules = {
  length: 6,
  lifetimeSeconds: 5 * 60,
  resendAfterSeconds: 30,
  maxRequests: 3,
  windowSeconds: 10 * 60,
  maxWrongAttempts: 5,
} as const;

export const authMessages = {
  /** Laravel's auth.failed: one text for an unknown account and a wrong password. */
  credentials: 'These credentials do not match our records.',
  loginCodeSent: `If an account uses this email or phone number, we sent it a ${codeRules.length}-digit code.`,
  resetCodeSent: 'If an account uses this email, we sent it a code to set a new password.',
  wrongCode: 'This code is wrong or has expired. Check it, or ask for a new one.',
  passwordChanged: 'Your password is changed. Sign in with your new password.',
  tooManyCodes: (seconds: number) => `Too many codes were asked for. Please try again in ${seconds} seconds.`,
  nameRequired: 'Enter your name.',
  emailInvalid: contactRuleTexts.emailInvalid,
  emailTaken: 'An account already uses this email. Sign in, or reset your password.',
  phoneInvalid: contactRuleTexts.phoneInvalid,
  phoneTaken: 'An account already uses this phone number.',
  referralUnknown: 'We do not know this referral code. Check it, or leave it empty.',
  invalid: 'Please check the highlighted fields.',
} as const;

export type FieldErrors = Record<string, string[]>;
export type AuthRefusal = { ok: false; status: 422; message: string; errors: FieldErrors } | { ok: false; status: 429; message: string; retryAfter: number };
export type AuthResult<Value> = ({ ok: true } & Value) | AuthRefusal;

export const refused = (errors: FieldErrors, message: string = Object.values(errors)[0]?.[0] ?? authMessages.invalid): AuthRefusal => ({
  ok: false,
  status: 422,
  message,
  errors,
});

/** The digits of a phone number, or of a code as typed ("246 810"). */
const digitsOf = phoneDigits;

/** A login as the store keys it: an email in lower case, a phone number as its digits. */
export function loginKey(login: string): string {
  const trimmed = login.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : digitsOf(trimmed);
}

/**
 * The account a login names, by email (any case) or phone. A phone matches on its digits, with or without the
 * country code the account was saved with: "555 0100" finds "+1 555 0100".
 */
export function findAccount(login: string): UserProfile | null {
  const key = loginKey(login);
  if (key === '') return null;
  if (key.includes('@')) return users.findFirst((q) => q.where({ email: (email) => email?.toLowerCase() === key })) ?? null;
  // Shorter than this, a number matches too many accounts to be a login.
  if (key.length < MIN_PHONE_DIGITS) return null;
  const found = users.all().find((user) => {
    const phone = digitsOf(user.phone ?? '');
    return phone !== '' && (phone === key || phone.endsWith(key));
  });
  return found ?? null;
}

async function passwordMatches(user: UserProfile, password: string): Promise<boolean> {
  const credential = credentials.findFirst((q) => q.where({ user_id: (id) => String(id) === String(user.id) }));
  return credential !== undefined && (await passwordDigest(password, credential.salt)) === credential.digest;
}

/** POST /api/login: the account, or a 422 on `email` that does not say whether the account exists. */
export async function signInWithPassword(login: string, password: string): Promise<AuthResult<{ user: UserProfile }>> {
  const user = findAccount(login);
  if (!user || !(await passwordMatches(user, password))) return refused({ email: [authMessages.credentials] });
  return { ok: true, user: { ...user } };
}

/** The contact fields of an account as the shopper sends them; a key left out is not checked (not being changed). */
export interface ContactFields {
  name?: string;
  email?: string | null;
  /** Empty or null: no phone number. */
  phone?: string | null;
}

/**
 * What is wrong with an account's contact fields, as register and update-details check them (the same rules, the
 * same words): a name; a well-formed email no other account has; a phone number, or none, no other account has.
 * `except` is the account being changed, whose own email and phone are not "taken".
 */
export function contactFieldErrors(fields: ContactFields, except: UserProfile['id'] | null = null): FieldErrors {
  const errors: FieldErrors = {};
  const isOther = (user: UserProfile) => except === null || String(user.id) !== String(except);
  if (fields.name !== undefined && fields.name.trim() === '') errors.name = [authMessages.nameRequired];
  if (fields.email !== undefined) {
    const email = fields.email?.trim() ?? '';
    const owner = isEmailAddress(email) ? findAccount(email) : null;
    if (!isEmailAddress(email)) errors.email = [authMessages.emailInvalid];
    else if (owner && isOther(owner)) errors.email = [authMessages.emailTaken];
  }
  const phone = fields.phone?.trim() ?? '';
  if (phone !== '') {
    if (!isPhoneNumber(phone)) errors.phone = [authMessages.phoneInvalid];
    else if (users.all().some((user) => isOther(user) && user.phone !== null && digitsOf(user.phone) === digitsOf(phone))) errors.phone = [authMessages.phoneTaken];
  }
  return errors;
}

/** A new customer's own referral code: the first letters of their name and their id ("ADA2"). */
function referralCodeFor(name: string, id: number): string {
  const letters = name.normalize('NFKD').replace(/[^A-Za-z]/g, '').slice(0, 4).toUpperCase();
  return `${letters || 'FRIEND'}${id}`;
}

/** POST /api/register: checks every field at once, so the form can show each error beside its field. */
export async function registerAccount(payload: RegisterPayload): Promise<AuthResult<{ user: UserProfile }>> {
  const name = payload.name.trim();
  const email = payload.email.trim();
  const phone = payload.phone?.trim() ?? '';
  const referral = payload.referral_code?.trim() ?? '';

  const errors = contactFieldErrors({ name, email, phone });
  const broken = brokenPasswordRules(payload.password);
  if (broken.length > 0) errors.password = broken.map((rule) => rule.message);
  const referrer = referral === '' ? undefined : referrerOf(referral);
  if (referral !== '' && !referrer) errors.referral_code = [authMessages.referralUnknown];
  if (Object.keys(errors).length > 0) return refused(errors);

  const id = nextId('user');
  const user = await users.create({
    id,
    name,
    email: email.toLowerCase(),
    phone: phone === '' ? null : phone,
    avatar: null,
    referral_code: referralCodeFor(name, id),
  });
  await storePassword(id, payload.password);
  // Both sides' rewards (ADR 0028): the new customer's credit, the referrer's points.
  if (referrer) await recordReferral(referrer, user);
  return { ok: true, user: { ...user } };
}

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

/**
 * Counts a code request against the login's limit: at most `maxRequests` in `windowSeconds`, known login or not
 * (the limit must not tell them apart either). A 429 says when the oldest request leaves the window.
 */
async function countCodeRequest(purpose: CodePurpose, key: string, now: number): Promise<AuthRefusal | null> {
  const windowStart = now - codeRules.windowSeconds * 1000;
  codeRequests.deleteMany((q) => q.where({ purpose, key, at: (at) => at <= windowStart }));
  const recent = codeRequests.findMany((q) => q.where({ purpose, key }));
  if (recent.length >= codeRules.maxRequests) {
    const oldest = Math.min(...recent.map((request) => request.at));
    const retryAfter = secondsUntil(oldest + codeRules.windowSeconds * 1000, now);
    return { ok: false, status: 429, message: authMessages.tooManyCodes(retryAfter), retryAfter };
  }
  await codeRequests.create({ purpose, key, at: now });
  return null;
}

/** What a code request answers: the timing, and the code "sent" (null for an unknown login: nothing was sent). */
export type CodeSent = AuthResult<{ answer: OtpSent; code: string | null }>;

/** The account a code for `purpose` goes to: a reset code goes to an email only (the calls' field), never a phone. */
function accountFor(purpose: CodePurpose, login: string): UserProfile | null {
  return purpose === 'login' || loginKey(login).includes('@') ? findAccount(login) : null;
}

/** Sends a code for `purpose` to `login`: a resend replaces the code before it. Unknown logins get the same answer. */
async function sendCode(purpose: CodePurpose, login: string, message: string, now: number): Promise<CodeSent> {
  const key = loginKey(login);
  const limited = await countCodeRequest(purpose, key, now);
  if (limited) return limited;
  const answer: OtpSent = { message, resend_after: codeRules.resendAfterSeconds, expires_in: codeRules.lifetimeSeconds, length: codeRules.length };
  const user = accountFor(purpose, login);
  if (!user) return { ok: true, answer, code: null };
  spendCode(purpose, user);
  const code = simulatorCodes[purpose];
  await oneTimeCodes.create({ purpose, user_id: user.id, code, expires_at: now + codeRules.lifetimeSeconds * 1000, wrong_attempts: 0 });
  return { ok: true, answer, code };
}

/** POST /api/send-login-otp */
export function sendLoginCode(login: string, now: number = Date.now()): Promise<CodeSent> {
  return sendCode('login', login, authMessages.loginCodeSent, now);
}

/** POST /api/send-forgot-password-email: only an email names the account here, as the call's field says. */
export function sendResetCode(email: string, now: number = Date.now()): Promise<CodeSent> {
  return sendCode('reset', email, authMessages.resetCodeSent, now);
}

/**
 * Checks a code without using it up. A wrong code counts against the code; after `maxWrongAttempts` it is gone,
 * so six digits cannot be guessed by trying them all.
 */
async function checkCode(purpose: CodePurpose, login: string, typed: string, now: number): Promise<UserProfile | null> {
  const user = accountFor(purpose, login);
  const stored = user ? oneTimeCodes.findFirst((q) => q.where({ purpose, user_id: (id) => String(id) === String(user.id) })) : undefined;
  if (!user || !stored) return null;
  if (stored.expires_at <= now) {
    oneTimeCodes.delete(stored);
    return null;
  }
  // The shopper may paste "246 810" or "246-810": only the digits are the code.
  if (digitsOf(typed) !== stored.code) {
    if (stored.wrong_attempts + 1 >= codeRules.maxWrongAttempts) oneTimeCodes.delete(stored);
    else
      await oneTimeCodes.update(stored, {
        data(code) {
          code.wrong_attempts += 1;
        },
      });
    return null;
  }
  return user;
}

/** Uses up (or, before a resend, drops) the account's code: a code signs in or resets once. */
function spendCode(purpose: CodePurpose, user: UserProfile): void {
  oneTimeCodes.deleteMany((q) => q.where({ purpose, user_id: (id) => String(id) === String(user.id) }));
}

/** POST /api/login-otp: the account, or a 422 on `otp` (wrong, used, expired, or no account: the same words). */
export async function signInWithCode(login: string, otp: string, now: number = Date.now()): Promise<AuthResult<{ user: UserProfile }>> {
  const user = await checkCode('login', login, otp, now);
  if (!user) return refused({ otp: [authMessages.wrongCode] });
  spendCode('login', user);
  return { ok: true, user: { ...user } };
}

/**
 * POST /api/verify-forgot-password: sets the new password when the code is right and the password meets the rules.
 * A code is not spent on a password the rules refuse, so the shopper can fix it and send again. Every session of the
 * account ends (OWASP: a reset signs out everywhere), and no new one starts: the shopper signs in afterwards.
 */
export async function resetPassword(email: string, code: string, password: string, now: number = Date.now()): Promise<AuthResult<{ message: string }>> {
  const broken = brokenPasswordRules(password);
  if (broken.length > 0) return refused({ password: broken.map((rule) => rule.message) });
  const user = await checkCode('reset', email, code, now);
  if (!user) return refused({ code: [authMessages.wrongCode] });
  spendCode('reset', user);
  await storePassword(user.id, password);
  sessions.deleteMany((q) => q.where({ user_id: (id) => String(id) === String(user.id) }));
  return { ok: true, message: authMessages.passwordChanged };
}

type StoredLine = ReturnType<typeof cartLines.all>[number];

/** The cart owner of a signed-in customer, as fake-store/http/client-contract.ts keys it (ADR 0007). */
export const customerCartOwner = (user: UserProfile) => `user:${String(user.id)}`;

/**
 * Moves a guest's cart into a customer's (ADR 0019): a line of the same product and options adds its quantity to the
 * customer's line (up to the line cap), any other line moves over, and the guest's cart (and code) is emptied. Lines
 * no longer sold move too: the customer's next cart answer drops them and says so, as every cart answer does.
 */
export async function mergeGuestCart(guestOwner: string, customerOwner: string): Promise<void> {
  const sameChoice = (a: StoredLine, b: StoredLine) =>
    String(a.product_id) === String(b.product_id) &&
    JSON.stringify(a.selectedAttributes) === JSON.stringify(b.selectedAttributes) &&
    JSON.stringify(a.selectedMultiAttributes) === JSON.stringify(b.selectedMultiAttributes);
  const guestLines = cartLines.findMany((q) => q.where({ owner: guestOwner }));
  for (const line of guestLines) {
    const twin = cartLines.findMany((q) => q.where({ owner: customerOwner })).find((entry) => sameChoice(entry, line));
    if (twin) {
      await cartLines.update(twin, {
        data(entry) {
          entry.quantity = Math.min(maxLineQuantity, entry.quantity + line.quantity);
        },
      });
    } else {
      await cartLines.create({
        id: nextId('cartLine'),
        owner: customerOwner,
        product_id: line.product_id,
        quantity: line.quantity,
        selectedAttributes: { ...line.selectedAttributes },
        selectedMultiAttributes: Object.fromEntries(Object.entries(line.selectedMultiAttributes).map(([group, ids]) => [group, [...ids]])),
      });
    }
  }
  clearCart(guestOwner);
}
