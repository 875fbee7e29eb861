import { http, HttpResponse } from 'msw';
import type * as z from 'zod/mini';
import { cartAddPayloadSchema, cartUpdatePayloadSchema } from '@/api/schemas/cart.schema';
import { addToCart, buildCartSummary, cartMessages, removeCartLine, updateCartLine, type CartResult } from '../../simulator/cart';
import { withClientContract } from '../client-contract';
import { errorResponse } from '../http-errors';

type PayloadSchema = typeof cartAddPayloadSchema | typeof cartUpdatePayloadSchema;

/** A human message for the first problem of a payload that does not match the client's own schema. */
function payloadMessage(error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey> }> }): string {
  const field = error.issues[0]?.path[0];
  switch (field) {
    case 'quantity':
      return cartMessages.quantity;
    case 'product_id':
      return 'Please choose a product to add.';
    case 'cart_id':
      return 'Please choose the cart item to change.';
    case 'selected_attributes':
    case 'selected_multi_attributes':
      return 'The chosen options are not in the expected format.';
    default:
      return 'The request body does not match the expected format.';
  }
}

/** Reads and validates a JSON body with the same zod schema the client builds it from. */
async function readPayload<Schema extends PayloadSchema>(
  request: Request,
  schema: Schema,
): Promise<{ ok: true; payload: z.output<Schema> } | { ok: false; response: Response }> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { ok: false, response: errorResponse(422, 'The request body must be JSON.') };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { ok: false, response: errorResponse(422, payloadMessage(parsed.error)) };
  return { ok: true, payload: parsed.data as z.output<Schema> };
}

function answer(result: CartResult, successStatus: 200 | 201): Response {
  return result.ok ? HttpResponse.json(result.summary, { status: successStatus }) : errorResponse(result.status, result.message);
}

/** The cart calls: each answers with the whole cart summary of the caller (guest id or logged-in user). */
export const cartHandlers = [
  http.get(
    '*/api/get-cart',
    withClientContract(({ caller }) => HttpResponse.json(buildCartSummary(caller.owner))),
  ),
  http.post(
    '*/api/cart/add',
    withClientContract(async ({ request, caller }) => {
      const read = await readPayload(request, cartAddPayloadSchema);
      if (!read.ok) return read.response;
      return answer(await addToCart(caller.owner, read.payload), 201);
    }),
  ),
  http.put(
    '*/api/cart/update',
    withClientContract(async ({ request, caller }) => {
      const read = await readPayload(request, cartUpdatePayloadSchema);
      if (!read.ok) return read.response;
      return answer(await updateCartLine(caller.owner, read.payload), 200);
    }),
  ),
  http.delete<{ id: string }>(
    '*/api/cart/remove/:id',
    withClientContract<{ id: string }>(({ params, caller }) => answer(removeCartLine(caller.owner, params.id), 200)),
  ),
];
