// @vitest-environment jsdom
import { allSettled, createWatch, fork } from 'effector';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { cart } from '@/api/calls/cart';
import { catalog } from '@/api/calls/catalog';
import { site } from '@/api/calls/site';
import { apiOrigin, request } from '@/api/client';
import { homePageOpened } from '@/models/cart/cart.model';
import { $connectivity } from '@/models/connectivity/connectivity.model';
import { $recentPlaces } from '@/models/places/recent-places.model';
import { createRequestFx } from '@/models/request/request.model';
import { loginFx } from '@/models/session/auth.model';
import { PERSIST_KEY, emptyPersistedState, serializePersistedState } from '@/models/persist/persist.lib';
import { toastShown } from '@/models/toast/toast.model';
import { $user, loggedOut } from '@/models/session/session.model';
import { GUEST_ID_KEY } from '@/models/session/guest-id.lib';
import { $siteStatus } from '@/models/site/site.model';
import { scenarioHandlers } from '../fake-store/http/scenarios';
import { createSessionToken } from '../fake-store/domain/sessions';
import { countCalls, startApp, setupSimulatedStore } from './support/simulated-store';

const { server, requests } = setupSimulatedStore();
/** A plain read of the cart through the one client, outside the cart's queue: the calls a burst is made of. */
const fetchCartFx = createRequestFx((context, _: void) => request(context, cart.get));
const guestContext = { branchId: '1', authToken: null, guestId: '0b9f7f0e-5a5e-4f5b-9a57-1c0a2b3c4d5e' };

