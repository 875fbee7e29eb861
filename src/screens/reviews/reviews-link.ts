/**
 * The way between a product page and its reviews. get-product-reviews does not say which product page it belongs to
 * (it knows the id, the page's URL has the slug), so the product page hands its own path over in the history entry
 * of the link: the reviews screen offers "Back to the product" only then, and a reload or a shared link still works.
 *
 *   <Link href={reviewsHref(product.id)} state={reviewsLinkState(location)}>See all reviews</Link>
 */

/** The reviews screen of a product. */
export const reviewsHref = (productId: string | number) => `/product/reviews/${encodeURIComponent(String(productId))}`;

interface ReviewsLinkState {
  reviewsBackTo: string;
}

/** The history state for a link from the product page at `productPath` to its reviews. */
export const reviewsLinkState = (productPath: string): ReviewsLinkState => ({ reviewsBackTo: productPath });

/** A product page's path: one segment under /product/, not the reviews screen, no query or other origin. */
const productPath = /^\/product\/(?!reviews(?:\/|$))[^/?#\\]+$/;

/** The product page the shopper came from, read from the history entry's state; null when they came from elsewhere. */
export function backToProductPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('reviewsBackTo' in state)) return null;
  const path = state.reviewsBackTo;
  return typeof path === 'string' && productPath.test(path) ? path : null;
}
