import type { CategoryDetail } from '@/api/schemas/category-detail.schema';
import type { Category } from '@/api/schemas/category.schema';
import type { CategoryRef } from '@/api/schemas/product-detail.schema';
import { categories, type StoredCategory } from './db';

/**
 * The category tree: GET /api/get-parent-categories and GET /api/get-category, and what the product calls ask
 * of it (a category's descendants, a product's place in the tree). Categories point at their parent
 * (`parent_id`); a list shows them by `position`, then id.
 */

export const categoryMessages = { notFound: 'Category not found.' } as const;

const byDisplayOrder = (a: Category, b: Category) => a.position - b.position || Number(a.id) - Number(b.id);

/** A stored category as lists show it: without its page's description. */
function listed(category: StoredCategory): Category {
  const { description: _description, ...fields } = category;
  return fields;
}

function allCategories(): StoredCategory[] {
  return categories.all();
}

function childrenIn(all: readonly StoredCategory[], id: string): StoredCategory[] {
  return all.filter((category) => category.parent_id !== null && String(category.parent_id) === id).sort(byDisplayOrder);
}

/** The top-level categories in display order. */
export function listParentCategories(): { data: Category[] } {
  return { data: allCategories().filter((category) => category.parent_id === null).sort(byDisplayOrder).map(listed) };
}

/** Every category, children included, in display order under each parent (for search). */
export function listAllCategories(): Category[] {
  const all = allCategories();
  const walk = (parentId: string | null): StoredCategory[] =>
    all
      .filter((category) => (parentId === null ? category.parent_id === null : String(category.parent_id) === parentId))
      .sort(byDisplayOrder)
      .flatMap((category) => [category, ...walk(String(category.id))]);
  return walk(null).map(listed);
}

/** Whether a category with this id exists. */
export function categoryExists(id: string): boolean {
  return allCategories().some((category) => String(category.id) === id);
}

/** The ids of a category and all its descendants (a category's products include theirs). Empty for an unknown id. */
export function categorySubtreeIds(id: string): Set<string> {
  const all = allCategories();
  if (!all.some((category) => String(category.id) === id)) return new Set();
  const ids = new Set([id]);
  // Breadth-first; a parent loop in edited data cannot run forever, since an id is added once.
  for (const current of ids) for (const child of childrenIn(all, current)) ids.add(String(child.id));
  return ids;
}

/** The category and its parents as links, top-level first, the category itself last. Empty for an unknown id. */
export function categoryPathOf(id: string | number | null): CategoryRef[] {
  if (id === null) return [];
  const all = allCategories();
  const path: CategoryRef[] = [];
  const seen = new Set<string>();
  let current = all.find((category) => String(category.id) === String(id));
  while (current && !seen.has(String(current.id))) {
    seen.add(String(current.id));
    path.unshift({ id: current.id, name: current.name, slug: current.slug });
    const parentId = current.parent_id;
    current = parentId === null ? undefined : all.find((category) => String(category.id) === String(parentId));
  }
  return path;
}

/** The top-level category a category sits under (itself when it is top-level); null for an unknown id. */
export function topLevelCategoryId(id: string | number | null): string | null {
  const top = categoryPathOf(id)[0];
  return top ? String(top.id) : null;
}

/**
 * GET /api/get-category: a category by its slug, with its description, its child categories in display order
 * and its parents (top-level first, without itself); null for an unknown slug.
 */
export function categoryDetailBySlug(slug: string): CategoryDetail | null {
  const all = allCategories();
  const wanted = slug.trim().toLowerCase();
  const category = all.find((entry) => entry.slug.toLowerCase() === wanted);
  if (!category) return null;
  return {
    ...category,
    children: childrenIn(all, String(category.id)).map(listed),
    path: categoryPathOf(category.id).slice(0, -1),
  };
}
