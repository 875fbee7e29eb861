import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { categoryAnswerSchema } from '@/api/schemas/category-detail.schema';
import { categoriesListSchema } from '@/api/schemas/category.schema';
import { apiErrorBodySchema } from '@/api/schemas/common.schema';
import { productAnswerSchema } from '@/api/schemas/product-detail.schema';
import { productsPageSchema } from '@/api/schemas/product.schema';
import { reviewsPageSchema } from '@/api/schemas/review.schema';
import { searchAnswerSchema } from '@/api/schemas/search.schema';
import { seedDatabase } from '../../domain/seed';
import { seedFacts } from '../../domain/seed-facts';
import { server } from '../../hosts/node';
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
    expect(data.at(-1)).toMatchObject({ name: 'Full menu', slug: seedFacts.fullMenuCategory.slug, parent_id: null });
  });
});

/** The status and the error body of a refused call. */
async function refused(path: string) {
  const { status, body } = await callApi(path);
  return { status, ...apiErrorBodySchema.parse(body) };
}

describe('GET /api/get-product', () => {
  it('answers a seeded product with its gallery, its categories and its ratings summary', async () => {
    const { status, body } = await callApi('/api/get-product?slug=garden-veggie-pizza');
    expect(status).toBe(200);
    const { data } = productAnswerSchema.parse(body);
    expect(data).toMatchObject({ id: 5, name: seedFacts.productNames[5] });
    expect(data.images[0]).toEqual({ url: data.image, alt: data.name });
    expect(data.images.length).toBeGreaterThan(1);
    expect(data.category_path.map((category) => category.slug)).toEqual(['pizzas', 'specialty-pizzas', 'veggie-pizzas']);
    const reviews = reviewsPageSchema.parse((await callApi('/api/get-product-reviews?product_id=5')).body);
    expect([data.average_rating, data.rating_count]).toEqual([reviews.average_rating, reviews.rating_count]);
  });

  it('answers a product of the generated catalogue by its slug', async () => {
    const { data } = productAnswerSchema.parse((await callApi('/api/get-product?slug=little-granola-parfait')).body);
    expect(data).toMatchObject({ id: 2200, name: 'Little Granola Parfait', category_path: [{ slug: 'full-menu' }], rating_count: 0 });
  });

  it('answers 404 "Product not found." for an unknown slug, and 422 naming slug without one', async () => {
    expect(await refused('/api/get-product?slug=sushi-platter')).toEqual({ status: 404, message: 'Product not found.' });
    expect(await refused('/api/get-product?slug=')).toEqual({ status: 422, message: 'The slug field is required.', errors: { slug: ['The slug field is required.'] } });
  });

  it('follows the client contract', async () => {
    expect((await callApi('/api/get-product?slug=french-fries', { withoutAjaxHeader: true })).status).toBe(400);
  });
});

describe('GET /api/get-category', () => {
  it('answers a category with its description, children and no parents at the top', async () => {
    const { status, body } = await callApi('/api/get-category?slug=drinks');
    expect(status).toBe(200);
    const { data } = categoryAnswerSchema.parse(body);
    expect(data).toMatchObject({ id: 6, name: 'Drinks', parent_id: null, path: [] });
    expect(data.description).toContain('<strong>');
    expect(data.children.map((child) => [child.name, child.parent_id])).toEqual([
      ['Soft drinks', 6],
      ['Café drinks', 6],
    ]);
  });

  it('answers a child category with its parents, top-level first', async () => {
    const { data } = categoryAnswerSchema.parse((await callApi(`/api/get-category?slug=${seedFacts.grandchildCategory.slug}`)).body);
    expect(data.path.map((category) => category.name)).toEqual(['Pizzas', 'Specialty pizzas']);
  });

  it('answers 404 "Category not found." for an unknown slug, and 422 naming slug without one', async () => {
    expect(await refused('/api/get-category?slug=sushi')).toEqual({ status: 404, message: 'Category not found.' });
    expect((await refused('/api/get-category')).errors).toEqual({ slug: ['The slug field is required.'] });
  });
});

