import type { Effect } from 'effector';
import type { Category } from '@/api/schemas/category.schema';
import type { Product, ProductsPage } from '@/api/schemas/product.schema';

/** Small catalogue records for unit tests; integration tests use the simulator's seeded store instead. */

export function testProduct(id: number, changes: Partial<Product> = {}): Product {
  const name = changes.name ?? `Product ${id}`;
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    id,
    name,
    slug,
    description: `${name}, made fresh to order.`,
    image: `/sim-images/${slug}.svg?w=600&h=600`,
    image_alt: name,
    category_id: 1,
    selling_price: 4.5,
    original_price: null,
    in_stock: true,
    attributes: [],
    combinations: [],
    multi_selectable_attributes: [],
    ...changes,
  };
}

export function testCategory(id: number, name: string): Category {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return { id, name, slug, image: `/sim-images/category-${slug}.svg?w=400&h=400`, image_alt: name, parent_id: null, position: id };
}

export function testPage(products: Product[], page = 1, lastPage = 1): ProductsPage {
  return { data: products, current_page: page, last_page: lastPage, per_page: Math.max(1, products.length), total: products.length * lastPage };
}

/**
 * A `fork({ handlers })` entry for an effect made with createRequestFx. Such an effect is an `attach`
 * whose replaced handler still receives the request context first, then the params; this hides that.
 */
export function requestHandler<Params, Done>(
  effect: Effect<Params, Done>,
  handler: (params: Params) => Done | Promise<Done>,
): [Effect<Params, Done>, (params: Params) => Done | Promise<Done>] {
  const withContext = (_context: unknown, params: Params) => handler(params);
  return [effect, withContext as unknown as (params: Params) => Done | Promise<Done>];
}
