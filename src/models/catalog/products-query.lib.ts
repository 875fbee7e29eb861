import type { Id } from '@/api/schemas/common.schema';
import type { ProductSort } from '@/api/schemas/product.schema';

/*
 * get-products' query as the catalogue's models send it. Apart from product-source.lib.ts, which the first download
 * carries for the blocks: the product lists that send it load later.
 */

/** A product query as the models take it: get-products' query, `page` from 1 (by default 1), `ids` a list. */
export interface ProductQueryParams {
  page?: number;
  per_page: number;
  category_id?: Id;
  /** Exactly these products. */
  ids?: readonly Id[];
  sort?: ProductSort;
  /** A part of the product name. */
  search?: string;
  /**
   * `all`: the whole catalogue as one browsable list (the infinite scroll's default). The fake store answers it with
   * its generated 1,200-product extension.
   */
  collection?: 'all';
}

/** get-products' query for `params`: the ids comma-separated, the page 1 unless given. */
export const productsQuery = (params: ProductQueryParams) => ({
  page: params.page ?? 1,
  per_page: params.per_page,
  category_id: params.category_id,
  ids: params.ids && params.ids.length > 0 ? params.ids.join(',') : undefined,
  sort: params.sort,
  search: params.search,
  collection: params.collection,
});
