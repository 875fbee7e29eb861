import { beforeEach, describe, expect, it } from 'vitest';
import { categoryAnswerSchema } from '@/api/schemas/category-detail.schema';
import { categoryDetailBySlug, categoryPathOf, categorySubtreeIds, listAllCategories, listParentCategories, topLevelCategoryId } from './categories';
import { seedDatabase } from './seed';
import { seedFacts } from './seed-facts';

beforeEach(() => seedDatabase());

const { firstChildCategoryId, fullMenuCategory, grandchildCategory } = seedFacts;
const classicPizzas = String(firstChildCategoryId);
const specialtyPizzas = String(firstChildCategoryId + 1);

describe('the seeded category tree', () => {
  it('keeps get-parent-categories to the top level: the child categories have parents', () => {
    expect(listParentCategories().data.map((category) => category.name)).toEqual([
      'Pizzas',
      'Burgers',
      'Salads',
      'Bowls',
      'Sides',
      'Drinks',
      'Desserts',
      'Breakfast',
      'Full menu',
    ]);
    expect(listAllCategories()).toHaveLength(seedFacts.categoryCount + seedFacts.childCategoryCount);
  });

  it('lists every category under its parent, in display order', () => {
    expect(listAllCategories().map((category) => category.name)).toEqual([
      'Pizzas',
      'Classic pizzas',
      'Specialty pizzas',
      'Veggie pizzas',
      'Burgers',
      'Salads',
      'Bowls',
      'Sides',
      'Drinks',
      'Soft drinks',
      'Café drinks',
      'Desserts',
      'Breakfast',
      'Full menu',
    ]);
  });

  it('finds a category’s descendants at every depth', () => {
    expect([...categorySubtreeIds('1')]).toEqual(['1', classicPizzas, specialtyPizzas, String(grandchildCategory.id)]);
    expect([...categorySubtreeIds('5')]).toEqual(['5']);
    expect([...categorySubtreeIds('999')]).toEqual([]);
  });

  it('names a category’s place in the tree, top-level first', () => {
    expect(categoryPathOf(grandchildCategory.id).map((category) => category.name)).toEqual(['Pizzas', 'Specialty pizzas', 'Veggie pizzas']);
    expect(categoryPathOf(5)).toEqual([{ id: 5, name: 'Sides', slug: 'sides' }]);
    expect(categoryPathOf(999)).toEqual([]);
    expect(categoryPathOf(null)).toEqual([]);
    expect(topLevelCategoryId(grandchildCategory.id)).toBe('1');
    expect(topLevelCategoryId(null)).toBeNull();
  });
});

describe('categoryDetailBySlug', () => {
  it('answers a category with its description, children in display order and no path at the top', () => {
    const pizzas = categoryDetailBySlug('pizzas');
    expect(categoryAnswerSchema.parse({ data: pizzas }).data).toEqual(pizzas);
    expect(pizzas).toMatchObject({ id: 1, name: 'Pizzas', parent_id: null, path: [] });
    expect(pizzas?.description).toMatch(/^<p>.*<strong>.+<\/strong>.*<\/p>$/);
    expect(pizzas?.image).toBe('/sim-images/category-pizzas.svg?w=400&h=400');
    expect(pizzas?.children.map((child) => [child.name, child.position])).toEqual([
      ['Classic pizzas', 1],
      ['Specialty pizzas', 2],
    ]);
    // Children are listed as lists show categories: without their own descriptions.
    for (const child of pizzas?.children ?? []) expect(child).not.toHaveProperty('description');
  });

  it('answers a category two levels down with its parents, top-level first, without itself', () => {
    expect(categoryDetailBySlug(grandchildCategory.slug)).toMatchObject({
      id: grandchildCategory.id,
      children: [],
      path: [
        { id: 1, name: 'Pizzas', slug: 'pizzas' },
        { id: Number(specialtyPizzas), name: 'Specialty pizzas', slug: 'specialty-pizzas' },
      ],
    });
  });

  it('folds accents into the slug and reads slugs without regard to case', () => {
    expect(categoryDetailBySlug('cafe-drinks')?.name).toBe('Café drinks');
    expect(categoryDetailBySlug('DRINKS')?.children.map((child) => child.slug)).toEqual(['soft-drinks', 'cafe-drinks']);
    expect(categoryDetailBySlug(fullMenuCategory.slug)).toMatchObject({ id: fullMenuCategory.id, name: 'Full menu', children: [], path: [] });
  });

  it('answers null for a slug the store does not have', () => {
    expect(categoryDetailBySlug('sushi')).toBeNull();
  });
});
