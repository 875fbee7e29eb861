import type { ProductDetail } from '@/api/schemas/product-detail.schema';
import type { Product } from '@/api/schemas/product.schema';
import { optionsPizza } from '@/shared/ui/product-options/test-product';

/**
 * Product pages for the product page's tests (never imported by the app): a product with the card's fields and the
 * page's extras. By default the options panel's test pizza (test-product.ts: Size x Crust, Toppings min 1 max 2,
 * Extras), in Pizzas under Mains, not yet rated.
 */
export function testProductDetail(changes: Partial<ProductDetail> = {}, base: Product = optionsPizza): ProductDetail {
  return {
    ...base,
    description: '<p>Tomato, <b>mozzarella</b> and basil.</p>',
    images: [],
    category_path: [
      { id: 10, name: 'Mains', slug: 'mains' },
      { id: 1, name: 'Pizzas', slug: 'pizzas' },
    ],
    average_rating: 0,
    rating_count: 0,
    ...changes,
  };
}
