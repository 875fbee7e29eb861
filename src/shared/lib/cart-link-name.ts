/** The cart link's name carries the count, so a screen reader hears "Cart, 3 items", not a bare number. */
export const cartLinkName = (quantity: number) => `Cart, ${quantity} ${quantity === 1 ? 'item' : 'items'}`;
