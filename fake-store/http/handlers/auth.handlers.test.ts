// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authResponseSchema, otpSentSchema } from '@/api/schemas/user.schema';
import { seedDatabase } from '../../domain/seed';
import { seedFacts } from '../../domain/seed-facts';
import { createSessionToken, findSessionUser } from '../../domain/sessions';
import { server } from '../../hosts/node';
import { apiRequest, callApi, testGuestId } from '../testing';
import { simulatorCodeHeader } from './auth.handlers';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => seedDatabase());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const post = (path: string, body: unknown) => callApi(path, { method: 'POST', body });

describe('the account calls over HTTP', () => {
  it('signs in with a password: 200 with a token the store knows, 201 for a new account', async () => {
    const login = await post('/api/login', { email: seedFacts.demoUser.email, password: seedFacts.demoPassword });
    expect(login.status).toBe(200);
    expect(findSessionUser(authResponseSchema.parse(login.body).token)?.email).toBe(seedFacts.demoUser.email);
    const registered = await post('/api/register', { name: 'Robin Tester', email: 'robin@example.com', password: 'a-long-password-1' });
    expect([registered.status, authResponseSchema.parse(registered.body).user.email]).toEqual([201, 'robin@example.com']);
  });

  it("refuses a body field by field with the call's own words, and a body that is not JSON with one message", async () => {
    expect(await post('/api/login', { email: '' })).toEqual({
      status: 422,
      body: { message: 'Enter your email or phone number.', errors: { email: ['Enter your email or phone number.'], password: ['Enter your password.'] } },
    });
    expect(await post('/api/verify-forgot-password', {})).toEqual({
      status: 422,
      body: {
        message: 'Enter your email address.',
        errors: { email: ['Enter your email address.'], code: ['Enter the code we emailed you.'], password: ['Choose a new password.'] },
      },
    });
    const base = apiRequest('/api/send-login-otp', { method: 'POST' });
    const notJson = await fetch(new Request(base.url, { method: 'POST', headers: base.headers, body: 'login=alex' }));
    expect([notJson.status, await notJson.json()]).toEqual([422, { message: 'The request body must be JSON.' }]);
  });

  it('tells of a code it sent in its own header, and answers an unknown login the same without one', async () => {
    const sent = await fetch(apiRequest('/api/send-login-otp', { method: 'POST', body: { login: seedFacts.demoUser.email } }));
    expect(sent.status).toBe(200);
    expect(sent.headers.get(simulatorCodeHeader)).toMatch(/^\d+$/);
    const unknown = await fetch(apiRequest('/api/send-login-otp', { method: 'POST', body: { login: 'nobody@example.com' } }));
    expect(unknown.headers.get(simulatorCodeHeader)).toBeNull();
    expect(otpSentSchema.parse(await unknown.json())).toEqual(otpSentSchema.parse(await sent.json()));
  });

  it('ends a session with 204, and answers 401 to a guest who has none', async () => {
    expect(await callApi('/api/logout', { method: 'POST', guestId: testGuestId })).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
    const session = await createSessionToken();
    expect(await callApi('/api/logout', { method: 'POST', token: session.token })).toEqual({ status: 204, body: null });
    expect(findSessionUser(session.token)).toBeNull();
  });
});
