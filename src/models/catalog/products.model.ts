import { combine, createEvent, createStore, sample } from 'effector';
import { catalog } from '@/api/calls/catalog';
import { request } from '@/api/client';
import { shopperMessage } from '@/api/api-error';
import type { Product } from '@/api/schemas/product.schema';
import { createRequestFx } from '@/models/request/request.model';
import { appendPage, emptyPagedList, type PageReceived, type PagedListState } from './paged-list.lib';
import { productsQuery, type ProductQueryParams } from './products-query.lib';

/** The products slice of spec section 3: the list, isFetching, error, currentPage and lastPage. */
type ProductsState = PagedListState<Product>;

/** What the open list pages through (the infinite scroll's source and page size). */
export type ProductsListQuery = Omit<ProductQueryParams, 'page'>;

export const PRODUCTS_PAGE_ERROR = 'We couldn’t load more products.';

/**
 * Pages the list loads by itself as the shopper nears its end. After them each page waits for "Show more", so what
 * lies below the list (the footer) can be reached even in a catalogue of a thousand products.
 */
export const PAGES_LOADED_AUTOMATICALLY = 3;

/** A list was put on screen: it starts afresh from page 1 of this query. */
export const productsListOpened = createEvent<ProductsListQuery>();
/**
 * The shopper neared the end of the list. Ignored while a page is loading, after a failure, at the end, and once
 * PAGES_LOADED_AUTOMATICALLY are in.
 */
export const nextProductsPageRequested = createEvent();
/** The shopper asked for the next page ("Show more"). Ignored while a page is loading, after a failure, or at the end. */
export const showMoreProductsClicked = createEvent();
/** The shopper asked to try the failed page again. */
export const productsRetryClicked = createEvent();
/** The list left the screen (or its source changed): it resets, and answers still on their way are dropped. */
export const productsCleared = createEvent();

const productsPageRequested = createEvent();
const productsPageReceived = createEvent<PageReceived<Product>>();
const productsPageFailed = createEvent<string>();

export const fetchProductsPageFx = createRequestFx((context, { query, page }: { query: ProductsListQuery; page: number }) =>
  request(context, catalog.products, { query: productsQuery({ ...query, page }) }),
);

/** The query of the open list; null when none is open. Answers count only for this very object. */
const $productsQuery = createStore<ProductsListQuery | null>(null)
  .on(productsListOpened, (_, query) => query)
  .reset(productsCleared);

export const $products = createStore<ProductsState>(emptyPagedList<Product>())
  .on(productsPageRequested, (state) => ({ ...state, isFetching: true, error: null }))
  .on(productsPageReceived, appendPage)
  .on(productsPageFailed, (state, error) => ({ ...state, isFetching: false, error }))
  .reset([productsCleared, productsListOpened]);

/** Whether every page of the open list is in. */
export const $productsExhausted = $products.map((state) => state.currentPage > 0 && state.currentPage >= state.lastPage);

type OpenList = { list: ProductsState; query: ProductsListQuery };
const $openList = combine($products, $productsQuery, (list, query): OpenList | null => (query === null ? null : { list, query }));

/** Whether the open list can take its next page now: none is loading, the last one did not fail, and there is one. */
const takesNextPage = (open: OpenList | null): open is OpenList =>
  open !== null && !open.list.isFetching && open.list.error === null && open.list.currentPage < open.list.lastPage;

/**
 * "Show more" once the list has stopped loading by itself: `offered` while there is a next page to ask for, `loading`
 * while the page asked for is on its way, `hidden` before that, at the end and after a failure (Retry stands for it).
 */
type ShowMoreState = 'hidden' | 'offered' | 'loading';
export const $productsShowMore = $openList.map((open): ShowMoreState => {
  if (open === null || open.list.currentPage < PAGES_LOADED_AUTOMATICALLY || open.list.error !== null) return 'hidden';
  if (open.list.isFetching) return 'loading';
  return takesNextPage(open) ? 'offered' : 'hidden';
});

// When a list opens, fetch its first page.
sample({ clock: productsListOpened, fn: (query) => ({ query, page: 1 }), target: fetchProductsPageFx });

// When the shopper nears the end within the first pages, fetch the next page, unless one is loading, the last one
// failed (Retry is the shopper's call, so a failing server is not hammered) or there is no next page.
sample({
  clock: nextProductsPageRequested,
  source: $openList,
  filter: (open: OpenList | null): open is OpenList => takesNextPage(open) && open.list.currentPage < PAGES_LOADED_AUTOMATICALLY,
  fn: ({ list, query }) => ({ query, page: list.currentPage + 1 }),
  target: fetchProductsPageFx,
});

// When the shopper asks for more, fetch the next page, on the same conditions but however many pages are in.
sample({
  clock: showMoreProductsClicked,
  source: $openList,
  filter: takesNextPage,
  fn: ({ list, query }) => ({ query, page: list.currentPage + 1 }),
  target: fetchProductsPageFx,
});

// When the shopper clicks Retry after a failure, fetch the page that failed.
sample({
  clock: productsRetryClicked,
  source: $openList,
  filter: (open: OpenList | null): open is OpenList => open !== null && !open.list.isFetching && open.list.error !== null,
  fn: ({ list, query }) => ({ query, page: list.currentPage + 1 }),
  target: fetchProductsPageFx,
});

// When a page request starts, mark the list as fetching.
sample({ clock: fetchProductsPageFx, fn: (): void => undefined, target: productsPageRequested });

// When a page answers for the list still open and is the next page, append it. (A list cleared and opened
// again has a new query object, so an answer meant for the old one is dropped.)
sample({
  clock: fetchProductsPageFx.done,
  source: $openList,
  filter: (open, { params }) => open !== null && open.query === params.query && params.page === open.list.currentPage + 1,
  fn: (_, { result }): PageReceived<Product> => ({ items: result.data, currentPage: result.current_page, lastPage: result.last_page }),
  target: productsPageReceived,
});

// When a page of the list still open fails, keep what is shown and offer Retry.
sample({
  clock: fetchProductsPageFx.fail,
  source: $productsQuery,
  filter: (query, { params }) => query === params.query,
  fn: (_, { error }) => shopperMessage(error, PRODUCTS_PAGE_ERROR),
  target: productsPageFailed,
});
