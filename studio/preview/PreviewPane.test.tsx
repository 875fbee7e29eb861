// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { SiteData } from '@/api/schemas/site.schema';
import { previewSource, studioSource } from '@/app/preview-bridge/protocol';
import { PREVIEW_TOKEN_STORAGE_KEY } from '@/shared/lib/preview-access';
import type { PreviewPaneProps } from '../contracts';
import { PreviewPane } from './PreviewPane';
import { deviceChoiceStorageKey, draftIdStorageKey } from './preview-urls';

const draft = (storeName: string): SiteData => ({
  layout: [{ id: 7, code: 'static_banner', type: 'designElement', data: {}, settings: {}, position: 10, uniqueId: null }],
  settings: { storeName },
  branches: { branches: [], selected_branch: null },
});

let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  sessionStorage.setItem(draftIdStorageKey, 'tab1');
  fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 404 })));
  vi.stubGlobal('fetch', fetchMock);
  delete window.__studioPreviewTimings;
});

afterEach(() => {
  delete window.__studioPreviewTimings;
});

const props = (overrides: Partial<PreviewPaneProps> = {}): PreviewPaneProps => ({
  siteData: draft('First'),
  scenario: null,
  seed: null,
  highlightItemId: null,
  ...overrides,
});

const frames = () => Array.from(document.querySelectorAll<HTMLIFrameElement>('iframe.pv-frame__iframe'));
const frameFor = (title: RegExp) => screen.getByTitle(title) as HTMLIFrameElement;
/** The PUTs of this tab's draft (the cost runner publishes drafts of its own, under another id). */
const draftPuts = () => fetchMock.mock.calls.filter(([url, init]) => url === '/sim/studio/drafts/tab1' && init?.method === 'PUT');

/** A message from a frame's page to the studio, as the bridge sends it. */
function fromFrame(frame: HTMLIFrameElement, data: Record<string, unknown>, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { source: previewSource, ...data }, origin, source: frame.contentWindow }));
  });
}

function spyOnFrame(frame: HTMLIFrameElement) {
  const win = frame.contentWindow;
  if (!win) throw new Error('the frame has no window');
  return vi.spyOn(win, 'postMessage');
}

async function readyPhone() {
  await waitFor(() => expect(frames()).toHaveLength(1));
  const frame = frameFor(/Phone preview/);
  const post = spyOnFrame(frame);
  fromFrame(frame, { type: 'ready', path: '/' });
  return { frame, post };
}

const sentOfType = (post: ReturnType<typeof spyOnFrame>, type: string) =>
  post.mock.calls.map(([message]) => message as { type: string; revision?: number }).filter((message) => message.type === type);

