import { categoryProductSorts, type CategoryProductSort } from '@/api/calls/category';
import type { CategoryDetail } from '@/api/schemas/category-detail.schema';
import type { Product } from '@/api/schemas/product.schema';
import type { PagedListState } from '@/models/catalog/paged-list.lib';
import { infiniteListStatus, isExhausted, type InfiniteListStatus } from '@/shared/ui/infinite-list/infinite-list.lib';

/** Products asked for per page of a category's list. */
export const CATEGORY_PAGE_SIZE = 24;
/** Lists kept for the shopper's return (Back from a product): the most recent few, so memory stays bounded. */
export const MAX_KEPT_LISTS = 5;

/** How the shopper narrowed and ordered a category's list; kept in the address. */
export interface ListOptions {
  sort: CategoryProductSort;
  inStock: boolean;
}

/** One list of a category page: which category, in which order, with which filter. */
export interface CategoryListParams extends ListOptions {
  slug: string;
}

export const defaultListOptions: ListOptions = { sort: 'recommended', inStock: false };

/** get-category-products' query for a page of a list: the category by slug, so it can be asked for beside the category. */
export const categoryProductsQuery = (params: CategoryListParams, page: number) => ({
  category_slug: params.slug,
  page,
  per_page: CATEGORY_PAGE_SIZE,
  sort: params.sort,
  in_stock: params.inStock ? ('1' as const) : undefined,
});

const SORT_PARAM = 'sort';
const IN_STOCK_PARAM = 'in_stock';

const isSort = (value: string | null): value is CategoryProductSort => categoryProductSorts.some((sort) => sort === value);

/** The options an address asks for (`?sort=price_asc&in_stock=1`); a missing or unknown value reads as the default. */
export function listOptionsFromSearch(search: string): ListOptions {
  const params = new URLSearchParams(search);
  const sort = params.get(SORT_PARAM);
  const inStock = params.get(IN_STOCK_PARAM);
  return { sort: isSort(sort) ? sort : defaultListOptions.sort, inStock: inStock === '1' || inStock === 'true' };
}

/**
 * The query string (without `?`) for `options`, keeping every other parameter of `search` as it was. Defaults
 * leave the address clean.
 */
export function searchWithListOptions(search: string, options: ListOptions): string {
  const params = new URLSearchParams(search);
  if (options.sort === defaultListOptions.sort) params.delete(SORT_PARAM);
  else params.set(SORT_PARAM, options.sort);
  if (options.inStock) params.set(IN_STOCK_PARAM, '1');
  else params.delete(IN_STOCK_PARAM);
  return params.toString();
}

/** Two params name the same list exactly when their keys are equal. */
export const listKeyOf = ({ slug, sort, inStock }: CategoryListParams) => JSON.stringify([slug, sort, inStock]);

/** A list the shopper left, with what it showed (where they were in it is the shell's, ADR 0039). */
export interface KeptList {
  key: string;
  slug: string;
  category: CategoryDetail;
  list: PagedListState<Product>;
}

/** The list as it is kept: a page on its way or a failure is not, so nearing the end asks again on return. */
export function keptListOf(params: CategoryListParams, category: CategoryDetail, list: PagedListState<Product>): KeptList {
  return { key: listKeyOf(params), slug: params.slug, category, list: { ...list, isFetching: false, error: null } };
}

/** Kept lists, newest first, one per key, at most MAX_KEPT_LISTS. */
export function keepList(kept: readonly KeptList[], entry: KeptList): KeptList[] {
  return [entry, ...kept.filter((other) => other.key !== entry.key)].slice(0, MAX_KEPT_LISTS);
}

/** What opening a list does: bring back the kept one, or start from page 1 (the category's details known or not). */
export type Opening =
  | { kind: 'restore'; params: CategoryListParams; kept: KeptList }
  | { kind: 'start'; params: CategoryListParams; category: CategoryDetail | null };

export function openingOf(kept: readonly KeptList[], params: CategoryListParams): Opening {
  const key = listKeyOf(params);
  const same = kept.find((entry) => entry.key === key);
  if (same) return { kind: 'restore', params, kept: same };
  // Another order or filter of the same category was open just now: its details need not be asked for again.
  const sibling = kept.find((entry) => entry.slug === params.slug);
  return { kind: 'start', params, category: sibling?.category ?? null };
}

/** What the product list shows. `failed` keeps the products already shown. */
export type ProductsStatus = InfiniteListStatus;

export function productsStatusOf(list: PagedListState<Product>): ProductsStatus {
  return infiniteListStatus({ isFetching: list.isFetching, error: list.error, itemCount: list.items.length, exhausted: isExhausted(list) });
}
