import { calls } from '@/api/calls';
import { addToCart, buildCartSummary, recommendedProducts, removeCartLine, updateCartLine } from '../../domain/cart';
import { cartAnswer } from '../payloads';
import { serve } from '../serve';

/**
 * The cart calls: each answers with the whole cart summary of the caller (guest id or logged-in user),
 * its totals worked out for the branch the call names.
 */
export const cartHandlers = [
  serve(calls.cart.get, ({ caller, branchId }) => buildCartSummary(caller.owner, branchId)),
  serve(calls.cart.add, async ({ body, caller, branchId }) => cartAnswer(await addToCart(caller.owner, branchId, body), 201)),
  serve(calls.cart.update, async ({ body, caller, branchId }) => cartAnswer(await updateCartLine(caller.owner, branchId, body), 200)),
  serve(calls.cart.remove, ({ params, caller, branchId }) => cartAnswer(removeCartLine(caller.owner, branchId, params.cart_item_id), 200)),
  serve(calls.recommended.list, ({ caller }) => ({ data: recommendedProducts(caller.owner) })),
];
