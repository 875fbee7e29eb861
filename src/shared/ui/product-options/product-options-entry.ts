import type { ComponentType } from 'react';

/**
 * The options panel's entry points, light enough for the shell and every product card: its id and its loader.
 * The panel itself (Radix, vaul, the options engine) loads on first use, never with the home page.
 */

/** The panel's element id and its URL hash (`#product-options-drawer`), spec section 2. */
export const PRODUCT_OPTIONS_DRAWER_ID = 'product-options-drawer';

type PanelModule = { default: ComponentType };

let loading: Promise<PanelModule> | null = null;

/**
 * Loads the panel's code once. Cards call it when a pointer or focus nears "Choose options", so the panel is
 * usually there by the time it is pressed. A failed load (offline) is forgotten, so the next try loads again.
 */
export function loadProductOptionsPanel(): Promise<PanelModule> {
  loading ??= import('./ProductOptionsPanel').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
