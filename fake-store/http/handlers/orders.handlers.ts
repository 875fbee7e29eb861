import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import type { $ZodIssue } from 'zod/v4/core';
import { calls } from '@/api/calls';
import type { ApiErrorBody } from '@/api/schemas/common.schema';
import type { PlaceOrderRefusal } from '@/api/schemas/order.schema';
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
  type PlaceOrderRequest,
  type WireOrder,
} from '../../domain/orders';
import { wasCaptured } from '../../domain/razorpay-bank';
import { isValidSignature } from '../../domain/razorpay';
import { QueryRules, type QueryCheck } from '../../domain/query-rules';
import { errorResponse } from '../http-errors';
import { serve, type BodyRefusal, type SchemaQuery, type ServedRequest } from '../serve';

/*
 * Checkout, card payment and orders (ADR 0024 the contract, ADR 0025 the simulator; calls: src/api/calls/orders.ts,
 * their rules in orders.docs.ts). Store logic lives in fake-store/domain/orders.ts and fake-store/domain/razorpay-bank.ts.
 */

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

/** Each field at fault (dot paths), with its words. */
function fieldErrorsOf(issues: readonly $ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    const field = path === '' ? 'body' : path;
    errors[field] ??= [fieldWords(field)];
  }
  return errors;
}

const notJson = () => validationResponse({}, 'The request body must be JSON.');

/** A refused body: Laravel's 422 with every field at fault. */
const refusedBody = (refusal: BodyRefusal) => (refusal.kind === 'invalid' ? validationResponse(fieldErrorsOf(refusal.issues)) : notJson());

const orderAnswer = (order: WireOrder, status = 200) => HttpResponse.json({ data: order }, { status });

/** The `order_id` of a GET, required and an id, and the rules that read it (for the rest of the query). */
function orderIdOf(rules: QueryRules): QueryCheck<string> {
  const orderId = rules.id('order_id', 'an order id', { required: true });
  return rules.result(() => orderId ?? '');
}

const orderQuery = (searchParams: URLSearchParams) => orderIdOf(new QueryRules(searchParams));

function trackQuery(searchParams: URLSearchParams): QueryCheck<{ orderId: string; token: string | null }> {
  const rules = new QueryRules(searchParams);
  const checked = orderIdOf(rules);
  return checked.ok ? { ok: true, query: { orderId: checked.query, token: rules.text('token') } } : checked;
}

function pageQuery(searchParams: URLSearchParams): QueryCheck<number> {
  const rules = new QueryRules(searchParams);
  const page = rules.page();
  return rules.result(() => page);
}

type PlaceOrderCall = typeof calls.orders.place;

/**
 * Places an order, or answers the refusal. The body's field errors go to the store too: a replay of a key that made
 * an order answers that order, whatever is sent with it.
 */
async function place({ request, caller, branchId }: ServedRequest<PlaceOrderCall, SchemaQuery<PlaceOrderCall>>, rawBody: unknown, payload: PlaceOrderRequest['payload']): Promise<Response> {
  const outcome = await placeOrder({
    owner: caller.owner,
    userId: caller.kind === 'user' ? caller.user.id : null,
    branchId,
    key: request.headers.get('idempotency-key'),
    rawBody,
    payload,
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
}

export const orderHandlers = [
  serve(
    calls.orders.place,
    { refuseBody: (refusal, served) => (refusal.kind === 'invalid' ? place(served, refusal.raw, { ok: false, errors: fieldErrorsOf(refusal.issues) }) : notJson()) },
    ({ body, rawBody, ...served }) => place(served, rawBody, { ok: true, value: body }),
  ),
  serve(calls.orders.get, { query: orderQuery }, ({ query, caller }) => {
    const order = findOwnedOrder(caller.owner, query);
    return order ? { data: presentOrder(order) } : errorResponse(404, orderMessages.notFound);
  }),
  serve(calls.orders.track, { query: trackQuery }, ({ query, caller }) => {
    const order = findTrackableOrder(caller.owner, query.orderId, query.token);
    return order ? { data: presentTrackedOrder(order) } : errorResponse(404, orderMessages.notFound);
  }),
  serve(calls.orders.list, { query: pageQuery }, ({ query, caller }) => listCustomerOrders(caller.user.id, query)),
  serve(calls.orders.processPayment, { refuseBody: refusedBody }, async ({ body: payment, caller }) => {
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
    return { data: presentOrder(await markOrderPaid(order, payment.razorpay_payment_id)) };
  }),
  serve(calls.orders.rateItem, { refuseBody: refusedBody }, async ({ body, caller }) => {
    const { order_id: orderId, order_item_id: itemId, rating, comment } = body;
    const result = await rateOrderItem(caller.owner, { orderId, itemId, rating, comment: comment ?? null });
    if (result.ok) return { data: result.order };
    return result.status === 404 ? errorResponse(404, result.message) : validationResponse(result.errors ?? {}, result.message);
  }),
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
