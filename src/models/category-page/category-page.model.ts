import { combine, createEvent, createStore, sample } from 'effector';
import { isApiError, shopperMessage } from '@/api/api-error';
import { category } from '@/api/calls/category';
import { request } from '@/api/client';
import type { CategoryDetail } from '@/api/schemas/category-detail.schema';
import type { Product } from '@/api/schemas/product.schema';
import { appendPage, emptyPagedList, type PageReceived, type PagedListState } from '@/models/catalog/paged-list.lib';
import { createRequestFx } from '@/models/request/request.model';
import {
  categoryProductsQuery,
  keepList,
  keptListOf,
  openingOf,
  productsStatusOf,
  type CategoryListParams,
  type KeptList,
  type Opening,
} from './category-page.lib';

/*
 * The category page (/category/{slug}): the category's details and its products, page after page. The screen's chunk
 * loads late, so nothing here runs at start: the screen fires `categoryPageOpened` on mount and `categoryPageLeft`
 * when it goes. The home page's own list (catalog/products.model.ts) is a separate list and is never touched.
 *
 * Products are asked for by the category's slug, so page 1 is asked for together with the category, not after it:
 * the first product's picture is the page's largest paint, and waiting for the category's id first delayed it.
 */

export const CATEGORY_ERROR = 'We couldn’t load this category.';
export const PRODUCTS_PAGE_ERROR = 'We couldn’t load more products.';

/** What the page shows of the category itself. */
export type CategoryState =
  | { status: 'loading' }
  | { status: 'ready'; category: CategoryDetail }
  | { status: 'not-found' }
  | { status: 'failed'; message: string };

type ProductsPageCall = { params: CategoryListParams; page: number };
type Start = Extract<Opening, { kind: 'start' }>;
type Restore = Extract<Opening, { kind: 'restore' }>;

/** The screen shows a category's list (on mount, or when the slug, order or filter in the address changed). */
export const categoryPageOpened = createEvent<CategoryListParams>();
/** The list left the screen: it is kept for the shopper's return. */
export const categoryPageLeft = createEvent();
/** The shopper neared the end of the list. Ignored while a page loads, after a failure, or at the end. */
export const nextPageRequested = createEvent();
/** The shopper asked to try loading the category again. */
export const categoryRetryClicked = createEvent();
/** The shopper asked to try the failed page of products again. */
export const productsRetryClicked = createEvent();

const listRestored = createEvent<Restore>();
const listStarted = createEvent<Start>();
const categoryReceived = createEvent<CategoryDetail>();
const categoryFailed = createEvent<Extract<CategoryState, { status: 'not-found' | 'failed' }>>();
const pageRequested = createEvent();
const pageReceived = createEvent<PageReceived<Product>>();
const pageFailed = createEvent<string>();
const pageClosed = createEvent<{ kept: KeptList | null }>();

export const fetchCategoryFx = createRequestFx((context, { params }: { params: CategoryListParams }) => request(context, category.get, { query: { slug: params.slug } }));

export const fetchCategoryProductsFx = createRequestFx((context, { params, page }: ProductsPageCall) =>
  request(context, category.products, { query: categoryProductsQuery(params, page) }),
);

/** The params of the open list, null when none is open. Answers count only for this very object. */
export const $openParams = createStore<CategoryListParams | null>(null)
  .on(categoryPageOpened, (_, params) => params)
  .reset(pageClosed);

export const $categoryState = createStore<CategoryState>({ status: 'loading' })
  .on(listRestored, (_, { kept }) => ({ status: 'ready', category: kept.category }))
  .on(listStarted, (_, { category }) => (category === null ? { status: 'loading' } : { status: 'ready', category }))
  .on(fetchCategoryFx, () => ({ status: 'loading' }))
  .on(categoryReceived, (_, category) => ({ status: 'ready', category }))
  .on(categoryFailed, (_, state) => state)
  .reset(pageClosed);

export const $products = createStore<PagedListState<Product>>(emptyPagedList<Product>())
  .on(listRestored, (_, { kept }) => kept.list)
  .on(listStarted, () => emptyPagedList<Product>())
  .on(pageRequested, (list) => ({ ...list, isFetching: true, error: null }))
  .on(pageReceived, appendPage)
  .on(pageFailed, (list, error) => ({ ...list, isFetching: false, error }))
  .reset(pageClosed);

export const $productsStatus = $products.map(productsStatusOf);

/** Lists the shopper left, newest first (bounded), so Back brings back the same products. */
export const $keptLists = createStore<KeptList[]>([]).on(pageClosed, (kept, { kept: entry }) => (entry === null ? kept : keepList(kept, entry)));

type OpenList = { params: CategoryListParams; list: PagedListState<Product> };
/** The open list, its category shown or not yet; null when none is open. */
const $openList = combine($openParams, $products, (params, list): OpenList | null => (params === null ? null : { params, list }));
const isOpen = (open: OpenList | null): open is OpenList => open !== null;

type OpenPage = OpenList & { category: CategoryDetail };
/** The open list once its category is shown (what is kept for the shopper's return); null before that. */
const $openPage = combine($openList, $categoryState, (open, state): OpenPage | null =>
  open !== null && state.status === 'ready' ? { ...open, category: state.category } : null,
);

