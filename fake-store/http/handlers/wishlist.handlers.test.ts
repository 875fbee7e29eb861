import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@/api/schemas/common.schema';
import { wishlistSchema, wishlistToggleAnswerSchema } from '@/api/schemas/wishlist.schema';
import { seedDatabase } from '../../domain/seed';
import { seedFacts } from '../../domain/seed-facts';
import { createSessionToken } from '../../domain/sessions';
import { generatedCatalogue } from '../../domain/catalog';
import { wishlistLimit, wishlistMessages } from '../../domain/wishlist';
import { server } from '../../hosts/node';
import { callApi } from '../testing';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => seedDatabase());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A customer of the test's own (not the demo customer), signed in. */
const freshCustomer = async (id = 500) => (await createSessionToken({ id, name: `Customer ${id}` })).token;

const savedIds = async (token: string) => {
  const { status, body } = await callApi('/api/get-wishlist', { token });
  expect(status).toBe(200);
  return wishlistSchema.parse(body).data.map((product) => product.id);
};

const toggle = async (token: string, body: unknown) => {
  const { status, body: answer } = await callApi('/api/toggle-wishlist-product', { method: 'POST', token, body });
  return { status, answer };
};

describe('GET /api/get-wishlist', () => {
  it("answers the demo customer's three seeded products, newest first, as product cards read them", async () => {
    const { token } = await createSessionToken();
    expect(await savedIds(token)).toEqual([...seedFacts.demoWishlistProductIds]);
  });

  it('answers a new customer an empty list', async () => {
    expect(await savedIds(await freshCustomer())).toEqual([]);
  });

  it('answers a guest 401, as for any call that needs a session', async () => {
    const { status, body } = await callApi('/api/get-wishlist');
    expect(status).toBe(401);
    expect(apiErrorBodySchema.parse(body).message).toBe('Unauthenticated.');
  });
});

describe('POST /api/toggle-wishlist-product', () => {
  it('saves with in_wishlist true, and saving again changes nothing', async () => {
    const token = await freshCustomer();
    for (let time = 0; time < 2; time += 1) {
      const { status, answer } = await toggle(token, { product_id: 21, in_wishlist: true });
      expect(status).toBe(200);
      expect(wishlistToggleAnswerSchema.parse(answer)).toEqual({ product_id: 21, in_wishlist: true });
    }
    expect(await savedIds(token)).toEqual([21]);
  });

  it('removes with in_wishlist false, and removing again changes nothing', async () => {
    const { token } = await createSessionToken({ id: 600 });
    await toggle(token, { product_id: 1, in_wishlist: true });
    for (let time = 0; time < 2; time += 1) expect((await toggle(token, { product_id: '1', in_wishlist: false })).answer).toEqual({ product_id: '1', in_wishlist: false });
    expect(await savedIds(token)).toEqual([]);
  });

  it('flips the state when the payload leaves in_wishlist out', async () => {
    const token = await freshCustomer();
    expect((await toggle(token, { product_id: 5 })).answer).toEqual({ product_id: 5, in_wishlist: true });
    expect((await toggle(token, { product_id: 5 })).answer).toEqual({ product_id: 5, in_wishlist: false });
  });

  it('lists the most recently saved first, a product saved again included', async () => {
    const token = await freshCustomer();
    for (const id of [1, 6, 11]) await toggle(token, { product_id: id, in_wishlist: true });
    await toggle(token, { product_id: 1, in_wishlist: false });
    await toggle(token, { product_id: 1, in_wishlist: true });
    expect(await savedIds(token)).toEqual([1, 11, 6]);
  });

  it("keeps each customer's wishlist apart", async () => {
    const first = await freshCustomer(501);
    const second = await freshCustomer(502);
    await toggle(first, { product_id: 16, in_wishlist: true });
    expect(await savedIds(second)).toEqual([]);
    const { token: demo } = await createSessionToken();
    expect(await savedIds(demo)).toEqual([...seedFacts.demoWishlistProductIds]);
  });

  it('saves a product of the generated catalogue', async () => {
    const token = await freshCustomer();
    expect((await toggle(token, { product_id: generatedCatalogue.firstId + 5, in_wishlist: true })).answer).toMatchObject({ in_wishlist: true });
    expect(await savedIds(token)).toEqual([generatedCatalogue.firstId + 5]);
  });

  it('refuses to save a product the store does not sell (422 on product_id), and removes one all the same', async () => {
    const token = await freshCustomer();
    const refused = await toggle(token, { product_id: 999_999, in_wishlist: true });
    expect(refused.status).toBe(422);
    expect(refused.answer).toEqual({ message: wishlistMessages.unknownProduct, errors: { product_id: [wishlistMessages.unknownProduct] } });
    expect((await toggle(token, { product_id: 999_999, in_wishlist: false })).answer).toEqual({ product_id: 999_999, in_wishlist: false });
  });

  it(`refuses a new product once ${wishlistLimit} are saved, and still lets the shopper remove one`, async () => {
    const token = await freshCustomer();
    for (let index = 0; index < wishlistLimit; index += 1) await toggle(token, { product_id: generatedCatalogue.firstId + index, in_wishlist: true });
    const refused = await toggle(token, { product_id: 1, in_wishlist: true });
    expect(refused).toEqual({ status: 422, answer: { message: wishlistMessages.full, errors: { product_id: [wishlistMessages.full] } } });
    expect((await toggle(token, { product_id: generatedCatalogue.firstId, in_wishlist: false })).status).toBe(200);
    expect((await toggle(token, { product_id: 1, in_wishlist: true })).status).toBe(200);
  });

  it('names each malformed field in a 422, and refuses a body that is not JSON', async () => {
    const token = await freshCustomer();
    const malformed = await toggle(token, { product_id: '', in_wishlist: 'yes' });
    expect(malformed.status).toBe(422);
    expect(Object.keys((malformed.answer as { errors: object }).errors).sort()).toEqual(['in_wishlist', 'product_id']);
    const { status, body } = await callApi('/api/toggle-wishlist-product', { method: 'POST', token, headers: { 'Content-Type': 'application/json' }, body: undefined });
    expect(status).toBe(422);
    expect(apiErrorBodySchema.parse(body).message).toBe('The request body must be JSON.');
  });

  it('answers a guest 401 and saves nothing', async () => {
    const { status } = await callApi('/api/toggle-wishlist-product', { method: 'POST', body: { product_id: 1, in_wishlist: true } });
    expect(status).toBe(401);
  });
});
