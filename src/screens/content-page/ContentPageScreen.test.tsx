// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '@/api/api-error';
import type { ContentPage } from '@/api/schemas/page.schema';
import { requestHandler } from '@/models/catalog/test-products';
import { fetchContentPageFx } from '@/models/pages/content-page.model';
import { $screenHead } from '@/models/site/screen-head.model';
import * as contentPageScreen from './ContentPageScreen';
import { TestScreen } from '@/app/shell/test-screen';

type Fetch = (params: { slug: string }) => Promise<{ data: ContentPage }>;

const hostile =
  '<h2>Our story</h2><p>Fresh <a href="/page/delivery">every day</a>.</p><ul><li>Local flour</li></ul>' +
  '<img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script><a href="javascript:window.__pwned = 3">x</a>';

const aboutUs: ContentPage = { id: 1, slug: 'about-us', title: 'About us', content: hostile, meta_description: null, updated_at: null };

function renderPage(fetch: Fetch, path = '/page/about-us'): Scope {
  const scope = fork({ handlers: [requestHandler(fetchContentPageFx, fetch)] });
  const location = memoryLocation({ path });
  render(
    <Provider value={scope}>
      <Router hook={location.hook}>
        <main>
          <TestScreen name="content-page/ContentPageScreen" module={contentPageScreen} />
        </main>
      </Router>
    </Provider>,
  );
  return scope;
}

describe('the content page screen', () => {
  it('shows the page’s title and its HTML sanitised: no script, no handler ever reaches the DOM or runs', async () => {
    renderPage(() => Promise.resolve({ data: aboutUs }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Our story' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'every day' }).getAttribute('href')).toBe('/page/delivery');
    expect(screen.getByText('Local flour').tagName).toBe('LI');
    const body = document.querySelector('.content-page__body') as HTMLElement;
    expect(body.querySelector('script')).toBeNull();
    expect(body.innerHTML).not.toMatch(/onerror|<script|javascript:/i);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('gives the head the page’s title, and its own description or else the start of its text', async () => {
    const scope = renderPage(() => Promise.resolve({ data: aboutUs }));
    await screen.findByRole('heading', { level: 1, name: 'About us' });
    expect(scope.getState($screenHead)).toMatchObject({ path: '/page/about-us', title: 'About us', description: 'Our story Fresh every day. Local flour x' });
  });

  it('uses the page’s meta description when it has one', async () => {
    const scope = renderPage(() => Promise.resolve({ data: { ...aboutUs, meta_description: 'Who we are.' } }));
    await screen.findByRole('heading', { level: 1, name: 'About us' });
    expect(scope.getState($screenHead)?.description).toBe('Who we are.');
  });

  it('shows a skeleton while it loads, then a failure with Retry that loads it', async () => {
    let fail: (error: unknown) => void = () => undefined;
    const fetch = vi.fn<Fetch>().mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    fetch.mockResolvedValue({ data: aboutUs });
    renderPage(fetch);
    expect(screen.getByTestId('content-page-loading').getAttribute('aria-busy')).toBe('true');
    fail(new ApiError('network', 'offline'));
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t load this page' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
  });

  it('shows the not-found screen for an unknown slug', async () => {
    renderPage(() => Promise.reject(new ApiError('rejected', 'Not found.', 404)), '/page/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    // The merchant's own markup (an image without alt, say) is theirs to fix: this checks the screen around it.
    const content = '<h2>Our story</h2><p>Fresh <a href="/page/delivery">every day</a>.</p><ul><li>Local flour</li></ul>';
    renderPage(() => Promise.resolve({ data: { ...aboutUs, content } }));
    await screen.findByRole('heading', { level: 2, name: 'Our story' });
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