// When a list opens, bring back the list kept for it or start it afresh.
const opening = sample({ clock: categoryPageOpened, source: $keptLists, fn: openingOf });
sample({ clock: opening, filter: (open: Opening): open is Restore => open.kind === 'restore', target: listRestored });
sample({ clock: opening, filter: (open: Opening): open is Start => open.kind === 'start', target: listStarted });

// When a list starts without its category's details, fetch them.
sample({ clock: listStarted, filter: ({ category }) => category === null, fn: ({ params }) => ({ params }), target: fetchCategoryFx });

// When a list starts, fetch its first page at once, by slug: it does not wait for the category's details.
sample({ clock: listStarted, fn: ({ params }): ProductsPageCall => ({ params, page: 1 }), target: fetchCategoryProductsFx });

// When a kept list is brought back before its first page ever came, fetch that page.
sample({
  clock: listRestored,
  filter: ({ kept }) => kept.list.currentPage === 0,
  fn: ({ params }): ProductsPageCall => ({ params, page: 1 }),
  target: fetchCategoryProductsFx,
});

// When the open page's category answers, show it; an answer for a page no longer open is dropped.
sample({
  clock: fetchCategoryFx.done,
  source: $openParams,
  filter: (open, { params }) => open === params.params,
  fn: (_, { result }) => result.data,
  target: categoryReceived,
});

// When the open page's category fails, tell an unknown slug (404) from a failure the shopper can retry.
sample({
  clock: fetchCategoryFx.fail,
  source: $openParams,
  filter: (open, { params }) => open === params.params,
  fn: (_, { error }): Extract<CategoryState, { status: 'not-found' | 'failed' }> =>
    isApiError(error) && error.status === 404 ? { status: 'not-found' } : { status: 'failed', message: shopperMessage(error, CATEGORY_ERROR) },
  target: categoryFailed,
});

// When the shopper retries a category that failed, fetch it again.
const categoryRetried = sample({
  clock: categoryRetryClicked,
  source: { params: $openParams, state: $categoryState },
  filter: (open: { params: CategoryListParams | null; state: CategoryState }): open is { params: CategoryListParams; state: CategoryState } =>
    open.params !== null && open.state.status === 'failed',
  fn: ({ params }) => ({ params }),
});
sample({ clock: categoryRetried, target: fetchCategoryFx });

// When the category is retried and the products' page failed alongside it (both were asked at once), retry that
// page too: the one Retry the shopper sees stands for both.
sample({
  clock: categoryRetried,
  source: $openList,
  filter: (open: OpenList | null): open is OpenList => isOpen(open) && !open.list.isFetching && open.list.error !== null,
  fn: ({ params, list }): ProductsPageCall => ({ params, page: list.currentPage + 1 }),
  target: fetchCategoryProductsFx,
});

// When the shopper nears the end, fetch the next page, unless one is loading, the last one failed (Retry is the
// shopper's call, so a failing server is not hammered) or there is none.
sample({
  clock: nextPageRequested,
  source: $openList,
  filter: (open: OpenList | null): open is OpenList =>
    isOpen(open) && !open.list.isFetching && open.list.error === null && open.list.currentPage > 0 && open.list.currentPage < open.list.lastPage,
  fn: ({ params, list }): ProductsPageCall => ({ params, page: list.currentPage + 1 }),
  target: fetchCategoryProductsFx,
});

// When the shopper retries a page that failed, fetch it again.
sample({
  clock: productsRetryClicked,
  source: $openList,
  filter: (open: OpenList | null): open is OpenList => isOpen(open) && !open.list.isFetching && open.list.error !== null,
  fn: ({ params, list }): ProductsPageCall => ({ params, page: list.currentPage + 1 }),
  target: fetchCategoryProductsFx,
});

// When a page request starts, mark the list as loading.
sample({ clock: fetchCategoryProductsFx, fn: (): void => undefined, target: pageRequested });

// When a page of the open list answers and is its next page, append it (page 1 may come before the category does);
// answers for a list no longer open are dropped.
sample({
  clock: fetchCategoryProductsFx.done,
  source: $openList,
  filter: (open, { params }) => isOpen(open) && open.params === params.params && params.page === open.list.currentPage + 1,
  fn: (_, { result }): PageReceived<Product> => ({ items: result.data, currentPage: result.current_page, lastPage: result.last_page }),
  target: pageReceived,
});

// When a page of the open list fails, keep what is shown and offer Retry.
sample({
  clock: fetchCategoryProductsFx.fail,
  source: $openParams,
  filter: (open, { params }) => open === params.params,
  fn: (_, { error }) => shopperMessage(error, PRODUCTS_PAGE_ERROR),
  target: pageFailed,
});

// When the shopper leaves, close the page and keep its list if its category was shown.
sample({
  clock: categoryPageLeft,
  source: $openPage,
  fn: (open) => ({ kept: open === null ? null : keptListOf(open.params, open.category, open.list) }),
  target: pageClosed,
});
