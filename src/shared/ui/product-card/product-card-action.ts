import type { Product } from '@/api/schemas/product.schema';

/** What a product card offers. The one place this is decided. */
export type ProductCardAction =
  /** No options to choose: one tap adds one to the cart. */
  | { kind: 'add' }
  /** Options must be chosen first: the card opens the options panel (the name and picture still link to the product). */
  | { kind: 'choose-options' }
  /** A digital store shows no price call-to-action (spec section 3): a link to the product instead. */
  | { kind: 'view'; href: string }
  | { kind: 'sold-out' };

export const productHref = (product: Pick<Product, 'slug'>) => `/product/${encodeURIComponent(product.slug)}`;

const hasOptions = (product: Pick<Product, 'attributes' | 'multi_selectable_attributes'>) =>
  product.attributes.length > 0 || product.multi_selectable_attributes.length > 0;

export function productCardAction(product: Product, store: { digital?: boolean } = {}): ProductCardAction {
  if (store.digital) return { kind: 'view', href: productHref(product) };
  if (!product.in_stock) return { kind: 'sold-out' };
  return hasOptions(product) ? { kind: 'choose-options' } : { kind: 'add' };
}

/** Whether the struck-through original price is worth showing: only when it is higher. */
export function isDiscounted(product: Pick<Product, 'selling_price' | 'original_price'>): product is Pick<Product, 'selling_price'> & { original_price: number } {
  return product.original_price !== null && Math.round(product.original_price * 100) > Math.round(product.selling_price * 100);
}
