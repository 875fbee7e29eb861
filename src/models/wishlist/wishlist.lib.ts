import * as z from 'zod/mini';
import { idSchema, type Id } from '@/api/schemas/common.schema';
import type { Product } from '@/api/schemas/product.schema';

/*
 * The wishlist's state and every change to it, as pure functions (ADR 0023). The hearts show what the shopper asked
 * for at once; the server is told one request at a time per product, always with the state wanted, never "flip it",
 * so a double tap or a retried request can never leave a product in the state the shopper tapped away from.
 */

/** A product as the wishlist names it: its id, and its name for what the shopper is told. */
export interface WishlistProduct {
  id: Id;
  name: string;
}

/** The customer's wishlist: not asked for yet, on its way, in, or its last load failed. */
type WishlistStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** What the shopper asked for a product that the server has not confirmed yet. */
interface WishlistChange {
  product: WishlistProduct;
  wanted: boolean;
  /** A request for this product is on its way: the next waits for its answer. */
  sending: boolean;
  /** Say "Saved to your wishlist" when the server confirms it (the add kept for a guest who then signed in). */
  confirm: boolean;
}

export interface WishlistState {
  status: WishlistStatus;
  /** Whether a load has answered in this session: the wishlist screen's empty state is a fact only then. */
  loaded: boolean;
  /** The ids the server says are saved: its last list, and every answer since. */
  saved: Readonly<Record<string, true>>;
  /** The products of the last load, newest first: the wishlist screen's list. */
  products: readonly Product[];
  /** By product id. */
  changes: Readonly<Record<string, WishlistChange>>;
  /** Answers that came while a load was on its way, which its list may predate. */
  settledDuringLoad: Readonly<Record<string, boolean>>;
  /** Loads failed in a row since the last that answered: each doubles the wait before a heart asks again. */
  loadFailures: number;
  /** When (epoch ms) a heart may ask again after a failed load. */
  retryAt: number;
}

/** What is sent for one product: the state wanted, and whether to confirm it to the shopper. */
export interface WishlistRequest {
  product: WishlistProduct;
  inWishlist: boolean;
  confirm: boolean;
}

export const initialWishlist: WishlistState = {
  status: 'idle',
  loaded: false,
  saved: {},
  products: [],
  changes: {},
  settledDuringLoad: {},
  loadFailures: 0,
  retryAt: 0,
};

/**
 * After a failed load, hearts wait before asking again (ADR 0036): 2 s after the first failure, doubled after each
 * one in a row, at most a minute. Every heart a shopper scrolls past would otherwise ask a failing backend again.
 */
export const LOAD_RETRY_FIRST_MS = 2_000;
export const LOAD_RETRY_MAX_MS = 60_000;

/** How long hearts wait after the `failures`-th failed load in a row. */
export function loadRetryDelay(failures: number): number {
  return Math.min(LOAD_RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1), LOAD_RETRY_MAX_MS);
}

const keyOf = (id: Id) => String(id);

function without<Value>(record: Readonly<Record<string, Value>>, key: string): Record<string, Value> {
  const { [key]: _gone, ...rest } = record;
  return rest;
}

function withSaved(saved: Readonly<Record<string, true>>, key: string, inWishlist: boolean): Record<string, true> {
  return inWishlist ? { ...saved, [key]: true } : without(saved, key);
}

/** Whether a heart shows its product as saved: what the shopper last asked for, else what the server says. */
export function isSaved(state: WishlistState, id: Id): boolean {
  const change = state.changes[keyOf(id)];
  return change ? change.wanted : state.saved[keyOf(id)] === true;
}

/**
 * The shopper wants `product` saved (or not). Asked for what the server already has, with nothing on its way, there
 * is nothing to send. `confirm` is kept until the server answers.
 */
export function wanted(state: WishlistState, product: WishlistProduct, inWishlist: boolean, confirm = false): WishlistState {
  const key = keyOf(product.id);
  const previous = state.changes[key];
  const sending = previous?.sending ?? false;
  if (!sending && (state.saved[key] === true) === inWishlist) return previous ? { ...state, changes: without(state.changes, key) } : state;
  const change: WishlistChange = { product, wanted: inWishlist, sending, confirm: confirm || (previous?.confirm ?? false) };
  return { ...state, changes: { ...state.changes, [key]: change } };
}

/** A tap on a heart: the other state from the one it shows. */
export function toggled(state: WishlistState, product: WishlistProduct): WishlistState {
  return wanted(state, product, !isSaved(state, product.id));
}

/**
 * The next request to send, if any: a product whose wanted state the server does not have, with nothing on its way
 * for it. It is marked as sending in the state returned.
 */
