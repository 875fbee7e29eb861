import { beforeEach, describe, expect, it } from 'vitest';
import { recentOrdersSchema } from '@/api/schemas/recent-orders.schema';
import { products } from './db';
import { buildRecentOrders, listRecentOrders, recentOrderAgeMinutes, recentOrderCities, recentOrderCount } from './recent-orders';
import { seedDatabase } from './seed';
import { seedFacts } from './seed-facts';

const now = new Date('2024-06-01T12:00:00.000Z');
const minutesBefore = (placedAt: string) => (now.getTime() - Date.parse(placedAt)) / 60_000;

describe('the simulated recent orders', () => {
  beforeEach(() => seedDatabase());

  it('are a dozen orders of seeded products that parse with the client schema', () => {
    const answer = listRecentOrders('1', now);
    expect(() => recentOrdersSchema.parse(answer)).not.toThrow();
    expect(answer.orders).toHaveLength(recentOrderCount);
    const names = new Map(products.all().map((product) => [String(product.id), product.name]));
    for (const order of answer.orders) {
      expect(names.get(String(order.product_id))).toBe(order.product_name);
      expect(recentOrderCities).toContain(order.city);
    }
    expect(new Set(answer.orders.map((order) => order.id)).size).toBe(recentOrderCount);
  });

  it('were placed between a couple of minutes and a day before now, newest first', () => {
    const ages = listRecentOrders('1', now).orders.map((order) => minutesBefore(order.placed_at));
    expect(ages).toEqual([...ages].sort((a, b) => a - b));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(recentOrderAgeMinutes.min);
    expect(Math.max(...ages)).toBeLessThanOrEqual(recentOrderAgeMinutes.max);
  });

  it('never include products out of stock', () => {
    const soldOut = new Set<unknown>([seedFacts.outOfStockProductId, seedFacts.outOfStockProductWithOptionsId]);
    const orders = ['1', '2', '3'].flatMap((branchId) => listRecentOrders(branchId, now).orders);
    expect(orders.filter((order) => soldOut.has(order.product_id))).toEqual([]);
  });

  it('are the same on every call for the same branch and moment, and differ between branches', () => {
    expect(listRecentOrders('1', now)).toEqual(listRecentOrders('1', now));
    expect(listRecentOrders('2', now)).not.toEqual(listRecentOrders('1', now));
  });

  it('stay as recent as they were when asked for later', () => {
    const later = new Date(now.getTime() + 3 * 60 * 60_000);
    const ageAt = (at: Date) => listRecentOrders('1', at).orders.map((order) => at.getTime() - Date.parse(order.placed_at));
    expect(ageAt(later)).toEqual(ageAt(now));
  });

  it('follow the seed', () => {
    const catalogue = products.all();
    expect(buildRecentOrders({ catalogue, branchId: '1', now, seed: 7 })).not.toEqual(buildRecentOrders({ catalogue, branchId: '1', now }));
  });

  it('are none when nothing can be ordered', () => {
    const soldOut = products.all().map((product) => ({ ...product, in_stock: false }));
    expect(buildRecentOrders({ catalogue: soldOut, branchId: '1', now })).toEqual({ orders: [] });
  });
});
