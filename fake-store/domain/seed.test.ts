import { beforeEach, describe, expect, it } from 'vitest';
import { categorySchema } from '@/api/schemas/category.schema';
import { productSchema } from '@/api/schemas/product.schema';
import { branchSchema, layoutItemSchema, rawSettingsSchema } from '@/api/schemas/site.schema';
import { faviconSizes, seoAffixKeys, settingKeys } from '@/domain/site-settings';
import { discountSchema } from '@/api/schemas/discount.schema';
import { branches, categories, discounts, getSettings, layoutItems, pages, products, users, type StoredPage } from './db';
import { seededReviews } from './reviews';
import { layoutCodes } from './seed-layout';
import { seedDatabase } from './seed';
import { seedFacts } from './seed-facts';

function snapshotStore() {
  return JSON.parse(
    JSON.stringify({
      branches: branches.all(),
      categories: categories.all(),
      products: products.all(),
      layout: layoutItems.all(),
      users: users.all(),
      discounts: discounts.all(),
      reviews: seededReviews(),
      pages: pages.all(),
      settings: getSettings(),
    }),
  ) as Record<string, unknown>;
}

function findProduct(id: number) {
  const product = products.findFirst((q) => q.where({ id }));
  if (!product) throw new Error(`no product ${id}`);
  return product;
}

