import { http, HttpResponse, type PathParams } from 'msw';
import * as z from 'zod/mini';
import type { ApiErrorBody } from '@/api/schemas/common.schema';
import { type OrdersPage, type PlaceOrderRefusal } from '@/api/schemas/order.schema';
import { placeOrderPayloadSchema, processPaymentPayloadSchema, rateOrderItemPayloadSchema } from '@/api/schemas/order-payload.schema';
import { addressMessages } from '@/domain/address-rules';
import { postalRuleFor } from '@/domain/postal-codes';
import { simulatedStoreCountry, type FieldErrors } from '../../domain/addresses';
import {
  advanceOrder,
  advanceTargets,
  findOwnedOrder,
  findTrackableOrder,
  listCustomerOrders,
  markOrderPaid,
  orderMessages,
  placeOrder,
  presentOrder,
  presentTrackedOrder,
  rateOrderItem,
  type AdvanceTarget,
  type WireOrder,
} from '../../domain/orders';
import { wasCaptured } from '../../domain/razorpay-bank';
import { isValidSignature } from '../../domain/razorpay';
import { QueryRules } from '../../domain/query-rules';
import { unauthenticatedMessage, withClientContract, type Caller, type ContractResolverInfo } from '../client-contract';
import { errorResponse } from '../http-errors';

/*
 * Checkout, card payment and orders (ADR 0024 the contract, ADR 0025 the simulator; rules: the summaries in
 * src/api/calls/). Store logic lives in fake-store/domain/orders.ts and fake-store/domain/razorpay-bank.ts.
 */

type CustomerCaller = Extract<Caller, { kind: 'user' }>;

function customerOnly(resolver: (info: ContractResolverInfo<PathParams> & { caller: CustomerCaller }) => Response | Promise<Response>) {
  return withClientContract<PathParams>((info) => {
    if (info.caller.kind !== 'user') return errorResponse(401, unauthenticatedMessage);
    return resolver({ ...info, caller: info.caller });
  });
}

/** Laravel's 422: the first problem as the message, "(and N more errors)", and every field's problems. */
function validationResponse(errors: FieldErrors, message?: string): Response {
  const fields = Object.keys(errors);
  const first = errors[fields[0] ?? '']?.[0] ?? 'The given data was invalid.';
  const more = fields.length - 1;
  const text = message ?? (more > 0 ? `${first} (and ${more} more ${more === 1 ? 'error' : 'errors'})` : first);
  return HttpResponse.json({ message: text, errors } satisfies ApiErrorBody, { status: 422 });
}

/** The words for a payload field that is missing or of the wrong type (dot paths for nested fields, as Laravel names them). */
function fieldWords(path: string): string {
  switch (path) {
    case 'contact':
    case 'contact.name':
      return 'Enter your name.';
    case 'contact.phone':
      return 'Enter a phone number we can call about the order.';
    case 'contact.email':
      return 'Enter an email address like name@example.com.';
    case 'address_id':
      return orderMessages.addressNotFound;
    case 'address':
      return orderMessages.addressMissing;
    case 'address.name':
      return addressMessages.nameMissing;
    case 'address.phone':
      return addressMessages.phoneInvalid;
    case 'address.line1':
      return addressMessages.line1Missing;
    case 'address.city':
      return addressMessages.cityMissing;
    case 'address.state':
      return addressMessages.stateMissing;
    case 'address.postal_code':
      return addressMessages.postalMissing(postalRuleFor(simulatedStoreCountry()).label);
    case 'address.label':
      return addressMessages.labelInvalid;
    case 'address.country':
      return 'The country field must be a two-letter country code.';
    case 'payment_method':
      return 'Choose how to pay: card or wallet.';
    case 'wallet_amount':
      return 'The wallet amount must be a number of 0 or more.';
    case 'expected_total':
      return 'The expected total must be the total the shopper was shown.';
    case 'order_id':
      return 'The order id field is required.';
    case 'order_item_id':
      return 'The order item id field is required.';
    case 'rating':
      return 'Choose from 1 to 5 stars.';
    case 'comment':
      return 'Use at most 1,000 characters.';
    default:
      return 'This field is not in the expected format.';
  }
}

type BodyRead<Value> = { ok: true; raw: unknown; value: Value } | { ok: true; raw: unknown; value: null; errors: FieldErrors } | { ok: false; response: Response };

/** Reads a JSON body with the client's own payload schema; field problems come back by field (dot paths). */
async function readBody<Schema extends z.ZodMiniType>(request: Request, schema: Schema): Promise<BodyRead<z.output<Schema>>> {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return { ok: false, response: validationResponse({}, 'The request body must be JSON.') };
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, raw, value: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    const field = path === '' ? 'body' : path;
    errors[field] ??= [fieldWords(field)];
  }
  return { ok: true, raw, value: null, errors };
}

const orderAnswer = (order: WireOrder, status = 200) => HttpResponse.json({ data: order }, { status });

/** The `order_id` of a GET, required and an id. */
function orderIdOf(request: Request): { ok: true; orderId: string; rules: QueryRules } | { ok: false; response: Response } {
  const rules = new QueryRules(new URL(request.url).searchParams);
  const orderId = rules.id('order_id', 'an order id', { required: true });
  const checked = rules.result(() => orderId ?? '');
  if (!checked.ok) return { ok: false, response: validationResponse(checked.errors, checked.message) };
  return { ok: true, orderId: checked.query, rules };
}

