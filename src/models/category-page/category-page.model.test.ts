import { allSettled, fork, type Scope } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { CategoryDetail } from '@/api/schemas/category-detail.schema';
import type { ProductsPage } from '@/api/schemas/product.schema';
import { requestHandler, testPage, testProduct } from '@/models/catalog/test-products';
import { MAX_KEPT_LISTS, type CategoryListParams } from './category-page.lib';
import {
  $categoryState,
  $keptLists,
  $openParams,
  $products,
  $productsStatus,
  CATEGORY_ERROR,
  PRODUCTS_PAGE_ERROR,
  categoryPageLeft,
  categoryPageOpened,
  categoryRetryClicked,
  fetchCategoryFx,
  fetchCategoryProductsFx,
  nextPageRequested,
  productsRetryClicked,
} from './category-page.model';

type PageCall = { params: CategoryListParams; page: number };

function testCategory(id: number, slug: string, changes: Partial<CategoryDetail> = {}): CategoryDetail {
  const name = slug.replace(/-/g, ' ');
  return { id, name, slug, image: null, image_alt: name, parent_id: null, position: 0, description: null, children: [], path: [], ...changes };
}

const pizzas = testCategory(5, 'pizzas');
const burgers = testCategory(6, 'burgers');
const categories: Record<string, CategoryDetail> = { pizzas, burgers };

const params = (slug: string, changes: Partial<CategoryListParams> = {}): CategoryListParams => ({ slug, sort: 'recommended', inStock: false, ...changes });

/** The store's categories; an unknown slug answers 404. */
const categoryServer = () =>
  vi.fn(({ params: { slug } }: { params: CategoryListParams }) => {
    const category = categories[slug];
    return category ? Promise.resolve({ data: category }) : Promise.reject(new ApiError('rejected', 'No query results.', 404));
  });

/**
 * `lastPage` pages of two products each, the category asked for by its slug (an unknown one answers 404); product
 * ids tell the category, the page and the place on it.
 */
const productServer = (lastPage = 3) =>
  vi.fn(({ params: { slug }, page }: PageCall): Promise<ProductsPage> => {
    const category = categories[slug];
    if (!category) return Promise.reject(new ApiError('rejected', 'Category not found.', 404));
    const first = Number(category.id) * 100 + page * 10;
    return Promise.resolve(testPage([testProduct(first + 1), testProduct(first + 2)], page, lastPage));
  });

function setup(products = productServer(), category = categoryServer()) {
  const scope = fork({ handlers: [requestHandler(fetchCategoryFx, category), requestHandler(fetchCategoryProductsFx, products)] });
  return { scope, products, category };
}

