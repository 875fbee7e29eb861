// @vitest-environment jsdom
import { act, render, waitFor } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { SiteData } from '@/api/schemas/site.schema';
import { $layoutSettings, $siteRefreshing, $siteSettings, siteDataReplaced } from '@/models/site/site.model';
import { $droppedReports, answerPartsDropped, reportDroppedToConsoleFx } from '@/models/tolerance/tolerance.model';
import { chipPosition } from './bridge.lib';
import PreviewBridge from './PreviewBridge';
import { previewRefreshFx } from './preview-refresh.model';
import { previewSource, studioSource, type StudioToPreviewMessage } from './protocol';
import { droppedItem } from '@/api/schemas/tolerance-testing';
import { requestHandler } from '@/models/catalog/test-products';
import type { StoreLink } from '@/layout/store-links';
import { checkStoreLinksFx } from '../preview-panels/store-links.model';
import { staticBannerFixture } from '../../../blocks/static_banner/static_banner.fixture';

const draft: SiteData = {
  layout: [{ id: 41, code: 'static_banner', type: 'designElement', data: {}, settings: {}, position: 10, uniqueId: null }],
  settings: { storeName: 'Draft Store' },
  branches: { branches: [], selected_branch: null },
};

let parent: { postMessage: Mock };

beforeEach(() => {
  // jsdom pages are never framed: stand a parent window in, as a studio would be.
  parent = { postMessage: vi.fn() };
  vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
});

const jsdomScrollIntoView = Element.prototype.scrollIntoView;
afterEach(() => {
  document.body.innerHTML = '';
  Element.prototype.scrollIntoView = jsdomScrollIntoView;
});

function send(message: StudioToPreviewMessage | Record<string, unknown>, { origin = window.location.origin, source = window.parent as unknown }: { origin?: string; source?: unknown } = {}) {
  const event = new MessageEvent('message', { data: message, origin });
  // jsdom only accepts real windows as a MessageEvent's source; the stand-in parent is set afterwards.
  Object.defineProperty(event, 'source', { value: source });
  window.dispatchEvent(event);
}

const posted = () => parent.postMessage.mock.calls.map(([message]) => message as Record<string, unknown>);

function mount(scope: Scope) {
  return render(
    <Provider value={scope}>
      <main>
        <section data-block="static_banner" data-block-id="41">
          <button type="button">Shop now</button>
        </section>
        <div data-reserved-for="slider_centered" data-reserved-id="42" />
      </main>
      <PreviewBridge />
    </Provider>,
  );
}

