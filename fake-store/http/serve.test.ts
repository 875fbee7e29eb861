// @vitest-environment node
import { setupServer } from 'msw/node';
import * as z from 'zod/mini';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineCall } from '@/api/calls/define';
import { tolerantArray } from '@/api/schemas/common.schema';
import { cartMessages } from '../domain/cart';
import { seedDatabase } from '../domain/seed';
import { createSessionToken } from '../domain/sessions';
import { errorResponse } from './http-errors';
import { checkAnswers, routeOf, serve, servedCall } from './serve';
import { callApi } from './testing';

/* serve()'s own rules, on calls defined here: what each served route does before and after its resolver. */

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => seedDatabase());
afterEach(() => {
  server.resetHandlers();
  checkAnswers(true);
});
afterAll(() => server.close());

const thingSchema = z.object({ id: z.string(), name: z.string() });
const addSchema = z.object({ product_id: z.number(), quantity: z.int().check(z.positive()) });

const calls = {
  thing: defineCall({
    id: 'getThing',
    method: 'get',
    path: '/api/test/things/{thing_id}/parts/{part}',
    audience: 'guest-or-customer',
    query: { name: z.string(), size: z.optional(z.enum(['small', 'large'])) },
    answer: { status: 200, schema: thingSchema },
  }),
  mine: defineCall({ id: 'getMine', method: 'get', path: '/api/test/mine', audience: 'customer', answer: { status: 200, schema: thingSchema } }),
  add: defineCall({ id: 'addThing', method: 'post', path: '/api/test/add', audience: 'guest-or-customer', body: addSchema, answer: { status: 201, schema: thingSchema } }),
  forget: defineCall({ id: 'forgetThing', method: 'delete', path: '/api/test/forget', audience: 'customer', answer: { status: 204, schema: z.unknown() } }),
};

const thing = { id: '1', name: 'Thing' };

