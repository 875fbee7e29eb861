import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recentOrdersSchema } from '@/api/schemas/recent-orders.schema';
import { recentOrderCount } from '../../domain/recent-orders';
import { seedDatabase } from '../../domain/seed';
import { server } from '../../hosts/node';
import { callApi } from '../testing';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => seedDatabase());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('GET /api/get-recent-orders', () => {
  it('answers the branch’s recent orders in the client’s shape', async () => {
    const { status, body } = await callApi('/api/get-recent-orders');
    expect(status).toBe(200);
    expect(recentOrdersSchema.parse(body).orders).toHaveLength(recentOrderCount);
  });

  it('answers each branch its own orders', async () => {
    // Who bought what where; the times move with the clock between the two calls.
    const stories = async (branchId: number) => {
      const { body } = await callApi('/api/get-recent-orders', { branchId });
      return recentOrdersSchema.parse(body).orders.map(({ city, product_name }) => `${city}: ${product_name}`);
    };
    expect(await stories(2)).not.toEqual(await stories(1));
    expect(await stories(1)).toEqual(await stories(1));
  });

  it('refuses a call that breaks the client contract, saying what is missing', async () => {
    const { status, body } = await callApi('/api/get-recent-orders', { branchId: null, withoutAjaxHeader: true });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'Missing the "branch_id" query parameter, the "X-Requested-With: XMLHttpRequest" header.' });
  });
});