/** An answer that comes only when the test says so. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const ids = (scope: Scope) => scope.getState($products).items.map((product) => product.id);

describe('the category page model', () => {
  it('loads the category and page 1 of its products, then each next page as the shopper nears the end', async () => {
    const { scope, products, category } = setup();
    await allSettled(categoryPageOpened, { scope, params: params('pizzas') });
    expect(category).toHaveBeenCalledTimes(1);
    expect(scope.getState($categoryState)).toEqual({ status: 'ready', category: pizzas });
    expect(ids(scope)).toEqual([511, 512]);
    expect(products).toHaveBeenCalledTimes(1);
    expect(products).toHaveBeenLastCalledWith({ params: params('pizzas'), page: 1 });
    await allSettled(nextPageRequested, { scope });
    await allSettled(nextPageRequested, { scope });
    expect(ids(scope)).toEqual([511, 512, 521, 522, 531, 532]);
    expect(scope.getState($productsStatus)).toBe('complete');
    await allSettled(nextPageRequested, { scope });
    expect(products).toHaveBeenCalledTimes(3);
  });

  it('asks for page 1 at the same time as the category, not after it', async () => {
    const slow = deferred<{ data: CategoryDetail }>();
    const category = categoryServer();
    category.mockImplementationOnce(() => slow.promise);
    const { scope, products } = setup(productServer(), category);
    const opening = allSettled(categoryPageOpened, { scope, params: params('pizzas') });
    // The category has not answered, yet page 1 is on its way (by slug: the category's id is not needed).
    expect(products).toHaveBeenCalledWith({ params: params('pizzas'), page: 1 });
    expect(scope.getState($categoryState)).toEqual({ status: 'loading' });
    // The page answers first and waits, kept, for the category.
    await vi.waitFor(() => expect(ids(scope)).toEqual([511, 512]));
    expect(scope.getState($categoryState)).toEqual({ status: 'loading' });
    slow.resolve({ data: pizzas });
    await opening;
    expect(scope.getState($categoryState)).toEqual({ status: 'ready', category: pizzas });
    expect(ids(scope)).toEqual([511, 512]);
    expect(products).toHaveBeenCalledTimes(1);
    await allSettled(nextPageRequested, { scope });
    expect(products).toHaveBeenLastCalledWith({ params: params('pizzas'), page: 2 });
  });

  it('asks for one page at a time', async () => {
    const page2 = deferred<ProductsPage>();
    const products = productServer();
    const { scope } = setup(products);
    await allSettled(categoryPageOpened, { scope, params: params('pizzas') });
    products.mockImplementationOnce(() => page2.promise);
    const first = allSettled(nextPageRequested, { scope });
    expect(scope.getState($products).isFetching).toBe(true);
    const second = allSettled(nextPageRequested, { scope });
    page2.resolve(testPage([testProduct(521)], 2, 3));
    await Promise.all([first, second]);
    expect(products).toHaveBeenCalledTimes(2);
    expect(ids(scope)).toEqual([511, 512, 521]);
  });

  it('sends the order and the in-stock filter, and is empty when nothing matches', async () => {
    const products = vi.fn((_: PageCall) => Promise.resolve(testPage([], 1, 1)));
    const { scope } = setup(products);
    await allSettled(categoryPageOpened, { scope, params: params('pizzas', { sort: 'price_desc', inStock: true }) });
    expect(products).toHaveBeenCalledWith({ params: params('pizzas', { sort: 'price_desc', inStock: true }), page: 1 });
    expect(scope.getState($productsStatus)).toBe('empty');
  });

  it('says when the category does not exist (404), and Retry asks for nothing more', async () => {
    const { scope, products, category } = setup();
    await allSettled(categoryPageOpened, { scope, params: params('no-such-thing') });
    expect(scope.getState($categoryState)).toEqual({ status: 'not-found' });
    await allSettled(categoryRetryClicked, { scope });
    expect(scope.getState($categoryState)).toEqual({ status: 'not-found' });
    expect(category).toHaveBeenCalledTimes(1);
    expect(products).toHaveBeenCalledTimes(1);
  });

  it('offers Retry when the category fails, and loads it and its products when retried', async () => {
    const category = categoryServer();
    category.mockImplementationOnce(() => Promise.reject(new ApiError('network', 'offline')));
    const { scope, products } = setup(productServer(), category);
    await allSettled(categoryPageOpened, { scope, params: params('pizzas') });
    expect(scope.getState($categoryState)).toEqual({ status: 'failed', message: CATEGORY_ERROR });
    await allSettled(categoryRetryClicked, { scope });
    expect(scope.getState($categoryState)).toEqual({ status: 'ready', category: pizzas });
    expect(ids(scope)).toEqual([511, 512]);
    // Page 1 had come with the failed category: it is not asked for again.
    expect(products).toHaveBeenCalledTimes(1);
  });

  it('retries page 1 with the category when both failed (one Retry for the shopper)', async () => {
    const category = categoryServer();
    category.mockImplementationOnce(() => Promise.reject(new ApiError('network', 'offline')));
    const products = productServer();
    products.mockImplementationOnce(() => Promise.reject(new ApiError('network', 'offline')));
    const { scope } = setup(products, category);
    await allSettled(categoryPageOpened, { scope, params: params('pizzas') });
    expect(scope.getState($categoryState)).toEqual({ status: 'failed', message: CATEGORY_ERROR });
    expect(scope.getState($productsStatus)).toBe('failed');
    await allSettled(categoryRetryClicked, { scope });
    expect(scope.getState($categoryState)).toEqual({ status: 'ready', category: pizzas });
    expect(ids(scope)).toEqual([511, 512]);
    expect(products).toHaveBeenCalledTimes(2);
    expect(products).toHaveBeenLastCalledWith({ params: params('pizzas'), page: 1 });
  });

  it('keeps what is shown when a page fails; nearing the end does not retry, Retry does', async () => {
    const products = productServer();
    const { scope } = setup(products);
    await allSettled(categoryPageOpened, { scope, params: params('pizzas') });
    products.mockImplementationOnce(() => Promise.reject(new ApiError('server', 'Server error', 500)));
    await allSettled(nextPageRequested, { scope });
    expect(scope.getState($products)).toMatchObject({ error: PRODUCTS_PAGE_ERROR, currentPage: 1, isFetching: false });
    expect(scope.getState($productsStatus)).toBe('failed');
    expect(ids(scope)).toEqual([511, 512]);
    await allSettled(nextPageRequested, { scope });
    expect(products).toHaveBeenCalledTimes(2);
    await allSettled(productsRetryClicked, { scope });
    expect(products).toHaveBeenLastCalledWith({ params: params('pizzas'), page: 2 });
    expect(ids(scope)).toEqual([511, 512, 521, 522]);
    expect(scope.getState($productsStatus)).toBe('ready');
  });

  describe('when the order or filter changes', () => {
    it('restarts from page 1 of the new list without asking for the category again', async () => {
      const { scope, products, category } = setup();
      await allSettled(categoryPageOpened, { scope, params: params('pizzas') });
      await allSettled(nextPageRequested, { scope });
      await allSettled(categoryPageLeft, { scope });
      await allSettled(categoryPageOpened, { scope, params: params('pizzas', { sort: 'price_asc' }) });
      expect(category).toHaveBeenCalledTimes(1);
      expect(products).toHaveBeenLastCalledWith({ params: params('pizzas', { sort: 'price_asc' }), page: 1 });
      expect(ids(scope)).toEqual([511, 512]);
      expect(scope.getState($products).currentPage).toBe(1);
    });

    it('drops a page of the old list that answers late', async () => {
      const late = deferred<ProductsPage>();
      const products = productServer();
      const { scope } = setup(products);
      await allSettled(categoryPageOpened, { scope, params: params('pizzas') });
      products.mockImplementationOnce(() => late.promise);
      // allSettled waits for every effect of the scope: these are launched at once and awaited together.
      const loading = allSettled(nextPageRequested, { scope });
      const left = allSettled(categoryPageLeft, { scope });
      const reopened = allSettled(categoryPageOpened, { scope, params: params('pizzas', { inStock: true }) });
      late.resolve(testPage([testProduct(999)], 2, 3));
      await Promise.all([loading, left, reopened]);
      expect(ids(scope)).toEqual([511, 512]);
      expect(scope.getState($products).currentPage).toBe(1);
    });
  });

  it('drops a category that answers after the shopper moved to another one', async () => {
    const slow = deferred<{ data: CategoryDetail }>();
    const category = categoryServer();
    category.mockImplementationOnce(() => slow.promise);
    const { scope } = setup(productServer(), category);
    const first = allSettled(categoryPageOpened, { scope, params: params('pizzas') });
    const left = allSettled(categoryPageLeft, { scope });
    const second = allSettled(categoryPageOpened, { scope, params: params('burgers') });
    slow.resolve({ data: pizzas });
    await Promise.all([first, left, second]);
    expect(scope.getState($categoryState)).toEqual({ status: 'ready', category: burgers });
    expect(ids(scope)).toEqual([611, 612]);
  });

  it('drops a failure of a page no longer open', async () => {
    const failing = deferred<ProductsPage>();
    const products = productServer();
    const { scope } = setup(products);
    await allSettled(categoryPageOpened, { scope, params: params('pizzas') });
    products.mockImplementationOnce(() => failing.promise);
    const loading = allSettled(nextPageRequested, { scope });
    const left = allSettled(categoryPageLeft, { scope });
    const reopened = allSettled(categoryPageOpened, { scope, params: params('burgers') });
    failing.reject(new ApiError('network', 'offline'));
    await Promise.all([loading, left, reopened]);
    expect(scope.getState($products).error).toBeNull();
    expect(ids(scope)).toEqual([611, 612]);
  });

  describe('coming back (Back from a product)', () => {
    it('brings back the same products without asking again', async () => {
      const { scope, products, category } = setup();
      await allSettled(categoryPageOpened, { scope, params: params('pizzas', { sort: 'name' }) });
      await allSettled(nextPageRequested, { scope });
      await allSettled(categoryPageLeft, { scope });
      expect(scope.getState($openParams)).toBeNull();

      await allSettled(categoryPageOpened, { scope, params: params('pizzas', { sort: 'name' }) });
      expect(ids(scope)).toEqual([511, 512, 521, 522]);
      expect(scope.getState($categoryState)).toEqual({ status: 'ready', category: pizzas });
      expect(category).toHaveBeenCalledTimes(1);
      expect(products).toHaveBeenCalledTimes(2);
      // The list goes on from where it was.
      await allSettled(nextPageRequested, { scope });
      expect(products).toHaveBeenLastCalledWith({ params: params('pizzas', { sort: 'name' }), page: 3 });
    });

    it('asks again for a page that was loading when the shopper left', async () => {
      const late = deferred<ProductsPage>();
      const products = productServer();
      const { scope } = setup(products);
      await allSettled(categoryPageOpened, { scope, params: params('pizzas') });
      products.mockImplementationOnce(() => late.promise);
      const loading = allSettled(nextPageRequested, { scope });
      const left = allSettled(categoryPageLeft, { scope });
      const back = allSettled(categoryPageOpened, { scope, params: params('pizzas') });
      expect(scope.getState($products)).toMatchObject({ isFetching: false, error: null, currentPage: 1 });
      late.resolve(testPage([testProduct(999)], 2, 3));
      await Promise.all([loading, left, back]);
      expect(ids(scope)).toEqual([511, 512]);
      await allSettled(nextPageRequested, { scope });
      expect(ids(scope)).toEqual([511, 512, 521, 522]);
    });

    it('keeps nothing of a page whose category never showed', async () => {
      const { scope } = setup();
      await allSettled(categoryPageOpened, { scope, params: params('no-such-thing') });
      await allSettled(categoryPageLeft, { scope });
      expect(scope.getState($keptLists)).toEqual([]);
    });

    it(`keeps the ${MAX_KEPT_LISTS} most recent lists`, async () => {
      const { scope } = setup();
      const sorts = ['recommended', 'price_asc', 'price_desc', 'name'] as const;
      const visits = [...sorts.map((sort) => params('pizzas', { sort })), ...sorts.map((sort) => params('burgers', { sort }))];
      for (const visit of visits) {
        await allSettled(categoryPageOpened, { scope, params: visit });
        await allSettled(categoryPageLeft, { scope });
      }
      const kept = scope.getState($keptLists).map((entry) => JSON.parse(entry.key) as unknown);
      expect(kept).toEqual([
        ['burgers', 'name', false],
        ['burgers', 'price_desc', false],
        ['burgers', 'price_asc', false],
        ['burgers', 'recommended', false],
        ['pizzas', 'name', false],
      ]);
    });
  });
});