describe('the API client', () => {
  describe('as a guest', () => {
    it('sends branch_id, X-Requested-With and the guest id kept under guest_id on every request', async () => {
      await startApp();
      const guestId = localStorage.getItem(GUEST_ID_KEY);
      expect(guestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(requests.map((request) => request.url.pathname)).toEqual(expect.arrayContaining(['/api/get-data', '/api/cache-info']));
      for (const request of requests) {
        expect(request.url.searchParams.get('branch_id')).toBe('1');
        expect(request.headers.get('x-requested-with')).toBe('XMLHttpRequest');
        expect(request.headers.get('guest-id')).toBe(guestId);
        expect(request.headers.get('authorization')).toBeNull();
      }
    });

    it('keeps the same guest id across starts', async () => {
      await startApp();
      const first = localStorage.getItem(GUEST_ID_KEY);
      await startApp();
      expect(localStorage.getItem(GUEST_ID_KEY)).toBe(first);
      expect(new Set(requests.map((request) => request.headers.get('guest-id')))).toEqual(new Set([first]));
    });

    it('sends the selected branch once one is chosen', async () => {
      const branch = { id: 3, name: 'Airport', address: null, phone: null, is_open: false };
      localStorage.setItem(
        PERSIST_KEY,
        serializePersistedState({ ...emptyPersistedState, branches: { branches: [branch], selected_branch: branch, manual_selection_done: true } }),
      );
      await startApp();
      expect(requests.length).toBeGreaterThan(0);
      expect(requests.every((request) => request.url.searchParams.get('branch_id') === '3')).toBe(true);
    });
  });

  describe('when logged in', () => {
    it('sends the bearer token and no guest id', async () => {
      const { token } = await createSessionToken();
      localStorage.setItem(PERSIST_KEY, serializePersistedState({ ...emptyPersistedState, user: { authToken: token } }));
      await startApp();
      expect(requests.length).toBeGreaterThan(0);
      for (const request of requests) {
        expect(request.headers.get('authorization')).toBe(`Bearer ${token}`);
        expect(request.headers.get('guest-id')).toBeNull();
      }
    });

    it('logs out exactly once when a burst of calls answers 401, and retries none of them', async () => {
      localStorage.setItem(PERSIST_KEY, serializePersistedState({ ...emptyPersistedState, user: { authToken: 'expired-token', name: 'Ada' } }));
      const scope = fork();
      const logouts = countCalls(loggedOut, scope);
      await startApp(scope);
      const before = requests.length;
      await Promise.all(Array.from({ length: 5 }, () => allSettled(fetchCartFx, { scope })));
      expect(logouts.count).toBe(1);
      expect(scope.getState($user)).toEqual({ authToken: null });
      // Every 401 was answered once: nothing was sent again with the dead token after the burst.
      const withDeadToken = requests.filter((request) => request.headers.get('authorization') === 'Bearer expired-token');
      expect(withDeadToken.length).toBeLessThanOrEqual(before + 5);
      expect(new Set(withDeadToken.map((request) => request.url.pathname)).has('/api/get-data')).toBe(true);
    });
  });

  describe('when the answer is not what the schema says', () => {
    it('rejects with a typed error the caller handles, never a crash', async () => {
      server.use(http.get('*/api/get-cart', () => HttpResponse.json({ cartItems: 'nope' })));
      const scope = await startApp();
      const shown: string[] = [];
      createWatch({ unit: toastShown, scope, fn: (toast) => shown.push(typeof toast === 'string' ? toast : toast.message) });
      // The home page's fetch, the one that reports a failure (spec section 8).
      await allSettled(homePageOpened, { scope });
      expect(shown).toEqual(['Cart Fetch Error']);
      const error = await request(guestContext, cart.get).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'invalid-response' });
      expect((error as ApiError).issues.length).toBeGreaterThan(0);
    });

    it('treats a body that is not JSON as an invalid response', async () => {
      server.use(http.get('*/api/get-cart', () => new HttpResponse('<html>oops</html>', { headers: { 'Content-Type': 'text/html' } })));
      await expect(request(guestContext, cart.get)).rejects.toMatchObject({
        kind: 'invalid-response',
      });
    });
  });

  describe('retries and time-outs', () => {
    it('retries an idempotent GET with back-off', async () => {
      let attempts = 0;
      server.use(
        http.get('*/api/get-cart', () => {
          attempts += 1;
          return attempts < 3 ? HttpResponse.json({ message: 'busy' }, { status: 503 }) : undefined;
        }),
      );
      await expect(request(guestContext, cart.get)).resolves.toMatchObject({
        cartItems: [],
      });
      expect(attempts).toBe(3);
    });

    it('never retries a POST', async () => {
      let attempts = 0;
      server.use(
        http.post('*/api/cart/add', () => {
          attempts += 1;
          return HttpResponse.json({ message: 'busy' }, { status: 503 });
        }),
      );
      const payload = { product_id: 21, quantity: 1, selected_attributes: {}, selected_multi_attributes: {} };
      await expect(request(guestContext, cart.add, { body: payload })).rejects.toMatchObject({
        kind: 'server',
        status: 503,
      });
      expect(attempts).toBe(1);
    });

    it('gives up on a call that does not answer in time', async () => {
      server.use(
        http.post('*/api/cart/add', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      );
      const payload = { product_id: 21, quantity: 1, selected_attributes: {}, selected_multi_attributes: {} };
      await expect(
        request(guestContext, cart.add, { body: payload, timeout: 50 }),
      ).rejects.toMatchObject({ kind: 'timeout' });
    });

    describe('gives every call one limit for its whole answer', () => {
      const payload = { product_id: 21, quantity: 1, selected_attributes: {}, selected_multi_attributes: {} };
      /** Headers at once, then the first bytes of the body, then nothing: a proxy or a server that stalls mid-answer. */
      const stalledBody = (status: number) => () =>
        new HttpResponse(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{"data":'));
            },
          }),
          { status, headers: { 'Content-Type': 'application/json' } },
        );

      it('fails as a time-out when the body stops mid-way, a POST included', async () => {
        server.use(http.post('*/api/cart/add', stalledBody(200)));
        await expect(
          request(guestContext, cart.add, { body: payload, timeout: 100 }),
        ).rejects.toMatchObject({ kind: 'timeout' });
      });

      it('fails as a time-out when a refusal stops mid-body', async () => {
        server.use(http.post('*/api/cart/add', stalledBody(422)));
        await expect(
          request(guestContext, cart.add, { body: payload, timeout: 100 }),
        ).rejects.toMatchObject({ kind: 'timeout' });
      });

      it('counts the retries of a GET within the same limit', async () => {
        let attempts = 0;
        server.use(
          http.get('*/api/get-cart', () => {
            attempts += 1;
            return HttpResponse.json({ message: 'busy' }, { status: 503 });
          }),
        );
        await expect(request(guestContext, cart.get, { timeout: 150 })).rejects.toMatchObject({
          kind: 'timeout',
        });
        // ky's first back-off is 300 ms: the limit ended the call before a second attempt.
        expect(attempts).toBe(1);
      });

      it('does not wait past the limit for the early site data request index.html started', async () => {
        const url = `${apiOrigin()}/api/get-data?branch_id=1`;
        window.__storefrontPrefetch = { url, identity: ['guest-id', guestContext.guestId], response: new Promise<Response>(() => undefined) };
        await expect(request(guestContext, site.data, { timeout: 100 })).rejects.toMatchObject({
          kind: 'timeout',
        });
        delete window.__storefrontPrefetch;
      });
    });

    it('says a call its caller cancelled was aborted, which is no sign of being offline', async () => {
      server.use(
        http.get('*/api/get-products', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      );
      const controller = new AbortController();
      const pending = request(guestContext, catalog.products, { signal: controller.signal });
      controller.abort();
      await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    });

    it("hands a refusal's own message to the caller", async () => {
      const payload = { product_id: 999_999, quantity: 1, selected_attributes: {}, selected_multi_attributes: {} };
      await expect(request(guestContext, cart.add, { body: payload })).rejects.toMatchObject({
        kind: 'rejected',
        status: 422,
        message: 'This product is no longer available.',
      });
    });

    it("keeps a refusal's whole answer, for the screens that read its field errors or its retry time", async () => {
      const refusal = { message: 'Check the highlighted fields.', errors: { email: ['This email is already registered.'] }, retry_after: 30 };
      server.use(http.post('*/api/cart/add', () => HttpResponse.json(refusal, { status: 422 })));
      const payload = { product_id: 1, quantity: 1, selected_attributes: {}, selected_multi_attributes: {} };
      await expect(request(guestContext, cart.add, { body: payload })).rejects.toMatchObject({
        kind: 'rejected',
        message: 'Check the highlighted fields.',
        body: refusal,
      });
    });
  });
});

