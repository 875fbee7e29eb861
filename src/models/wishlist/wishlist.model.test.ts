// @vitest-environment jsdom
import { allSettled, fork, type EventCallable, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { Product } from '@/api/schemas/product.schema';
import type { Wishlist, WishlistToggleAnswer } from '@/api/schemas/wishlist.schema';
import { requestHandler, testProduct } from '@/models/catalog/test-products';
import { $user, loggedOut, sessionStarted } from '@/models/session/session.model';
import { $toasts } from '@/models/toast/toast.model';
import { LOAD_RETRY_FIRST_MS, PENDING_ADD_KEY, pendingAddText, type WishlistRequest } from './wishlist.lib';
import {
  $wishlist,
  heartTapped,
  isSaved,
  loadWishlistFx,
  removeFailedMessage,
  saveFailedMessage,
  saveWishlistChangeFx,
  signInToSaveMessage,
  WISHLIST_SAVED_MESSAGE,
  wishlistChangeRequested,
  wishlistNeeded,
  wishlistRetried,
  wishlistScreenOpened,
} from './wishlist.model';

const margherita = testProduct(1, { name: 'Margherita Pizza' });
const fries = testProduct(21, { name: 'French Fries' });
const salad = testProduct(11, { name: 'Caesar Salad' });
const named = (product: Product) => ({ id: product.id, name: product.name });
const customer = { id: 7, name: 'Robin Tester', email: 'robin@example.com', phone: null, avatar: null, referral_code: null };

type Outcome = true | ApiError;

/**
 * A wishlist server the test answers by hand: each call waits until the test answers it, so the test sees exactly what
 * is in flight. It keeps the customer's saved ids as a backend would, honouring `in_wishlist`.
 */
function manualServer(initial: Product[] = []) {
  let saved: Product[] = initial;
  const loads: ((outcome: Outcome, list?: Product[]) => void)[] = [];
  const saves: { request: WishlistRequest; answer: (outcome: Outcome) => void }[] = [];
  const sent: { product_id: string; in_wishlist: boolean }[] = [];
  const catalogue = [margherita, fries, salad];

  const load = () =>
    new Promise<Wishlist>((resolve, reject) => {
      // The list as the server has it when the test answers, unless the test says what the server had read.
      loads.push((outcome, list) => (outcome === true ? resolve({ data: list ?? saved }) : reject(outcome)));
    });
  const save = (request: WishlistRequest) => {
    sent.push({ product_id: String(request.product.id), in_wishlist: request.inWishlist });
    return new Promise<WishlistToggleAnswer>((resolve, reject) => {
      saves.push({
        request,
        answer: (outcome) => {
          if (outcome !== true) return reject(outcome);
          const id = String(request.product.id);
          saved = saved.filter((product) => String(product.id) !== id);
          if (request.inWishlist) saved = [catalogue.find((product) => String(product.id) === id) ?? testProduct(Number(id)), ...saved];
          resolve({ product_id: request.product.id, in_wishlist: request.inWishlist });
        },
      });
    });
  };
  return {
    load,
    save,
    sent,
    get loadsInFlight() {
      return loads.length;
    },
    get savesInFlight() {
      return saves.length;
    },
    get savedIds() {
      return saved.map((product) => String(product.id));
    },
    async answerLoad(outcome: Outcome = true, list?: Product[]) {
      const answer = loads.shift();
      if (!answer) throw new Error('no load in flight');
      answer(outcome, list);
      await flush();
    },
    async answerSave(outcome: Outcome = true) {
      const call = saves.shift();
      if (!call) throw new Error('no save in flight');
      call.answer(outcome);
      await flush();
      return call.request;
    },
  };
}

/** Lets promise callbacks and effector's reactions run (allSettled would also wait for the manual server's calls). */
async function flush() {
  for (let round = 0; round < 4; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Fires an event without waiting for the calls it starts. */
async function fire<T>(scope: Scope, event: EventCallable<T>, payload: T) {
  void allSettled(event, { scope, params: payload });
  await flush();
}

function setup(options: { signedIn?: boolean; saved?: Product[] } = {}) {
  const server = manualServer(options.saved);
  const scope = fork({
    values: options.signedIn === false ? [] : [[$user, { ...customer, authToken: 'token-1' }]],
    handlers: [requestHandler(loadWishlistFx, server.load), requestHandler(saveWishlistChangeFx, server.save)],
  });
  const saved = (product: Product) => isSaved(scope.getState($wishlist), product.id);
  const toasts = () => scope.getState($toasts).map((toast) => toast.message);
  return { scope, server, saved, toasts };
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => window.sessionStorage.clear());

describe('wishlist model', () => {
  describe('loading', () => {
    it('loads the saved ids once, when the first heart needs them, however many hearts ask', async () => {
      const { scope, server, saved } = setup({ saved: [margherita] });
      expect(server.loadsInFlight).toBe(0);
      for (let heart = 0; heart < 5; heart += 1) await fire(scope, wishlistNeeded, undefined);
      expect(server.loadsInFlight).toBe(1);
      await server.answerLoad();
      for (let heart = 0; heart < 5; heart += 1) await fire(scope, wishlistNeeded, undefined);
      expect(server.loadsInFlight).toBe(0);
      expect(saved(margherita)).toBe(true);
      expect(saved(fries)).toBe(false);
      expect(scope.getState($wishlist)).toMatchObject({ status: 'ready', loaded: true });
    });

    it('asks again when the wishlist screen opens', async () => {
      const { scope, server } = setup();
      await fire(scope, wishlistNeeded, undefined);
      await server.answerLoad();
      await fire(scope, wishlistScreenOpened, undefined);
      expect(server.loadsInFlight).toBe(1);
    });

    describe('after a failed load (ADR 0036)', () => {
      // Only the clock is faked: the manual server's answers still run on real timers.
      beforeEach(() => {
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(1_700_000_000_000);
      });
      afterEach(() => vi.useRealTimers());
      const later = (ms: number) => vi.setSystemTime(Date.now() + ms);
      const offline = new ApiError('network', 'offline');

      async function failedOnce() {
        const context = setup();
        await fire(context.scope, wishlistNeeded, undefined);
        await context.server.answerLoad(offline);
        expect(context.scope.getState($wishlist).status).toBe('failed');
        return context;
      }

      it('hearts shown during the back-off ask nothing; after it, the next heart asks once', async () => {
        const { scope, server } = await failedOnce();
        for (let heart = 0; heart < 9; heart += 1) {
          later(LOAD_RETRY_FIRST_MS / 10);
          await fire(scope, wishlistNeeded, undefined);
        }
        expect(server.loadsInFlight).toBe(0);
        later(LOAD_RETRY_FIRST_MS / 10);
        for (let heart = 0; heart < 5; heart += 1) await fire(scope, wishlistNeeded, undefined);
        expect(server.loadsInFlight).toBe(1);
        await server.answerLoad();
        expect(scope.getState($wishlist).status).toBe('ready');
      });

      it('waits twice as long after each failure in a row, and from the start again once a load answers', async () => {
        const { scope, server } = await failedOnce();
        later(LOAD_RETRY_FIRST_MS);
        await fire(scope, wishlistNeeded, undefined);
        await server.answerLoad(offline);
        later(2 * LOAD_RETRY_FIRST_MS - 1);
        await fire(scope, wishlistNeeded, undefined);
        expect(server.loadsInFlight).toBe(0);
        later(1);
        await fire(scope, wishlistNeeded, undefined);
        await server.answerLoad();
        await fire(scope, wishlistScreenOpened, undefined);
        await server.answerLoad(offline);
        later(LOAD_RETRY_FIRST_MS);
        await fire(scope, wishlistNeeded, undefined);
        expect(server.loadsInFlight).toBe(1);
      });

      it("the wishlist screen's Retry, and opening it, ask at once", async () => {
        const { scope, server } = await failedOnce();
        await fire(scope, wishlistRetried, undefined);
        expect(server.loadsInFlight).toBe(1);
        await server.answerLoad(offline);
        await fire(scope, wishlistScreenOpened, undefined);
        expect(server.loadsInFlight).toBe(1);
      });

      it('a sign-in starts afresh, without the wait', async () => {
        const { scope, server } = await failedOnce();
        await fire(scope, sessionStarted, { token: 'token-2', user: customer });
        expect(server.loadsInFlight).toBe(1);
        await server.answerLoad(offline);
        expect(scope.getState($wishlist)).toMatchObject({ status: 'failed', loadFailures: 1 });
      });
    });

    it('asks nothing for a guest', async () => {
      const { scope, server } = setup({ signedIn: false });
      await fire(scope, wishlistNeeded, undefined);
      await fire(scope, wishlistScreenOpened, undefined);
      expect(server.loadsInFlight).toBe(0);
    });
  });

  describe("a customer's tap", () => {
    it('shows at once, and sends the state wanted, never "flip it"', async () => {
      const { scope, server, saved } = setup();
      await fire(scope, wishlistNeeded, undefined);
      await server.answerLoad();
      await fire(scope, heartTapped, named(fries));
      expect(saved(fries)).toBe(true);
      expect(server.sent).toEqual([{ product_id: '21', in_wishlist: true }]);
      await server.answerSave();
      expect(saved(fries)).toBe(true);
      expect(scope.getState($wishlist).changes).toEqual({});
    });

    it('goes back and says so when the server fails, in words for a save and for a removal', async () => {
      const { scope, server, saved, toasts } = setup({ saved: [margherita] });
      await fire(scope, wishlistNeeded, undefined);
      await server.answerLoad();
      await fire(scope, heartTapped, named(fries));
      await server.answerSave(new ApiError('server', 'Server error (500)', 500));
      expect(saved(fries)).toBe(false);
      await fire(scope, heartTapped, named(margherita));
      expect(saved(margherita)).toBe(false);
      await server.answerSave(new ApiError('network', 'offline'));
      expect(saved(margherita)).toBe(true);
      expect(toasts()).toEqual([saveFailedMessage('French Fries'), removeFailedMessage('Margherita Pizza')]);
    });

    it("shows the server's own words when it refuses (422)", async () => {
      const { scope, server, saved, toasts } = setup();
      await fire(scope, heartTapped, named(salad));
      await server.answerSave(new ApiError('rejected', 'Your wishlist is full (200 products). Remove one to save another.', 422));
      expect(saved(salad)).toBe(false);
      expect(toasts()).toEqual(['Your wishlist is full (200 products). Remove one to save another.']);
    });

    it('ends where the last tap left it after a double tap: one request at a time, each an explicit state', async () => {
      const { scope, server, saved } = setup();
      await fire(scope, heartTapped, named(fries));
      await fire(scope, heartTapped, named(fries));
      expect(saved(fries)).toBe(false);
      expect(server.savesInFlight).toBe(1);
      await server.answerSave();
      // The server saved it; the shopper had tapped it away again meanwhile: that goes next.
      expect(saved(fries)).toBe(false);
      expect(server.sent).toEqual([
        { product_id: '21', in_wishlist: true },
        { product_id: '21', in_wishlist: false },
      ]);
      await server.answerSave();
      expect(saved(fries)).toBe(false);
      expect(server.savedIds).toEqual([]);
      expect(server.savesInFlight).toBe(0);
    });

    it('sends nothing more when taps cancel out while a request is on its way', async () => {
      const { scope, server, saved } = setup();
      for (let tap = 0; tap < 3; tap += 1) await fire(scope, heartTapped, named(fries));
      expect(saved(fries)).toBe(true);
      await server.answerSave();
      expect(server.sent).toHaveLength(1);
      expect(server.savesInFlight).toBe(0);
      expect(saved(fries)).toBe(true);
    });

    it('keeps products apart: each has its own request on its way', async () => {
      const { scope, server, saved } = setup();
      await fire(scope, heartTapped, named(fries));
      await fire(scope, heartTapped, named(salad));
      expect(server.savesInFlight).toBe(2);
      await server.answerSave(new ApiError('server', 'Server error (500)', 500));
      await server.answerSave();
      expect([saved(fries), saved(salad)]).toEqual([false, true]);
    });

    it("keeps an answer that came while the list was loading, which the list's may predate", async () => {
      const { scope, server, saved } = setup();
      await fire(scope, heartTapped, named(fries));
      await fire(scope, wishlistNeeded, undefined);
      // The list was read before the save landed, but arrives after its answer.
      await server.answerSave();
      await server.answerLoad(true, []);
      expect(saved(fries)).toBe(true);
      expect(scope.getState($wishlist).status).toBe('ready');
    });

    it('applies the wishlist screen’s Remove and Undo as explicit states', async () => {
      const { scope, server, saved } = setup({ saved: [margherita] });
      await fire(scope, wishlistNeeded, undefined);
      await server.answerLoad();
      await fire(scope, wishlistChangeRequested, { product: named(margherita), inWishlist: false });
      await fire(scope, wishlistChangeRequested, { product: named(margherita), inWishlist: false });
      expect(saved(margherita)).toBe(false);
      await server.answerSave();
      await fire(scope, wishlistChangeRequested, { product: named(margherita), inWishlist: true });
      await server.answerSave();
      expect(server.sent).toEqual([
        { product_id: '1', in_wishlist: false },
        { product_id: '1', in_wishlist: true },
      ]);
      expect(saved(margherita)).toBe(true);
    });
  });

  describe("a guest's tap", () => {
    it('asks them to sign in, with the way back here, and keeps the product in the tab', async () => {
      window.history.replaceState(null, '', '/category/pizzas?sort=name');
      const { scope, server, saved, toasts } = setup({ signedIn: false });
      await fire(scope, heartTapped, named(margherita));
      expect(window.location.pathname + window.location.search).toBe(`/login?next=${encodeURIComponent('/category/pizzas?sort=name')}`);
      expect(JSON.parse(window.sessionStorage.getItem(PENDING_ADD_KEY) ?? 'null')).toMatchObject({ id: 1, name: 'Margherita Pizza' });
      expect(toasts()).toEqual([signInToSaveMessage('Margherita Pizza')]);
      expect(saved(margherita)).toBe(false);
      expect(server.sent).toEqual([]);
    });

    it('saves the product once they sign in, as an add, and says so once', async () => {
      window.sessionStorage.setItem(PENDING_ADD_KEY, pendingAddText(named(margherita), Date.now()));
      const { scope, server, saved, toasts } = setup({ signedIn: false, saved: [fries] });
      await fire(scope, wishlistNeeded, undefined);
      await fire(scope, sessionStarted, { token: 'token-2', user: customer });
      expect(server.loadsInFlight).toBe(1);
      expect(saved(margherita)).toBe(true);
      expect(server.sent).toEqual([{ product_id: '1', in_wishlist: true }]);
      expect(window.sessionStorage.getItem(PENDING_ADD_KEY)).toBeNull();
      await server.answerSave();
      await server.answerLoad();
      expect([saved(margherita), saved(fries)]).toEqual([true, true]);
      expect(toasts()).toEqual([WISHLIST_SAVED_MESSAGE]);
      // Opening the screen later loads again, and applies nothing twice.
      await fire(scope, wishlistScreenOpened, undefined);
      await server.answerLoad();
      expect(server.sent).toHaveLength(1);
    });

    it('adds, never toggles: a kept product they had already saved stays saved', async () => {
      window.sessionStorage.setItem(PENDING_ADD_KEY, pendingAddText(named(margherita), Date.now()));
      const { scope, server, saved } = setup({ signedIn: false, saved: [margherita] });
      await fire(scope, sessionStarted, { token: 'token-2', user: customer });
      await server.answerSave();
      await server.answerLoad();
      expect(server.sent).toEqual([{ product_id: '1', in_wishlist: true }]);
      expect(saved(margherita)).toBe(true);
      expect(server.savedIds).toEqual(['1']);
    });

    it('applies a kept product on the first load when the page was reloaded after signing in', async () => {
      window.sessionStorage.setItem(PENDING_ADD_KEY, pendingAddText(named(fries), Date.now()));
      const { scope, server } = setup();
      await fire(scope, wishlistNeeded, undefined);
      expect(server.sent).toEqual([{ product_id: '21', in_wishlist: true }]);
    });

    it('ignores a kept product that is unreadable or too old, and removes it', async () => {
      for (const kept of ['{not json', JSON.stringify({ id: 1 }), pendingAddText(named(fries), Date.now() - 31 * 60 * 1000)]) {
        window.sessionStorage.setItem(PENDING_ADD_KEY, kept);
        const { scope, server } = setup();
        await fire(scope, wishlistNeeded, undefined);
        expect(server.sent).toEqual([]);
        expect(window.sessionStorage.getItem(PENDING_ADD_KEY)).toBeNull();
      }
    });
  });

  describe('sessions', () => {
    it('forgets everything on logout, and drops answers that come back afterwards', async () => {
      const { scope, server, saved } = setup({ saved: [margherita] });
      await fire(scope, wishlistNeeded, undefined);
      await server.answerLoad();
      await fire(scope, heartTapped, named(fries));
      await fire(scope, wishlistScreenOpened, undefined);
      await fire(scope, loggedOut, undefined);
      expect(scope.getState($wishlist)).toMatchObject({ status: 'idle', saved: {}, changes: {}, products: [] });
      await server.answerSave();
      await server.answerLoad();
      expect([saved(margherita), saved(fries)]).toEqual([false, false]);
      expect(scope.getState($wishlist).status).toBe('idle');
    });

    it("loads the new customer's wishlist when they sign in", async () => {
      const { scope, server, saved } = setup({ signedIn: false, saved: [salad] });
      await fire(scope, sessionStarted, { token: 'token-3', user: customer });
      await server.answerLoad();
      expect(saved(salad)).toBe(true);
    });

    it('sends a customer whose session ended (401) to sign in, and saves the product afterwards', async () => {
      const { scope, server, saved } = setup();
      await fire(scope, heartTapped, named(fries));
      await server.answerSave(new ApiError('unauthorized', 'Unauthenticated.', 401, [], true));
      expect(scope.getState($user).authToken).toBeNull();
      expect(saved(fries)).toBe(false);
      expect(window.location.pathname).toBe('/login');
      expect(JSON.parse(window.sessionStorage.getItem(PENDING_ADD_KEY) ?? 'null')).toMatchObject({ id: 21 });
    });
  });
});
