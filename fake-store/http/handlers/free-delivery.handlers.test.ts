// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { discountsListSchema } from '@/api/schemas/discount.schema';
import { pageAnswerSchema } from '@/api/schemas/page.schema';
import { pincodeCheckSchema } from '@/api/schemas/address.schema';
import { siteDataSchema } from '@/api/schemas/site.schema';
import { settingKeys } from '@/domain/site-settings';
import { seedDatabase } from '../../domain/seed';
import { seedFacts } from '../../domain/seed-facts';
import { addToCart, cents, summaryOf } from '../cart-testing';
import { server } from '../../hosts/node';
import { callApi } from '../testing';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => seedDatabase());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Every amount a text names ("$50", "$4.99"), in cents. */
function amountsIn(text: string): number[] {
  return [...text.matchAll(/\$(\d+(?:\.\d{2})?)/g)].map((match) => cents(Number(match[1])));
}

/** The amounts a text names after the word "free", part by part (sentences, table cells, list items). */
function freeDeliveryAmountsIn(text: string): number[] {
  const plain = text.replace(/<[^>]+>/g, '\n');
  return plain
    .split(/\n|(?<=\.)\s/)
    .filter((part) => /free/i.test(part))
    .flatMap((part) => amountsIn(part.slice(part.search(/free/i))));
}

async function getData() {
  return siteDataSchema.parse((await callApi('/api/get-data')).body);
}

describe('the seeded store’s free delivery', () => {
  it('is promised from one figure by the banner, the delivery page, the store’s description, the code and the postcode check', async () => {
    const site = await getData();
    const banner = site.layout.find((item) => item.code === 'static_banner');
    const heading = String((banner?.data as { heading?: unknown } | undefined)?.heading ?? '');
    const page = pageAnswerSchema.parse((await callApi('/api/get-page?slug=delivery')).body).data;
    const code = discountsListSchema.parse((await callApi('/api/get-discounts')).body).data.find((discount) => discount.code === seedFacts.coupons.freeDelivery);
    const downtown = pincodeCheckSchema.parse((await callApi(`/api/check-pincode?pincode=${seedFacts.places.deliverable.postalCode}`, { branchId: 1 })).body);
    const riverside = pincodeCheckSchema.parse((await callApi(`/api/check-pincode?pincode=${seedFacts.places.anotherBranch.postalCode}`, { branchId: 2 })).body);

    const named = {
      banner: freeDeliveryAmountsIn(heading),
      deliveryPage: freeDeliveryAmountsIn(page.content ?? ''),
      storeDescription: freeDeliveryAmountsIn(String(site.settings[settingKeys.seoMetaDescription] ?? '')),
      code: amountsIn(code?.description ?? ''),
      downtownPostcode: freeDeliveryAmountsIn(downtown.message ?? ''),
      riversidePostcode: freeDeliveryAmountsIn(riverside.message ?? ''),
    };
    const figure = seedFacts.freeDeliveryFromCents;
    expect(named).toEqual({
      banner: [figure],
      deliveryPage: [figure],
      storeDescription: [figure],
      code: [figure],
      downtownPostcode: [figure],
      riversidePostcode: [figure],
    });
  });

  it('is what every delivering branch’s cart counts towards', async () => {
    for (const branchId of [1, 2]) {
      const guestId = `0c9a6a5e-1f0d-4c55-9a8e-00000000000${branchId}`;
      const cart = summaryOf((await addToCart(seedFacts.productWithoutOptionsId, {}, { branchId, guestId })).body);
      const [missing] = amountsIn(cart.delivery_message ?? '');
      expect({ branchId, threshold: cents(cart.subtotal) + (missing ?? Number.NaN) }).toEqual({ branchId, threshold: seedFacts.freeDeliveryFromCents });
    }
  });

  it('is no threshold of its own for the FREEDELIVERY code, which takes the charge off any order below the figure', async () => {
    const code = discountsListSchema.parse((await callApi('/api/get-discounts')).body).data.find((discount) => discount.code === seedFacts.coupons.freeDelivery);
    expect(code?.min_order_amount).toBe(0);
  });
});