describe('GET /api/get-category-products', () => {
  it('answers a page of a category’s products, its descendants’ included', async () => {
    const { status, body } = await callApi('/api/get-category-products?category_id=1&per_page=2&page=2');
    expect(status).toBe(200);
    const page = productsPageSchema.parse(body);
    expect(page).toMatchObject({ current_page: 2, last_page: 3, per_page: 2, total: 5 });
    expect(page.data.map((product) => product.name)).toEqual(['Four Cheese Pizza', 'BBQ Chicken Pizza']);
  });

  it('pages 24 at a time by default, sorts and keeps only products in stock when asked', async () => {
    const fullMenu = productsPageSchema.parse((await callApi(`/api/get-category-products?category_id=${seedFacts.fullMenuCategory.id}`)).body);
    expect(fullMenu).toMatchObject({ per_page: 24, last_page: 50, total: 1200 });
    const cheapest = productsPageSchema.parse((await callApi('/api/get-category-products?category_id=5&sort=price_asc&in_stock=1')).body);
    expect(cheapest.total).toBe(4);
    const prices = cheapest.data.map((product) => product.selling_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(cheapest.data.every((product) => product.in_stock)).toBe(true);
  });

  it('answers the same page for the category’s slug as for its id', async () => {
    const bySlug = productsPageSchema.parse((await callApi('/api/get-category-products?category_slug=pizzas&per_page=2&page=2&sort=name')).body);
    const byId = productsPageSchema.parse((await callApi('/api/get-category-products?category_id=1&per_page=2&page=2&sort=name')).body);
    expect(bySlug).toEqual(byId);
    expect(bySlug).toMatchObject({ current_page: 2, total: 5 });
  });

  it('takes exactly one of category_id and category_slug, and answers 404 for an unknown slug', async () => {
    expect(await refused('/api/get-category-products')).toMatchObject({
      status: 422,
      errors: { category_id: ['The category id field is required when category slug is not present.'] },
    });
    expect(await refused('/api/get-category-products?category_id=1&category_slug=pizzas')).toMatchObject({
      status: 422,
      errors: { category_id: ['The category id field prohibits category slug from being present.'] },
    });
    expect(await refused('/api/get-category-products?category_slug=sushi')).toEqual({ status: 404, message: 'Category not found.' });
  });

  it('refuses a bad category, sort or page with 422 naming each field, and an unknown category with 404', async () => {
    const bad = await refused('/api/get-category-products?category_id=x&sort=cheapest&page=0');
    expect(bad).toMatchObject({ status: 422, message: 'The category id field must be a category id. (and 2 more errors)' });
    expect(Object.keys(bad.errors ?? {})).toEqual(['category_id', 'page', 'sort']);
    expect(await refused('/api/get-category-products?category_id=404')).toEqual({ status: 404, message: 'Category not found.' });
  });
});

describe('GET /api/search-products', () => {
  it('answers the best matches first, the categories that match and the paging', async () => {
    const { status, body } = await callApi('/api/search-products?q=drinks&page=1&per_page=8');
    expect(status).toBe(200);
    const answer = searchAnswerSchema.parse(body);
    expect(answer.categories.map((category) => category.name)).toEqual(['Drinks', 'Soft drinks', 'Café drinks']);
    expect(answer).toMatchObject({ data: [], total: 0, current_page: 1, last_page: 1 });
    const pizzas = searchAnswerSchema.parse((await callApi('/api/search-products?q=piza%20marg&page=1&per_page=8')).body);
    expect(pizzas.data[0]?.name).toBe('Margherita Pizza');
    expect(pizzas).toMatchObject({ total: 31, last_page: 4 });
  });

  it('pages 20 at a time by default', async () => {
    const answer = searchAnswerSchema.parse((await callApi('/api/search-products?q=pizza')).body);
    expect(answer.data).toHaveLength(20);
    expect(answer.total).toBe(155);
  });

  it('answers an empty or blank query with nothing, never the whole catalogue', async () => {
    for (const q of ['', '%20%20']) {
      const { status, body } = await callApi(`/api/search-products?q=${q}&page=1&per_page=8`);
      expect(status).toBe(200);
      expect(body).toEqual({ data: [], categories: [], current_page: 1, last_page: 1, total: 0 });
    }
  });

  it('refuses a query over 100 characters or a bad page size with 422 naming the field', async () => {
    expect((await refused(`/api/search-products?q=${'a'.repeat(101)}`)).errors).toEqual({ q: ['The q field may be at most 100 characters.'] });
    expect((await refused('/api/search-products?q=pizza&per_page=51')).errors).toEqual({ per_page: ['The per page field must be a whole number from 1 to 50.'] });
  });
});