describe('an expired session at start', () => {
  it('logs out once and loads the store as a guest, without looping', async () => {
    localStorage.setItem(PERSIST_KEY, serializePersistedState({ ...emptyPersistedState, user: { authToken: 'expired-token' } }));
    const scope = fork();
    const logouts = countCalls(loggedOut, scope);
    await startApp(scope);
    expect(logouts.count).toBe(1);
    expect(scope.getState($siteStatus)).toBe('ready');
    const getData = requests.filter((request) => request.url.pathname === '/api/get-data');
    expect(getData.map((request) => (request.headers.get('authorization') ? 'user' : 'guest'))).toEqual(['user', 'guest']);
  });

  it('gives up after one answer when even a guest is refused', async () => {
    server.use(...scenarioHandlers('unauthorized'));
    const scope = await startApp();
    expect(scope.getState($siteStatus)).toBe('failed');
    expect(requests.filter((request) => request.url.pathname === '/api/get-data')).toHaveLength(1);
  });
});

/** Tokens a header cannot carry: fetch refuses the first two before sending, servers the last. */
const unsendableTokens = [
  ['a newline', 'sim-token-1\nX-Injected: yes'],
  ['letters beyond ASCII', 'tökén'],
  ['an emoji', 'sim-token-🔑'],
  ['200 KB', 'a'.repeat(200 * 1024)],
] as const;

describe('a token that no header can carry', () => {
  const withAuthorization = () => requests.filter((request) => request.headers.has('authorization'));

  it.each(unsendableTokens)('kept with %s: the shopper starts as a guest, signed out once, and never offline', async (_case, token) => {
    const place = { place_id: 'kept-place', description: '1 Main Street' };
    localStorage.setItem(PERSIST_KEY, serializePersistedState({ ...emptyPersistedState, user: { authToken: token, name: 'Ada' }, recentPlaces: [place] }));
    const scope = fork();
    const logouts = countCalls(loggedOut, scope);
    await startApp(scope);

    expect(scope.getState($user)).toEqual({ authToken: null });
    // As after any 401: what the signed-out customer kept on the device goes with them.
    expect(scope.getState($recentPlaces)).toEqual([]);
    expect(logouts.count).toBe(1);
    expect(scope.getState($siteStatus)).toBe('ready');
    expect(scope.getState($connectivity)).toBe('online');
    expect(withAuthorization()).toEqual([]);
    expect(requests.filter((request) => request.url.pathname === '/api/get-data')).toHaveLength(1);
    // The next start is a guest's too: the kept state no longer holds the token.
    expect((JSON.parse(localStorage.getItem(PERSIST_KEY) ?? '{}') as { state?: { user?: unknown } }).state?.user).toEqual({ authToken: null });
  });

  it.each(unsendableTokens)('in the request context with %s: the call is not sent and fails as a 401 of that session', async (_case, token) => {
    const error = await request({ ...guestContext, authToken: token }, cart.get).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'unauthorized', sentWithToken: true });
    expect(requests).toEqual([]);
  });

  it.each(unsendableTokens)('in a sign-in answer with %s: the sign-in fails and the shopper stays a guest', async (_case, token) => {
    const scope = await startApp();
    const user = { id: 7, name: 'Ada', email: 'ada@example.com', phone: null, avatar: null, referral_code: null };
    server.use(http.post('*/api/login', () => HttpResponse.json({ token, user })));
    requests.length = 0;

    await allSettled(loginFx, { scope, params: { email: 'ada@example.com', password: 'demo-password-1' } });
    await allSettled(fetchCartFx, { scope });

    expect(scope.getState($user)).toEqual({ authToken: null });
    expect(withAuthorization()).toEqual([]);
    expect(scope.getState($connectivity)).toBe('online');
  });
});
