// @vitest-environment node
import { allSettled, createWatch, fork, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '@/api/schemas/user.schema';
import { $cart, cartAddRequested, emptyCartSummary } from '@/models/cart/cart.model';
import { $categories, categoriesRequested } from '@/models/catalog/categories.model';
import { testCategory } from '@/models/catalog/test-products';
import { toastShown } from '@/models/toast/toast.model';
import { LOGGED_OUT_MESSAGE, logoutClicked } from './auth.model';
import { $guestId, $isLoggedIn, sessionStarted } from './session.model';

const ada: UserProfile = { id: 7, name: 'Ada', email: 'ada@example.com', phone: null, avatar: null, referral_code: 'ADA7' };
const guestCategories = [testCategory(1, 'Pizzas'), testCategory(5, 'Sides')];
const adasCart = { ...emptyCartSummary, cartItems: [{ id: 90, product_id: 9, quantity: 2, selectedAttributes: {}, selectedMultiAttributes: {}, name: 'Ada’s pizza', image: '', slug: 'adas-pizza', unit_price: 12, line_total: 24 }], subtotal: 24, total: 24 };

interface SentRequest {
  method: string;
  path: string;
  authorization: string | null;
  guestId: string | null;
  /** The client gave up on it (its connection was closed). */
  aborted: boolean;
  answer(status: number, body?: unknown): void;
}

/**
 * The API as a fake `fetch` the test drives by hand. `answerAtOnce` answers a request straight away (`[status, body]`)
 * or holds it (`null`) until the test takes it with `next(path)` and answers it; a request the client aborts fails as
 * the browser's fetch does.
 */
function handDrivenServer(answerAtOnce: (request: SentRequest) => readonly [number, unknown] | null) {
  const sent: SentRequest[] = [];
  const held: SentRequest[] = [];
  const waiting: { path: string; take: (request: SentRequest) => void }[] = [];
  const hold = (request: SentRequest) => {
    const waiter = waiting.findIndex((entry) => entry.path === request.path);
    if (waiter === -1) held.push(request);
    else waiting.splice(waiter, 1)[0]?.take(request);
  };
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    return new Promise<Response>((resolve, reject) => {
      const entry: SentRequest = {
        method: request.method,
        path: new URL(request.url).pathname,
        authorization: request.headers.get('authorization'),
        guestId: request.headers.get('guest-id'),
        aborted: false,
        answer: (status, body) => resolve(status === 204 ? new Response(null, { status }) : Response.json(body ?? {}, { status })),
      };
      request.signal.addEventListener('abort', () => {
        entry.aborted = true;
        reject(new DOMException('The operation was aborted.', 'AbortError'));
      });
      sent.push(entry);
      const answer = answerAtOnce(entry);
      if (answer) entry.answer(answer[0], answer[1]);
      else hold(entry);
    });
  };
  /** The next held request to `path`, once the client has sent it. */
  const next = (path: string) =>
    new Promise<SentRequest>((take) => {
      const index = held.findIndex((request) => request.path === path);
      if (index === -1) waiting.push({ path, take });
      else take(held.splice(index, 1)[0] as SentRequest);
    });
  return { fetch, sent, next };
}

/** The calls a test does not hold: the cart (Ada's with her token, the guest's empty one without) and the categories. */
function storeAnswer(request: SentRequest): readonly [number, unknown] | null {
  if (request.path === '/api/get-cart') return [200, request.authorization === null ? emptyCartSummary : adasCart];
  if (request.path === '/api/get-parent-categories') return [200, { data: guestCategories }];
  return null;
}

/** Ada, signed in on this device, in a scope of her own; calls go to `server`. */
async function signedInScope(server: ReturnType<typeof handDrivenServer>): Promise<Scope> {
  vi.stubGlobal('fetch', server.fetch);
  const scope = fork({ values: [[$guestId, 'guest-1']] });
  await allSettled(sessionStarted, { scope, params: { token: 't-1', user: ada } });
  return scope;
}

beforeEach(() => {
  // The "You are logged out." toast's timer: advanced by hand, so allSettled can finish.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

/** Lets the toast's 2 s pass, then waits for everything under way in the scope. */
async function settle(...work: Promise<unknown>[]) {
  await vi.advanceTimersByTimeAsync(2_000);
  await Promise.all(work);
}

describe('logging out', () => {
  it('sends nothing more with the token: a call asked for right after Log out goes as the guest', async () => {
    const server = handDrivenServer(storeAnswer);
    const scope = await signedInScope(server);

    const loggingOut = allSettled(logoutClicked, { scope });
    const logout = await server.next('/api/logout');
    // The shopper is home before the server has answered the logout: the home page asks for its categories.
    const asking = allSettled(categoriesRequested, { scope });
    logout.answer(204);
    await settle(loggingOut, asking);

    expect(logout.authorization).toBe('Bearer t-1');
    const categoriesCalls = server.sent.filter((request) => request.path === '/api/get-parent-categories');
    expect(categoriesCalls.map(({ authorization, guestId }) => ({ authorization, guestId }))).toEqual([{ authorization: null, guestId: 'guest-1' }]);
    expect(scope.getState($categories)).toMatchObject({ status: 'ready', categories: guestCategories });
    expect(scope.getState($isLoggedIn)).toBe(false);
  });

  it('drops a read still on its way with the old token and asks it again as the guest: no 401 reaches the page', async () => {
    const server = handDrivenServer((request) => (request.path === '/api/get-parent-categories' && request.authorization !== null ? null : storeAnswer(request)));
    const scope = await signedInScope(server);

    const asking = allSettled(categoriesRequested, { scope });
    const withToken = await server.next('/api/get-parent-categories');
    const sentBeforeLogout = server.sent.length;
    const loggingOut = allSettled(logoutClicked, { scope });
    const logout = await server.next('/api/logout');
    logout.answer(204);
    // What a server says to a token it has just ended; it must not reach the page.
    withToken.answer(401, { message: 'Unauthenticated.' });
    await settle(loggingOut, asking);

    expect(withToken.aborted).toBe(true);
    const afterLogout = server.sent.slice(sentBeforeLogout).filter((request) => request.path !== '/api/logout');
    expect(afterLogout.filter((request) => request.authorization !== null)).toEqual([]);
    expect(afterLogout.filter((request) => request.path === '/api/get-parent-categories').map(({ guestId }) => guestId)).toEqual(['guest-1']);
    expect(scope.getState($categories)).toMatchObject({ status: 'ready', categories: guestCategories });
  });

  it('drops a change still on its way with the old token: its answer never shows in the guest’s cart, and nothing is said', async () => {
    const server = handDrivenServer(storeAnswer);
    const scope = await signedInScope(server);
    const said: string[] = [];
    createWatch({ unit: toastShown, scope, fn: (toast) => said.push(typeof toast === 'string' ? toast : toast.message) });

    const adding = allSettled(cartAddRequested, { scope, params: { requestId: 'tap-1', product_id: 9, selection: { selectedAttributes: {}, selectedMultiAttributes: {} } } });
    const add = await server.next('/api/cart/add');
    const sentBeforeLogout = server.sent.length;
    const loggingOut = allSettled(logoutClicked, { scope });
    const logout = await server.next('/api/logout');
    logout.answer(204);
    add.answer(201, adasCart);
    await settle(loggingOut, adding);

    expect(add.aborted).toBe(true);
    expect(server.sent.slice(sentBeforeLogout).filter((request) => request.path !== '/api/logout' && request.authorization !== null)).toEqual([]);
    expect(scope.getState($cart).cartItems).toEqual([]);
    expect(said).toEqual([LOGGED_OUT_MESSAGE]);
  });
});
