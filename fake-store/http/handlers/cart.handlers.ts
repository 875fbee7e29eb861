import { http, HttpResponse } from 'msw';
import { cartAddPayloadSchema, cartUpdatePayloadSchema, type CartRecommendedProducts } from '@/api/schemas/cart.schema';
import { addToCart, buildCartSummary, recommendedProducts, removeCartLine, updateCartLine } from '../../domain/cart';
import { withClientContract } from '../client-contract';
import { cartAnswer, readPayload } from '../payloads';

/**
 * The cart calls: each answers with the whole cart summary of the caller (guest id or logged-in user),
 * its totals worked out for the branch the call names.
 */
export const cartHandlers = [
  http.get(
    '*/api/get-cart',
    withClientContract(({ caller, branchId }) => HttpResponse.json(buildCartSummary(caller.owner, branchId))),
  ),
  http.post(
    '*/api/cart/add',
    withClientContract(async ({ request, caller, branchId }) => {
      const read = await readPayload(request, cartAddPayloadSchema);
      if (!read.ok) return read.response;
      return cartAnswer(await addToCart(caller.owner, branchId, read.payload), 201);
    }),
  ),
  http.put(
    '*/api/cart/update',
    withClientContract(async ({ request, caller, branchId }) => {
      const read = await readPayload(request, cartUpdatePayloadSchema);
      if (!read.ok) return read.response;
      return cartAnswer(await updateCartLine(caller.owner, branchId, read.payload), 200);
    }),
  ),
  http.delete<{ id: string }>(
    '*/api/cart/remove/:id',
    withClientContract<{ id: string }>(({ params, caller, branchId }) => cartAnswer(removeCartLine(caller.owner, branchId, params.id), 200)),
  ),
  http.get(
    '*/api/get-cart-recommended-products',
    withClientContract(({ caller }) => HttpResponse.json({ data: recommendedProducts(caller.owner) } satisfies CartRecommendedProducts)),
  ),
];
