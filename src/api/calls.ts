import * as z from 'zod/mini';
import { cartAddPayloadSchema, cartRecommendedProductsSchema, cartSummarySchema, cartUpdatePayloadSchema } from './schemas/cart.schema';
import { categoryAnswerSchema } from './schemas/category-detail.schema';
import { categoriesListSchema } from './schemas/category.schema';
import { applyCouponPayloadSchema, discountsListSchema } from './schemas/discount.schema';
import { productAnswerSchema } from './schemas/product-detail.schema';
import { productsPageSchema, type ProductsPage } from './schemas/product.schema';
import { pageAnswerSchema, pagesListSchema } from './schemas/page.schema';
import { reviewsPageSchema } from './schemas/review.schema';
import { searchAnswerSchema } from './schemas/search.schema';
import { recentOrdersSchema } from './schemas/recent-orders.schema';
import {
  orderAnswerSchema,
  ordersPageSchema,
  placedOrderSchema,
  trackedOrderAnswerSchema,
  type OrdersPage,
} from './schemas/order.schema';
import { placeOrderPayloadSchema, processPaymentPayloadSchema, rateOrderItemPayloadSchema } from './schemas/order-payload.schema';
import {
  redeemPointsAnswerSchema,
  redeemScratchCardAnswerSchema,
  referralsAnswerSchema,
  referrerAnswerSchema,
  rewardsAnswerSchema,
  scratchCardsAnswerSchema,
  walletAnswerSchema,
  type Referrals,
} from './schemas/loyalty.schema';
import { redeemPointsPayloadSchema, redeemScratchCardPayloadSchema } from './schemas/loyalty-payload.schema';
import { PASSWORD_MIN_LENGTH } from './schemas/password-rules';
import { AVATAR_MAX_SIDE, AVATAR_UPLOAD_MAX_BYTES, avatarImageTypes } from './schemas/avatar-rules';
import { avatarUploadPayloadSchema } from './schemas/avatar.schema';
import { contactRuleTexts } from './schemas/contact-rules';
import { cacheInfoSchema, siteDataSchema } from './schemas/site.schema';
import { addressAddedSchema, addressIdPayloadSchema, addressListSchema, addressPayloadSchema, pincodeCheckSchema, type AddressList } from './schemas/address.schema';
import { placeDetailsAnswerSchema, placePredictionsSchema, type PlaceDetailsAnswer, type PlacePredictions } from './schemas/place.schema';
import {
  acknowledgementSchema,
  authResponseSchema,
  forgotPasswordPayloadSchema,
  loginOtpPayloadSchema,
  loginPayloadSchema,
  otpSentSchema,
  profileAnswerSchema,
  profileUpdatePayloadSchema,
  registerPayloadSchema,
  sendLoginOtpPayloadSchema,
  verifyForgotPasswordPayloadSchema,
} from './schemas/user.schema';
import { toggleWishlistPayloadSchema, wishlistSchema, wishlistToggleAnswerSchema } from './schemas/wishlist.schema';

/*
 * Every call the storefront makes, with the schemas it sends and reads: the source of the published contract
 * (`npm run contract` → contract/openapi.json, `/sim/contract`) and of the backend checker's list of reads
 * (`npm run check-backend`). Only tools read this file; the shopper's code calls through src/api/*.api.ts,
 * and a test checks that every path those files call is listed here.
 */

/** Who may make the call: anyone (a guest id or a bearer token), or a signed-in customer only. */
export type CallAudience = 'guest-or-customer' | 'customer';

export interface ApiCallSpec {
  /** A stable name (the OpenAPI operationId). */
  id: string;
  method: 'get' | 'post' | 'put' | 'delete';
  /** OpenAPI path template: `/api/cart/remove/{cart_item_id}`. */
  path: string;
  summary: string;
  audience: CallAudience;
  /** Path parameters, each a string. */
  pathParams?: Record<string, string>;
  /** Query parameters besides branch_id, each described; all optional unless listed in `requiredQuery`. */
  query?: Record<string, { description: string; schema: z.ZodMiniType }>;
  body?: z.ZodMiniType;
  /** How the body is sent: JSON unless said otherwise (an upload is multipart/form-data, its files as parts). */
  bodyMediaType?: 'application/json' | 'multipart/form-data';
  /** The success status and the answer's schema. */
  success: { status: 200 | 201 | 204; schema: z.ZodMiniType };
  /** Error statuses the call may answer besides 401 (always possible with a bearer token). */
  errors: readonly (400 | 402 | 404 | 409 | 422 | 429)[];
  /**
   * A read the backend checker makes: only GETs, which change nothing. `derive` picks the query from the answers
   * of calls checked before it (keyed by call id), e.g. a product's slug from get-products; null skips the read.
   */
  read?: { query?: Record<string, string>; derive?: (earlier: ReadonlyMap<string, unknown>) => Record<string, string> | null };
}

