import { http, HttpResponse, type RequestHandler } from 'msw';
import { addressListSchema, pincodeCheckSchema } from '@/api/schemas/address.schema';
import { callList } from '@/api/calls';
import { cartRecommendedProductsSchema, cartSummarySchema } from '@/api/schemas/cart.schema';
import { categoryAnswerSchema } from '@/api/schemas/category-detail.schema';
import { categoriesListSchema } from '@/api/schemas/category.schema';
import { orderAnswerSchema, ordersPageSchema, trackedOrderAnswerSchema, walletSchema } from '@/api/schemas/order.schema';
import { pageAnswerSchema, pagesListSchema } from '@/api/schemas/page.schema';
import { placeDetailsAnswerSchema, placePredictionsSchema } from '@/api/schemas/place.schema';
import { productAnswerSchema } from '@/api/schemas/product-detail.schema';
import { productsPageSchema } from '@/api/schemas/product.schema';
import { referrerAnswerSchema } from '@/api/schemas/loyalty.schema';
import { recentOrdersSchema } from '@/api/schemas/recent-orders.schema';
import { reviewsPageSchema } from '@/api/schemas/review.schema';
import { searchAnswerSchema } from '@/api/schemas/search.schema';
import { siteDataSchema } from '@/api/schemas/site.schema';
import { withClientContract } from '../client-contract';
import { errorResponse } from '../http-errors';
import { answerOverride, handlerPath, wireOverride } from './answer-overrides';

/** What broken-backend answers cache-info with: a framework's error page, served as 200. */
export const brokenBackendHtml = '<!doctype html><html><head><title>Whoops!</title></head><body><h1>Whoops, looks like something went wrong.</h1></body></html>';

/** What broken-backend's cart changes answer: an acknowledgement instead of the cart. */
export const brokenBackendAcknowledgement = { success: true, message: 'Cart updated.' } as const;

/**
 * broken-backend: answers whose top level the storefront cannot use, the way a backend not yet built to the
 * contract answers: get-data without its layout list, a products page whose `data` is one product, categories as
 * a bare list, cache-info as an HTML page, the cart wrapped in `data`, a 500 for the discounts, nulls for lists,
 * and cart changes that acknowledge instead of answering the cart. The catalogue pages' calls: a product under
 * `product`, a category as the bare list of its children, a category page whose `data` is one product, the search
 * in Algolia's own `hits`, reviews under `reviews`, pages as a map of slug to title and one page in a list; the place
 * search and details as Google's own answers passed through, check-pincode as `{ status, data: { serviceable } }`, the
 * address book under `addresses`; the referral code's owner under `referrer`.
 * `npm run check-backend` reports each as failed.
 */
export function brokenBackendHandlers(base?: readonly RequestHandler[]): RequestHandler[] {
  const mutations = callList.filter((call) => call.method !== 'get' && call.answer.schema === cartSummarySchema);
  return [
    answerOverride('*/api/get-data', siteDataSchema, ({ layout, ...rest }) => ({ ...rest, layouts: layout }), base),
    answerOverride('*/api/get-products', productsPageSchema, (page) => ({ ...page, data: page.data[0] ?? {} }), base),
    answerOverride('*/api/get-parent-categories', categoriesListSchema, (list) => list.data, base),
    // The catalogue pages' calls, each the way a backend not built to the contract answers it.
    answerOverride('*/api/get-product', productAnswerSchema, (answer) => ({ product: answer.data }), base),
    answerOverride('*/api/get-category', categoryAnswerSchema, (answer) => answer.data.children, base),
    answerOverride('*/api/get-category-products', productsPageSchema, (page) => ({ ...page, data: page.data[0] ?? {} }), base),
    answerOverride('*/api/search-products', searchAnswerSchema, ({ data, total }) => ({ hits: data, nbHits: total }), base),
    answerOverride('*/api/get-product-reviews', reviewsPageSchema, ({ data, ...summary }) => ({ ...summary, reviews: data }), base),
    answerOverride('*/api/get-pages', pagesListSchema, (list) => ({ data: Object.fromEntries(list.data.map((page) => [page.slug, page.title])) }), base),
    answerOverride('*/api/get-page', pageAnswerSchema, (answer) => ({ data: [answer.data] }), base),
    answerOverride('*/api/get-cart', cartSummarySchema, (summary) => ({ data: summary }), base),
    answerOverride('*/api/get-cart-recommended-products', cartRecommendedProductsSchema, () => ({ data: null }), base),
    answerOverride('*/api/get-recent-orders', recentOrdersSchema, () => ({ orders: null }), base),
    // The place search as a backend that passes Google's own answer through, and an address book under its own key.
    answerOverride(
      '*/api/google/address',
      placePredictionsSchema,
      (answer) => ({ suggestions: answer.data.map((place) => ({ placePrediction: { placeId: place.place_id, text: { text: place.description } } })) }),
      base,
    ),
    answerOverride(
      '*/api/google/address/details',
      placeDetailsAnswerSchema,
      ({ data: place }) => ({ id: place.place_id, formattedAddress: place.description, location: { latitude: place.lat, longitude: place.lng } }),
      base,
    ),
    answerOverride('*/api/check-pincode', pincodeCheckSchema, (check) => ({ status: 'success', data: { serviceable: check.deliverable } }), base),
    answerOverride('*/api/address/get-addresses', addressListSchema, (list) => ({ addresses: list.data }), base),
    // Orders as a backend that names its keys its own way: the order under `order`, tracking as a list, the wallet bare.
    answerOverride('*/api/get-single-order', orderAnswerSchema, (answer) => ({ order: answer.data }), base),
    answerOverride('*/api/get-single-order-to-track', trackedOrderAnswerSchema, (answer) => ({ data: [answer.data] }), base),
    answerOverride('*/api/get-all-orders', ordersPageSchema, (page) => ({ orders: page.data, page: page.current_page }), base),
    answerOverride('*/api/check-wallet', walletSchema, (wallet) => wallet.balance, base),
    // A referral landing's owner under its own key, as a backend not built to the contract might name it.
    answerOverride('*/api/get-referrer-user', referrerAnswerSchema, (answer) => ({ referrer: answer.data }), base),
    http.get(
      '*/api/cache-info',
      withClientContract(() => new HttpResponse(brokenBackendHtml, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })),
    ),
    http.get('*/api/get-discounts', withClientContract(() => errorResponse(500, 'Server Error'))),
    ...mutations.map((call) => wireOverride(call.method, handlerPath(call), () => brokenBackendAcknowledgement, base)),
  ];
}