describe('serve', () => {
  it('routes the path template on any origin, with its {names} as params', async () => {
    expect(routeOf('/api/cart/remove/{cart_item_id}')).toBe('*/api/cart/remove/:cart_item_id');
    const resolver = vi.fn(({ params, query, caller, branchId }: { params: object; query: object; caller: { kind: string }; branchId: string }) => {
      expect({ params, query, caller: caller.kind, branchId }).toEqual({ params: { thing_id: '7', part: 'lid' }, query: { name: 'Pot', size: undefined }, caller: 'guest', branchId: '2' });
      return thing;
    });
    server.use(serve(calls.thing, resolver));
    const answer = await callApi('/api/test/things/7/parts/lid?name=%20Pot%20', { branchId: 2, origin: 'https://shop.example' });
    expect(answer).toEqual({ status: 200, body: thing });
    expect(resolver).toHaveBeenCalledOnce();
    expect(servedCall(serve(calls.thing, () => thing))).toBe(calls.thing);
  });

  it('holds every call to the client contract before its resolver runs', async () => {
    const resolver = vi.fn(() => thing);
    server.use(serve(calls.thing, resolver));
    const answer = await callApi('/api/test/things/7/parts/lid?name=Pot', { withoutAjaxHeader: true });
    expect(answer).toEqual({ status: 400, body: { message: 'Missing the "X-Requested-With: XMLHttpRequest" header.' } });
    expect(resolver).not.toHaveBeenCalled();
  });

  it("answers 401 Unauthenticated. to a guest's customer call, and gives the resolver the signed-in customer", async () => {
    server.use(serve(calls.mine, ({ caller }) => ({ id: String(caller.user.id), name: caller.user.name })));
    expect(await callApi('/api/test/mine')).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
    const session = await createSessionToken();
    const mine = await callApi('/api/test/mine', { token: session.token });
    expect(mine.status).toBe(200);
    expect(thingSchema.parse(mine.body).id).toBe(String(session.user.id));
  });

  it("refuses a query its schemas refuse with Laravel's 422, every field named, an empty value counted as absent", async () => {
    const resolver = vi.fn(() => thing);
    server.use(serve(calls.thing, resolver));
    expect(await callApi('/api/test/things/7/parts/lid?name=&size=huge')).toEqual({
      status: 422,
      body: { message: 'The name field is required. (and 1 more error)', errors: { name: ['The name field is required.'], size: ['The size field is invalid.'] } },
    });
    expect(resolver).not.toHaveBeenCalled();
  });

  it("reads the query with the store's own rules when it has them, and their refusal is the 422", async () => {
    const query = (params: URLSearchParams) =>
      params.get('name') === 'Pot' ? { ok: true as const, query: { pot: true } } : { ok: false as const, message: 'Only pots.', errors: { name: ['Only pots.'] } };
    server.use(serve(calls.thing, { query }, ({ query: read }) => ({ id: String(read.pot), name: 'Pot' })));
    expect(await callApi('/api/test/things/7/parts/lid?name=Pan')).toEqual({ status: 422, body: { message: 'Only pots.', errors: { name: ['Only pots.'] } } });
    expect(await callApi('/api/test/things/7/parts/lid?name=Pot')).toEqual({ status: 200, body: { id: 'true', name: 'Pot' } });
  });

  it('fails a test when the store takes a query its definition refuses', async () => {
    const lax = () => ({ ok: true as const, query: {} });
    server.use(serve(calls.thing, { query: lax }, () => thing));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await callApi('/api/test/things/7/parts/lid');
    expect(answer.status).toBe(500);
    expect(JSON.stringify(answer.body)).toContain('that its definition refuses: name=(absent)');
  });

  it("reads the body with the call's schema: the 422 names the first field at fault, or says it is not JSON", async () => {
    const resolver = vi.fn(({ body }: { body: { product_id: unknown; quantity: number } }) => ({ id: String(body.product_id), name: `x${String(body.quantity)}` }));
    server.use(serve(calls.add, resolver));
    expect(await callApi('/api/test/add', { method: 'POST', body: { product_id: 5, quantity: 0 } })).toEqual({ status: 422, body: { message: cartMessages.quantity } });
    const notJson = await fetch(new Request('http://localhost/api/test/add?branch_id=1', { method: 'POST', headers: { 'X-Requested-With': 'XMLHttpRequest', 'guest-id': '3b241101-e2bb-4255-8caf-4136c566a962' }, body: '{' }));
    expect([notJson.status, await notJson.json()]).toEqual([422, { message: 'The request body must be JSON.' }]);
    expect(resolver).not.toHaveBeenCalled();
    expect(await callApi('/api/test/add', { method: 'POST', body: { product_id: 5, quantity: 2 } })).toEqual({ status: 201, body: { id: '5', name: 'x2' } });
  });

  it('lets the resolver word a refused body itself, with what was sent', async () => {
    const refuseBody = vi.fn((refusal: { kind: string }) => errorResponse(422, `refused: ${refusal.kind}`));
    server.use(serve(calls.add, { refuseBody }, () => thing));
    expect(await callApi('/api/test/add', { method: 'POST', body: { quantity: 1 } })).toEqual({ status: 422, body: { message: 'refused: invalid' } });
    expect(refuseBody.mock.calls[0]?.[0]).toMatchObject({ kind: 'invalid', raw: { quantity: 1 }, issues: [{ path: ['product_id'] }] });
  });

  it('answers 204 with no body, and passes a Response of its own unchanged', async () => {
    server.use(serve(calls.forget, () => undefined), serve(calls.thing, () => errorResponse(409, 'Taken.')));
    const session = await createSessionToken();
    expect(await callApi('/api/test/forget', { method: 'DELETE', token: session.token })).toEqual({ status: 204, body: null });
    expect(await callApi('/api/test/things/1/parts/2?name=x')).toEqual({ status: 409, body: { message: 'Taken.' } });
  });

  it("fails a test when an answer leaves the call's schema, or holds a part the tolerant reader would drop", async () => {
    const listed = defineCall({ id: 'listThings', method: 'get', path: '/api/test/list', audience: 'guest-or-customer', answer: { status: 200, schema: z.object({ data: tolerantArray(thingSchema) }) } });
    server.use(
      serve(calls.mine, () => ({ id: 1, name: 'Not a string id' }) as unknown as z.input<typeof thingSchema>),
      serve(calls.thing, () => new Response(JSON.stringify({ id: '1' }), { status: 200, headers: { 'Content-Type': 'application/json' } })),
      serve(listed, () => ({ data: [thing, { id: 2 }] })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const session = await createSessionToken();
    const wrong = await callApi('/api/test/mine', { token: session.token });
    expect(wrong.status).toBe(500);
    expect(JSON.stringify(wrong.body)).toContain('answered getMine (GET /api/test/mine) outside its contract');
    expect((await callApi('/api/test/things/1/parts/2?name=x')).status).toBe(500);
    const dropped = await callApi('/api/test/list');
    expect(dropped.status).toBe(500);
    expect(JSON.stringify(dropped.body)).toContain('data.1: dropped');
  });

  it('sends the answer unchecked outside tests (the browser, the Node server)', async () => {
    checkAnswers(false);
    server.use(serve(calls.mine, () => ({ id: 1 }) as unknown as z.input<typeof thingSchema>));
    const session = await createSessionToken();
    expect(await callApi('/api/test/mine', { token: session.token })).toEqual({ status: 200, body: { id: 1 } });
  });

  it("refuses a definition the shopper's build cut down to the client's facts", () => {
    const { method, path, answer } = calls.thing;
    expect(() => serve({ method, path, answer } as unknown as typeof calls.thing, () => thing)).toThrow(/client's facts of \/api\/test\/things/);
  });
});
