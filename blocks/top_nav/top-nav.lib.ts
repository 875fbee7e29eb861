/** The cart link's name carries the count, so a screen reader hears "Cart, 3 items", not a bare number. */
export const cartLinkName = (quantity: number) => `Cart, ${quantity} ${quantity === 1 ? 'item' : 'items'}`;

/** Where the inline search field goes: /search, with the trimmed text as `q` when there is any. */
export const searchHref = (query: string) => (query.trim() === '' ? '/search' : `/search?q=${encodeURIComponent(query.trim())}`);
