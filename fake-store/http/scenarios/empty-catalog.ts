import { getResponse, http, type RequestHandler } from 'msw';
import { cartAddPayloadSchema, cartRecommendedProductsSchema } from '@/api/schemas/cart.schema';
import { categoriesListSchema } from '@/api/schemas/category.schema';
import { productsPageSchema, type ProductsPage } from '@/api/schemas/product.schema';
import { searchAnswerSchema } from '@/api/schemas/search.schema';
import { cacheInfoSchema } from '@/api/schemas/site.schema';
import { cartMessages } from '../../domain/cart';
import { categoryMessages } from '../../domain/categories';
import { productMessages } from '../../domain/product-detail';
import { reviewMessages } from '../../domain/reviews';
import { handlers } from '../handlers';
import { errorResponse } from '../http-errors';
import { readPayload } from '../payloads';
import { answerOverride } from './answer-overrides';
import { refuseOr } from './refusals';

/**
 * A handler that answers `status` with `message` wherever the base store would answer the call successfully; the
 * base's own refusals (a missing slug, the client contract) pass unchanged.
 */
function refusedAnswer(path: string, status: number, message: string, base: readonly RequestHandler[] = handlers): RequestHandler {
  return http.get(path, async ({ request }) => {
    const response = await getResponse([...base], request);
    if (!response || !response.ok) return response;
    return errorResponse(status, message);
  });
}

/**
 * empty-catalog: a store with no products and no categories yet, on top of the base store's layout and
 * settings. Product pages (every list, category, search and the infinite scroll's `collection=all`) come
 * back empty with the paging shape the store gives a filter that matches nothing, and so do a category's pages
 * and the search (no products, no categories); categories and the cart's recommendations come back empty; a
 * category, a product and a product's reviews asked by slug or id are not found; adding any product is refused as
 * the store refuses an unknown one. cache-info reports changed products, so a client holding a cached catalogue
 * drops it. Content pages stay.
 */
export function emptyCatalogHandlers(base?: readonly RequestHandler[]): RequestHandler[] {
  const emptyPage = (page: ProductsPage) => ({ ...page, data: [], total: 0, last_page: 1 });
  return [
    answerOverride('*/api/get-products', productsPageSchema, emptyPage, base),
    answerOverride('*/api/get-category-products', productsPageSchema, emptyPage, base),
    answerOverride('*/api/search-products', searchAnswerSchema, (answer) => ({ ...answer, data: [], categories: [], total: 0, last_page: 1 }), base),
    answerOverride('*/api/get-parent-categories', categoriesListSchema, () => ({ data: [] }), base),
    refusedAnswer('*/api/get-category', 404, categoryMessages.notFound, base),
    refusedAnswer('*/api/get-product', 404, productMessages.notFound, base),
    refusedAnswer('*/api/get-product-reviews', 404, reviewMessages.productNotFound, base),
    answerOverride('*/api/get-cart-recommended-products', cartRecommendedProductsSchema, () => ({ data: [] }), base),
    answerOverride('*/api/cache-info', cacheInfoSchema, (versions) => ({ ...versions, 'cache-products': `${versions['cache-products']}-empty-catalog` }), base),
    refuseOr('post', '*/api/cart/add', async (request) => {
      const read = await readPayload(request, cartAddPayloadSchema);
      return read.ok ? errorResponse(422, cartMessages.productUnavailable) : read.response;
    }, base),
  ];
}
