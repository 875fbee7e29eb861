// @vitest-environment node
import * as z from 'zod/mini';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { defineCall } from '@/api/calls/define';
import { request, type RequestContext } from '@/api/client';
import { amountSchema } from '@/api/schemas/common.schema';
import { fromMinorUnits, toMinorUnits } from '../fake-store/domain/money';
import { productDetailBySlug, productMessages } from '../fake-store/domain/product-detail';
import { seedDatabase } from '../fake-store/domain/seed';
import { server } from '../fake-store/hosts/node';
import { errorResponse } from '../fake-store/http/http-errors';
import { serve } from '../fake-store/http/serve';
import { testGuestId } from '../fake-store/http/testing';

/*
 * Adding a call is one definition and one resolver (README, "Adding a call"): the definition below would live in
 * src/api/calls/<resource>.ts and the resolver in fake-store/http/handlers/<resource>.handlers.ts. Nothing else is
 * written: the route, the client contract, the query's refusal and the answer's type all come from the definition.
 */

const productPrice = defineCall({
  id: 'getProductPrice',
  method: 'get',
  path: '/api/get-product-price/{slug}',
  audience: 'guest-or-customer',
  query: { quantity: z.optional(z.string().check(z.regex(/^[1-9]\d{0,2}$/))) },
  answer: { status: 200, schema: z.object({ data: z.object({ name: z.string(), unit_price: amountSchema, total: amountSchema }) }) },
});

const productPriceServed = serve(productPrice, ({ params, query }) => {
  const product = productDetailBySlug(params.slug);
  if (!product) return errorResponse(404, productMessages.notFound);
  const quantity = Number(query.quantity ?? '1');
  return { data: { name: product.name, unit_price: product.selling_price, total: fromMinorUnits(toMinorUnits(product.selling_price) * quantity) } };
});

const guest: RequestContext = { branchId: '1', authToken: null, guestId: testGuestId };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await seedDatabase();
  server.use(productPriceServed);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('adding a call', () => {
  it('is called through the one client, its input and answer typed from the definition', async () => {
    const answer = await request(guest, productPrice, { params: { slug: 'margherita-pizza' }, query: { quantity: 3 } });
    expectTypeOf(answer.data.total).toEqualTypeOf<number>();
    const product = productDetailBySlug('margherita-pizza');
    expect(answer.data).toEqual({ name: 'Margherita Pizza', unit_price: product?.selling_price, total: fromMinorUnits(toMinorUnits(product?.selling_price ?? 0) * 3) });
  });

  it("refuses what the definition refuses, and passes the resolver's own refusals", async () => {
    const refused = (input: Parameters<typeof request<typeof productPrice>>[2]) => request(guest, productPrice, input).catch((error: unknown) => error);
    expect(await refused({ params: { slug: 'margherita-pizza' }, query: { quantity: 'many' } })).toMatchObject({ kind: 'rejected', status: 422, message: 'The quantity field is invalid.' });
    const missing = await refused({ params: { slug: 'no-such-product' } });
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing).toMatchObject({ kind: 'rejected', status: 404, message: productMessages.notFound });
  });
});