describe('seedDatabase', () => {
  beforeEach(async () => {
    await seedDatabase();
  });

  it('builds the same store every time for the same seed', async () => {
    const first = snapshotStore();
    await seedDatabase();
    expect(snapshotStore()).toEqual(first);
  });

  it('builds different prices for a different seed, with the same names and ids', async () => {
    const first = snapshotStore();
    await seedDatabase({ seed: 7 });
    const second = snapshotStore();
    expect(second.products).not.toEqual(first.products);
    expect(products.all().map((product) => product.name)).toEqual((first.products as Array<{ name: string }>).map((product) => product.name));
  });

  it('replaces the store instead of adding to it, even when calls overlap', async () => {
    await Promise.all([seedDatabase(), seedDatabase(), seedDatabase()]);
    expect(products.count()).toBe(seedFacts.productCount);
    expect(categories.count()).toBe(seedFacts.categoryCount + seedFacts.childCategoryCount);
    expect(pages.count()).toBe(seedFacts.pageSlugs.length + 1);
    expect(branches.count()).toBe(3);
    expect(layoutItems.count()).toBe(layoutCodes.length);
  });

  it('stores records that parse with the client schemas', () => {
    for (const product of products.all()) expect(() => productSchema.parse(product)).not.toThrow();
    for (const category of categories.all()) expect(() => categorySchema.parse(category)).not.toThrow();
    for (const branch of branches.all()) expect(() => branchSchema.parse(branch)).not.toThrow();
    for (const item of layoutItems.all()) expect(() => layoutItemSchema.parse(item)).not.toThrow();
    expect(() => rawSettingsSchema.parse(getSettings())).not.toThrow();
  });

  it('has the three branches tests rely on', () => {
    expect(branches.all().map(({ id, name, is_open }) => ({ id, name, is_open }))).toEqual(seedFacts.branches);
  });

  it('sends every setting the storefront reads, booleans as strings', () => {
    const settings = getSettings();
    for (const key of Object.values(settingKeys)) expect(settings[key], key).toBeTypeOf('string');
    for (const size of faviconSizes) expect(settings[`favicon${size}`]).toMatch(/^\/sim-images\//);
    for (const kind of ['general', 'product', 'category', 'page'] as const) {
      for (const key of Object.values(seoAffixKeys(kind))) if (key) expect(settings[key], key).toBeTypeOf('string');
    }
    expect(settings).toMatchObject({
      storeName: seedFacts.storeName,
      globalStoreEnable: 'true',
      store_type: 'physical',
      locale: 'en-US',
      currencyCode: 'USD',
      decimalPlaces: '2',
      symbolPlacement: 'before',
    });
    expect(settings.powered_by_zepio).toContain('<a href="https://example.com">Zepio</a>');
  });

  it('points every image at the local placeholder handler', () => {
    // Links to other sites are fine (a shopper clicks them; nothing fetches them). Anything the page
    // fetches by itself (images, logos, icons, HTML image sources) must stay on this machine.
    const fetched: string[] = [];
    const walk = (value: unknown, key: string) => {
      if (typeof value === 'string') {
        if (/^(src|image|logo|og_image|favicon\d+)$/.test(key)) fetched.push(value);
        for (const match of value.matchAll(/<(?:img|source|video|audio|iframe)[^>]*\ssrc=["']([^"']+)/gi)) fetched.push(match[1] ?? '');
      } else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
      else if (value && typeof value === 'object') for (const [childKey, child] of Object.entries(value)) walk(child, childKey);
    };
    const { pages: storedPages, ...store } = snapshotStore();
    walk({ ...store, pages: (storedPages as StoredPage[]).filter((page) => page.slug !== seedFacts.hostilePage.slug) }, '');
    expect(fetched.length).toBeGreaterThan(40);
    expect(fetched.filter((url) => !url.startsWith('/sim-images/'))).toEqual([]);
    // The hostile page's payloads point at nothing real ("x", javascript: and data: URLs) or at the reserved
    // example names (RFC 2606), which never resolve: none at a real host.
    const realHost = (url: string) => {
      const host = /^(?:https?:)?\/\/([^/:?#]+)/i.exec(url)?.[1];
      return host !== undefined && !/(^|\.)example(\.(com|org|net))?$/i.test(host);
    };
    const hostile: string[] = [];
    const hostilePage = pages.findFirst((q) => q.where({ slug: seedFacts.hostilePage.slug }));
    for (const match of (hostilePage?.content ?? '').matchAll(/\s(?:src|href|srcset|poster|data|action|formaction)\s*=\s*["']?([^"'\s>]+)/gi)) hostile.push(match[1] ?? '');
    expect(hostile.length).toBeGreaterThan(20);
    expect(hostile.filter(realHost)).toEqual([]);
    for (const product of products.all()) expect(product.image).toMatch(/^\/sim-images\/.+\.svg/);
  });

  it('has the products the seed facts describe', () => {
    const withOptions = findProduct(seedFacts.productWithOptionsId);
    expect(withOptions.attributes.map((attribute) => attribute.name)).toEqual(['Size', 'Crust']);
    expect(withOptions.combinations).toHaveLength(6);
    expect(withOptions.multi_selectable_attributes.map((group) => group.name)).toEqual(['Extra toppings', 'Extras']);

    expect(findProduct(seedFacts.productWithMissingCombinationId).combinations).toHaveLength(5);

    const required = findProduct(seedFacts.productWithRequiredChoiceId).multi_selectable_attributes[0];
    expect(required).toMatchObject({ name: 'Sauces', min_select: 1, max_select: 2 });

    const withoutOptions = findProduct(seedFacts.productWithoutOptionsId);
    expect(withoutOptions.attributes.length + withoutOptions.multi_selectable_attributes.length).toBe(0);
    expect(withoutOptions.in_stock).toBe(true);

    expect(findProduct(seedFacts.outOfStockProductId).in_stock).toBe(false);
    expect(findProduct(seedFacts.outOfStockProductWithOptionsId)).toMatchObject({ in_stock: false });
  });

  it('has a product of every option shape the options panel and the cart must handle', () => {
    const bowl = findProduct(seedFacts.productWithCombinationsAndMinimumId);
    expect(bowl.combinations.map((combination) => combination.price)).toEqual([11.49, 11.49, 12.49]);
    expect(bowl.multi_selectable_attributes).toMatchObject([
      { name: 'Toppings', min_select: 2, max_select: 4 },
      { name: 'Sauces', min_select: 1, max_select: null },
    ]);

    const burger = findProduct(seedFacts.productWithDependenciesId);
    const bacon = Object.values(burger.multi_selectable_attributes[1]?.values ?? {}).find((value) => value.value === 'Bacon');
    const patties = burger.attributes[0]?.values ?? [];
    expect(bacon?.dependencies).toEqual(patties.filter((value) => value.value !== 'Plant-based').map((value) => value.id));

    const pizza = findProduct(seedFacts.productWithVariantPricesId);
    const [toppings, extras] = pizza.multi_selectable_attributes;
    expect(toppings).toMatchObject({ min_select: null, max_select: 3 });
    expect(extras).toMatchObject({ min_select: null, max_select: null });
    for (const value of Object.values(toppings?.values ?? {})) expect(value.variant_prices).toHaveLength(pizza.combinations.length);
    const truffle = Object.values(extras?.values ?? {}).find((value) => value.value === 'Truffle oil drizzle');
    // Large only: 2 of the 6 combinations.
    const large = pizza.attributes[0]?.values.find((value) => value.value === 'Large 14"')?.id;
    expect(truffle?.variant_prices.map((entry) => entry.variant_id)).toEqual(
      pizza.combinations.filter((combination) => combination.ids.includes(large ?? -1)).map((combination) => String(combination.variant_id)),
    );
    expect(truffle?.variant_prices).toHaveLength(2);
  });

  it('has a bowl with 2,048 distinct combinations, one per choice of 11 two-way attributes', () => {
    const bowl = findProduct(seedFacts.productWith2048CombinationsId);
    expect(bowl.name).toBe('Build Your Own Bowl');
    expect(bowl.attributes).toHaveLength(11);
    expect(bowl.attributes.every((attribute) => attribute.values.length === 2)).toBe(true);
    expect(bowl.combinations).toHaveLength(2048);
    const keys = new Set(bowl.combinations.map((combination) => combination.ids.map(String).sort().join()));
    expect(keys.size).toBe(2048);
    expect(bowl.in_stock).toBe(true);
    expect(bowl.category_id).toBe(4);
  });

  it('names the fact products as the store does', () => {
    for (const [id, name] of Object.entries(seedFacts.productNames)) expect(findProduct(Number(id)).name).toBe(name);
  });

  it('has the discount codes the facts name, shaped as the client parses them', () => {
    expect(discounts.all().map((discount) => discount.code)).toEqual(['WELCOME10', 'SAVE5', 'FREEDELIVERY', 'SPRING25', 'FEAST15']);
    for (const discount of discounts.all()) expect(() => discountSchema.parse({ ...discount, is_eligible: false, eligibility_message: null })).not.toThrow();
    const byCode = new Map(discounts.all().map((discount) => [discount.code, discount]));
    const { coupons } = seedFacts;
    expect(byCode.get(coupons.percent)?.kind).toBe('percent');
    expect(byCode.get(coupons.fixed)?.kind).toBe('fixed');
    expect(byCode.get(coupons.freeDelivery)?.kind).toBe('free_delivery');
    expect(Date.parse(byCode.get(coupons.expired)?.expires_at ?? '')).toBeLessThan(Date.now());
    expect(byCode.get(coupons.ineligible)?.min_order_amount).toBe(150);
    expect(byCode.has(coupons.unknown)).toBe(false);
  });

  it('counts discount dates from the seed day', async () => {
    await seedDatabase({ now: new Date('2025-03-10T08:00:00Z') });
    expect(discounts.all().map((discount) => discount.expires_at)).toEqual([
      '2025-06-08T23:59:59.000Z',
      '2025-04-09T23:59:59.000Z',
      null,
      '2025-02-28T23:59:59.000Z',
      '2025-05-09T23:59:59.000Z',
    ]);
  });

  it('gives every product unique option ids and combination variant ids', () => {
    const optionIds = products.all().flatMap((product) => [
      ...product.attributes.flatMap((attribute) => [attribute.id, ...attribute.values.map((value) => value.id)]),
      ...product.multi_selectable_attributes.flatMap((group) => [group.id, ...Object.values(group.values).map((value) => value.id)]),
    ]);
    expect(new Set(optionIds.map(String)).size).toBe(optionIds.length);
    const variantIds = products.all().flatMap((product) => product.combinations.map((combination) => combination.variant_id));
    expect(new Set(variantIds.map(String)).size).toBe(variantIds.length);
  });

  it('lays out the home page with every seeded block code, in position order', () => {
    const items = layoutItems.all();
    expect(items.map((item) => item.code)).toEqual([...layoutCodes]);
    expect(items.every((item) => item.type === 'designElement')).toBe(true);
    const positions = items.map((item) => item.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
