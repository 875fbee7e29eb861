// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { GUEST_ID_KEY, createUuid } from '@/models/session/guest-id.lib';
import { PERSIST_KEY, PERSIST_VERSION } from '@/models/persist/persist.lib';
import { apiOrigin, request as sendCall } from '@/api/client';
import { SENDABLE_TOKEN } from '@/api/schemas/bearer-token-rules';
import { site } from '@/api/calls/site';
import { startSiteDataPrefetch, takePrefetchedResponse } from './site-data-prefetch';

const ORIGIN = 'http://shop.test';
const LIMIT_MS = 10_000;

/** A window with its own storage and a recording fetch; nothing of jsdom's global state is shared. */
function fakeWindow(entries: Record<string, string> = {}, options: { randomUUID?: boolean } = {}) {
  const store = new Map(Object.entries(entries));
  const localStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  };
  const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response('{"ok":true}', { status: 200 })));
  const crypto = options.randomUUID === false ? {} : { randomUUID: () => createUuid() };
  const win = { localStorage, fetch, crypto } as unknown as Window;
  return { win, store, fetch };
}

const kept = (state: object, version = PERSIST_VERSION) => JSON.stringify({ version, state });

function request(url: string, headers: Record<string, string>, method = 'GET') {
  return new Request(url, { method, headers });
}