const integerQuery = z.string().check(z.regex(/^\d+$/));

/**
 * A query for a derived read: `pick` takes one value out of an earlier answer (the checker holds the answers
 * its schemas read, so the shape is the schema's). Null when that call was not read or had nothing to pick.
 */
function pickFrom<Answer>(answer: unknown, pick: (answer: Answer) => string | number | undefined): string | null {
  if (answer === undefined || answer === null) return null;
  const value = pick(answer as Answer);
  return value === undefined ? null : String(value);
}

/** The query `{ [name]: value }` for a picked value, or null (the read is skipped) when there is none. */
const queryWith = (name: string, value: string | null, rest: Record<string, string> = {}) => (value === null ? null : { [name]: value, ...rest });

/** What login, login-otp and register do with the caller's guest cart (ADR 0019), said on each of the three. */
const cartMerge =
  "It moves the guest's cart (guest-id header) into the account's cart in the same request: lines of the same product and options add their quantities, a line the account's cart cannot take is dropped (the next cart answer says so in `adjusted_cart_items`), and the guest's cart is emptied. The storefront then fetches the cart as the customer.";

/** The throttle every sign-in and code call may answer with (ADR 0019). */
const rateLimited =
  'Too many attempts: 429 with `{ message, retry_after }` (seconds) and the same seconds in the `Retry-After` header; the screen says when to try again.';

/**
 * The place search's session token for the backend checker's reads: one v4 UUID for the prediction read and the details
 * read after it, as one search session of the storefront sends (ADR 0022).
 */
const checkerPlaceSessionToken = '8f14e45f-ceea-4e67-a1d5-0d3c1e6b9a21';

/** Why every address call answers the whole list (ADR 0022). */
const wholeList = 'Answers the caller\'s whole list (`data`, the default first), as the cart calls answer the whole cart, so a screen never refetches after a change.';

