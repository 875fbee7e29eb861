import { beforeEach, describe, expect, it } from 'vitest';
import { productAnswerSchema } from '@/api/schemas/product-detail.schema';
import { products } from './db';
import { productDetailBySlug } from './product-detail';
import { ratingSummary } from './reviews';
import { seedDatabase } from './seed';
import { seedFacts } from './seed-facts';

beforeEach(() => seedDatabase());

describe('productDetailBySlug', () => {
  it('answers the card’s fields and the page’s extras, in a shape the client reads unchanged', () => {
    const margherita = productDetailBySlug('margherita-pizza');
    expect(productAnswerSchema.parse({ data: margherita }).data).toEqual(margherita);
    const card = products.findFirst((q) => q.where({ id: seedFacts.productWithOptionsId }));
    expect(margherita).toMatchObject({ ...card });
  });

  it('shows the main picture first, then up to three more with alt texts', () => {
    expect(productDetailBySlug('margherita-pizza')?.images).toEqual([
      { url: '/sim-images/margherita-pizza.svg?w=600&h=600', alt: 'Margherita Pizza' },
      { url: '/sim-images/margherita-pizza-close-up.svg?w=600&h=600', alt: 'Close-up of Margherita Pizza' },
      { url: '/sim-images/margherita-pizza-served.svg?w=600&h=600', alt: 'Margherita Pizza as served' },
      { url: '/sim-images/margherita-pizza-ingredients.svg?w=600&h=600', alt: 'The ingredients of Margherita Pizza' },
    ]);
    const counts = ['margherita-pizza', 'pepperoni-pizza', 'four-cheese-pizza', 'bbq-chicken-pizza'].map((slug) => productDetailBySlug(slug)?.images.length);
    expect(counts).toEqual([4, 3, 2, 1]);
  });

  it('names its categories top-level first, its own last', () => {
    expect(productDetailBySlug('garden-veggie-pizza')?.category_path.map((category) => category.name)).toEqual(['Pizzas', 'Specialty pizzas', 'Veggie pizzas']);
    expect(productDetailBySlug('french-fries')?.category_path).toEqual([{ id: 5, name: 'Sides', slug: 'sides' }]);
  });

  it('sums up its ratings as get-product-reviews counts them', () => {
    const margherita = productDetailBySlug('margherita-pizza');
    const summary = ratingSummary(seedFacts.productWithManyReviews.id);
    expect(margherita).toMatchObject({ rating_count: seedFacts.productWithManyReviews.ratingCount, average_rating: summary.average_rating });
    expect(margherita?.average_rating).toBeGreaterThan(3);
    expect(productDetailBySlug('french-fries')).toMatchObject({ rating_count: 0, average_rating: 0 });
  });

  it('answers a generated copy: Full menu’s, with its source’s pictures and no ratings', () => {
    const copy = productDetailBySlug('smoked-margherita-pizza');
    expect(productAnswerSchema.parse({ data: copy }).data).toEqual(copy);
    expect(copy).toMatchObject({
      id: 1001 + 40 * 11,
      name: 'Smoked Margherita Pizza',
      category_id: seedFacts.fullMenuCategory.id,
      category_path: [{ id: seedFacts.fullMenuCategory.id, name: 'Full menu', slug: 'full-menu' }],
      rating_count: 0,
      average_rating: 0,
    });
    expect(copy?.images).toHaveLength(4);
    expect(copy?.images.map((image) => image.url)).toEqual([
      '/sim-images/margherita-pizza.svg?w=600&h=600',
      '/sim-images/margherita-pizza-close-up.svg?w=600&h=600',
      '/sim-images/margherita-pizza-served.svg?w=600&h=600',
      '/sim-images/margherita-pizza-ingredients.svg?w=600&h=600',
    ]);
    expect(copy?.images[0]?.alt).toBe('Smoked Margherita Pizza');
  });

  it('answers null for a slug the catalogue does not have', () => {
    for (const slug of ['sushi', 'margherita-pizza-12', 'margherita']) expect(productDetailBySlug(slug)).toBeNull();
  });
});
