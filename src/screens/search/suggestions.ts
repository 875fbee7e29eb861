import type { Category } from '@/api/schemas/category.schema';
import type { Product } from '@/api/schemas/product.schema';
import { linkHref } from '@/layout/block-field-schemas';
import { resultCount, type SearchResults } from '@/models/search/search.lib';
import { productHref } from '@/shared/ui/product-card/product-card-action';

/** The popup stays short: the full list is one Enter away. */
const SUGGESTED_CATEGORIES = 3;
const SUGGESTED_PRODUCTS = 5;

/** An option of the combobox's listbox. */
export type Suggestion =
  | { id: string; kind: 'category'; href: string; category: Category }
  | { id: string; kind: 'product'; href: string; product: Product }
  | { id: string; kind: 'all'; query: string };

export const categoryHref = (category: Pick<Category, 'slug'>) => linkHref({ type: 'category', slug: category.slug }) ?? '/';

/** The options for the results on show, in the order the arrows move through them. `idPrefix` keeps ids unique. */
export function suggestionsOf(results: SearchResults | null, idPrefix: string): Suggestion[] {
  if (results === null || resultCount(results) === 0) return [];
  return [
    ...results.categories.slice(0, SUGGESTED_CATEGORIES).map((category): Suggestion => ({ id: `${idPrefix}-category-${category.id}`, kind: 'category', href: categoryHref(category), category })),
    ...results.products.slice(0, SUGGESTED_PRODUCTS).map((product): Suggestion => ({ id: `${idPrefix}-product-${product.id}`, kind: 'product', href: productHref(product), product })),
    { id: `${idPrefix}-all`, kind: 'all', query: results.query },
  ];
}
