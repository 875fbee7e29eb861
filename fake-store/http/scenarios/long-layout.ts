import type { RequestHandler } from 'msw';
import type { LayoutItem } from '@/api/schemas/site.schema';
import { layoutOverride } from './answer-overrides';

/** How many items long-layout has: the home page the benchmarks measure. */
export const LONG_LAYOUT_SIZE = 30;

/**
 * A 30-block home page: top_nav first, the seeded blocks repeated, and the products_infinite_scroll last
 * so a shopper (or the benchmark) can scroll through 1,000+ products.
 */
export function longLayoutHandlers(base?: readonly RequestHandler[]): RequestHandler[] {
  return [
    layoutOverride((layout) => {
      const topNav = layout.find((item) => item.code === 'top_nav');
      const bottomNav = layout.find((item) => item.code === 'bottom_nav');
      const infinite = layout.find((item) => item.code === 'products_infinite_scroll');
      const middle = layout.filter((item) => item !== topNav && item !== bottomNav && item !== infinite);
      const fixed = [topNav, bottomNav, infinite].filter((item): item is LayoutItem => item !== undefined);
      const repeated = Array.from({ length: Math.max(0, LONG_LAYOUT_SIZE - fixed.length) }, (_, index) => middle[index % Math.max(1, middle.length)]).filter(
        (item): item is LayoutItem => item !== undefined,
      );
      const ordered = [...(topNav ? [topNav] : []), ...repeated, ...(infinite ? [infinite] : []), ...(bottomNav ? [bottomNav] : [])];
      return ordered.map((item, index) => ({ ...item, id: 100 + index, position: (index + 1) * 10 }));
    }, base),
  ];
}