describe('startSiteDataPrefetch', () => {
  it('reads the keys the app keeps its state and guest id under', () => {
    // The function is inlined into index.html from its source text, so it names the keys itself.
    const source = startSiteDataPrefetch.toString();
    expect(source).toContain(PERSIST_KEY);
    expect(source).toContain(GUEST_ID_KEY);
    // It accepts kept state of version 1 only; a new version must teach it (or it just prefetches as a guest).
    expect(PERSIST_VERSION).toBe(1);
  });

  it('asks as the kept guest for the kept branch', () => {
    const guestId = createUuid();
    const { win, fetch } = fakeWindow({ guest_id: guestId, storefrontApp: kept({ branches: { selected_branch: { id: 2 } } }) });
    startSiteDataPrefetch(win, ORIGIN, LIMIT_MS, SENDABLE_TOKEN);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`${ORIGIN}/api/get-data?branch_id=2`);
    expect(init).toMatchObject({ credentials: 'include', headers: { 'X-Requested-With': 'XMLHttpRequest', 'guest-id': guestId } });
    expect(win.__storefrontPrefetch).toMatchObject({ url: `${ORIGIN}/api/get-data?branch_id=2`, identity: ['guest-id', guestId] });
  });

  it('asks with the kept token, and no guest id, when logged in', () => {
    const { win, fetch } = fakeWindow({ guest_id: createUuid(), storefrontApp: kept({ user: { authToken: 't0k' } }) });
    startSiteDataPrefetch(win, ORIGIN, LIMIT_MS, SENDABLE_TOKEN);
    expect(fetch.mock.calls[0]?.[1].headers).toEqual({ 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', authorization: 'Bearer t0k' });
  });

  it.each([
    ['a newline', 't0k\nX-Injected: yes'],
    ['an emoji', 't0k🔑'],
    ['200 KB', 'a'.repeat(200 * 1024)],
  ])('asks as the guest when the kept token has %s, as the app (which signs it out) will', (_case, token) => {
    const guestId = createUuid();
    const { win, fetch } = fakeWindow({ guest_id: guestId, storefrontApp: kept({ user: { authToken: token } }) });
    startSiteDataPrefetch(win, ORIGIN, LIMIT_MS, SENDABLE_TOKEN);
    expect(fetch.mock.calls[0]?.[1].headers).toEqual({ 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', 'guest-id': guestId });
    expect(win.__storefrontPrefetch?.identity).toEqual(['guest-id', guestId]);
  });

  it('creates and keeps the guest id on a first visit, as the app would', () => {
    const { win, store } = fakeWindow();
    startSiteDataPrefetch(win, ORIGIN, LIMIT_MS, SENDABLE_TOKEN);
    const created = store.get('guest_id');
    expect(created).toMatch(/^[0-9a-f-]{36}$/);
    expect(win.__storefrontPrefetch?.identity).toEqual(['guest-id', created]);
    expect(win.__storefrontPrefetch?.url).toBe(`${ORIGIN}/api/get-data?branch_id=1`);
  });

  it('replaces a guest id that is not a UUID, and ignores kept state it cannot read or does not know', () => {
    for (const state of ['{not json', kept({ branches: { selected_branch: { id: 3 } } }, 7)]) {
      const { win, store } = fakeWindow({ guest_id: 'nonsense', storefrontApp: state });
      startSiteDataPrefetch(win, ORIGIN, LIMIT_MS, SENDABLE_TOKEN);
      expect(store.get('guest_id')).not.toBe('nonsense');
      expect(win.__storefrontPrefetch?.url).toBe(`${ORIGIN}/api/get-data?branch_id=1`);
    }
  });

  it('cancels its requests once the time limit has passed, so none can hang the first visit', () => {
    vi.useFakeTimers();
    try {
      const { win, fetch } = fakeWindow({ guest_id: createUuid() });
      Object.assign(win, { location: { pathname: '/product/margherita-pizza', search: '' } });
      startSiteDataPrefetch(win, ORIGIN, LIMIT_MS, SENDABLE_TOKEN);
      const signals = fetch.mock.calls.map(([, init]) => init.signal);
      expect(signals).toHaveLength(2);
      vi.advanceTimersByTime(LIMIT_MS - 1);
      expect(signals.map((signal) => signal?.aborted)).toEqual([false, false]);
      vi.advanceTimersByTime(1);
      expect(signals.map((signal) => signal?.aborted)).toEqual([true, true]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves the request to the app where it cannot make a guest id (no crypto.randomUUID on plain http)', () => {
    const { win, fetch } = fakeWindow({}, { randomUUID: false });
    startSiteDataPrefetch(win, ORIGIN, LIMIT_MS, SENDABLE_TOKEN);
    expect(fetch).not.toHaveBeenCalled();
    expect(win.__storefrontPrefetch).toBeUndefined();
  });
});

describe('takePrefetchedResponse', () => {
  const guestId = createUuid();
  const url = `${ORIGIN}/api/get-data?branch_id=1`;

  function prefetched(response: Promise<Response> = Promise.resolve(new Response('{"layout":[]}'))) {
    const { win } = fakeWindow();
    win.__storefrontPrefetch = { url, identity: ['guest-id', guestId], response };
    return win;
  }

  it('gives the prefetched answer to the same request, once', async () => {
    const win = prefetched();
    const first = await takePrefetchedResponse(request(url, { 'guest-id': guestId }), win);
    expect(await first?.text()).toBe('{"layout":[]}');
    expect(await takePrefetchedResponse(request(url, { 'guest-id': guestId }), win)).toBeUndefined();
  });

  it('keeps it from a request for something else: another URL, identity or method', async () => {
    const win = prefetched();
    expect(await takePrefetchedResponse(request(`${ORIGIN}/api/get-data?branch_id=2`, { 'guest-id': guestId }), win)).toBeUndefined();
    expect(await takePrefetchedResponse(request(url, { 'guest-id': createUuid() }), win)).toBeUndefined();
    expect(await takePrefetchedResponse(request(url, { authorization: 'Bearer x' }), win)).toBeUndefined();
    expect(await takePrefetchedResponse(request(url, { 'guest-id': guestId }, 'POST'), win)).toBeUndefined();
    expect(win.__storefrontPrefetch).toBeDefined();
  });

  it('gives nothing when the prefetch got no answer, so the app asks the network itself', async () => {
    const win = prefetched(Promise.reject(new TypeError('Failed to fetch')));
    expect(await takePrefetchedResponse(request(url, { 'guest-id': guestId }), win)).toBeUndefined();
    expect(win.__storefrontPrefetch).toBeUndefined();
  });
});

describe('the app\'s client', () => {
  it('answers its first site data call from the prefetch, without asking the network', async () => {
    const guestId = createUuid();
    const network = vi.spyOn(globalThis, 'fetch');
    const body = { layout: [], settings: { storeName: 'Prefetched' }, branches: { branches: [], selected_branch: null } };
    window.__storefrontPrefetch = {
      url: `${apiOrigin()}/api/get-data?branch_id=1`,
      identity: ['guest-id', guestId],
      response: Promise.resolve(Response.json(body)),
    };
    try {
      const data = await sendCall({ branchId: '1', authToken: null, guestId }, site.data);
      expect(data.settings).toMatchObject({ storeName: 'Prefetched' });
      expect(network).not.toHaveBeenCalled();
      expect(window.__storefrontPrefetch).toBeUndefined();
    } finally {
      delete window.__storefrontPrefetch;
    }
  });
});
