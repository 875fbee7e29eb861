// @vitest-environment node
import { describe, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import type { RequestContext, RequestInput, request } from '../client';
import type { CartAddPayload, CartSummary } from '../schemas/cart.schema';
import type { ProductsPage } from '../schemas/product.schema';
import type { account } from './account';
import { cart } from './cart';
import { category } from './category';
import { defineCall, type CallAnswer, type CallInput, type PathParamNames } from './define';
import { describe as describeCall } from './describe';
import { orders } from './orders';
import { product } from './product';

/*
 * A call's input and answer types come from its definition: checked by tsc (`npm run typecheck`), which reads this
 * file with the rest. Each `@ts-expect-error` line is a call the compiler must refuse.
 */

type Send = typeof request;
declare const context: RequestContext;
declare const send: Send;

describe('a call definition', () => {
  it('names the parameters of its path template', () => {
    expectTypeOf<PathParamNames<'/api/cart/remove/{cart_item_id}'>>().toEqualTypeOf<'cart_item_id'>();
    expectTypeOf<PathParamNames<'/api/a/{one}/b/{two}'>>().toEqualTypeOf<'one' | 'two'>();
    expectTypeOf<PathParamNames<'/api/get-cart'>>().toEqualTypeOf<never>();
  });

  it('answers what its answer schema reads', () => {
    expectTypeOf<CallAnswer<typeof cart.add>>().toEqualTypeOf<CartSummary>();
    expectTypeOf<CallAnswer<typeof category.products>>().toEqualTypeOf<ProductsPage>();
    expectTypeOf<ReturnType<typeof send<typeof cart.get>>>().resolves.toEqualTypeOf<CartSummary>();
  });

  it('takes its body as the body schema reads it, and its path params by the template', () => {
    expectTypeOf<CallInput<typeof cart.add>['body']>().toEqualTypeOf<z.input<typeof cart.add.body>>();
    expectTypeOf<CartAddPayload>().toExtend<CallInput<typeof cart.add>['body']>();
    expectTypeOf<CallInput<typeof cart.remove>['params']>().toEqualTypeOf<Readonly<Record<'cart_item_id', string | number>>>();
    expectTypeOf<CallInput<typeof account.changeAvatar>['body']>().toEqualTypeOf<{ avatar: File }>();
  });

  it('takes its query by the names it defines, required where the schema is', () => {
    type ProductQuery = RequestInput<typeof product.get>['query'];
    expectTypeOf<keyof ProductQuery>().toEqualTypeOf<'slug'>();
    expectTypeOf<ProductQuery['slug']>().toEqualTypeOf<string | number>();
    expectTypeOf<NonNullable<RequestInput<typeof category.products>['query']>['sort']>().toEqualTypeOf<'recommended' | 'price_asc' | 'price_desc' | 'name' | undefined>();
  });

  it('is refused what it does not define', () => {
    const refused = () => {
      // @ts-expect-error: add takes a body
      void send(context, cart.add);
      // @ts-expect-error: a body add's schema does not read
      void send(context, cart.add, { body: { product_id: 1 } });
      // @ts-expect-error: remove fills {cart_item_id} from params
      void send(context, cart.remove, { params: { line: 1 } });
      // @ts-expect-error: get-product's slug is required
      void send(context, product.get, { query: {} });
      // @ts-expect-error: a sort the category page does not offer
      void send(context, category.products, { query: { category_slug: 'drinks', sort: 'newest' } });
      // @ts-expect-error: place-order carries its Idempotency-Key
      void send(context, orders.place, { body: {} as z.input<typeof orders.place.body> });
    };
    expectTypeOf(refused).toBeFunction();
  });

  it('is described with every parameter it has, and a backend read only for a GET', () => {
    const remove = defineCall({ id: 'x', method: 'delete', path: '/api/x/{id}', audience: 'customer', answer: { status: 204, schema: z.unknown() } });
    const read = defineCall({ id: 'y', method: 'get', path: '/api/y', audience: 'customer', query: { q: z.string() }, answer: { status: 200, schema: z.unknown() } });
    const described = () => {
      describeCall(remove, { summary: '', errors: [], pathParams: { id: 'The id.' } });
      // @ts-expect-error: the path parameter is not described
      describeCall(remove, { summary: '', errors: [] });
      // @ts-expect-error: the backend checker reads GETs only
      describeCall(remove, { summary: '', errors: [], pathParams: { id: 'The id.' }, check: {} });
      describeCall(read, { summary: '', errors: [], query: { q: 'What to look for.' }, check: { query: { q: 'a' } } });
      // @ts-expect-error: a query parameter the call does not have
      describeCall(read, { summary: '', errors: [], query: { q: '', other: '' } });
    };
    expectTypeOf(described).toBeFunction();
  });
});
