// @vitest-environment node
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { ProductsPage } from '@/api/schemas/product.schema';
import {
  $products,
  $productsExhausted,
  $productsShowMore,
  fetchProductsPageFx,
  PAGES_LOADED_AUTOMATICALLY,
  nextProductsPageRequested,
  productsCleared,
  productsListOpened,
  productsRetryClicked,
  PRODUCTS_PAGE_ERROR,
  showMoreProductsClicked,
  type ProductsListQuery,
} from './products.model';
import { requestHandler, testPage, testProduct } from './test-products';

type PageCall = { query: ProductsListQuery; page: number };

/** A catalogue of `lastPage` pages of two products each. */
function catalogue(lastPage: number) {
  return vi.fn(({ page }: PageCall): Promise<ProductsPage> => Promise.resolve(testPage([testProduct(page * 10 + 1), testProduct(page * 10 + 2)], page, lastPage)));
}

const ids = (scope: ReturnType<typeof fork>) => scope.getState($products).items.map((product) => product.id);
const all: ProductsListQuery = { per_page: 2, collection: 'all' };

describe('the products list (infinite scroll)', () => {
  it('loads page 1 when a list opens, then appends each next page', async () => {
    const fetch = catalogue(3);
    const scope = fork({ handlers: [requestHandler(fetchProductsPageFx, fetch)] });
    await allSettled(productsListOpened, { scope, params: all });
    expect(scope.getState($products)).toMatchObject({ isFetching: false, error: null, currentPage: 1, lastPage: 3 });
    await allSettled(nextProductsPageRequested, { scope });
    expect(ids(scope)).toEqual([11, 12, 21, 22]);
    expect(fetch).toHaveBeenLastCalledWith({ query: all, page: 2 });
  });

  it('ignores the request while a page is loading', async () => {
    let answer: (page: ProductsPage) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<ProductsPage>((resolve) => (answer = resolve)));
    const scope = fork({ handlers: [requestHandler(fetchProductsPageFx, fetch)] });
    const opened = allSettled(productsListOpened, { scope, params: all });
    expect(scope.getState($products).isFetching).toBe(true);
    const next = allSettled(nextProductsPageRequested, { scope });
    answer(testPage([testProduct(1)], 1, 5));
    await Promise.all([opened, next]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stops at the last page', async () => {
    const fetch = catalogue(2);
    const scope = fork({ handlers: [requestHandler(fetchProductsPageFx, fetch)] });
    await allSettled(productsListOpened, { scope, params: all });
    await allSettled(nextProductsPageRequested, { scope });
    expect(scope.getState($productsExhausted)).toBe(true);
    await allSettled(nextProductsPageRequested, { scope });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(ids(scope)).toHaveLength(4);
  });

  it('keeps the list and offers Retry when a page fails; nearing the end does not retry by itself', async () => {
    const fetch = catalogue(3);
    fetch.mockImplementationOnce(({ page }) => Promise.resolve(testPage([testProduct(page * 10 + 1)], page, 3)));
    fetch.mockImplementationOnce(() => Promise.reject(new ApiError('network', 'offline')));
    const scope = fork({ handlers: [requestHandler(fetchProductsPageFx, fetch)] });
    await allSettled(productsListOpened, { scope, params: all });
    await allSettled(nextProductsPageRequested, { scope });
    expect(scope.getState($products)).toMatchObject({ isFetching: false, error: PRODUCTS_PAGE_ERROR, currentPage: 1 });
    expect(ids(scope)).toEqual([11]);
    await allSettled(nextProductsPageRequested, { scope });
    expect(fetch).toHaveBeenCalledTimes(2);
    await allSettled(productsRetryClicked, { scope });
    expect(scope.getState($products)).toMatchObject({ error: null, currentPage: 2 });
    expect(ids(scope)).toEqual([11, 21, 22]);
  });

  it('shows the server’s words for a refused page', async () => {
    const scope = fork({ handlers: [requestHandler(fetchProductsPageFx, () => Promise.reject(new ApiError('rejected', 'The per page field must be a whole number from 1 to 50.', 422)))] });
    await allSettled(productsListOpened, { scope, params: { per_page: 500 } });
    expect(scope.getState($products).error).toBe('The per page field must be a whole number from 1 to 50.');
  });

  it('resets on clear and drops an answer that was still on its way', async () => {
    let answer: (page: ProductsPage) => void = () => undefined;
    const scope = fork({ handlers: [requestHandler(fetchProductsPageFx, () => new Promise<ProductsPage>((resolve) => (answer = resolve)))] });
    const opened = allSettled(productsListOpened, { scope, params: all });
    const cleared = allSettled(productsCleared, { scope });
    answer(testPage([testProduct(1)], 1, 5));
    await Promise.all([opened, cleared]);
    expect(scope.getState($products)).toEqual({ isFetching: false, error: null, currentPage: 0, lastPage: 1, items: [] });
    await allSettled(nextProductsPageRequested, { scope });
    expect(scope.getState($products).items).toEqual([]);
  });

  it('starts afresh when another source opens', async () => {
    const fetch = catalogue(3);
    const scope = fork({ handlers: [requestHandler(fetchProductsPageFx, fetch)] });
    await allSettled(productsListOpened, { scope, params: all });
    await allSettled(nextProductsPageRequested, { scope });
    await allSettled(productsListOpened, { scope, params: { per_page: 2, category_id: 5 } });
    expect(ids(scope)).toEqual([11, 12]);
    expect(fetch).toHaveBeenLastCalledWith({ query: { per_page: 2, category_id: 5 }, page: 1 });
  });

  describe('after the pages it loads by itself', () => {
    /** Opens the list and nears its end until it stops loading by itself. */
    async function scrolledThroughTheAutomaticPages(fetch: ReturnType<typeof catalogue>) {
      const scope = fork({ handlers: [requestHandler(fetchProductsPageFx, fetch)] });
      await allSettled(productsListOpened, { scope, params: all });
      for (let page = 1; page <= PAGES_LOADED_AUTOMATICALLY + 2; page += 1) await allSettled(nextProductsPageRequested, { scope });
      return scope;
    }

    it('stops at a few pages, so what is below the list (the footer) can be reached', async () => {
      const fetch = catalogue(100);
      const scope = await scrolledThroughTheAutomaticPages(fetch);
      expect(PAGES_LOADED_AUTOMATICALLY).toBe(3);
      expect(fetch).toHaveBeenCalledTimes(3);
      expect(scope.getState($products).currentPage).toBe(3);
      expect(scope.getState($productsShowMore)).toBe('offered');
    });

    it('loads one more page for each Show more, and nearing the end still loads nothing by itself', async () => {
      const fetch = catalogue(100);
      const scope = await scrolledThroughTheAutomaticPages(fetch);
      await allSettled(showMoreProductsClicked, { scope });
      expect(fetch).toHaveBeenLastCalledWith({ query: all, page: 4 });
      expect(scope.getState($products).currentPage).toBe(4);
      expect(scope.getState($productsShowMore)).toBe('offered');
      await allSettled(nextProductsPageRequested, { scope });
      expect(fetch).toHaveBeenCalledTimes(4);
    });

    it('says it is loading while its page comes, and offers no Show more at the end or after a failure (Retry stands for it)', async () => {
      let answer: (page: ProductsPage) => void = () => undefined;
      const fetch = catalogue(4);
      const scope = await scrolledThroughTheAutomaticPages(fetch);
      fetch.mockImplementationOnce(() => new Promise<ProductsPage>((resolve) => (answer = resolve)));
      const more = allSettled(showMoreProductsClicked, { scope });
      expect(scope.getState($productsShowMore)).toBe('loading');
      const again = allSettled(showMoreProductsClicked, { scope });
      answer(testPage([testProduct(41)], 4, 4));
      await Promise.all([more, again]);
      expect(fetch).toHaveBeenCalledTimes(4);
      expect(scope.getState($productsExhausted)).toBe(true);
      expect(scope.getState($productsShowMore)).toBe('hidden');

      const failing = catalogue(100);
      const failed = await scrolledThroughTheAutomaticPages(failing);
      failing.mockImplementationOnce(() => Promise.reject(new ApiError('network', 'offline')));
      await allSettled(showMoreProductsClicked, { scope: failed });
      expect(failed.getState($products).error).toBe(PRODUCTS_PAGE_ERROR);
      expect(failed.getState($productsShowMore)).toBe('hidden');
    });
  });
});
