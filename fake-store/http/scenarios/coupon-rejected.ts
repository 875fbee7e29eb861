import { http, type RequestHandler } from 'msw';
import { applyCouponPayloadSchema } from '@/api/schemas/discount.schema';
import { withClientContract } from '../client-contract';
import { errorResponse } from '../http-errors';
import { readPayload } from '../payloads';

/** The refusal coupon-rejected answers for every code. */
export function couponRejectedMessage(code: string): string {
  return `Sorry, the code ${code.trim().toUpperCase()} cannot be used on this order. Your cart is unchanged.`;
}

/**
 * coupon-rejected: every code a shopper applies is refused with a 422 and a message, the way the store
 * refuses an expired one; the cart and any code it had stay as they were. An empty code gets the store's
 * usual "Please enter a discount code." Listing and removing codes work as usual.
 */
export function couponRejectedHandlers(): RequestHandler[] {
  return [
    http.post(
      '*/api/cart/apply-coupon',
      withClientContract(async ({ request }) => {
        const read = await readPayload(request, applyCouponPayloadSchema);
        return read.ok ? errorResponse(422, couponRejectedMessage(read.payload.code)) : read.response;
      }),
    ),
  ];
}
