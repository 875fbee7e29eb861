import { calls } from '@/api/calls';
import { applyCoupon, listDiscounts, removeCoupon } from '../../domain/discounts';
import { cartAnswer } from '../payloads';
import { serve } from '../serve';

/**
 * The discount calls. The spec names /api/get-discounts only; applying and removing a code are
 * POST /api/cart/apply-coupon `{ code }` and DELETE /api/cart/remove-coupon, both answering the whole
 * cart summary like every cart call (fake-store/README.md).
 */
export const discountHandlers = [
  serve(calls.discounts.list, ({ caller }) => listDiscounts(caller.owner)),
  serve(calls.cart.applyCoupon, async ({ body, caller, branchId }) => cartAnswer(await applyCoupon(caller.owner, branchId, body.code), 200)),
  serve(calls.cart.removeCoupon, ({ caller, branchId }) => cartAnswer(removeCoupon(caller.owner, branchId), 200)),
];
