// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { categoriesListSchema } from '@/api/schemas/category.schema';
import { apiErrorBodySchema } from '@/api/schemas/common.schema';
import { productsPageSchema } from '@/api/schemas/product.schema';
import { seedDatabase, seedFacts } from '../../simulator/seed';
import { server } from '../node';
import { callApi } from '../testing';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => seedDatabase());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function page(search: string) {
  const { status, body } = await callApi(`/api/get-products${search}`);
  expect(status).toBe(200);
  return productsPageSchema.parse(body);
}

describe('GET /api/get-products', () => {
  it('answers page 1 of 12 by default, in the client’s own page shape', async () => {
    expect(await page('')).toMatchObject({ current_page: 1, last_page: 4, per_page: 12, total: seedFacts.productCount });
  });

  it('filters by category, ids and name, and sorts', async () => {
    expect((await page('?category_id=5&sort=newest&per_page=2')).data.map((product) => product.name)).toEqual(['Mozzarella Sticks', 'Sweet Potato Fries']);
    expect((await page(`?ids=${seedFacts.productWithoutOptionsId},1`)).data.map((product) => product.id)).toEqual([21, 1]);
    expect((await page('?search=burger')).total).toBe(5);
  });

  it('pages through the generated 1,200-product catalogue with collection=all', async () => {
    const last = await page('?collection=all&per_page=50&page=24');
    expect(last).toMatchObject({ current_page: 24, last_page: 24, total: 1200 });
    expect(last.data.at(-1)?.id).toBe(2200);
  });

  it('refuses bad parameters with 422 and the fields at fault', async () => {
    const { status, body } = await callApi('/api/get-products?per_page=500&sort=cheapest');
    expect(status).toBe(422);
    const error = apiErrorBodySchema.parse(body);
    expect(Object.keys(error.errors ?? {})).toEqual(['per_page', 'sort']);
    expect(error.message).toMatch(/per page/);
  });

  it('follows the client contract', async () => {
    expect((await callApi('/api/get-products', { branchId: null })).status).toBe(400);
    expect((await callApi('/api/get-products', { token: 'expired' })).status).toBe(401);
  });
});

describe('GET /api/get-parent-categories', () => {
  it('answers the top-level categories in display order', async () => {
    const { status, body } = await callApi('/api/get-parent-categories');
    expect(status).toBe(200);
    const { data } = categoriesListSchema.parse(body);
    expect(data).toHaveLength(seedFacts.categoryCount);
    expect(data[0]).toMatchObject({ name: 'Pizzas', slug: 'pizzas', parent_id: null });
  });
});
