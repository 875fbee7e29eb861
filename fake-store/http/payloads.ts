import { HttpResponse } from 'msw';
import type * as z from 'zod/mini';
import type { cartAddPayloadSchema, cartUpdatePayloadSchema } from '@/api/schemas/cart.schema';
import type { applyCouponPayloadSchema } from '@/api/schemas/discount.schema';
import { cartMessages, type CartResult } from '../domain/cart';
import { errorResponse } from './http-errors';

/** Reading request bodies and answering cart results, shared by the cart and discount handlers. */

type PayloadSchema = typeof cartAddPayloadSchema | typeof cartUpdatePayloadSchema | typeof applyCouponPayloadSchema;

/** A human message for the first problem of a payload that does not match the client's own schema. */
export function payloadMessage(error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey> }> }): string {
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
    case 'code':
      return 'Please enter a discount code.';
    default:
      return 'The request body does not match the expected format.';
  }
}

/** A request's JSON body, or the 422 a backend answers a body that is not JSON. */
export async function readJsonBody(request: Request): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  try {
    return { ok: true, body: await request.json() };
  } catch {
    return { ok: false, response: errorResponse(422, 'The request body must be JSON.') };
  }
}

/** Reads and validates a JSON body with the same zod schema the client builds it from. */
export async function readPayload<Schema extends PayloadSchema>(
  request: Request,
  schema: Schema,
): Promise<{ ok: true; payload: z.output<Schema> } | { ok: false; response: Response }> {
  const read = await readJsonBody(request);
  if (!read.ok) return read;
  const parsed = schema.safeParse(read.body);
  if (!parsed.success) return { ok: false, response: errorResponse(422, payloadMessage(parsed.error)) };
  return { ok: true, payload: parsed.data as z.output<Schema> };
}

/** The whole cart summary on success, else `{ message }` with the failure's status. */
export function cartAnswer(result: CartResult, successStatus: 200 | 201): Response {
  return result.ok ? HttpResponse.json(result.summary, { status: successStatus }) : errorResponse(result.status, result.message);
}
