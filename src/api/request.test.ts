// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { ApiError } from './api-error';
import { account } from './calls/account';
import { cart } from './calls/cart';
import { category } from './calls/category';
import { orders } from './calls/orders';
import { request, type RequestContext } from './client';

const guest: RequestContext = { branchId: '4', authToken: null, guestId: '0b9f7f0e-5a5e-4f5b-9a57-1c0a2b3c4d5e' };
const emptyCart = { cartItems: [] };

/** A transport that keeps what it was sent and answers `answer` (the client's own `fetch` option, as the avatar upload uses). */
function fakeFetch(answer: unknown, status = 200) {
  const sent: Request[] = [];
  const fetch = async (input: Request | URL | string, init?: RequestInit) => {
    sent.push(new Request(input, init));
    return Response.json(answer, { status });
  };
  return { sent, fetch };
}

describe('request, sending a defined call', () => {
  it('fills the path parameters from `params`, each encoded', async () => {
    const { sent, fetch } = fakeFetch(emptyCart);
    await request(guest, cart.remove, { params: { cart_item_id: 'line 7/b?' }, fetch });
    expect(sent[0]?.method).toBe('DELETE');
    expect(new URL(sent[0]!.url).pathname).toBe('/api/cart/remove/line%207%2Fb%3F');
  });

  it('sends the query the definition names, numbers as digits, what is left out not at all, and the branch', async () => {
    const { sent, fetch } = fakeFetch({ data: [] });
    await request(guest, category.products, { query: { category_slug: 'hot drinks', page: 2, per_page: 24, sort: undefined }, fetch });
    const url = new URL(sent[0]!.url);
    expect(url.pathname).toBe('/api/get-category-products');
    expect([...url.searchParams]).toEqual([
      ['category_slug', 'hot drinks'],
      ['page', '2'],
      ['per_page', '24'],
      ['branch_id', '4'],
    ]);
  });

  it('sends the body as JSON, with the identity', async () => {
    const { sent, fetch } = fakeFetch(emptyCart, 201);
    const body = { product_id: 3, quantity: 2, selected_attributes: { 1: 4 }, selected_multi_attributes: {} };
    await request(guest, cart.add, { body, fetch });
    const [sentRequest] = sent;
    expect(sentRequest?.method).toBe('POST');
    expect(sentRequest?.headers.get('content-type')).toMatch(/^application\/json/);
    expect(sentRequest?.headers.get('guest-id')).toBe(guest.guestId);
    expect(await sentRequest?.json()).toEqual({ product_id: 3, quantity: 2, selected_attributes: { '1': 4 }, selected_multi_attributes: {} });
  });

  it('sends the headers the call defines', async () => {
    const { sent, fetch } = fakeFetch({}, 201);
    const body = {} as z.input<typeof orders.place.body>;
    // The answer is not an order: only what was sent matters here.
    await request(guest, orders.place, { body, headers: { 'Idempotency-Key': 'key-1' }, fetch }).catch(() => undefined);
    expect(sent[0]?.headers.get('idempotency-key')).toBe('key-1');
  });

  it('sends a multipart body as one part per field, a file with its name and type', async () => {
    const { sent, fetch } = fakeFetch({ user: { id: 1, name: 'Ada', email: 'ada@example.com' } });
    const avatar = new File([new Uint8Array([1, 2, 3])], 'avatar.webp', { type: 'image/webp' });
    await request({ ...guest, authToken: 'token-1' }, account.changeAvatar, { body: { avatar }, fetch });
    const form = await sent[0]!.formData();
    const part = form.get('avatar');
    expect(part).toBeInstanceOf(File);
    expect((part as File).name).toBe('avatar.webp');
    expect((part as File).type).toBe('image/webp');
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer token-1');
  });

  it('reads the answer with the call’s answer schema', async () => {
    await expect(request(guest, cart.get, { fetch: fakeFetch(emptyCart).fetch })).resolves.toMatchObject({ cartItems: [], total: 0 });
    await expect(request(guest, cart.get, { fetch: fakeFetch({ items: [] }).fetch })).rejects.toSatisfy(
      (error: unknown) => error instanceof ApiError && error.kind === 'invalid-response',
    );
  });
});
