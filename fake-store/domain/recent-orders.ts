import { en, Faker } from '@faker-js/faker';
import type { Product } from '@/api/schemas/product.schema';
import type { RecentOrders } from '@/api/schemas/recent-orders.schema';
import { products } from './db';
import { defaultSeed } from './seed-facts';

/**
 * GET /api/get-recent-orders: the branch's latest orders for the social-proof notices. They are not stored: each
 * answer is drawn again from the seed and the branch, with times counted back from `now`, so the orders always
 * look recent and the same call always tells the same story.
 */

/** Where the simulated shoppers order from: towns around the seeded branches in Springfield. */
export const recentOrderCities = ['Springfield', 'Shelbyville', 'Riverton', 'Oak Hill', 'Maple Grove', 'Fairview', 'Lakeside', 'Brookfield'] as const;

export const recentOrderCount = 12;

/** The youngest and oldest order, in minutes before now: a couple of minutes to a day. */
export const recentOrderAgeMinutes = { min: 2, max: 24 * 60 } as const;

const minuteMs = 60_000;

export interface RecentOrdersOptions {
  /** The catalogue the orders are drawn from; products out of stock are left out (nobody just bought them). */
  catalogue: readonly Product[];
  branchId: string;
  now?: Date;
  seed?: number;
  count?: number;
}

/** Builds the branch's recent orders, newest first. The same options always build the same orders. */
export function buildRecentOrders({ catalogue, branchId, now = new Date(), seed = defaultSeed, count = recentOrderCount }: RecentOrdersOptions): RecentOrders {
  const orderable = catalogue.filter((product) => product.in_stock);
  if (orderable.length === 0) return { orders: [] };

  // A private faker seeded with the store's seed and the branch: each branch has its own orders, never disturbed
  // by other draws.
  const faker = new Faker({ locale: [en] });
  faker.seed([seed, ...Array.from(branchId, (character) => character.charCodeAt(0))]);

  const ages = Array.from({ length: count }, () => faker.number.int(recentOrderAgeMinutes)).sort((a, b) => a - b);
  const newestOrderNumber = faker.number.int({ min: 4_000, max: 9_000 });
  return {
    orders: ages.map((minutesAgo, index) => {
      const product = faker.helpers.arrayElement(orderable);
      return {
        id: newestOrderNumber - index,
        city: faker.helpers.arrayElement(recentOrderCities),
        product_name: product.name,
        product_id: product.id,
        placed_at: new Date(now.getTime() - minutesAgo * minuteMs).toISOString(),
      };
    }),
  };
}

/** The answer for a branch, from the seeded catalogue. */
export function listRecentOrders(branchId: string, now: Date = new Date()): RecentOrders {
  return buildRecentOrders({ catalogue: products.all(), branchId, now });
}