export function planNextSend(state: WishlistState): { state: WishlistState; request: WishlistRequest } | null {
  for (const [key, change] of Object.entries(state.changes)) {
    if (change.sending || (state.saved[key] === true) === change.wanted) continue;
    return {
      state: { ...state, changes: { ...state.changes, [key]: { ...change, sending: true } } },
      request: { product: change.product, inWishlist: change.wanted, confirm: change.confirm },
    };
  }
  return null;
}

/**
 * The server answered for a product: its state is the truth from now on. The change is done when it asked for that
 * state; otherwise the shopper tapped again meanwhile, and planNextSend sends that next.
 */
export function settled(state: WishlistState, id: Id, inWishlist: boolean): WishlistState {
  const key = keyOf(id);
  const change = state.changes[key];
  const changes = !change ? state.changes : change.wanted === inWishlist ? without(state.changes, key) : { ...state.changes, [key]: { ...change, sending: false } };
  return {
    ...state,
    saved: withSaved(state.saved, key, inWishlist),
    changes,
    settledDuringLoad: state.status === 'loading' ? { ...state.settledDuringLoad, [key]: inWishlist } : state.settledDuringLoad,
  };
}

/** A request failed: the heart goes back to what the server has, and whatever else was asked for it is dropped. */
export function sendFailed(state: WishlistState, id: Id): WishlistState {
  const key = keyOf(id);
  return state.changes[key] ? { ...state, changes: without(state.changes, key) } : state;
}

export function loadStarted(state: WishlistState): WishlistState {
  return { ...state, status: 'loading', settledDuringLoad: {} };
}

/** The list answered: it is what the server has, except for answers that came after it may have been read. */
export function loaded(state: WishlistState, products: readonly Product[]): WishlistState {
  let saved: Record<string, true> = Object.fromEntries(products.map((product) => [keyOf(product.id), true as const]));
  for (const [key, inWishlist] of Object.entries(state.settledDuringLoad)) saved = withSaved(saved, key, inWishlist);
  return { ...state, status: 'ready', loaded: true, saved, products, settledDuringLoad: {}, loadFailures: 0, retryAt: 0 };
}

/** The list did not answer at `now`: what is known stays, and hearts wait out the back-off before asking again. */
export function loadFailed(state: WishlistState, now: number): WishlistState {
  const loadFailures = state.loadFailures + 1;
  return { ...state, status: 'failed', settledDuringLoad: {}, loadFailures, retryAt: now + loadRetryDelay(loadFailures) };
}

/** Whether a heart shown at `now` asks for the list: the first heart, or the first once a failed load's back-off is over. */
export function heartMayLoad(state: WishlistState, now: number): boolean {
  return state.status === 'idle' || (state.status === 'failed' && now >= state.retryAt);
}

/**
 * Whether a failed request found the session over (a 401: the request model logs the shopper out). Read from the
 * error's kind rather than with api-error's helper, which the first download would then have to export.
 */
export function endedSession(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { kind?: unknown }).kind === 'unauthorized';
}

/**
 * `/login?next=<where the guest is>` (ADR 0019), as src/app/shell/sign-in-redirect.ts writes it (a test holds the
 * two together). Not imported from there: that module's chunk is the route table's, and every card would then load
 * it, and the home page's first download name it.
 */
export const signInPathFor = (wanted: string) => `/login?next=${encodeURIComponent(wanted)}`;

// ---------------------------------------------------------------------------------------------------------------
// The add a guest asked for, kept on the device while they sign in

/** sessionStorage: the tab's own, gone with it; a guest who signs in elsewhere did not tap here. */
export const PENDING_ADD_KEY = 'storefront:wishlist-pending-add';
/** A tap older than this is not applied: a shopper who signs in an hour later no longer expects it. */
export const PENDING_ADD_MAX_AGE_MS = 30 * 60 * 1000;

const pendingAddSchema = z.object({ id: idSchema, name: z.string().check(z.minLength(1)), at: z.number() });

/** What to keep for a guest's tap on a heart. */
export function pendingAddText(product: WishlistProduct, now: number): string {
  return JSON.stringify({ id: product.id, name: product.name, at: now });
}

/** The kept product, read tolerantly: anything unreadable, from the future or too old is no product. */
export function pendingAddFrom(text: string | null, now: number): WishlistProduct | null {
  if (text === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = pendingAddSchema.safeParse(json);
  if (!parsed.success) return null;
  const age = now - parsed.data.at;
  return age >= 0 && age <= PENDING_ADD_MAX_AGE_MS ? { id: parsed.data.id, name: parsed.data.name } : null;
}
