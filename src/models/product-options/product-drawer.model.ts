import { createEvent, createStore } from 'effector';
import type { Product } from '@/api/schemas/product.schema';

/** The productDrawer slice of spec section 3; the product options issue drives it. */
export interface ProductDrawerState {
  currentProduct: Product | null;
  selectedAttributes: Record<string, string>;
  selectedMultiAttributes: Record<string, string[]>;
  drawerPrice: number;
  variant_id: string | null;
  desktopDialogOpen: boolean;
}

export const initialProductDrawer: ProductDrawerState = {
  currentProduct: null,
  selectedAttributes: {},
  selectedMultiAttributes: {},
  drawerPrice: 0,
  variant_id: null,
  desktopDialogOpen: false,
};

export const productDrawerOpened = createEvent<Product>();
export const productDrawerClosed = createEvent();

export const $productDrawer = createStore<ProductDrawerState>(initialProductDrawer)
  .on(productDrawerOpened, (_, product) => ({
    ...initialProductDrawer,
    currentProduct: product,
    drawerPrice: Number(product.selling_price),
    desktopDialogOpen: true,
  }))
  .reset(productDrawerClosed);
