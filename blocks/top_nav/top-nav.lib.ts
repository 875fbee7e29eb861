export { cartLinkName } from '@/shared/lib/cart-link-name';

/** Where the inline search field goes: /search, with the trimmed text as `q` when there is any. */
export const searchHref = (query: string) => (query.trim() === '' ? '/search' : `/search?q=${encodeURIComponent(query.trim())}`);
