/**
 * The storefront's own pictures for its empty and failed states, by what they stand for: Fluent Emoji (MIT), copied
 * into public/illustrations/ by `npx tsx scripts/food-art.ts`, each a file of its own that only a screen showing it
 * downloads.
 */
export const illustrations = {
  cart: 'shopping-cart',
  wishlist: 'red-heart',
  addresses: 'round-pushpin',
  orders: 'receipt',
  search: 'magnifying-glass-tilted-left',
  menu: 'fork-and-knife-with-plate',
  wallet: 'coin',
  reviews: 'glowing-star',
  rewards: 'wrapped-gift',
  discounts: 'ticket',
  failed: 'electric-plug',
} as const;

export type Illustration = keyof typeof illustrations;

export const illustrationUrl = (name: Illustration): string => `/illustrations/${name}.svg`;