export const apiCalls: readonly ApiCallSpec[] = [
  {
    id: 'getSiteData',
    method: 'get',
    path: '/api/get-data',
    summary: "The store's home layout, settings and branches, read once at start and again on a branch change.",
    audience: 'guest-or-customer',
    success: { status: 200, schema: siteDataSchema },
    errors: [],
    read: {},
  },
  {
    id: 'getCacheInfo',
    method: 'get',
    path: '/api/cache-info',
    summary: 'A version per cached resource; a changed version drops the copy the storefront keeps.',
    audience: 'guest-or-customer',
    success: { status: 200, schema: cacheInfoSchema },
    errors: [],
    read: {},
  },
  {
    id: 'getCart',
    method: 'get',
    path: '/api/get-cart',
    summary: "The caller's cart: every line and every figure, worked out by the server.",
    audience: 'guest-or-customer',
    success: { status: 200, schema: cartSummarySchema },
    errors: [],
    read: {},
  },
  {
    id: 'addToCart',
    method: 'post',
    path: '/api/cart/add',
    summary: 'Adds a product with its chosen options; answers the whole cart.',
    audience: 'guest-or-customer',
    body: cartAddPayloadSchema,
    success: { status: 201, schema: cartSummarySchema },
    errors: [400, 422],
  },
  {
    id: 'updateCartItem',
    method: 'put',
    path: '/api/cart/update',
    summary: "Changes a line's quantity or options; answers the whole cart.",
    audience: 'guest-or-customer',
    body: cartUpdatePayloadSchema,
    success: { status: 200, schema: cartSummarySchema },
    errors: [400, 404, 422],
  },
  {
    id: 'removeCartItem',
    method: 'delete',
    path: '/api/cart/remove/{cart_item_id}',
    summary: 'Removes a line; answers the whole cart.',
    audience: 'guest-or-customer',
    pathParams: { cart_item_id: 'The id of the cart line (`cartItems[].id`).' },
    success: { status: 200, schema: cartSummarySchema },
    errors: [404],
  },
  {
    id: 'applyCoupon',
    method: 'post',
    path: '/api/cart/apply-coupon',
    summary: "Attaches a discount code to the caller's cart; a code that cannot be used is a 422 with the reason.",
    audience: 'guest-or-customer',
    body: applyCouponPayloadSchema,
    success: { status: 200, schema: cartSummarySchema },
    errors: [400, 422],
  },
  {
    id: 'removeCoupon',
    method: 'delete',
    path: '/api/cart/remove-coupon',
    summary: "Takes the caller's discount code off the cart.",
    audience: 'guest-or-customer',
    success: { status: 200, schema: cartSummarySchema },
    errors: [],
  },
  {
    id: 'getProducts',
    method: 'get',
    path: '/api/get-products',
    summary: 'One page of products: of a category, exactly some ids, a search, or the whole catalogue.',
    audience: 'guest-or-customer',
    query: {
      page: { description: 'The page, from 1.', schema: integerQuery },
      per_page: { description: 'Products per page.', schema: integerQuery },
      category_id: { description: "Only this category's products.", schema: z.string() },
      ids: { description: 'Exactly these products, comma-separated ids.', schema: z.string() },
      sort: { description: 'popular (the store\'s own ranking), price_asc, price_desc or newest.', schema: z.enum(['popular', 'price_asc', 'price_desc', 'newest']) },
      search: { description: 'A part of the product name.', schema: z.string() },
      collection: { description: '`all`: the whole catalogue as one list.', schema: z.literal('all') },
    },
    success: { status: 200, schema: productsPageSchema },
    errors: [],
    read: { query: { page: '1', per_page: '24' } },
  },
  {
    id: 'getParentCategories',
    method: 'get',
    path: '/api/get-parent-categories',
    summary: 'The top-level categories, in display order.',
    audience: 'guest-or-customer',
    success: { status: 200, schema: categoriesListSchema },
    errors: [],
    read: {},
  },
  {
    id: 'getProduct',
    method: 'get',
    path: '/api/get-product',
    summary: "One product by its slug, for its own page: the card's fields, its gallery, its place in the catalogue and its ratings summary.",
    audience: 'guest-or-customer',
    query: { slug: { description: "The product's slug (required).", schema: z.string() } },
    success: { status: 200, schema: productAnswerSchema },
    errors: [404],
    read: { derive: (earlier) => queryWith('slug', pickFrom(earlier.get('getProducts'), (page: ProductsPage) => page.data[0]?.slug)) },
  },
  {
    id: 'getCategory',
    method: 'get',
    path: '/api/get-category',
    summary: 'One category by its slug, for its page: description, picture, child categories and parents.',
    audience: 'guest-or-customer',
    query: { slug: { description: "The category's slug (required).", schema: z.string() } },
    success: { status: 200, schema: categoryAnswerSchema },
    errors: [404],
    read: { derive: (earlier) => queryWith('slug', pickFrom(earlier.get('getParentCategories'), (list: { data: { slug: string }[] }) => list.data[0]?.slug)) },
  },
  {
    id: 'getCategoryProducts',
    method: 'get',
    path: '/api/get-category-products',
    summary: "One page of a category's products, its child categories' included, sorted and filtered.",
    audience: 'guest-or-customer',
    query: {
      category_id: { description: 'The category, by id. Exactly one of category_id and category_slug is required.', schema: integerQuery },
      category_slug: {
        description: "The category, by slug (as get-category takes it), so a category page can ask for its products together with the category. Exactly one of category_id and category_slug is required.",
        schema: z.string(),
      },
      page: { description: 'The page, from 1.', schema: integerQuery },
      per_page: { description: 'Products per page, 1 to 50.', schema: integerQuery },
      sort: { description: "recommended (the merchant's order, the default), price_asc, price_desc or name.", schema: z.enum(['recommended', 'price_asc', 'price_desc', 'name']) },
      in_stock: { description: '1: only products that can be ordered now.', schema: z.enum(['1', '0']) },
    },
    success: { status: 200, schema: productsPageSchema },
    errors: [404, 422],
    read: {
      derive: (earlier) =>
        queryWith('category_id', pickFrom(earlier.get('getParentCategories'), (list: { data: { id: string | number }[] }) => list.data[0]?.id), { page: '1', per_page: '24' }),
    },
  },
  {
    id: 'searchProducts',
    method: 'get',
    path: '/api/search-products',
    summary: 'Products whose names match a query, best match first and paged, and the categories whose names match it. An empty query matches nothing.',
    audience: 'guest-or-customer',
    query: {
      q: { description: 'What the shopper typed (required; at most 100 characters).', schema: z.string() },
      page: { description: 'The page, from 1.', schema: integerQuery },
      per_page: { description: 'Products per page, 1 to 50.', schema: integerQuery },
    },
    success: { status: 200, schema: searchAnswerSchema },
    errors: [422],
    read: { query: { q: 'a', page: '1', per_page: '8' } },
  },
  {
    id: 'getProductReviews',
    method: 'get',
    path: '/api/get-product-reviews',
    summary: "One page of a product's reviews, newest first, with its ratings summary (counts, average, ratings per star).",
    audience: 'guest-or-customer',
    query: {
      product_id: { description: 'The product (required).', schema: integerQuery },
      page: { description: 'The page, from 1.', schema: integerQuery },
      per_page: { description: 'Reviews per page, 1 to 50.', schema: integerQuery },
    },
    success: { status: 200, schema: reviewsPageSchema },
    errors: [404, 422],
    read: {
      derive: (earlier) => queryWith('product_id', pickFrom(earlier.get('getProducts'), (page: ProductsPage) => page.data[0]?.id), { page: '1', per_page: '10' }),
    },
  },
  {
    id: 'getPages',
    method: 'get',
    path: '/api/get-pages',
    summary: "The store's content pages (about, delivery, terms, ...), in display order.",
    audience: 'guest-or-customer',
    success: { status: 200, schema: pagesListSchema },
    errors: [],
    read: {},
  },
  {
    id: 'getPage',
    method: 'get',
    path: '/api/get-page',
    summary: 'One content page by its slug: its title and its HTML.',
    audience: 'guest-or-customer',
    query: { slug: { description: "The page's slug (required).", schema: z.string() } },
    success: { status: 200, schema: pageAnswerSchema },
    errors: [404],
    read: { derive: (earlier) => queryWith('slug', pickFrom(earlier.get('getPages'), (list: { data: { slug: string }[] }) => list.data[0]?.slug)) },
  },
  {
    id: 'getDiscounts',
    method: 'get',
    path: '/api/get-discounts',
    summary: 'The discount codes the caller can use now, each saying whether their cart meets its minimum.',
    audience: 'guest-or-customer',
    success: { status: 200, schema: discountsListSchema },
    errors: [],
    read: {},
  },
  {
    id: 'getCartRecommendedProducts',
    method: 'get',
    path: '/api/get-cart-recommended-products',
    summary: "Products to suggest beside the caller's cart (none already in it).",
    audience: 'guest-or-customer',
    success: { status: 200, schema: cartRecommendedProductsSchema },
    errors: [],
    read: {},
  },
  {
    id: 'getRecentOrders',
    method: 'get',
    path: '/api/get-recent-orders',
    summary: "The branch's latest orders, newest first, for the social-proof notices. No shopper is named.",
    audience: 'guest-or-customer',
    success: { status: 200, schema: recentOrdersSchema },
    errors: [],
    read: {},
  },
  {
    id: 'login',
    method: 'post',
    path: '/api/login',
    summary:
      `Signs a customer in with a password; answers a bearer token and the profile. \`email\` holds an email address or a phone number. ${cartMerge} ` +
      `Wrong credentials: 422 with the error on \`email\`, the same text for an unknown account and a wrong password. ${rateLimited}`,
    audience: 'guest-or-customer',
    body: loginPayloadSchema,
    success: { status: 200, schema: authResponseSchema },
    errors: [422, 429],
  },
  {
    id: 'register',
    method: 'post',
    path: '/api/register',
    summary:
      `Creates a customer account and signs it in; answers 201 with a bearer token and the profile. ${cartMerge} ` +
      `A 422 names each refused field: \`name\` missing, \`email\` malformed or taken, \`phone\` taken, \`password\` shorter than ${PASSWORD_MIN_LENGTH} characters or without a letter and a digit, \`referral_code\` unknown.`,
    audience: 'guest-or-customer',
    body: registerPayloadSchema,
    success: { status: 201, schema: authResponseSchema },
    errors: [422],
  },
  {
    id: 'sendLoginOtp',
    method: 'post',
    path: '/api/send-login-otp',
    summary:
      'Sends a one-time sign-in code to `login` (an email address or a phone number) and says when another may be asked for (`resend_after`, seconds), how long the code lives (`expires_in`, seconds) and its digits (`length`). ' +
      'A new code replaces the previous one; a code is single-use. An unknown login gets the very same answer and no code, so the call never tells which accounts exist (OWASP). ' +
      rateLimited,
    audience: 'guest-or-customer',
    body: sendLoginOtpPayloadSchema,
    success: { status: 200, schema: otpSentSchema },
    errors: [422, 429],
  },
  {
    id: 'loginWithOtp',
    method: 'post',
    path: '/api/login-otp',
    summary: `Signs a customer in with the code sent to \`login\`; answers a bearer token and the profile. ${cartMerge} A wrong, used or expired code: 422 with the error on \`otp\`. ${rateLimited}`,
    audience: 'guest-or-customer',
    body: loginOtpPayloadSchema,
    success: { status: 200, schema: authResponseSchema },
    errors: [422, 429],
  },
  {
    id: 'sendForgotPasswordEmail',
    method: 'post',
    path: '/api/send-forgot-password-email',
    summary:
      'Emails a single-use code for setting a new password, and answers as send-login-otp does: `{ message, resend_after, expires_in, length }` (all but `message` optional: the resend countdown is 30 s without `resend_after`). The answer is the same whether or not an account has this email (OWASP forgot-password guidance); a new code replaces the previous one. ' +
      rateLimited,
    audience: 'guest-or-customer',
    body: forgotPasswordPayloadSchema,
    success: { status: 200, schema: otpSentSchema },
    errors: [422, 429],
  },
  {
    id: 'verifyForgotPassword',
    method: 'post',
    path: '/api/verify-forgot-password',
    summary:
      'Sets a new password with the emailed code; answers `{ message }`. It does not sign the shopper in. A wrong, used or expired code: 422 on `code`; a password breaking the rules (as for register): 422 on `password`.',
    audience: 'guest-or-customer',
    body: verifyForgotPasswordPayloadSchema,
    success: { status: 200, schema: acknowledgementSchema },
    errors: [422],
  },
  {
    id: 'getProfile',
    method: 'get',
    path: '/api/user/details',
    summary: "The signed-in customer's profile.",
    audience: 'customer',
    success: { status: 200, schema: profileAnswerSchema },
    errors: [],
    read: {},
  },
  {
    id: 'updateProfile',
    method: 'post',
    path: '/api/user/update-details',
    summary:
      "Changes the signed-in customer's name, email or phone: only the keys sent change (the storefront sends only what the shopper changed), `phone` empty or null removes the number; answers the whole profile. " +
      `A 422 names each refused field: \`name\` empty, \`email\` empty, malformed ("${contactRuleTexts.emailInvalid}") or another account's, \`phone\` with fewer digits than a phone number has ("${contactRuleTexts.phoneInvalid}") or another account's. Nothing is changed when any field is refused.`,
    audience: 'customer',
    body: profileUpdatePayloadSchema,
    success: { status: 200, schema: profileAnswerSchema },
    errors: [422],
  },
  {
    id: 'changeAvatar',
    method: 'post',
    path: '/api/user/change-avatar',
    summary:
      `Replaces the signed-in customer's picture with the multipart part \`avatar\` (${avatarImageTypes.join(', ')}; at most ${AVATAR_UPLOAD_MAX_BYTES} bytes); answers the whole profile, \`avatar\` being the new picture's URL (absolute, or from the site's root), a new URL for each picture so caches never show the old one. ` +
      `The storefront sends a picture it has resized to at most ${AVATAR_MAX_SIDE} px on its longest side. A wrong type, a file over the limit, or bytes that are not the image they claim to be: 422 on \`avatar\`, and the old picture stays.`,
    audience: 'customer',
    body: avatarUploadPayloadSchema,
    bodyMediaType: 'multipart/form-data',
    success: { status: 200, schema: profileAnswerSchema },
    errors: [422],
  },
  {
    id: 'logout',
    method: 'post',
    path: '/api/logout',
    summary: "Ends the bearer token's session: the token is refused (401) from then on. Answers 204, or 200 with `{ message }`; the storefront does not read the body and forgets the session whatever the answer.",
    audience: 'customer',
    success: { status: 204, schema: z.unknown() },
    errors: [],
  },
  {
    id: 'getWishlist',
    method: 'get',
    path: '/api/get-wishlist',
    summary:
      "The signed-in customer's saved products, most recently saved first, each with the product card's fields (as get-products answers them). " +
      'Not paged: the storefront needs every saved id to show each heart, and a wishlist is a short list built by hand; a backend may cap its length (see toggle-wishlist-product). ' +
      'A product the store no longer sells is left out; one sold out stays, with `in_stock` false.',
    audience: 'customer',
    success: { status: 200, schema: wishlistSchema },
    errors: [],
    read: {},
  },
  {
    id: 'toggleWishlistProduct',
    method: 'post',
    path: '/api/toggle-wishlist-product',
    summary:
      "Saves a product to the signed-in customer's wishlist or removes it, and answers the product's state now (`in_wishlist`). " +
      '`in_wishlist` in the payload is the state wanted: true saves, false removes, and the same request twice changes nothing, so a retry or a repeated tap can never undo what the shopper asked for; the storefront always sends it. ' +
      'Left out, the call flips the state (the name\'s toggle), for older clients. ' +
      'Saving a product the store does not sell: 422 on `product_id`; removing one answers `in_wishlist: false` (a shopper can always clear a product that left the catalogue). ' +
      'A full wishlist (the simulator holds 200) refuses a new product with a 422 on `product_id` saying so.',
    audience: 'customer',
    body: toggleWishlistPayloadSchema,
    success: { status: 200, schema: wishlistToggleAnswerSchema },
    errors: [422],
  },
  {
    id: 'getAddresses',
    method: 'get',
    path: '/api/address/get-addresses',
    summary: `The signed-in customer's delivery addresses, the default first (at most one has \`is_default\`), then the newest. \`country\` is an ISO 3166-1 alpha-2 code; \`lat\`, \`lng\` and \`place_id\` are there when the address came from the place search.`,
    audience: 'customer',
    success: { status: 200, schema: addressListSchema },
    errors: [],
    read: {},
  },
  {
    id: 'addAddress',
    method: 'post',
    path: '/api/address/add',
    summary:
      `Saves a new address for the signed-in customer; answers 201 with \`address\` (as saved, with its id) and the whole list under \`data\`. ${wholeList} ` +
      'The first address a customer saves is the default whatever `is_default` says; `is_default: true` makes the new one the default and the previous default an ordinary address. ' +
      'A 422 names each refused field: `name`, `phone` (7 to 15 digits), `line1`, `city`, `state`, `postal_code` (not in the format of `country`: India 6 digits, the first 1-9; US 5 digits or ZIP+4), `country`, `label` (Home, Work or Other). ' +
      'A postal code the selected branch does not deliver to is not refused: a customer keeps addresses for every branch, and delivery is checked by check-pincode and again when an order is placed.',
    audience: 'customer',
    body: addressPayloadSchema,
    success: { status: 201, schema: addressAddedSchema },
    errors: [422],
  },
  {
    id: 'deleteAddress',
    method: 'delete',
    path: '/api/address/delete',
    summary:
      `Deletes one of the customer's addresses; answers the list left. ${wholeList} When the default is deleted, the newest address left becomes the default. ` +
      'DELETE with the id in the query: the request has no body, which some proxies drop on a DELETE. 404 when the id is none of the caller\'s addresses (already deleted, say): the storefront then reads the list again.',
    audience: 'customer',
    query: { address_id: { description: 'The address to delete (required).', schema: integerQuery } },
    success: { status: 200, schema: addressListSchema },
    errors: [404, 422],
  },
  {
    id: 'setDefaultAddress',
    method: 'post',
    path: '/api/address/set-default',
    summary: `Makes one of the customer's addresses the default (and the previous default an ordinary address); answers the whole list. ${wholeList} 404 when the id is none of the caller's addresses.`,
    audience: 'customer',
    body: addressIdPayloadSchema,
    success: { status: 200, schema: addressListSchema },
    errors: [404, 422],
  },
  {
    id: 'getPlacePredictions',
    method: 'get',
    path: '/api/google/address',
    summary:
      'Places matching what the shopper typed, best first, at most 5: a proxy for Google Places Autocomplete (New), which the backend calls with its own key, restricted to the store\'s country and biased to the selected branch. ' +
      '`session_token` is a v4 UUID the storefront makes for one search session and sends with every prediction request of that session and with the details request that ends it (Google then bills the session as one); the backend passes it on unchanged. ' +
      '`input` shorter than 3 characters after trimming answers an empty list. 422 when `session_token` is missing or not a UUID, or `input` is longer than 100 characters.',
    audience: 'guest-or-customer',
    query: {
      input: { description: 'What the shopper typed (required; at most 100 characters).', schema: z.string() },
      session_token: { description: "The search session's token, a v4 UUID (required).", schema: z.string() },
    },
    success: { status: 200, schema: placePredictionsSchema },
    errors: [422],
    read: { query: { input: 'Main Street', session_token: checkerPlaceSessionToken } },
  },
  {
    id: 'getPlaceDetails',
    method: 'get',
    path: '/api/google/address/details',
    summary:
      "A chosen place's address, split as the address form takes it (`line1`, `city`, `state`, `postal_code`, `country` as ISO alpha-2, `lat`, `lng`): a proxy for Google Place Details (New). " +
      'Sent with the token of the search session the place came from, it ends that session; the next search starts a new one. Parts a place lacks (a town has no street) are null. 404 for an unknown `place_id`; 422 when `place_id` or `session_token` is missing.',
    audience: 'guest-or-customer',
    query: {
      place_id: { description: 'A place from the predictions (required).', schema: z.string() },
      session_token: { description: 'The token of the search session the place came from (required).', schema: z.string() },
    },
    success: { status: 200, schema: placeDetailsAnswerSchema },
    errors: [404, 422],
    read: {
      derive: (earlier) =>
        queryWith('place_id', pickFrom(earlier.get('getPlacePredictions'), (answer: PlacePredictions) => answer.data[0]?.place_id), { session_token: checkerPlaceSessionToken }),
    },
  },
  {
    id: 'checkPincode',
    method: 'get',
    path: '/api/check-pincode',
    summary:
      'Whether the selected branch (`branch_id`) delivers to a postal code: `deliverable`, the words to show the shopper (`message`: when not, whether another branch does) and, when it does, `delivery_charge`. ' +
      "A well-formed code nobody serves is `deliverable: false`, not an error; a code not in the format of the store's country is a 422 on `pincode`. Open to guests: checkout asks it too.",
    audience: 'guest-or-customer',
    query: { pincode: { description: "The postal code (required): India's 6-digit PIN, a US ZIP, ...", schema: z.string() } },
    success: { status: 200, schema: pincodeCheckSchema },
    errors: [422],
    read: {
      derive: (earlier) =>
        queryWith(
          'pincode',
          pickFrom(earlier.get('getPlaceDetails'), (answer: PlaceDetailsAnswer) => answer.data.postal_code ?? undefined) ??
            pickFrom(earlier.get('getAddresses'), (answer: AddressList) => answer.data[0]?.postal_code ?? undefined),
        ),
    },
  },
  {
    id: 'checkWallet',
    method: 'get',
    path: '/api/check-wallet',
    summary:
      "The signed-in customer's wallet (ADR 0028): the balance in the store's currency (checkout offers it for part or all of the total), the credits that still hold money, soonest expiring first, and the ledger, newest first. " +
      'Each credit has its own expiry (or none). Spending takes from the credit that expires soonest first and from a credit with no expiry last; what is left of a credit when it expires leaves the balance as an `expiry` line. ' +
      "A debit names the order it paid for (`order_id`, `order_number`); a cancelled order's wallet part comes back as a credit naming it. `balance_after` is the running balance. A backend without a ledger may leave `credits` and `ledger` out.",
    audience: 'customer',
    success: { status: 200, schema: walletAnswerSchema },
    errors: [],
    read: {},
  },
  {
    id: 'placeOrder',
    method: 'post',
    path: '/api/place-order',
    summary:
      "Orders the caller's cart for the selected branch (ADR 0024). Requires the header `Idempotency-Key`: a v4 UUID the storefront makes once per checkout attempt and sends again on every retry of it. " +
      'The server keeps the first answer for 24 hours per caller and key: the same key and body get the same order again (never a second one); the same key with another body is 422 `idempotency_key_reused`; a key still being processed is 409 `in_progress` (the storefront waits and asks again); no key is 400. Field refusals are not kept, so a corrected retry with the same key works. ' +
      'It checks the cart, the address, delivery from the branch and the totals: `expected_total` is what the shopper was shown, and a different total is 422 `totals_changed` with the cart as it is now. Other refusals: `branch_closed`, `not_deliverable`, `cart_empty`, `item_unavailable`, `wallet_insufficient` (each 422 `{ message, code, cart? }`). ' +
      'The answer is the order and, when something is left to pay by card, the Razorpay order to open (`payment`); the order is then `awaiting_payment` and the cart is kept until it is paid. With nothing left to pay (the wallet covered it) the order is `placed`, `payment` is null and the cart is emptied.',
    audience: 'guest-or-customer',
    body: placeOrderPayloadSchema,
    success: { status: 201, schema: placedOrderSchema },
    errors: [400, 409, 422],
  },
  {
    id: 'processPayment',
    method: 'post',
    path: '/api/razorpay/process-payment',
    summary:
      "Razorpay's success callback, handed on for the server to verify: HMAC-SHA256 of `<the gateway order id the server stored for order_id>|razorpay_payment_id` with the key secret must equal `razorpay_signature` (never trust the callback's own order id). " +
      'Then the order is paid (`payment_status: paid`, status `placed`), the cart is emptied, and the answer is the order. Calling it again for the same payment answers the same order. A forged or reused signature is 400 and the order stays unpaid; a declined payment 402; an unknown order 404. ' +
      "Razorpay's webhook (payment.captured) should mark the order paid too, so a lost callback still ends in a paid order that get-single-order reports.",
    audience: 'guest-or-customer',
    body: processPaymentPayloadSchema,
    success: { status: 200, schema: orderAnswerSchema },
    errors: [400, 402, 404, 422],
  },
  {
    id: 'getAllOrders',
    method: 'get',
    path: '/api/get-all-orders',
    summary: "The signed-in customer's orders, newest first, 10 a page: number, status, payment status, total, item count and the first items' names.",
    audience: 'customer',
    query: { page: { description: 'The page, from 1.', schema: integerQuery } },
    success: { status: 200, schema: ordersPageSchema },
    errors: [422],
    read: { query: { page: '1' } },
  },
  {
    id: 'getSingleOrder',
    method: 'get',
    path: '/api/get-single-order',
    summary:
      "One of the caller's orders, whole: lines with their options, figures, address, status, payment status and, while it can still be paid, the Razorpay order to pay it with. Only its owner (the bearer token, or the guest id it was placed with) may read it; 404 otherwise. " +
      'The storefront reads it for the confirmation, the order detail, rating and to settle a payment whose callback was lost.',
    audience: 'guest-or-customer',
    query: { order_id: { description: 'The order (required).', schema: integerQuery } },
    success: { status: 200, schema: orderAnswerSchema },
    errors: [404, 422],
    read: { derive: (earlier) => queryWith('order_id', pickFrom(earlier.get('getAllOrders'), (page: OrdersPage) => page.data[0]?.id)) },
  },
  {
    id: 'getOrderToTrack',
    method: 'get',
    path: '/api/get-single-order-to-track',
    summary:
      "An order's progress for the tracking screen, which polls it: status, the steps so far with their times, the estimate and the branch. The owner may read it, and so may anyone holding the order's `tracking_token` (the confirmation's tracking link carries it, so a guest can track from another device). 404 otherwise.",
    audience: 'guest-or-customer',
    query: {
      order_id: { description: 'The order (required).', schema: integerQuery },
      token: { description: "The order's tracking token, when the caller is not its owner.", schema: z.string() },
    },
    success: { status: 200, schema: trackedOrderAnswerSchema },
    errors: [404, 422],
    read: { derive: (earlier) => queryWith('order_id', pickFrom(earlier.get('getAllOrders'), (page: OrdersPage) => page.data[0]?.id)) },
  },
  {
    id: 'rateOrderItem',
    method: 'post',
    path: '/api/rate-order-item',
    summary:
      'Rates one item of one of the customer\'s delivered orders, 1 to 5 stars with an optional comment (at most 1,000 characters); rating it again replaces the rating. Answers the order with the rating on its item. 422 when the order is not delivered yet (the message says when rating opens), 404 for an order or item that is not the caller\'s.',
    audience: 'customer',
    body: rateOrderItemPayloadSchema,
    success: { status: 200, schema: orderAnswerSchema },
    errors: [404, 422],
  },
  {
    id: 'getRewards',
    method: 'get',
    path: '/api/user/rewards',
    summary:
      "The signed-in customer's reward points (ADR 0028): the balance and what a point is worth, how points are earned (`per_order` for each paid order plus `per_currency_unit` for each whole unit of its total), how they are redeemed (null when they cannot be), how long they last, the points expiring in the coming 90 days (soonest first) and the history, newest first (`earned`, `spent`, `expired`). " +
      'Spending takes the soonest-expiring points first. The screen states every rule from this answer, so nothing the shopper is held to is hidden.',
    audience: 'customer',
    success: { status: 200, schema: rewardsAnswerSchema },
    errors: [],
    read: {},
  },
  {
    id: 'redeemPoints',
    method: 'post',
    path: '/api/user/redeem-points',
    summary:
      'Turns points into wallet credit by the rules `get-rewards` states: at least `minimum_points`, a whole number of `step_points`, each step worth `credit_per_step`, the credit lasting `credit_expiry_days`. ' +
      'Answers the rewards and the wallet after it. 422 `{ message, errors: { points: [text] } }` for fewer points than the minimum, not a whole number of steps, or more than the balance.',
    audience: 'customer',
    body: redeemPointsPayloadSchema,
    success: { status: 200, schema: redeemPointsAnswerSchema },
    errors: [422],
  },
  {
    id: 'getScratchCards',
    method: 'get',
    path: '/api/user/scratch-cards',
    summary:
      "The signed-in customer's scratch cards (ADR 0028): one is earned with each paid order and can be scratched until `expires_at`. Unscratched first (soonest expiring first), then redeemed (newest first), then expired. " +
      "An unscratched card carries no reward: the server picks it when the card is redeemed, so there is nothing to peek at. The answer carries the wallet and points balances the screen shows beside the cards.",
    audience: 'customer',
    success: { status: 200, schema: scratchCardsAnswerSchema },
    errors: [],
    read: {},
  },
  {
    id: 'redeemScratchCard',
    method: 'post',
    path: '/api/user/redeem-scratch-card',
    summary:
      'Scratches one of the customer\'s cards: the server picks its reward (wallet credit, points or a coupon code), gives it, and answers the card with its reward and the wallet and points balances after it. ' +
      'Once only, whatever the storefront does (a double tap, two tabs): a card already redeemed is 422 `{ message, code: "already_redeemed", card }` with its reward, an expired one 422 `code: "expired"` with the card; 404 for a card that is not the caller\'s.',
    audience: 'customer',
    body: redeemScratchCardPayloadSchema,
    success: { status: 200, schema: redeemScratchCardAnswerSchema },
    errors: [404, 422],
  },
  {
    id: 'getReferrals',
    method: 'get',
    path: '/api/user/referrals',
    summary:
      "The signed-in customer's referral code (their link is `/r/{code}` on the storefront), the rules, and the friends who joined with it, newest first: `joined` (the referrer's points given, the first-order credit waiting until `order_by`), `ordered` (the friend's first order was paid and the credit given) or `expired` (no first order in time). " +
      'Registering with a code (`register`\'s `referral_code`) counts only for a new customer: an email and phone number no account has used, and never the referrer\'s own code.',
    audience: 'customer',
    success: { status: 200, schema: referralsAnswerSchema },
    errors: [],
    read: {},
  },
  {
    id: 'getReferrerUser',
    method: 'get',
    path: '/api/get-referrer-user',
    summary:
      'Who owns a referral code (any case), named as others may see them (a first name and an initial), and the rules: what a new customer gets on joining with it and what the referrer gets (ADR 0028). ' +
      "Anyone may ask. `is_you` is true when the caller's bearer token owns the code. 404 `{ message }` for a code no customer has.",
    audience: 'guest-or-customer',
    query: { referred_by: { description: 'The referral code from the link `/r/{referred_by}` (required).', schema: z.string() } },
    success: { status: 200, schema: referrerAnswerSchema },
    errors: [404, 422],
    read: { derive: (earlier) => queryWith('referred_by', pickFrom(earlier.get('getReferrals'), (answer: { data: Referrals }) => answer.data.code)) },
  },
];
