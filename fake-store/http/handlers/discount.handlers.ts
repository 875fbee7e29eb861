import { http, HttpResponse } from 'msw';
import { applyCouponPayloadSchema } from '@/api/schemas/discount.schema';
import { applyCoupon, listDiscounts, removeCoupon } from '../../domain/discounts';
import { withClientContract } from '../client-contract';
import { cartAnswer, readPayload } from '../payloads';

/**
 * The discount calls. The spec names /api/get-discounts only; applying and removing a code are
 * POST /api/cart/apply-coupon `{ code }` and DELETE /api/cart/remove-coupon, both answering the whole
 * cart summary like every cart call (fake-store/README.md).
 */
export const discountHandlers = [
  http.get(
    '*/api/get-discounts',
    withClientContract(({ caller }) => HttpResponse.json(listDiscounts(caller.owner))),
  ),
  http.post(
    '*/api/cart/apply-coupon',
    withClientContract(async ({ request, caller, branchId }) => {
      const read = await readPayload(request, applyCouponPayloadSchema);
      if (!read.ok) return read.response;
      return cartAnswer(await applyCoupon(caller.owner, branchId, read.payload.code), 200);
    }),
  ),
  http.delete(
    '*/api/cart/remove-coupon',
    withClientContract(({ caller, branchId }) => cartAnswer(removeCoupon(caller.owner, branchId), 200)),
  ),
];
