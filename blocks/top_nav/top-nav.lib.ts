export { cartLinkName } from '@/shared/lib/cart-link-name';

/** Where the inline search field goes: /search, with the trimmed text as `q` when there is any. */
export const searchHref = (query: string) => (query.trim() === '' ? '/search' : `/search?q=${encodeURIComponent(query.trim())}`);

/**
 * How many menu links, in order, fit in `available` px when each takes `widths[i]` and `gap` separates them; the
 * rest go under "More" (`moreWidth` wide), which then needs its own room. All fit without it, or as many as fit with it.
 */
export function linksThatFit(widths: readonly number[], available: number, moreWidth: number, gap: number): number {
  const rowWidth = (count: number) => widths.slice(0, count).reduce((sum, width) => sum + width, 0) + gap * Math.max(0, count - 1);
  if (rowWidth(widths.length) <= available) return widths.length;
  let count = widths.length - 1;
  while (count > 0 && rowWidth(count) + gap + moreWidth > available) count -= 1;
  return count;
}
