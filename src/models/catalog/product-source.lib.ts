import * as z from 'zod/mini';
import type { Category } from '@/api/schemas/category.schema';
import { idSchema, type Id } from '@/api/schemas/common.schema';
import { productSorts, type Product } from '@/api/schemas/product.schema';
import type { ProductQueryParams } from './products-query.lib';

/**
 * Where a block's products come from, as a merchant sets it: a ranking of the whole catalogue, a category
 * (by slug or id), or hand-picked products. Blocks embed these schemas in their data.
 */

export const MAX_PRODUCTS_PER_QUERY = 50;

const productSortSchema = z.enum(productSorts);

/** A category as merchants name it: its slug ("pizzas") or its id (7 or "7"). */
const categoryRefSchema = z.union([z.string().check(z.trim(), z.minLength(1), z.maxLength(120)), z.int().check(z.positive())]);

export const productSourceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('sort'), sort: z._default(productSortSchema, 'popular') }),
  z.object({ type: z.literal('category'), category: categoryRefSchema, sort: z._default(productSortSchema, 'popular') }),
  z.object({ type: z.literal('products'), ids: z.array(idSchema).check(z.minLength(1), z.maxLength(MAX_PRODUCTS_PER_QUERY)) }),
]);
export type ProductSource = z.infer<typeof productSourceSchema>;

/** The infinite scroll's sources: the whole catalogue, or one category. */
export const listSourceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('all') }),
  z.object({ type: z.literal('category'), category: categoryRefSchema }),
]);
type ListSource = z.infer<typeof listSourceSchema>;

type CategoryResolution = { kind: 'id'; id: Id } | { kind: 'needs-categories' } | { kind: 'unknown' };

/**
 * A category reference as an id. A number (or a string of digits) already is one; a slug needs the category
 * list, which `categories` is while loaded (null before).
 */
export function resolveCategory(category: string | number, categories: readonly Category[] | null): CategoryResolution {
  if (typeof category === 'number' || /^\d+$/.test(category)) return { kind: 'id', id: category };
  if (categories === null) return { kind: 'needs-categories' };
  const slug = category.toLowerCase();
  const found = categories.find((entry) => entry.slug.toLowerCase() === slug);
  return found ? { kind: 'id', id: found.id } : { kind: 'unknown' };
}

type SourceResolution<Params> = { kind: 'ready'; params: Params } | { kind: 'needs-categories' } | { kind: 'unknown-category' };

function fromCategory<Params>(resolution: CategoryResolution, build: (id: Id) => Params): SourceResolution<Params> {
  switch (resolution.kind) {
    case 'id':
      return { kind: 'ready', params: build(resolution.id) };
    case 'needs-categories':
      return { kind: 'needs-categories' };
    case 'unknown':
      return { kind: 'unknown-category' };
    default:
      return resolution satisfies never;
  }
}

/** The key a display block's products are kept under in the catalogue model: its code and layout item id. */
export const blockProductsKey = (code: string, itemId: string): string => `${code}:${itemId}`;

/** The get-products query that shows `count` products of a block's source. */
export function productQueryParams(source: ProductSource, count: number, categories: readonly Category[] | null): SourceResolution<ProductQueryParams> {
  const perPage = Math.max(1, Math.min(MAX_PRODUCTS_PER_QUERY, Math.round(count)));
  switch (source.type) {
    case 'sort':
      return { kind: 'ready', params: { per_page: perPage, sort: source.sort } };
    case 'category':
      return fromCategory(resolveCategory(source.category, categories), (id) => ({ per_page: perPage, category_id: id, sort: source.sort }));
    case 'products':
      return { kind: 'ready', params: { per_page: Math.min(perPage, source.ids.length), ids: source.ids.slice(0, perPage) } };
    default:
      return source satisfies never;
  }
}

/** The infinite scroll's query (without the page) for its source. */
export function listQueryParams(source: ListSource, perPage: number, categories: readonly Category[] | null): SourceResolution<ProductQueryParams> {
  const per_page = Math.max(1, Math.min(MAX_PRODUCTS_PER_QUERY, Math.round(perPage)));
  switch (source.type) {
    case 'all':
      return { kind: 'ready', params: { per_page, collection: 'all' } };
    case 'category':
      return fromCategory(resolveCategory(source.category, categories), (id) => ({ per_page, category_id: id }));
    default:
      return source satisfies never;
  }
}

/** Hand-picked products in the merchant's order, whatever order the API answered in. */
export function inIdOrder(products: readonly Product[], ids: readonly Id[]): Product[] {
  const byId = new Map(products.map((product) => [String(product.id), product]));
  const seen = new Set<string>();
  return ids.flatMap((id) => {
    const key = String(id);
    const product = byId.get(key);
    if (!product || seen.has(key)) return [];
    seen.add(key);
    return [product];
  });
}