export const orderHandlers = [
  http.post(
    '*/api/place-order',
    withClientContract(async ({ request, caller, branchId }) => {
      const key = request.headers.get('idempotency-key');
      const read = await readBody(request, placeOrderPayloadSchema);
      if (!read.ok) return read.response;
      const outcome = await placeOrder({
        owner: caller.owner,
        userId: caller.kind === 'user' ? caller.user.id : null,
        branchId,
        key,
        rawBody: read.raw,
        payload: read.value === null ? { ok: false, errors: 'errors' in read ? read.errors : {} } : { ok: true, value: read.value },
      });
      if (outcome.kind === 'placed') {
        return HttpResponse.json({ data: outcome.order, payment: outcome.order.payment }, {
          status: outcome.replayed ? 200 : 201,
          // Stripe's header for an answer given again for the same key.
          headers: outcome.replayed ? { 'Idempotent-Replayed': 'true' } : {},
        });
      }
      if (outcome.errors) return validationResponse(outcome.errors, outcome.message);
      return HttpResponse.json(
        { message: outcome.message, ...(outcome.code ? { code: outcome.code } : {}), ...(outcome.cart ? { cart: outcome.cart } : {}) } satisfies PlaceOrderRefusal,
        { status: outcome.status },
      );
    }),
  ),
  http.get(
    '*/api/get-single-order',
    withClientContract(({ request, caller }) => {
      const read = orderIdOf(request);
      if (!read.ok) return read.response;
      const order = findOwnedOrder(caller.owner, read.orderId);
      return order ? orderAnswer(presentOrder(order)) : errorResponse(404, orderMessages.notFound);
    }),
  ),
  http.get(
    '*/api/get-single-order-to-track',
    withClientContract(({ request, caller }) => {
      const read = orderIdOf(request);
      if (!read.ok) return read.response;
      const order = findTrackableOrder(caller.owner, read.orderId, read.rules.text('token'));
      return order ? HttpResponse.json({ data: presentTrackedOrder(order) }) : errorResponse(404, orderMessages.notFound);
    }),
  ),
  http.get(
    '*/api/get-all-orders',
    customerOnly(({ request, caller }) => {
      const rules = new QueryRules(new URL(request.url).searchParams);
      const page = rules.page();
      const checked = rules.result(() => page);
      if (!checked.ok) return validationResponse(checked.errors, checked.message);
      return HttpResponse.json(listCustomerOrders(caller.user.id, checked.query) satisfies OrdersPage);
    }),
  ),
  http.post(
    '*/api/razorpay/process-payment',
    withClientContract(async ({ request, caller }) => {
      const read = await readBody(request, processPaymentPayloadSchema);
      if (!read.ok) return read.response;
      if (read.value === null) return validationResponse('errors' in read ? read.errors : {});
      const payment = read.value;
      const order = findOwnedOrder(caller.owner, payment.order_id);
      if (!order) return errorResponse(404, orderMessages.notFound);
      if (order.gateway_order_id === null) return errorResponse(400, 'This order has nothing to pay by card.');
      // Signed against the gateway order the store kept for this order, never the callback's own order id.
      const signed = await isValidSignature(order.gateway_order_id, payment.razorpay_payment_id, payment.razorpay_signature);
      if (!signed || !wasCaptured(order.gateway_order_id, payment.razorpay_payment_id)) {
        return errorResponse(400, 'This payment could not be verified for this order, so it was not recorded. If money was taken, it will be returned.');
      }
      if (order.payment_id !== null && order.payment_id !== payment.razorpay_payment_id) {
        return errorResponse(400, 'This order was paid by another payment.');
      }
      return orderAnswer(presentOrder(await markOrderPaid(order, payment.razorpay_payment_id)));
    }),
  ),
  http.post(
    '*/api/rate-order-item',
    customerOnly(async ({ request, caller }) => {
      const read = await readBody(request, rateOrderItemPayloadSchema);
      if (!read.ok) return read.response;
      if (read.value === null) return validationResponse('errors' in read ? read.errors : {});
      const { order_id: orderId, order_item_id: itemId, rating, comment } = read.value;
      const result = await rateOrderItem(caller.owner, { orderId, itemId, rating, comment: comment ?? null });
      if (result.ok) return orderAnswer(result.order);
      return result.status === 404 ? errorResponse(404, result.message) : validationResponse(result.errors ?? {}, result.message);
    }),
  ),
];

const advanceTargetSchema = z.enum(advanceTargets);

/**
 * Test hooks for e2e tests and the benchmark (fake-store/README.md): not the store's API, so no client contract.
 * `POST /sim/orders/advance?order_id=&to=` moves an order on (the wallet's hook is in loyalty.handlers.ts).
 */
export const orderTestHooks = [
  http.post('*/sim/orders/advance', async ({ request }) => {
    const params = new URL(request.url).searchParams;
    const orderId = params.get('order_id')?.trim() ?? '';
    if (!/^[1-9]\d{0,8}$/.test(orderId)) return errorResponse(422, 'Give the order to move on as ?order_id=<id>.');
    const to = params.get('to');
    const target = to === null || to === '' ? null : advanceTargetSchema.safeParse(to);
    if (target && !target.success) return errorResponse(422, `?to= must be one of: ${advanceTargets.join(', ')}.`);
    const result = await advanceOrder(orderId, target ? (target.data as AdvanceTarget) : null);
    return result.ok ? orderAnswer(result.order) : errorResponse(result.status, result.message);
  }),
];