describe('PreviewPane', () => {
  it('publishes the draft first, then opens the phone frame at its true width on the preview address', async () => {
    render(<PreviewPane {...props()} />);
    await waitFor(() => expect(frames()).toHaveLength(1));
    const frame = frameFor(/^Phone preview, 375 px$/);
    expect(frame.getAttribute('src')).toBe('/?preview=1&studio=tab1&scenario=none&seed=none&plugins=');
    expect(frame.style.width).toBe('375px');
    expect(frame.style.height).toBe('740px');
    expect(JSON.parse(localStorage.getItem('simulator:studio-draft:tab1') ?? 'null')).toEqual(draft('First'));
    expect(draftPuts()).toHaveLength(1);
    expect(draftPuts()[0]?.[1]).toMatchObject({ body: JSON.stringify(draft('First')), headers: { 'Content-Type': 'application/json' } });
    expect(screen.getByText('Loading…')).toBeTruthy();
  });

  it("links the same page for a tab of its own, with this browser's preview token, kept across visits", async () => {
    const first = render(<PreviewPane {...props({ scenario: 'store-closed', seed: 42 })} />);
    const link = await screen.findByRole('link', { name: 'Open in a new tab' });
    const token = localStorage.getItem(PREVIEW_TOKEN_STORAGE_KEY) ?? '';
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(link.getAttribute('href')).toBe(`/?preview=${token}&studio=tab1&scenario=store-closed&seed=42&plugins=`);
    expect(link.getAttribute('target')).toBe('_blank');
    first.unmount();
    render(<PreviewPane {...props()} />);
    expect((await screen.findByRole('link', { name: 'Open in a new tab' })).getAttribute('href')).toContain(`preview=${token}&`);
  });

  it('keeps one draft id per tab', async () => {
    sessionStorage.clear();
    render(<PreviewPane {...props()} />);
    await waitFor(() => expect(frames()).toHaveLength(1));
    const id = sessionStorage.getItem(draftIdStorageKey) ?? '';
    expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(frames()[0]?.getAttribute('src')).toContain(`studio=${id}&`);
  });

  it('switches devices with pressed buttons, remembers the choice, and shows all three', async () => {
    const user = userEvent.setup();
    render(<PreviewPane {...props()} />);
    await waitFor(() => expect(frames()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Phone' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Tablet' }));
    expect(screen.getByRole('button', { name: 'Tablet' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Phone' }).getAttribute('aria-pressed')).toBe('false');
    expect(frameFor(/^Tablet preview, 768 px$/).style.width).toBe('768px');
    expect(localStorage.getItem(deviceChoiceStorageKey)).toBe('tablet');
    await user.click(screen.getByRole('button', { name: 'All devices' }));
    expect(frames().map((frame) => frame.title)).toEqual(['Phone preview, 375 px', 'Tablet preview, 768 px', 'Desktop preview, 1280 px']);
    expect(frameFor(/Desktop/).style.width).toBe('1280px');
  });

  it('starts on the remembered device', async () => {
    localStorage.setItem(deviceChoiceStorageKey, 'desktop');
    render(<PreviewPane {...props()} />);
    await waitFor(() => expect(frames()).toHaveLength(1));
    expect(frameFor(/^Desktop preview, 1280 px$/)).toBeTruthy();
  });

  it('on an edit publishes the draft both ways, then tells the ready frame to refresh, without reloading it', async () => {
    const view = render(<PreviewPane {...props()} />);
    const { frame, post } = await readyPhone();
    expect(screen.getByText('Up to date')).toBeTruthy();
    view.rerender(<PreviewPane {...props({ siteData: draft('Second') })} />);
    await waitFor(() => expect(sentOfType(post, 'refresh')).toHaveLength(1));
    expect(JSON.parse(localStorage.getItem('simulator:studio-draft:tab1') ?? 'null')).toEqual(draft('Second'));
    expect(draftPuts().at(-1)?.[1]?.body).toBe(JSON.stringify(draft('Second')));
    expect(post).toHaveBeenCalledWith({ source: studioSource, type: 'refresh', revision: 2 }, window.location.origin);
    expect(screen.getByText('Updating…')).toBeTruthy();
    expect(frameFor(/Phone preview/)).toBe(frame);
  });

  it('keeps one refresh in flight per frame and sends only the newest draft next', async () => {
    const view = render(<PreviewPane {...props()} />);
    const { frame, post } = await readyPhone();
    view.rerender(<PreviewPane {...props({ siteData: draft('A') })} />);
    await waitFor(() => expect(sentOfType(post, 'refresh')).toHaveLength(1));
    view.rerender(<PreviewPane {...props({ siteData: draft('B') })} />);
    await waitFor(() => expect(draftPuts().at(-1)?.[1]?.body).toBe(JSON.stringify(draft('B'))));
    view.rerender(<PreviewPane {...props({ siteData: draft('C') })} />);
    await waitFor(() => expect(draftPuts().at(-1)?.[1]?.body).toBe(JSON.stringify(draft('C'))));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sentOfType(post, 'refresh')).toHaveLength(1);
    const first = sentOfType(post, 'refresh')[0]?.revision ?? 0;
    fromFrame(frame, { type: 'rendered', revision: first });
    await waitFor(() => expect(sentOfType(post, 'refresh')).toHaveLength(2));
    expect(sentOfType(post, 'refresh')[1]?.revision).toBeGreaterThan(first + 1);
  });

  it('records each rendered revision\'s latency and shows the last one', async () => {
    const measure = vi.spyOn(performance, 'measure');
    const view = render(<PreviewPane {...props()} />);
    const { frame, post } = await readyPhone();
    view.rerender(<PreviewPane {...props({ siteData: draft('Second') })} />);
    await waitFor(() => expect(sentOfType(post, 'refresh')).toHaveLength(1));
    fromFrame(frame, { type: 'rendered', revision: 2 });
    expect(window.__studioPreviewTimings).toEqual([{ revision: 2, device: 'phone', ms: expect.any(Number) }]);
    expect(measure).toHaveBeenCalledWith('studio:preview-update:phone', expect.objectContaining({ start: expect.any(Number), end: expect.any(Number) }));
    expect(screen.getByTestId('preview-latency').textContent).toMatch(/^Updated in \d+ ms$/);
    expect(screen.getByText('Up to date')).toBeTruthy();
  });

  it('shows a failed refresh with its message', async () => {
    const view = render(<PreviewPane {...props()} />);
    const { frame, post } = await readyPhone();
    view.rerender(<PreviewPane {...props({ siteData: draft('Second') })} />);
    await waitFor(() => expect(sentOfType(post, 'refresh')).toHaveLength(1));
    fromFrame(frame, { type: 'refresh-failed', revision: 2, message: 'The store is temporarily unavailable.' });
    expect(screen.getByRole('alert').textContent).toBe('Failed: The store is temporarily unavailable.');
  });

  it('ignores messages from another origin or from a window that is not one of its frames', async () => {
    const onBlockClicked = vi.fn();
    const view = render(<PreviewPane {...props({ onBlockClicked })} />);
    const { frame, post } = await readyPhone();
    view.rerender(<PreviewPane {...props({ siteData: draft('Second'), onBlockClicked })} />);
    await waitFor(() => expect(sentOfType(post, 'refresh')).toHaveLength(1));
    fromFrame(frame, { type: 'rendered', revision: 2 }, 'https://evil.example');
    fromFrame(frame, { type: 'block-clicked', itemId: '7' }, 'https://evil.example');
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { source: previewSource, type: 'rendered', revision: 2 }, origin: window.location.origin, source: window }));
    });
    expect(window.__studioPreviewTimings).toBeUndefined();
    expect(onBlockClicked).not.toHaveBeenCalled();
    expect(screen.getByText('Updating…')).toBeTruthy();
  });

  it('relays block clicks, and sends the highlight on ready and on change', async () => {
    const onBlockClicked = vi.fn();
    const view = render(<PreviewPane {...props({ onBlockClicked, highlightItemId: '7' })} />);
    const { frame, post } = await readyPhone();
    expect(post).toHaveBeenCalledWith({ source: studioSource, type: 'highlight', itemId: '7' }, window.location.origin);
    view.rerender(<PreviewPane {...props({ onBlockClicked, highlightItemId: null })} />);
    expect(post).toHaveBeenLastCalledWith({ source: studioSource, type: 'highlight', itemId: null }, window.location.origin);
    fromFrame(frame, { type: 'block-clicked', itemId: '7' });
    expect(onBlockClicked).toHaveBeenCalledWith('7');
  });

  describe('the parts of the backend\'s answers the frames left out', () => {
    const layoutRow = { call: 'GET /api/get-data', path: 'layout.3', message: 'dropped: id: expected number or string, got nothing' };
    const productRow = { call: 'GET /api/products', path: 'data.0', message: 'dropped: price: expected number, got null' };

    it('hands them on once each across the frames, and forgets a frame\'s list when it reloads or goes', async () => {
      const user = userEvent.setup();
      const onDroppedParts = vi.fn();
      render(<PreviewPane {...props({ onDroppedParts })} />);
      await user.click(await screen.findByRole('button', { name: 'All devices' }));
      await waitFor(() => expect(frames()).toHaveLength(3));
      const phone = frameFor(/Phone preview/);
      const tablet = frameFor(/Tablet preview/);
      fromFrame(phone, { type: 'dropped-parts', reports: [layoutRow] });
      expect(onDroppedParts).toHaveBeenLastCalledWith([layoutRow]);
      // The same backend behind both frames: the same row is listed once.
      fromFrame(tablet, { type: 'dropped-parts', reports: [layoutRow, productRow] });
      expect(onDroppedParts).toHaveBeenLastCalledWith([layoutRow, productRow]);
      const calls = onDroppedParts.mock.calls.length;
      fromFrame(phone, { type: 'dropped-parts', reports: [layoutRow] });
      expect(onDroppedParts).toHaveBeenCalledTimes(calls);
      // A frame that loads a new page starts a new list.
      fromFrame(tablet, { type: 'ready', path: '/' });
      expect(onDroppedParts).toHaveBeenLastCalledWith([layoutRow]);
      // Down to the tablet alone: the phone's list goes with its frame.
      await user.click(screen.getByRole('button', { name: 'Tablet' }));
      expect(frames()).toEqual([tablet]);
      expect(onDroppedParts).toHaveBeenLastCalledWith([]);
      fromFrame(tablet, { type: 'dropped-parts', reports: [productRow] });
      expect(onDroppedParts).toHaveBeenLastCalledWith([productRow]);
    });

    it('ignores a list that is not one, or that comes from elsewhere', async () => {
      const onDroppedParts = vi.fn();
      render(<PreviewPane {...props({ onDroppedParts })} />);
      const { frame } = await readyPhone();
      const before = onDroppedParts.mock.calls.length;
      fromFrame(frame, { type: 'dropped-parts', reports: [{ call: 'GET /api/get-data', path: 3 }] });
      fromFrame(frame, { type: 'dropped-parts', reports: [layoutRow] }, 'https://evil.example');
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data: { source: previewSource, type: 'dropped-parts', reports: [layoutRow] }, origin: window.location.origin, source: window }));
      });
      expect(onDroppedParts).toHaveBeenCalledTimes(before);
    });
  });

  describe('the draft\'s links to store pages', () => {
    const dead = { itemId: '7', code: 'static_banner', path: 'data.link.slug', href: '/category/most-popular', verdict: 'missing', message: 'The store has no category "most-popular".' };

    it('asks one frame to check them, takes its list, and asks another when that frame goes', async () => {
      const user = userEvent.setup();
      const onStoreLinkProblems = vi.fn();
      render(<PreviewPane {...props({ onStoreLinkProblems })} />);
      await user.click(await screen.findByRole('button', { name: 'All devices' }));
      await waitFor(() => expect(frames()).toHaveLength(3));
      const [phone, tablet] = [frameFor(/Phone preview/), frameFor(/Tablet preview/)];
      const [phonePost, tabletPost] = [spyOnFrame(phone), spyOnFrame(tablet)];
      fromFrame(phone, { type: 'ready', path: '/' });
      fromFrame(tablet, { type: 'ready', path: '/' });
      // The frames show the same draft on the same backend: one of them asks it.
      expect(sentOfType(phonePost, 'check-links')).toHaveLength(1);
      expect(sentOfType(tabletPost, 'check-links')).toHaveLength(0);
      fromFrame(phone, { type: 'store-links', problems: [dead] });
      expect(onStoreLinkProblems).toHaveBeenLastCalledWith([dead]);
      fromFrame(tablet, { type: 'store-links', problems: [] });
      expect(onStoreLinkProblems).toHaveBeenCalledTimes(1);
      // A reloaded page checks nothing until asked again.
      fromFrame(phone, { type: 'ready', path: '/' });
      expect(sentOfType(phonePost, 'check-links')).toHaveLength(2);
      // Down to the tablet alone: it checks now, and its list is the one.
      await user.click(screen.getByRole('button', { name: 'Tablet' }));
      expect(sentOfType(tabletPost, 'check-links')).toHaveLength(1);
      fromFrame(tablet, { type: 'store-links', problems: [] });
      expect(onStoreLinkProblems).toHaveBeenLastCalledWith([]);
    });

    it('ignores a list that is not one', async () => {
      const onStoreLinkProblems = vi.fn();
      render(<PreviewPane {...props({ onStoreLinkProblems })} />);
      const { frame } = await readyPhone();
      fromFrame(frame, { type: 'store-links', problems: [{ ...dead, verdict: 'broken' }] });
      fromFrame(frame, { type: 'store-links', problems: [{ ...dead, itemId: 7 }] });
      expect(onStoreLinkProblems).not.toHaveBeenCalled();
    });
  });

  it('publishes and reloads the frames at the new address when the scenario or seed changes', async () => {
    const view = render(<PreviewPane {...props()} />);
    const { frame } = await readyPhone();
    view.rerender(<PreviewPane {...props({ scenario: 'store-closed', siteData: draft('Closed') })} />);
    await waitFor(() => expect(frames()[0]?.getAttribute('src')).toBe('/?preview=1&studio=tab1&scenario=store-closed&seed=none&plugins='));
    expect(frames()[0]).not.toBe(frame);
    expect(JSON.parse(localStorage.getItem('simulator:studio-draft:tab1') ?? 'null')).toEqual(draft('Closed'));
    expect(screen.getByText('Loading…')).toBeTruthy();
    view.rerender(<PreviewPane {...props({ scenario: 'store-closed', seed: 42, siteData: draft('Closed') })} />);
    await waitFor(() => expect(frames()[0]?.getAttribute('src')).toBe('/?preview=1&studio=tab1&scenario=store-closed&seed=42&plugins='));
  });
});
