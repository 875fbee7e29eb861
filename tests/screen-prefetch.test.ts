// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { category } from '@/api/calls/category';
import { product } from '@/api/calls/product';
import { request } from '@/api/client';
import { ANSWER_TIME_LIMIT_MS } from '@/api/answer-time-limit';
import { apiOrigin, type RequestContext } from '@/api/client';
import { SENDABLE_TOKEN } from '@/api/schemas/bearer-token-rules';
import { startSiteDataPrefetch } from '@/boot/site-data-prefetch';
import { categoryProductsQuery, defaultListOptions } from '@/models/category-page/category-page.lib';
import { setupSimulatedStore } from './support/simulated-store';

/*
 * index.html asks for a product's or a category's first answers before the app's code has arrived
 * (src/boot/site-data-prefetch.ts). The app takes them only when it asks for exactly the same URLs: these tests hold
 * the inline script and the screens' own calls to the same URLs, so a change to either cannot quietly waste the prefetch.
 */

const { requests } = setupSimulatedStore();
const GUEST_ID = '0b7a4c6e-2f1d-4c3b-9a8e-5d6f7a8b9c0d';
const guest: RequestContext = { branchId: '1', authToken: null, guestId: GUEST_ID };

function openedAt(path: string) {
  window.history.replaceState(null, '', path);
  localStorage.setItem('guest_id', GUEST_ID);
  startSiteDataPrefetch(window, apiOrigin(), ANSWER_TIME_LIMIT_MS, SENDABLE_TOKEN);
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  delete window.__storefrontPrefetch;
  delete window.__storefrontScreenPrefetch;
  localStorage.clear();
});

const asked = (path: string) => requests.filter((request) => request.url.pathname === path);

describe('the first screen’s prefetched answers', () => {
  it('serve the product page’s own call for the product, so it is asked for once', async () => {
    openedAt('/product/margherita-pizza');
    const answer = await request(guest, product.get, { query: { slug: 'margherita-pizza' } });
    expect(answer.data.name).toBe('Margherita Pizza');
    expect(asked('/api/get-product')).toHaveLength(1);
    expect(window.__storefrontScreenPrefetch).toEqual([]);
  });

  it('serve the category page’s own calls, with its first page as the page asks for it', async () => {
    openedAt('/category/pizzas');
    const [found, products] = await Promise.all([
      request(guest, category.get, { query: { slug: 'pizzas' } }),
      request(guest, category.products, { query: categoryProductsQuery({ slug: 'pizzas', ...defaultListOptions }, 1) }),
    ]);
    expect(found.data.slug).toBe('pizzas');
    expect(products.data.length).toBeGreaterThan(0);
    expect(asked('/api/get-category')).toHaveLength(1);
    expect(asked('/api/get-category-products')).toHaveLength(1);
    expect(window.__storefrontScreenPrefetch).toEqual([]);
  });

  it('ask for nothing more on the home page, or when the address holds options, a sort or a filter', () => {
    openedAt('/');
    expect(window.__storefrontScreenPrefetch).toBeUndefined();
    openedAt('/category/pizzas?sort=price_asc');
    expect(window.__storefrontScreenPrefetch).toBeUndefined();
    openedAt('/product/reviews/1');
    expect(window.__storefrontScreenPrefetch).toBeUndefined();
  });
});
