// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '@/api/api-error';
import type { PageSummary } from '@/api/schemas/page.schema';
import type { Branch } from '@/api/schemas/site.schema';
import { $branchesState, initialBranchesState } from '@/models/branches/branches.model';
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

/** Holds the footer out of the viewport's reach until the test brings the shopper near it. */
function holdFarAway() {
  const observed: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class FarObserver {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
    private readonly watch: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.watch = { callback, targets: [] };
      observed.push(this.watch);
    }
    observe(target: Element) {
      this.watch.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      this.watch.targets = [];
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FarObserver);
  return async () => {
    await act(async () => {
      for (const { callback, targets } of observed) {
        if (targets.length > 0) callback(targets.map((target) => ({ isIntersecting: true, target }) as unknown as IntersectionObserverEntry), {} as IntersectionObserver);
      }
    });
  };
}

function renderFooter(fetch: Fetch, settings: SiteSettings = {}, branches: Branch[] = []): Scope {
  const scope = fork({
    values: [
      [$siteSettings, settings],
      [$branchesState, { ...initialBranchesState, branches }],
    ],
    handlers: [requestHandler(fetchPagesFx, fetch)],
  });
  render(
    <Provider value={scope}>
      <Router hook={memoryLocation({ path: '/' }).hook}>
        <Footer />
      </Router>
    </Provider>,
  );
  return scope;
}

afterEach(() => vi.unstubAllGlobals());

describe('the footer’s page links', () => {
  it('load as the shopper nears the footer, also without any powered-by HTML', async () => {
    const near = holdFarAway();
    const fetch = vi.fn<Fetch>(() => Promise.resolve({ data: pages }));
    renderFooter(fetch);
    const footer = screen.getByTestId('site-footer');
    // Far below, neither the links' code nor their call is asked for.
    expect(footer.innerHTML).toBe('');
    expect(fetch).not.toHaveBeenCalled();
    await near();
    const nav = await screen.findByRole('navigation', { name: 'Store information' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About us', '/page/about-us'],
      ['Delivery', '/page/delivery'],
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sit beside the powered-by HTML', async () => {
    const near = holdFarAway();
    renderFooter(() => Promise.resolve({ data: pages }), { powered_by_zepio: '<p>Powered by Zepio</p>' });
    await near();
    expect(await screen.findByRole('navigation', { name: 'Store information' })).toBeTruthy();
    expect(await screen.findByText('Powered by Zepio')).toBeTruthy();
  });

  it('show nothing, and no error, when the list cannot load', async () => {
    const near = holdFarAway();
    const fetch = vi.fn<Fetch>(() => Promise.reject(new ApiError('server', 'down', 503)));
    renderFooter(fetch, { powered_by_zepio: '<p>Powered by Zepio</p>' });
    await near();
    expect(await screen.findByText('Powered by Zepio')).toBeTruthy();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the footer’s branches', () => {
  it('show each branch’s address, a phone to call and whether it is open, in words', async () => {
    const near = holdFarAway();
    renderFooter(() => Promise.resolve({ data: pages }), {}, [
      { id: 1, name: 'Downtown', address: '12 Market Street, Springfield', phone: '+1 (555) 010-0200', is_open: true },
      { id: 2, name: 'Riverside', address: null, phone: null, is_open: false },
    ]);
    await near();
    const section = await screen.findByRole('region', { name: 'Our branches' });
    const [downtown, riverside] = within(section).getAllByRole('listitem');
    expect(within(downtown as HTMLElement).getByRole('heading', { level: 3 }).textContent).toBe('Downtown');
    expect(downtown?.textContent).toContain('12 Market Street, Springfield');
    expect(within(downtown as HTMLElement).getByRole('link', { name: '+1 (555) 010-0200' }).getAttribute('href')).toBe('tel:+15550100200');
    expect(downtown?.textContent).toContain('Open now');
    expect(riverside?.textContent).toBe('RiversideClosed now');
  });

  it('are left out when the store lists none', async () => {
    const near = holdFarAway();
    renderFooter(() => Promise.resolve({ data: pages }));
    await near();
    await screen.findByRole('navigation', { name: 'Store information' });
    expect(screen.queryByRole('region', { name: /branches|Visit us/ })).toBeNull();
  });
});
