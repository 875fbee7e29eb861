// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '@/api/api-error';
import type { PageSummary } from '@/api/schemas/page.schema';
import { requestHandler } from '@/models/catalog/test-products';
import { fetchPagesFx } from '@/models/pages/pages.model';
import { $siteSettings } from '@/models/site/site.model';
import type { SiteSettings } from '@/domain/site-settings';
import Footer from './Footer';

const pages: PageSummary[] = [
  { id: 1, title: 'About us', slug: 'about-us', position: 1 },
  { id: 2, title: 'Delivery', slug: 'delivery', position: 2 },
];

type Fetch = () => Promise<{ data: PageSummary[] }>;

/** Holds the page's frames until the test lets one paint. */
function holdFrames() {
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
  return async () => {
    await act(async () => {
      for (const frame of frames.splice(0)) frame(performance.now());
    });
  };
}

function renderFooter(fetch: Fetch, settings: SiteSettings = {}): Scope {
  const scope = fork({ values: [[$siteSettings, settings]], handlers: [requestHandler(fetchPagesFx, fetch)] });
  render(
    <Provider value={scope}>
      <Router hook={memoryLocation({ path: '/' }).hook}>
        <Footer />
      </Router>
    </Provider>,
  );
  return scope;
}

describe('the footer’s page links', () => {
  it('load after the first paint, also without any powered-by HTML', async () => {
    const paint = holdFrames();
    const fetch = vi.fn<Fetch>(() => Promise.resolve({ data: pages }));
    renderFooter(fetch);
    const footer = screen.getByTestId('site-footer');
    // Before the paint neither the links' code nor their call is asked for.
    expect(footer.innerHTML).toBe('');
    expect(fetch).not.toHaveBeenCalled();
    await paint();
    const nav = await screen.findByRole('navigation', { name: 'Store information' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About us', '/page/about-us'],
      ['Delivery', '/page/delivery'],
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sit beside the powered-by HTML', async () => {
    const paint = holdFrames();
    renderFooter(() => Promise.resolve({ data: pages }), { powered_by_zepio: '<p>Powered by Zepio</p>' });
    await paint();
    expect(await screen.findByRole('navigation', { name: 'Store information' })).toBeTruthy();
    expect(await screen.findByText('Powered by Zepio')).toBeTruthy();
  });

  it('show nothing, and no error, when the list cannot load', async () => {
    const paint = holdFrames();
    const fetch = vi.fn<Fetch>(() => Promise.reject(new ApiError('server', 'down', 503)));
    renderFooter(fetch, { powered_by_zepio: '<p>Powered by Zepio</p>' });
    await paint();
    expect(await screen.findByText('Powered by Zepio')).toBeTruthy();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
