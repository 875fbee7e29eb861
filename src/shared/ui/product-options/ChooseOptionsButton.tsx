import { useUnit } from 'effector-react';
import type { Product } from '@/api/schemas/product.schema';
import { productDrawerOpened } from '@/models/product-options/product-drawer.events';
import { toastShown } from '@/models/toast/toast.model';
import { useHashState } from '@/shared/lib/use-hash-state';
import { loadProductOptionsPanel, PRODUCT_OPTIONS_DRAWER_ID } from './product-options-entry';

/** Said when the panel's code cannot load (offline, mostly): the press must never do nothing. */
export const OPTIONS_UNAVAILABLE_MESSAGE = 'The options can’t open right now. Check your connection and try again.';

/** Starts loading the panel when the shopper is about to press; a failure is retried by the press itself. */
const preload = () => {
  loadProductOptionsPanel().catch(() => undefined);
};

/**
 * A product card's "Choose options": opens the options panel for its product. The model learns the product
 * before the hash opens the panel, so the panel never shows without one. The panel gives focus back here when it
 * closes.
 */
export function ChooseOptionsButton({ product, className }: { product: Product; className?: string }) {
  const [opened, showToast] = useUnit([productDrawerOpened, toastShown]);
  const [, setOpen] = useHashState(PRODUCT_OPTIONS_DRAWER_ID);
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={(event) => {
        // Safari does not focus a clicked button; the panel gives focus back to whatever had it when it opened.
        event.currentTarget.focus();
        // The panel's code brings the drawer model, which must be listening before it hears of the product.
        // Usually it is already here (loaded when the pointer or focus came near); offline, the shopper is told.
        loadProductOptionsPanel().then(
          () => {
            opened(product);
            setOpen(true);
          },
          () => showToast(OPTIONS_UNAVAILABLE_MESSAGE),
        );
      }}
    >
      Choose options <span className="visually-hidden">for {product.name}</span>
    </button>
  );
}
