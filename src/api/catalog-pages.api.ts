import { apiRequest, type RequestContext } from './client';
import { categoryAnswerSchema } from './schemas/category-detail.schema';
import type { Id } from './schemas/common.schema';
import { productAnswerSchema } from './schemas/product-detail.schema';
import { productsPageSchema, type CategoryProductSort } from './schemas/product.schema';
import { searchAnswerSchema } from './schemas/search.schema';

/*
 * The calls of the catalogue's own screens (product, category, search). Apart from catalog.api.ts, which the home page
 * loads at start: these, and the schemas they read with, load with those screens only.
 */

/** One product by its slug, for its page. An unknown slug answers 404. */
export const getProduct = (context: RequestContext, params: { slug: string; signal?: AbortSignal }) =>
  apiRequest(context, { method: 'get', path: '/api/get-product', schema: productAnswerSchema, searchParams: { slug: params.slug }, signal: params.signal });

/** One category by its slug, with its child categories and parents. An unknown slug answers 404. */
export const getCategory = (context: RequestContext, params: { slug: string; signal?: AbortSignal }) =>
  apiRequest(context, { method: 'get', path: '/api/get-category', schema: categoryAnswerSchema, searchParams: { slug: params.slug }, signal: params.signal });


/**
 * Which category GET /api/get-category-products lists: by id, or by slug. Exactly one: the slug lets a category page
 * ask for its first products at the same time as the category itself, instead of after it (the id comes with it).
 */
export type CategoryProductsKey = { category_id: Id; category_slug?: never } | { category_slug: string; category_id?: never };

/** The query of GET /api/get-category-products. `page` is 1-based. */
export type GetCategoryProductsParams = CategoryProductsKey & {
  page: number;
  per_page: number;
  sort?: CategoryProductSort;
  /** Only products that can be ordered now. */
  in_stock?: boolean;
};

/** One page of a category's products, its child categories' included. */
export const getCategoryProducts = (context: RequestContext, params: GetCategoryProductsParams) =>
  apiRequest(context, {
    method: 'get',
    path: '/api/get-category-products',
    schema: productsPageSchema,
    searchParams: {
      // The key not given is undefined, and apiRequest leaves it out of the query.
      category_id: params.category_id,
      category_slug: params.category_slug,
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
