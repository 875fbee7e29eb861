import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AVATAR_UPLOAD_MAX_BYTES } from '@/api/schemas/avatar-rules';
import { apiErrorBodySchema } from '@/api/schemas/common.schema';
import { contactRuleTexts } from '@/api/schemas/contact-rules';
import { profileAnswerSchema } from '@/api/schemas/user.schema';
import { authMessages } from '../../domain/auth';
import { avatarImages } from '../../domain/db';
import { profileMessages } from '../../domain/profile';
import { seedDatabase } from '../../domain/seed';
import { seedFacts } from '../../domain/seed-facts';
import { createSessionToken, type SessionHandle } from '../../domain/sessions';
import { server } from '../../hosts/node';
import { apiRequest, callApi, testOrigin } from '../testing';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => seedDatabase());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A customer of the test's own, so the demo customer's email and phone stay "taken" by another account. */
const newCustomer = () => createSessionToken({ id: 50, name: 'Robin Tester', email: 'robin@example.com', phone: '+44 20 7946 0000' });

const profileOf = (body: unknown) => profileAnswerSchema.parse(body).user;
const fieldErrorsOf = (body: unknown) => apiErrorBodySchema.parse(body).errors;

const pngBytes = () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const jpegBytes = () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const webpBytes = () => new Uint8Array([0x52, 0x49, 0x46, 0x46, 40, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20]);

/** POST /api/user/change-avatar with `parts` as the multipart body, as the storefront sends it. */
async function uploadAvatar(session: SessionHandle | null, parts: Record<string, Blob | string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) form.append(name, value);
  const base = apiRequest('/api/user/change-avatar', { method: 'POST', token: session?.token ?? null });
  const response = await fetch(new Request(base.url, { method: 'POST', headers: base.headers, body: form }));
  return { status: response.status, body: (await response.json()) as unknown };
}

const file = (bytes: Uint8Array, type: string, name = 'avatar') => new File([bytes.slice().buffer], name, { type });

describe('GET /api/user/details', () => {
  it("answers the signed-in customer's profile, and 401 to a guest", async () => {
    const session = await createSessionToken();
    const { status, body } = await callApi('/api/user/details', { token: session.token });
    expect(status).toBe(200);
    expect(profileOf(body)).toMatchObject({ name: seedFacts.demoUser.name, email: seedFacts.demoUser.email, phone: '+1 555 0100' });
    expect((await callApi('/api/user/details')).status).toBe(401);
  });
});

describe('POST /api/user/update-details', () => {
  it('changes what is sent, keeps the rest, and answers the whole profile the next read also gives', async () => {
    const session = await newCustomer();
    const { status, body } = await callApi('/api/user/update-details', { method: 'POST', token: session.token, body: { name: '  Robin Q. Tester ', phone: '+44 20 7946 0999' } });
    expect(status).toBe(200);
    expect(profileOf(body)).toMatchObject({ name: 'Robin Q. Tester', email: 'robin@example.com', phone: '+44 20 7946 0999' });
    expect(profileOf((await callApi('/api/user/details', { token: session.token })).body).name).toBe('Robin Q. Tester');
  });

  it('keeps an email in lower case, takes the account’s own email and phone again, and removes an empty phone', async () => {
    const session = await newCustomer();
    const own = await callApi('/api/user/update-details', { method: 'POST', token: session.token, body: { email: 'Robin@Example.com', phone: '+44 20 7946 0000' } });
    expect(own.status).toBe(200);
    expect(profileOf(own.body)).toMatchObject({ email: 'robin@example.com', phone: '+44 20 7946 0000' });
    const cleared = await callApi('/api/user/update-details', { method: 'POST', token: session.token, body: { phone: '' } });
    expect(profileOf(cleared.body).phone).toBeNull();
  });

  it.each([
    ['an empty name', { name: '  ' }, { name: [authMessages.nameRequired] }],
    ['a malformed email', { email: 'robin@' }, { email: [contactRuleTexts.emailInvalid] }],
    ['no email', { email: null }, { email: [contactRuleTexts.emailInvalid] }],
    ["another account's email, in any case", { email: 'ALEX@example.com' }, { email: [authMessages.emailTaken] }],
    ['a phone number too short', { phone: '555-01' }, { phone: [contactRuleTexts.phoneInvalid] }],
    ["another account's phone, however it is written", { phone: '+1 (555) 0100' }, { phone: [authMessages.phoneTaken] }],
  ])('refuses %s with a 422 on that field', async (_case, body, errors) => {
    const session = await newCustomer();
    const answer = await callApi('/api/user/update-details', { method: 'POST', token: session.token, body });
    expect(answer.status).toBe(422);
    expect(fieldErrorsOf(answer.body)).toEqual(errors);
  });

  it('names every refused field at once and changes nothing, not even the fields that were fine', async () => {
    const session = await newCustomer();
    const answer = await callApi('/api/user/update-details', { method: 'POST', token: session.token, body: { name: 'Changed', email: seedFacts.demoUser.email, phone: '12' } });
    expect(answer.status).toBe(422);
    expect(Object.keys(fieldErrorsOf(answer.body) ?? {})).toEqual(['email', 'phone']);
    expect(profileOf((await callApi('/api/user/details', { token: session.token })).body).name).toBe('Robin Tester');
  });

  it('answers 401 to a guest and 422 to a body that is not the payload', async () => {
    expect((await callApi('/api/user/update-details', { method: 'POST', body: { name: 'Guest' } })).status).toBe(401);
    const session = await newCustomer();
    const wrongType = await callApi('/api/user/update-details', { method: 'POST', token: session.token, body: { name: 42 } });
    expect([wrongType.status, Object.keys(fieldErrorsOf(wrongType.body) ?? {})]).toEqual([422, ['name']]);
  });
});

