import { describe, expect, it } from 'vitest';
import { categoryTrail } from './category-head.lib';

describe('categoryTrail', () => {
  it('leads from home through the parents to the category', () => {
    expect(categoryTrail({ name: 'Calzones', slug: 'calzones', path: [{ id: 1, name: 'Mains', slug: 'mains' }, { id: 5, name: 'Pizzas & more', slug: 'pizzas & more' }] })).toEqual([
      { name: 'Home', href: '/' },
      { name: 'Mains', href: '/category/mains' },
      { name: 'Pizzas & more', href: '/category/pizzas%20%26%20more' },
      { name: 'Calzones', href: '/category/calzones' },
    ]);
  });
});
