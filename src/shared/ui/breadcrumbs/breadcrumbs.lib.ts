/** One step of a breadcrumb trail. The last step is the page itself, shown without a link. */
export interface Crumb {
  name: string;
  /** The step's address in the store (`/category/pizzas`). */
  href: string;
}

/**
 * schema.org BreadcrumbList for a trail (Google: each item has `position` from 1 and `name`, and every item but the
 * last has `item`, an absolute URL).
 */
export function breadcrumbListJsonLd(trail: readonly Crumb[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(index < trail.length - 1 ? { item: `${origin}${crumb.href}` } : {}),
    })),
  };
}
