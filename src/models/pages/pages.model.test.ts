import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { PageSummary } from '@/api/schemas/page.schema';
import { requestHandler } from '@/models/catalog/test-products';
import { $pages, $pagesStatus, fetchPagesFx, pagesRequested } from './pages.model';

const about: PageSummary = { id: 1, title: 'About us', slug: 'about-us', position: 1 };
const delivery: PageSummary = { id: 2, title: 'Delivery', slug: 'delivery', position: 2 };
const terms: PageSummary = { id: 3, title: 'Terms', slug: 'terms', position: 3 };

describe('the content pages list', () => {
  it('is fetched once per session however often it is needed, and kept in the merchant’s order', async () => {
    const fetch = vi.fn(() => Promise.resolve({ data: [terms, about, delivery] }));
    const scope = fork({ handlers: [requestHandler(fetchPagesFx, fetch)] });
    await Promise.all([allSettled(pagesRequested, { scope }), allSettled(pagesRequested, { scope })]);
    await allSettled(pagesRequested, { scope });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(scope.getState($pagesStatus)).toBe('ready');
    expect(scope.getState($pages).map((page) => page.slug)).toEqual(['about-us', 'delivery', 'terms']);
  });

  it('is asked for again after a failure, and stays empty meanwhile', async () => {
    const fetch = vi.fn<() => Promise<{ data: PageSummary[] }>>().mockRejectedValueOnce(new ApiError('server', 'down', 503)).mockResolvedValue({ data: [about] });
    const scope = fork({ handlers: [requestHandler(fetchPagesFx, fetch)] });
    await allSettled(pagesRequested, { scope });
    expect(scope.getState($pagesStatus)).toBe('failed');
    expect(scope.getState($pages)).toEqual([]);
    await allSettled(pagesRequested, { scope });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(scope.getState($pages)).toEqual([about]);
  });
});
