import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { ContentPage } from '@/api/schemas/page.schema';
import { requestHandler } from '@/models/catalog/test-products';
import { $contentPage, contentPageOpened, contentPageRetryClicked, fetchContentPageFx } from './content-page.model';

const page = (slug: string, changes: Partial<ContentPage> = {}): ContentPage => ({
  id: slug.length,
  slug,
  title: slug.replace(/-/g, ' '),
  content: `<p>${slug}</p>`,
  meta_description: null,
  updated_at: null,
  ...changes,
});

function deferredServer() {
  const calls: { slug: string; resolve: (answer: { data: ContentPage }) => void; reject: (error: unknown) => void }[] = [];
  const fetch = vi.fn(({ slug }: { slug: string }) => new Promise<{ data: ContentPage }>((resolve, reject) => calls.push({ slug, resolve, reject })));
  return { fetch, calls };
}

describe('a content page', () => {
  it('loads the page the shopper opened', async () => {
    const fetch = vi.fn(({ slug }: { slug: string }) => Promise.resolve({ data: page(slug) }));
    const scope = fork({ handlers: [requestHandler(fetchContentPageFx, fetch)] });
    const opened = allSettled(contentPageOpened, { scope, params: { slug: 'about-us' } });
    expect(scope.getState($contentPage)).toEqual({ slug: 'about-us', status: 'loading', page: null });
    await opened;
    expect(fetch).toHaveBeenCalledWith({ slug: 'about-us' });
    expect(scope.getState($contentPage)).toEqual({ slug: 'about-us', status: 'ready', page: page('about-us') });
  });

  it('drops the answer for a page the shopper has left', async () => {
    const server = deferredServer();
    const scope = fork({ handlers: [requestHandler(fetchContentPageFx, server.fetch)] });
    const first = allSettled(contentPageOpened, { scope, params: { slug: 'about-us' } });
    const second = allSettled(contentPageOpened, { scope, params: { slug: 'terms' } });
    server.calls[1]?.resolve({ data: page('terms') });
    server.calls[0]?.resolve({ data: page('about-us') });
    await Promise.all([first, second]);
    expect(scope.getState($contentPage)).toMatchObject({ slug: 'terms', status: 'ready', page: { slug: 'terms' } });
  });

  it('is not found when the slug is unknown (404)', async () => {
    const scope = fork({ handlers: [requestHandler(fetchContentPageFx, () => Promise.reject(new ApiError('rejected', 'Not found.', 404)))] });
    await allSettled(contentPageOpened, { scope, params: { slug: 'nope' } });
    expect(scope.getState($contentPage)).toEqual({ slug: 'nope', status: 'notFound', page: null });
  });

  it('offers Retry after a failure, which loads it', async () => {
    const fetch = vi.fn<(params: { slug: string }) => Promise<{ data: ContentPage }>>().mockRejectedValueOnce(new ApiError('network', 'offline'));
    fetch.mockImplementation(({ slug }) => Promise.resolve({ data: page(slug) }));
    const scope = fork({ handlers: [requestHandler(fetchContentPageFx, fetch)] });
    await allSettled(contentPageOpened, { scope, params: { slug: 'terms' } });
    expect(scope.getState($contentPage).status).toBe('failed');
    const retried = allSettled(contentPageRetryClicked, { scope });
    expect(scope.getState($contentPage).status).toBe('loading');
    await retried;
    expect(scope.getState($contentPage)).toMatchObject({ status: 'ready', page: { slug: 'terms' } });
    // Retry only retries: with the page on show it asks for nothing.
    await allSettled(contentPageRetryClicked, { scope });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps the page on show when it opens again, and when that refresh fails', async () => {
    const fetch = vi.fn<(params: { slug: string }) => Promise<{ data: ContentPage }>>().mockResolvedValueOnce({ data: page('terms') }).mockRejectedValueOnce(new ApiError('network', 'offline'));
    const scope = fork({ handlers: [requestHandler(fetchContentPageFx, fetch)] });
    await allSettled(contentPageOpened, { scope, params: { slug: 'terms' } });
    const again = allSettled(contentPageOpened, { scope, params: { slug: 'terms' } });
    expect(scope.getState($contentPage).status).toBe('ready');
    await again;
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(scope.getState($contentPage)).toMatchObject({ status: 'ready', page: { slug: 'terms' } });
  });
});
