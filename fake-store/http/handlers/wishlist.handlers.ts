import { HttpResponse } from 'msw';
import { calls } from '@/api/calls';
import type { ApiErrorBody } from '@/api/schemas/common.schema';
import { setWishlisted, wishlistOf } from '../../domain/wishlist';
import { serve, type BodyRefusal } from '../serve';

/**
 * The wishlist calls (ADR 0023, calls: src/api/calls/wishlist.ts), a signed-in customer's only: a guest gets 401, as
 * a backend answers a call that needs a session without one.
 */

const payloadWords: Record<string, string> = {
  product_id: 'Choose a product to save.',
  in_wishlist: 'in_wishlist must be true or false, or left out.',
};

function validationResponse(errors: Record<string, string[]>): Response {
  const message = Object.values(errors)[0]?.[0] ?? 'The request body does not match the expected format.';
  return HttpResponse.json({ message, errors } satisfies ApiErrorBody, { status: 422 });
}

/** Each field at fault with its words; a body that is not JSON gets serve's own refusal. */
function refusedFields(refusal: BodyRefusal): Response | undefined {
  if (refusal.kind !== 'invalid') return undefined;
  const errors: Record<string, string[]> = {};
  for (const issue of refusal.issues) {
    const field = String(issue.path[0] ?? 'product_id');
    errors[field] ??= [payloadWords[field] ?? 'This field is not in the expected format.'];
  }
  return validationResponse(errors);
}

export const wishlistHandlers = [
  serve(calls.wishlist.get, ({ caller }) => ({ data: wishlistOf(caller.user.id) })),
  serve(calls.wishlist.toggle, { refuseBody: refusedFields }, async ({ body, caller }) => {
    const { product_id: productId, in_wishlist: wanted } = body;
    const result = await setWishlisted(caller.user.id, productId, wanted);
    if (!result.ok) return validationResponse(result.errors);
    return { product_id: productId, in_wishlist: result.inWishlist };
  }),
];
