import { http, HttpResponse } from 'msw';
import { listParentCategories, parseCategoryProductsQuery, parseProductQuery, queryCategoryProducts, queryProducts } from '../../domain/catalog';
import { categoryDetailBySlug, categoryMessages } from '../../domain/categories';
import { productDetailBySlug, productMessages } from '../../domain/product-detail';
import { parseSlugQuery } from '../../domain/query-rules';
import { parseSearchQuery, searchCatalogue } from '../../domain/search-products';
import { withClientContract } from '../client-contract';
import { errorResponse } from '../http-errors';
import { queryRefusal } from './query-refusal';

/**
 * The catalogue calls: pages of products (get-products, get-category-products), the top-level categories, one
 * product or category by slug for its own page, and the search.
 */
export const catalogHandlers = [
  http.get(
    '*/api/get-products',
    withClientContract(({ request }) => {
      const checked = parseProductQuery(new URL(request.url).searchParams);
      return checked.ok ? HttpResponse.json(queryProducts(checked.query)) : queryRefusal(checked);
    }),
  ),
  http.get(
    '*/api/get-parent-categories',
    withClientContract(() => HttpResponse.json(listParentCategories())),
  ),
  http.get(
    '*/api/get-product',
    withClientContract(({ request }) => {
      const checked = parseSlugQuery(new URL(request.url).searchParams);
      if (!checked.ok) return queryRefusal(checked);
      const product = productDetailBySlug(checked.query);
      return product ? HttpResponse.json({ data: product }) : errorResponse(404, productMessages.notFound);
    }),
  ),
  http.get(
    '*/api/get-category',
    withClientContract(({ request }) => {
      const checked = parseSlugQuery(new URL(request.url).searchParams);
      if (!checked.ok) return queryRefusal(checked);
      const category = categoryDetailBySlug(checked.query);
      return category ? HttpResponse.json({ data: category }) : errorResponse(404, categoryMessages.notFound);
    }),
  ),
  http.get(
    '*/api/get-category-products',
    withClientContract(({ request }) => {
      const checked = parseCategoryProductsQuery(new URL(request.url).searchParams);
      if (!checked.ok) return queryRefusal(checked);
      const page = queryCategoryProducts(checked.query);
      return page ? HttpResponse.json(page) : errorResponse(404, categoryMessages.notFound);
    }),
  ),
  http.get(
    '*/api/search-products',
    withClientContract(({ request }) => {
      const checked = parseSearchQuery(new URL(request.url).searchParams);
      return checked.ok ? HttpResponse.json(searchCatalogue(checked.query)) : queryRefusal(checked);
    }),
  ),
];
