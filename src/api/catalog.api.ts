import { apiRequest, type RequestContext } from './client';
import { categoriesListSchema, categoryAnswerSchema } from './schemas/category.schema';
import type { Id } from './schemas/common.schema';
import { productAnswerSchema, productsPageSchema } from './schemas/product.schema';
import { searchAnswerSchema } from './schemas/search.schema';

/** The orders GET /api/get-products knows. `popular` is the store's own ranking. */
export const productSorts = ['popular', 'price_asc', 'price_desc', 'newest'] as const;
export type ProductSort = (typeof productSorts)[number];

/** The query of GET /api/get-products. `page` is 1-based. */
export interface GetProductsParams {
  page: number;
  per_page: number;
  category_id?: Id;
  /** Exactly these products; sent comma-separated. */
  ids?: readonly Id[];
  sort?: ProductSort;
  /** A part of the product name. */
  search?: string;
  /**
   * `all`: the whole catalogue as one browsable list (the infinite scroll's default). The simulator
   * answers it with its generated 1,200-product extension (simulator/catalog.ts).
   */
  collection?: 'all';
}

/** One page of products. */
export const getProducts = (context: RequestContext, params: GetProductsParams) =>
  apiRequest(context, {
    method: 'get',
    path: '/api/get-products',
    schema: productsPageSchema,
    searchParams: {
      page: params.page,
      per_page: params.per_page,
      category_id: params.category_id,
      ids: params.ids && params.ids.length > 0 ? params.ids.join(',') : undefined,
      sort: params.sort,
      search: params.search,
      collection: params.collection,
    },
  });

/** The top-level categories, in display order. */
export const getParentCategories = (context: RequestContext) =>
  apiRequest(context, { method: 'get', path: '/api/get-parent-categories', schema: categoriesListSchema });

/** One product by its slug, for its page. An unknown slug answers 404. */
export const getProduct = (context: RequestContext, params: { slug: string; signal?: AbortSignal }) =>
  apiRequest(context, { method: 'get', path: '/api/get-product', schema: productAnswerSchema, searchParams: { slug: params.slug }, signal: params.signal });

/** One category by its slug, with its child categories and parents. An unknown slug answers 404. */
export const getCategory = (context: RequestContext, params: { slug: string; signal?: AbortSignal }) =>
  apiRequest(context, { method: 'get', path: '/api/get-category', schema: categoryAnswerSchema, searchParams: { slug: params.slug }, signal: params.signal });

/** The orders a category page offers. `recommended` is the merchant's own order. */
export const categoryProductSorts = ['recommended', 'price_asc', 'price_desc', 'name'] as const;
export type CategoryProductSort = (typeof categoryProductSorts)[number];

/** The query of GET /api/get-category-products. `page` is 1-based. */
export interface GetCategoryProductsParams {
  category_id: Id;
  page: number;
  per_page: number;
  sort?: CategoryProductSort;
  /** Only products that can be ordered now. */
  in_stock?: boolean;
}

/** One page of a category's products, its child categories' included. */
export const getCategoryProducts = (context: RequestContext, params: GetCategoryProductsParams) =>
  apiRequest(context, {
    method: 'get',
    path: '/api/get-category-products',
    schema: productsPageSchema,
    searchParams: {
      category_id: params.category_id,
      page: params.page,
      per_page: params.per_page,
      sort: params.sort,
      in_stock: params.in_stock ? 1 : undefined,
    },
  });

/** The query of GET /api/search-products. */
export interface SearchProductsParams {
  q: string;
  page: number;
  per_page: number;
  /** Aborts the request when a newer query supersedes it. */
  signal?: AbortSignal;
}

/** Products and categories matching a query, best match first. */
export const searchProducts = (context: RequestContext, params: SearchProductsParams) =>
  apiRequest(context, {
    method: 'get',
    path: '/api/search-products',
    schema: searchAnswerSchema,
    searchParams: { q: params.q, page: params.page, per_page: params.per_page },
    signal: params.signal,
  });
