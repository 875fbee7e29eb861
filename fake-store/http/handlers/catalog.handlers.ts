import { calls } from '@/api/calls';
import { listParentCategories, parseCategoryProductsQuery, parseProductQuery, queryCategoryProducts, queryProducts } from '../../domain/catalog';
import { categoryDetailBySlug, categoryMessages } from '../../domain/categories';
import { productDetailBySlug, productMessages } from '../../domain/product-detail';
import { parseSearchQuery, searchCatalogue } from '../../domain/search-products';
import { errorResponse } from '../http-errors';
import { serve } from '../serve';

/**
 * The catalogue calls: pages of products (get-products, get-category-products), the top-level categories, one
 * product or category by slug for its own page, and the search.
 */
export const catalogHandlers = [
  serve(calls.catalog.products, { query: parseProductQuery }, ({ query }) => queryProducts(query)),
  serve(calls.catalog.parentCategories, () => listParentCategories()),
  serve(calls.product.get, ({ query }) => {
    const product = productDetailBySlug(query.slug);
    return product ? { data: product } : errorResponse(404, productMessages.notFound);
  }),
  serve(calls.category.get, ({ query }) => {
    const category = categoryDetailBySlug(query.slug);
    return category ? { data: category } : errorResponse(404, categoryMessages.notFound);
  }),
  serve(calls.category.products, { query: parseCategoryProductsQuery }, ({ query }) => queryCategoryProducts(query) ?? errorResponse(404, categoryMessages.notFound)),
  serve(calls.search.products, { query: parseSearchQuery }, ({ query }) => searchCatalogue(query)),
];
