import { apiRequest, type RequestContext } from './client';
import { categoriesListSchema } from './schemas/category.schema';
import type { Id } from './schemas/common.schema';
import { productsPageSchema, type ProductSort } from './schemas/product.schema';


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
   * answers it with its generated 1,200-product extension (fake-store/domain/catalog.ts).
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

