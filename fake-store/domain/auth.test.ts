import { beforeEach, describe, expect, it } from 'vitest';
import { passwordRules } from '@/api/schemas/password-rules';
import { addToCart, buildCartSummary, maxLineQuantity } from './cart';
import {
  authMessages,
  codeRules,
  customerCartOwner,
  findAccount,
  mergeGuestCart,
  registerAccount,
  resetPassword,
  sendLoginCode,
  sendResetCode,
  signInWithCode,
  signInWithPassword,
  simulatorCodes,
  type AuthResult,
} from './auth';
import { credentials } from './db/users.collection';
import { products, sessions } from './db';
import { createSessionToken, findSessionUser } from './sessions';
import { seedDatabase } from './seed';
import { seedFacts } from './seed-facts';

beforeEach(() => seedDatabase());

const { demoUser, demoPassword } = seedFacts;
const t0 = Date.UTC(2026, 0, 5, 12, 0, 0);
const minutes = (count: number) => count * 60_000;

/** The field errors of a 422, or the status of another result, to compare in one assertion. */
function refusalOf(result: AuthResult<object>) {
  if (result.ok) return 'ok';
  return result.status === 422 ? result.errors : { status: result.status, retryAfter: result.retryAfter };
}

const newCustomer = { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000', password: 'engines-1843' };

describe('signInWithPassword', () => {
  it.each([demoUser.email, 'ALEX@example.com ', '+1 555 0100', '555 0100', '(555) 0100'])('signs the demo customer in as %j', async (login) => {
    const result = await signInWithPassword(login, demoPassword);
    expect(result.ok && result.user.email).toBe(demoUser.email);
  });

  it('answers a wrong password and an unknown account with the same 422 on email', async () => {
    const wrongPassword = refusalOf(await signInWithPassword(demoUser.email, 'demo-password-2'));
    const unknown = refusalOf(await signInWithPassword('nobody@example.com', demoPassword));
    expect(wrongPassword).toEqual({ email: [authMessages.credentials] });
    expect(unknown).toEqual(wrongPassword);
  });

  it('does not take a few digits as a phone number', async () => {
    expect(findAccount('0100')).toBeNull();
    expect(refusalOf(await signInWithPassword('0100', demoPassword))).toEqual({ email: [authMessages.credentials] });
  });

  it('keeps the password only as a salted digest', async () => {
    const [stored] = credentials.all();
    expect(stored?.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(credentials.all())).not.toContain(demoPassword);
  });
});

describe('registerAccount', () => {
  it('creates the account with its own referral code, and it signs in with its password', async () => {
    const result = await registerAccount({ ...newCustomer, referral_code: 'alex10' });
    expect(result.ok && result.user).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000', referral_code: 'ADAL2' });
    expect((await signInWithPassword('ADA@example.com', newCustomer.password)).ok).toBe(true);
  });

  it('refuses every field in error at once, each with its own words', async () => {
    const result = await registerAccount({ name: ' ', email: 'ada@', phone: '12', password: 'short', referral_code: 'NOPE' });
    expect(refusalOf(result)).toEqual({
      name: [authMessages.nameRequired],
      email: [authMessages.emailInvalid],
      phone: [authMessages.phoneInvalid],
      password: passwordRules.filter((rule) => rule.id !== 'letter').map((rule) => rule.message),
      referral_code: [authMessages.referralUnknown],
    });
  });

  it('refuses an email or a phone number an account already uses, however it is written', async () => {
    const result = await registerAccount({ ...newCustomer, email: 'Alex@Example.com', phone: '+1 (555) 0100' });
    expect(refusalOf(result)).toEqual({ email: [authMessages.emailTaken], phone: [authMessages.phoneTaken] });
  });

  it('takes no phone and no referral code', async () => {
    expect((await registerAccount({ ...newCustomer, phone: null })).ok).toBe(true);
    expect((await registerAccount({ ...newCustomer, email: 'ada2@example.com', phone: undefined, referral_code: '' })).ok).toBe(true);
  });
});

describe('one-time sign-in codes', () => {
  it('sends the fixed code with its timing, and it signs in once', async () => {
    const sent = await sendLoginCode(demoUser.email, t0);
    expect(sent).toEqual({
      ok: true,
      code: simulatorCodes.login,
      answer: { message: authMessages.loginCodeSent, resend_after: 30, expires_in: 300, length: 6 },
    });
    expect(simulatorCodes.login).toMatch(/^\d{6}$/);
    const first = await signInWithCode('ALEX@example.com', '246 810', t0 + minutes(1));
    expect(first.ok && first.user.id).toBe(demoUser.id);
    expect(refusalOf(await signInWithCode(demoUser.email, simulatorCodes.login, t0 + minutes(1)))).toEqual({ otp: [authMessages.wrongCode] });
  });

  it('sends to a phone number too', async () => {
    expect((await sendLoginCode('555 0100', t0)).ok).toBe(true);
    expect((await signInWithCode('+1 555 0100', simulatorCodes.login, t0)).ok).toBe(true);
  });

  it('lets a code expire after 5 minutes', async () => {
    await sendLoginCode(demoUser.email, t0);
    expect(refusalOf(await signInWithCode(demoUser.email, simulatorCodes.login, t0 + codeRules.lifetimeSeconds * 1000))).toEqual({ otp: [authMessages.wrongCode] });
  });

  it('replaces a code with a resend: the new one lives 5 minutes from the resend', async () => {
    await sendLoginCode(demoUser.email, t0);
    await sendLoginCode(demoUser.email, t0 + minutes(4));
    expect((await signInWithCode(demoUser.email, simulatorCodes.login, t0 + minutes(8))).ok).toBe(true);
  });

  it(`burns a code after ${codeRules.maxWrongAttempts} wrong tries, so it cannot be guessed`, async () => {
    await sendLoginCode(demoUser.email, t0);
    for (let attempt = 0; attempt < codeRules.maxWrongAttempts - 1; attempt += 1) await signInWithCode(demoUser.email, '000000', t0);
    expect((await signInWithCode(demoUser.email, simulatorCodes.login, t0)).ok).toBe(true);

    await sendLoginCode(demoUser.email, t0);
    for (let attempt = 0; attempt < codeRules.maxWrongAttempts; attempt += 1) await signInWithCode(demoUser.email, '000000', t0);
    expect((await signInWithCode(demoUser.email, simulatorCodes.login, t0)).ok).toBe(false);
  });

  it('answers an unknown login exactly as a known one, and sends nothing', async () => {
    const known = await sendLoginCode(demoUser.email, t0);
    const unknown = await sendLoginCode('nobody@example.com', t0);
    expect(unknown.ok && unknown.code).toBeNull();
    expect(unknown.ok && unknown.answer).toEqual(known.ok && known.answer);
    expect((await signInWithCode('nobody@example.com', simulatorCodes.login, t0)).ok).toBe(false);
  });

  it.each([demoUser.email, 'nobody@example.com'])('allows 3 codes per login in 10 minutes, then says when to ask again (%s)', async (login) => {
    for (const at of [t0, t0 + minutes(1), t0 + minutes(2)]) expect((await sendLoginCode(login, at)).ok).toBe(true);
    expect(refusalOf(await sendLoginCode(login, t0 + minutes(3)))).toEqual({ status: 429, retryAfter: 7 * 60 });
    // Another login is counted apart.
    expect((await sendLoginCode('someone@example.com', t0 + minutes(3))).ok).toBe(true);
    // Once the first request is 10 minutes old, one more may be made.
    expect((await sendLoginCode(login, t0 + minutes(10))).ok).toBe(true);
    const refused = await sendLoginCode(login, t0 + minutes(10));
    expect(!refused.ok && refused.message).toBe(authMessages.tooManyCodes(60));
  });
});

describe('password recovery', () => {
  it('answers the same whether or not the account exists, with a code only for the account', async () => {
    const known = await sendResetCode(demoUser.email, t0);
    const unknown = await sendResetCode('nobody@example.com', t0);
    expect(known.ok && known.code).toBe(simulatorCodes.reset);
    expect(unknown.ok && unknown.code).toBeNull();
    expect(unknown.ok && unknown.answer).toEqual(known.ok && known.answer);
  });

  it('sets the new password once, ends every session, and signs nobody in', async () => {
    const { token } = await createSessionToken();
    await sendResetCode(demoUser.email, t0);
    const done = await resetPassword(demoUser.email, simulatorCodes.reset, 'new-password-2', t0 + minutes(1));
    expect(done).toEqual({ ok: true, message: authMessages.passwordChanged });
    expect(findSessionUser(token)).toBeNull();
    expect(sessions.all()).toEqual([]);
    expect((await signInWithPassword(demoUser.email, demoPassword)).ok).toBe(false);
    expect((await signInWithPassword(demoUser.email, 'new-password-2')).ok).toBe(true);
    expect(refusalOf(await resetPassword(demoUser.email, simulatorCodes.reset, 'other-password-3', t0 + minutes(1)))).toEqual({ code: [authMessages.wrongCode] });
  });

  it('keeps the code when only the password is refused, so the shopper can fix it', async () => {
    await sendResetCode(demoUser.email, t0);
    expect(refusalOf(await resetPassword(demoUser.email, simulatorCodes.reset, 'password', t0))).toEqual({ password: ['Include at least one digit (0-9).'] });
    expect((await resetPassword(demoUser.email, simulatorCodes.reset, 'password-9', t0)).ok).toBe(true);
  });

  it('refuses a wrong or expired code on code', async () => {
    await sendResetCode(demoUser.email, t0);
    expect(refusalOf(await resetPassword(demoUser.email, '999999', 'new-password-2', t0))).toEqual({ code: [authMessages.wrongCode] });
    expect(refusalOf(await resetPassword(demoUser.email, simulatorCodes.reset, 'new-password-2', t0 + minutes(5)))).toEqual({ code: [authMessages.wrongCode] });
  });

  it('sends no reset code to a phone number', async () => {
    const sent = await sendResetCode('+1 555 0100', t0);
    expect(sent.ok && sent.code).toBeNull();
  });
});

describe('mergeGuestCart', () => {
  const guest = '3b241101-e2bb-4255-8caf-4136c566a962';
  const customer = customerCartOwner({ id: demoUser.id, name: demoUser.name, email: demoUser.email, phone: null, avatar: null, referral_code: null });
  const fries = seedFacts.productWithoutOptionsId;
  const salad = seedFacts.productWithOnlyMultiChoiceId;

  /** Caesar Salad with one dressing, by its place in the "Dressing" group. */
  function saladWith(dressingIndex: number, quantity: number) {
    const group = products.all().find((product) => String(product.id) === String(salad))?.multi_selectable_attributes.find((entry) => entry.name === 'Dressing');
    const value = Object.values(group?.values ?? {})[dressingIndex];
    if (!group || !value) throw new Error('no dressing');
    return { product_id: salad, quantity, selected_attributes: {}, selected_multi_attributes: { [String(group.id)]: [value.id] } };
  }
  const friesLine = (quantity: number) => ({ product_id: fries, quantity, selected_attributes: {}, selected_multi_attributes: {} });
  const lines = (owner: string) => buildCartSummary(owner, '1').cartItems.map((item) => [item.name, item.quantity, (item.option_labels ?? []).flatMap((label) => label.values)]);

  it('adds the quantities of the same product and options, moves the other lines, and empties the guest’s cart', async () => {
    await addToCart(customer, '1', friesLine(1));
    await addToCart(customer, '1', saladWith(0, 1));
    await addToCart(guest, '1', friesLine(2));
    await addToCart(guest, '1', saladWith(1, 1));
    const before = lines(customer);
    await mergeGuestCart(guest, customer);
    const after = lines(customer);
    expect(after).toHaveLength(3);
    expect(after[0]).toEqual(['French Fries', 3, []]);
    expect(after[1]).toEqual(before[1]);
    expect(after[2]?.[0]).toBe('Caesar Salad');
    expect(after[2]?.[2]).not.toEqual(before[1]?.[2]);
    expect(lines(guest)).toEqual([]);
  });

  it('caps a merged line at the most one line may hold', async () => {
    await addToCart(customer, '1', friesLine(maxLineQuantity - 1));
    await addToCart(guest, '1', friesLine(5));
    await mergeGuestCart(guest, customer);
    expect(lines(customer)).toEqual([['French Fries', maxLineQuantity, []]]);
  });

  it('changes nothing when the guest’s cart is empty', async () => {
    await addToCart(customer, '1', friesLine(2));
    await mergeGuestCart(guest, customer);
    expect(lines(customer)).toEqual([['French Fries', 2, []]]);
  });
});