describe('POST /api/user/change-avatar', () => {
  it.each([
    ['a PNG', pngBytes(), 'image/png'],
    ['a JPEG', jpegBytes(), 'image/jpeg'],
    ['a WebP', webpBytes(), 'image/webp'],
  ])('takes %s and serves it back, as sent, at the profile’s new avatar URL', async (_case, bytes, type) => {
    const session = await newCustomer();
    const { status, body } = await uploadAvatar(session, { avatar: file(bytes, type) });
    expect(status).toBe(200);
    const avatar = profileOf(body).avatar ?? '';
    expect(avatar).toMatch(/^\/sim-avatars\/50\/[\w-]+$/);
    const served = await fetch(new URL(avatar, testOrigin));
    expect(served.headers.get('content-type')).toBe(type);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    expect(profileOf((await callApi('/api/user/details', { token: session.token })).body).avatar).toBe(avatar);
  });

  it('gives every upload a new URL and forgets the previous picture', async () => {
    const session = await newCustomer();
    const first = profileOf((await uploadAvatar(session, { avatar: file(pngBytes(), 'image/png') })).body).avatar ?? '';
    const second = profileOf((await uploadAvatar(session, { avatar: file(jpegBytes(), 'image/jpeg') })).body).avatar ?? '';
    expect(second).not.toBe(first);
    expect((await fetch(new URL(first, testOrigin))).status).toBe(404);
    expect((await fetch(new URL(second, testOrigin))).status).toBe(200);
  });

  it.each([
    ['a GIF', { avatar: file(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]), 'image/gif') }, profileMessages.avatarType],
    ['a text file named as a PNG', { avatar: file(new TextEncoder().encode('not a picture at all'), 'image/png', 'notes.png') }, profileMessages.avatarUnreadable],
    ['a JPEG sent as a WebP', { avatar: file(jpegBytes(), 'image/webp') }, profileMessages.avatarUnreadable],
    ['a picture over the limit', { avatar: file(new Uint8Array(AVATAR_UPLOAD_MAX_BYTES + 1).fill(0xff), 'image/jpeg') }, profileMessages.avatarTooLarge],
    ['no picture', { photo: file(pngBytes(), 'image/png') }, profileMessages.avatarMissing],
    ['text in the avatar field', { avatar: 'https://example.com/me.png' }, profileMessages.avatarMissing],
  ])('refuses %s with a 422 on avatar, and keeps the old picture', async (_case, parts, message) => {
    const session = await newCustomer();
    const before = profileOf((await uploadAvatar(session, { avatar: file(pngBytes(), 'image/png') })).body).avatar;
    const answer = await uploadAvatar(session, parts);
    expect(answer.status).toBe(422);
    expect(fieldErrorsOf(answer.body)).toEqual({ avatar: [message] });
    expect(profileOf((await callApi('/api/user/details', { token: session.token })).body).avatar).toBe(before);
    expect((await fetch(new URL(before ?? '', testOrigin))).status).toBe(200);
  });

  it('answers 401 to a guest, and 422 to a body that is not multipart', async () => {
    expect((await uploadAvatar(null, { avatar: file(pngBytes(), 'image/png') })).status).toBe(401);
    const session = await newCustomer();
    const json = await callApi('/api/user/change-avatar', { method: 'POST', token: session.token, body: { avatar: 'x' } });
    expect(json.status).toBe(422);
  });

  it('forgets every uploaded picture when the store is seeded again', async () => {
    const session = await newCustomer();
    const avatar = profileOf((await uploadAvatar(session, { avatar: file(pngBytes(), 'image/png') })).body).avatar ?? '';
    await seedDatabase();
    expect(avatarImages.size).toBe(0);
    expect((await fetch(new URL(avatar, testOrigin))).status).toBe(404);
  });
});
