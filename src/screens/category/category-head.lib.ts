import type { CategoryDetail } from '@/api/schemas/category-detail.schema';
import { linkHref } from '@/layout/block-field-schemas';
import type { Crumb } from '@/shared/ui/breadcrumbs/breadcrumbs.lib';

/** A category's address, as the categories blocks and the top nav link to it. */
export const categoryHref = (slug: string) => linkHref({ type: 'category', slug }) ?? '/';

/** Home, the category's parents (top-level first), then the category itself. */
export function categoryTrail(category: Pick<CategoryDetail, 'name' | 'slug' | 'path'>): Crumb[] {
  return [
    { name: 'Home', href: '/' },
    ...category.path.map((parent) => ({ name: parent.name, href: categoryHref(parent.slug) })),
    { name: category.name, href: categoryHref(category.slug) },
  ];
}
