import * as z from 'zod/mini';
import { categorySchema } from '@/api/schemas/category.schema';
import { productSchema } from '@/api/schemas/product.schema';
import { PRODUCT_PAGE_CACHE_PREFIX } from '@/models/cache/cache-info.lib';

/**
 * Catalogue answers kept in localStorage, shown at once on the next visit while the network refreshes them
 * (stale-while-revalidate). Product pages live under the prefix cache-info clears when products change
 * (spec section 4); categories under their own key, which that clearing leaves alone.
 */

export const CATEGORIES_CACHE_KEY = 'cache-key:categories';

export const cachedProductsSchema = z.object({ products: z.array(productSchema) });
export const cachedCategoriesSchema = z.object({ categories: z.array(categorySchema) });

type ParamValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** The same params give the same key whatever order their fields were written in; empty fields are left out. */
export function stableParamsKey(params: Readonly<Record<string, ParamValue>>): string {
  return Object.keys(params)
    .sort()
    .flatMap((name) => {
      const value = params[name];
      if (value === undefined || value === null) return [];
      const text = Array.isArray(value) ? value.join(',') : String(value);
      return text === '' ? [] : [`${name}=${encodeURIComponent(text)}`];
    })
    .join('&');
}

/** Where a product query's answer is kept. The branch is part of it: prices and stock may differ per branch. */
export function productQueryCacheKey(branchId: string, paramsKey: string): string {
  return `${PRODUCT_PAGE_CACHE_PREFIX}branch-${branchId}?${paramsKey}`;
}

/** A kept answer that still matches its schema, else null. A corrupt or outdated entry is removed. Never throws. */
export function readCache<Schema extends z.ZodMiniType>(storage: Storage | null, key: string, schema: Schema): z.output<Schema> | null {
  if (!storage) return null;
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return null;
  }
  if (text === null) return null;
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: removed below like any other entry that does not fit.
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data as z.output<Schema>;
  try {
    storage.removeItem(key);
  } catch {
    // Nothing more to do: the entry is ignored either way.
  }
  return null;
}

/** Keeps an answer; a full or disabled storage just means no copy next time. Never throws. */
export function writeCache(storage: Storage | null, key: string, value: unknown): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}