describe('PreviewBridge', () => {
  it('says it is ready, to its own origin only', () => {
    mount(fork());
    expect(parent.postMessage).toHaveBeenCalledWith({ source: previewSource, type: 'ready', path: window.location.pathname }, window.location.origin);
  });

  it('on refresh, fetches get-data quietly, puts it in the store and says rendered for that revision', async () => {
    const fetchDraft = vi.fn(() => Promise.resolve(draft));
    const scope = fork({ handlers: [[previewRefreshFx, fetchDraft]] });
    mount(scope);
    send({ source: studioSource, type: 'refresh', revision: 3 });
    await waitFor(() => expect(posted()).toContainEqual({ source: previewSource, type: 'rendered', revision: 3 }));
    expect(fetchDraft).toHaveBeenCalledTimes(1);
    expect(scope.getState($layoutSettings).data.map((item) => item.id)).toEqual([41]);
    expect(scope.getState($siteSettings)).toEqual({ storeName: 'Draft Store' });
    expect(scope.getState($siteRefreshing)).toBe(false);
  });

  it('fetches only the newest of the refreshes that arrive while one is running, and answers for it', async () => {
    let release: () => void = () => undefined;
    const fetchDraft = vi.fn(() => new Promise<SiteData>((resolve) => (release = () => resolve(draft))));
    mount(fork({ handlers: [[previewRefreshFx, fetchDraft]] }));
    send({ source: studioSource, type: 'refresh', revision: 1 });
    send({ source: studioSource, type: 'refresh', revision: 2 });
    send({ source: studioSource, type: 'refresh', revision: 3 });
    release();
    await waitFor(() => expect(fetchDraft).toHaveBeenCalledTimes(2));
    release();
    await waitFor(() => expect(posted()).toContainEqual(expect.objectContaining({ type: 'rendered', revision: 3 })));
    expect(posted().filter((message) => message.type === 'rendered')).toEqual([{ source: previewSource, type: 'rendered', revision: 3 }]);
  });

  it('says refresh-failed with the reason when get-data fails', async () => {
    const scope = fork({ handlers: [[previewRefreshFx, () => Promise.reject(new ApiError('server', 'The simulator is down'))]] });
    mount(scope);
    send({ source: studioSource, type: 'refresh', revision: 5 });
    await waitFor(() => expect(posted()).toContainEqual({ source: previewSource, type: 'refresh-failed', revision: 5, message: 'The simulator is down' }));
  });

  it('ignores messages from another origin, another window or without the studio tag', async () => {
    const fetchDraft = vi.fn(() => Promise.resolve(draft));
    mount(fork({ handlers: [[previewRefreshFx, fetchDraft]] }));
    send({ source: studioSource, type: 'refresh', revision: 1 }, { origin: 'https://evil.example' });
    send({ source: studioSource, type: 'refresh', revision: 1 }, { source: window });
    send({ source: 'someone-else', type: 'refresh', revision: 1 });
    send({ source: studioSource, type: 'highlight', itemId: '41' }, { origin: 'https://evil.example' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fetchDraft).not.toHaveBeenCalled();
    expect(document.getElementById('storefront-preview-bridge-highlight')).toBeNull();
  });

  it('outlines the highlighted block, scrolls it into view at once under reduced motion, and clears it', () => {
    const notMatching = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...notMatching(query), matches: query.includes('reduce') }));
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    mount(fork());
    send({ source: studioSource, type: 'highlight', itemId: '41' });
    const rule = document.getElementById('storefront-preview-bridge-highlight')?.textContent ?? '';
    expect(rule).toContain('[data-block-id="41"]');
    expect(rule).toContain('outline');
    expect(scrolled).toHaveBeenCalledWith({ behavior: 'auto', block: 'center' });
    expect(scrolled.mock.contexts[0]).toBe(document.querySelector('[data-block-id="41"]'));
    // An item whose code has not loaded yet is found by the space held for it.
    send({ source: studioSource, type: 'highlight', itemId: '42' });
    expect(scrolled.mock.contexts[1]).toBe(document.querySelector('[data-reserved-id="42"]'));
    send({ source: studioSource, type: 'highlight', itemId: null });
    expect(document.getElementById('storefront-preview-bridge-highlight')).toBeNull();
  });

  it('draws a cost chip per block that never takes clicks, and replaces the set on each message', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 100, bottom: 300, left: 0, right: 375, width: 375, height: 200, x: 0, y: 100, toJSON: () => ({}) });
    mount(fork());
    send({ source: studioSource, type: 'costs', costs: [{ itemId: '41', label: '8.6 KB JS · 2 requests' }, { itemId: '99', label: 'gone' }] });
    const chip = document.querySelector<HTMLElement>('[data-cost-for="41"]');
    expect(chip?.textContent).toContain('8.6 KB JS · 2 requests');
    expect(chip?.hidden).toBe(false);
    expect(chip?.style.top).toBe('106px');
    // No block for item 99 on this page: its chip stays hidden.
    expect(document.querySelector<HTMLElement>('[data-cost-for="99"]')?.hidden).toBe(true);
    expect(document.getElementById('storefront-preview-bridge-style')?.textContent).toMatch(/\.pv-chips \{[^}]*pointer-events: none/);
    send({ source: studioSource, type: 'costs', costs: [{ itemId: '41', label: '1.2 KB JS · 0 requests' }] });
    expect(document.querySelectorAll('.pv-chip')).toHaveLength(1);
    expect(document.querySelector('[data-cost-for="41"]')?.textContent).toContain('1.2 KB JS');
    send({ source: studioSource, type: 'costs', costs: [] });
    expect(document.querySelector('.pv-chips')).toBeNull();
  });

  it('tells the studio which block was clicked, and lets the click through', () => {
    mount(fork());
    const clicked = vi.fn((event: MouseEvent) => event.defaultPrevented);
    const button = document.querySelector('button');
    button?.addEventListener('click', clicked);
    button?.click();
    expect(posted()).toContainEqual({ source: previewSource, type: 'block-clicked', itemId: '41' });
    expect(clicked).toHaveReturnedWith(false);
  });

  it('tells the studio, after ready, which parts of the backend\'s answers were left out, and again when there are more', async () => {
    const known = { call: 'GET /api/get-data', path: 'layout.3', message: 'dropped: id: expected number or string, got nothing' };
    const scope = fork({ values: [[$droppedReports, [known]]], handlers: [[reportDroppedToConsoleFx, () => undefined]] });
    mount(scope);
    expect(posted().map((message) => message.type)).toEqual(['ready', 'dropped-parts']);
    expect(posted()[1]).toEqual({ source: previewSource, type: 'dropped-parts', reports: [known] });
    const next = { path: 'data.0', message: 'dropped: price: expected number, got null' };
    const nextRaw = droppedItem('data.0', { price: null }, 'price', 'number');
    await act(() => allSettled(answerPartsDropped, { scope, params: { call: 'GET /api/products', dropped: [nextRaw] } }));
    // The whole list each time: the studio replaces this frame's list with it.
    expect(posted().at(-1)).toEqual({ source: previewSource, type: 'dropped-parts', reports: [known, { call: 'GET /api/products', ...next }] });
    // The same part again is no news.
    const sent = posted().length;
    await act(() => allSettled(answerPartsDropped, { scope, params: { call: 'GET /api/products', dropped: [nextRaw] } }));
    expect(posted()).toHaveLength(sent);
  });

  it('checks the layout\'s store links only when the studio asks, and tells it after each check which lead nowhere', async () => {
    const banner = (slug: string) => ({ id: 41, code: 'static_banner', type: 'designElement' as const, data: { ...staticBannerFixture.data, link: { type: 'category', slug } }, settings: {}, position: 10, uniqueId: null });
    const lookedUp: string[][] = [];
    const check = ({ links }: { links: readonly StoreLink[] }) => {
      lookedUp.push(links.map((link) => link.href));
      return links.map((link) => ({ ...link, verdict: link.target.slug === 'full-menu' ? ('found' as const) : ('missing' as const) }));
    };
    const scope = fork({ values: [[$layoutSettings, { data: [banner('summer-menu')] }]], handlers: [requestHandler(checkStoreLinksFx, check)] });
    mount(scope);
    expect(lookedUp).toEqual([]);
    send({ source: studioSource, type: 'check-links' });
    await waitFor(() => expect(posted().map((message) => message.type)).toContain('store-links'));
    expect(posted().at(-1)).toEqual({
      source: previewSource,
      type: 'store-links',
      problems: [
        {
          itemId: '41',
          code: 'static_banner',
          path: 'data.link.slug',
          href: '/category/summer-menu',
          verdict: 'missing',
          message: 'The store has no category "summer-menu": shoppers following /category/summer-menu see "Page not found".',
        },
      ],
    });
    // The merchant fixed the slug: the next draft is checked too, and the list is empty.
    await act(() => allSettled(siteDataReplaced, { scope, params: { ...draft, layout: [banner('full-menu')] } }));
    await waitFor(() => expect(posted().at(-1)).toEqual({ source: previewSource, type: 'store-links', problems: [] }));
    expect(lookedUp).toEqual([['/category/summer-menu'], ['/category/full-menu']]);
  });

  it('removes its listeners, chips and outline when unmounted', () => {
    const { unmount } = mount(fork());
    send({ source: studioSource, type: 'costs', costs: [{ itemId: '41', label: '1 KB JS · 0 requests' }] });
    send({ source: studioSource, type: 'highlight', itemId: '41' });
    unmount();
    expect(document.querySelector('.pv-chips')).toBeNull();
    expect(document.getElementById('storefront-preview-bridge-highlight')).toBeNull();
  });
});

describe('chipPosition', () => {
  const viewport = { width: 375, height: 740 };
  it('puts the chip at the top right of the block, inside the screen', () => {
    expect(chipPosition({ top: 100, bottom: 300, left: 0, right: 375 }, viewport)).toEqual({ top: 106, left: 369 });
  });
  it('keeps it on screen while a tall block is scrolled half out of view', () => {
    expect(chipPosition({ top: -500, bottom: 300, left: 0, right: 375 }, viewport)).toEqual({ top: 6, left: 369 });
  });
  it('hides it when the block is off screen', () => {
    expect(chipPosition({ top: 800, bottom: 900, left: 0, right: 375 }, viewport)).toBeNull();
    expect(chipPosition({ top: -300, bottom: -10, left: 0, right: 375 }, viewport)).toBeNull();
  });
});
