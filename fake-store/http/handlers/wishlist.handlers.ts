import { http, HttpResponse } from 'msw';
import type { ApiErrorBody } from '@/api/schemas/common.schema';
import { toggleWishlistPayloadSchema, type Wishlist, type WishlistToggleAnswer } from '@/api/schemas/wishlist.schema';
import { setWishlisted, wishlistOf } from '../../domain/wishlist';
import { unauthenticatedMessage, withClientContract } from '../client-contract';
import { errorResponse } from '../http-errors';

/**
 * The wishlist calls (ADR 0023, contract: src/api/calls/), a signed-in customer's only: a guest gets 401, as a
 * backend answers a call that needs a session without one.
 */

const payloadWords: Record<string, string> = {
  product_id: 'Choose a product to save.',
  in_wishlist: 'in_wishlist must be true or false, or left out.',
};

function validationResponse(errors: Record<string, string[]>): Response {
  const message = Object.values(errors)[0]?.[0] ?? 'The request body does not match the expected format.';
  return HttpResponse.json({ message, errors } satisfies ApiErrorBody, { status: 422 });
}

export const wishlistHandlers = [
  http.get(
    '*/api/get-wishlist',
    withClientContract(({ caller }) => {
      if (caller.kind !== 'user') return errorResponse(401, unauthenticatedMessage);
      return HttpResponse.json({ data: wishlistOf(caller.user.id) } satisfies Wishlist);
    }),
  ),
  http.post(
    '*/api/toggle-wishlist-product',
    withClientContract(async ({ request, caller }) => {
      if (caller.kind !== 'user') return errorResponse(401, unauthenticatedMessage);
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        return errorResponse(422, 'The request body must be JSON.');
      }
      const parsed = toggleWishlistPayloadSchema.safeParse(body);
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? 'product_id');
          errors[field] ??= [payloadWords[field] ?? 'This field is not in the expected format.'];
        }
        return validationResponse(errors);
      }
      const { product_id: productId, in_wishlist: wanted } = parsed.data;
      const result = await setWishlisted(caller.user.id, productId, wanted);
      if (!result.ok) return validationResponse(result.errors);
      return HttpResponse.json({ product_id: productId, in_wishlist: result.inWishlist } satisfies WishlistToggleAnswer);
    }),
  ),
];
