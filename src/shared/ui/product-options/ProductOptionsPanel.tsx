import { useUnit } from 'effector-react';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Product } from '@/api/schemas/product.schema';
import {
  $drawerAdd,
  $drawerNotice,
  $productDrawer,
  drawerAddRequested,
  drawerAttributeChosen,
  drawerMultiValueToggled,
  productDrawerClosed,
  type ProductDrawerState,
} from '@/models/product-options/product-drawer.model';
import { optionsPanelState } from '@/domain/product-options';
import { useHashState } from '@/shared/lib/use-hash-state';
import { useIsMobile } from '@/shared/lib/use-media-query';
import Dialog from '@/shared/ui/Dialog';
import { useMoneyFormat } from '@/shared/ui/Money';
import { pictureOf } from '@/shared/ui/placeholder-image';
import { BottomDrawer } from './BottomDrawer';
import { ProductOptionsFields, ProductOptionsFooter, useOptionsFormIds } from './ProductOptionsForm';
import { PRODUCT_OPTIONS_DRAWER_ID } from './product-options-entry';
import './product-options.css';

export const PRODUCT_OPTIONS_TITLE = 'Product options';

/** The productDrawer state while a product is open. */
type OpenProductDrawer = ProductDrawerState & { currentProduct: Product };

const isOpenState = (state: ProductDrawerState): state is OpenProductDrawer => state.currentProduct !== null;

/** The panel's content: the product, its options and the Total with Add, over the drawer model. */
function DrawerOptionsForm({ state }: { state: OpenProductDrawer }) {
  const product = state.currentProduct;
  const format = useMoneyFormat();
  const [add, notice, choose, toggle, addRequested] = useUnit([$drawerAdd, $drawerNotice, drawerAttributeChosen, drawerMultiValueToggled, drawerAddRequested]);
  const { selectedAttributes, selectedMultiAttributes } = state;
  const view = useMemo(
    () => optionsPanelState(product, { selectedAttributes, selectedMultiAttributes }, format.decimalPlaces),
    [product, selectedAttributes, selectedMultiAttributes, format.decimalPlaces],
  );
  const ids = useOptionsFormIds();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The model ignores a press while its add runs, so a double click adds once.
    addRequested();
  };

  return (
    <form className="product-options" onSubmit={onSubmit} noValidate data-product-id={String(product.id)}>
      <div className="product-options__product">
        <img className="product-options__image" src={pictureOf(product)} alt="" width={96} height={96} decoding="async" />
        <h3 className="product-options__name">{product.name}</h3>
      </div>
      <ProductOptionsFields view={view} notice={notice} ids={ids} onChoose={choose} onToggle={toggle} />
      <ProductOptionsFooter ids={ids} total={state.drawerPrice} notice={notice} adding={add.status === 'adding'} />
    </form>
  );
}

/**
 * The product options panel (spec section 2): a bottom drawer up to 768 px wide, a centred 500 px dialog above.
 * It is open while both the URL hash says so and the productDrawer model holds a product:
 * - the back button removes the hash, and the model is told to close;
 * - the model closes itself (its add succeeded) and the hash is taken back off the history;
 * - a hash without a product (a reloaded address) is dropped.
 */
export default function ProductOptionsPanel() {
  const [hashOpen, setHashOpen] = useHashState(PRODUCT_OPTIONS_DRAWER_ID);
  const [state, closed] = useUnit([$productDrawer, productDrawerClosed]);
  const isMobile = useIsMobile();
  const hasProduct = state.currentProduct !== null;

  // While the sheet animates away the model has already forgotten the product: keep showing the last one.
  const [shown, setShown] = useState<OpenProductDrawer | null>(isOpenState(state) ? state : null);
  if (isOpenState(state) && state !== shown) setShown(state);
  const display = isOpenState(state) ? state : shown;

  // Taking the hash off goes back in history; asking twice before the browser answers would go back two pages.
  const leavingHash = useRef(false);
  useEffect(() => {
    if (!hashOpen) leavingHash.current = false;
  }, [hashOpen]);
  const closeHash = useCallback(() => {
    if (leavingHash.current) return;
    leavingHash.current = true;
    setHashOpen(false);
  }, [setHashOpen]);

  // When the model has no product but the hash is open (closed by a successful add, or a reloaded URL), drop the hash.
  useEffect(() => {
    if (hashOpen && !hasProduct) closeHash();
  }, [hashOpen, hasProduct, closeHash]);

  // When the hash goes away (back button, Escape, close button) while a product is open, close the model too.
  const hashWasOpen = useRef(hashOpen);
  useEffect(() => {
    const was = hashWasOpen.current;
    hashWasOpen.current = hashOpen;
    if (was && !hashOpen && hasProduct) closed();
  }, [hashOpen, hasProduct, closed]);

  const open = hashOpen && hasProduct;
  // Closing only takes the hash off: the effect above then closes the model, the same way for every route out.
  const onOpenChange = (next: boolean) => {
    if (!next) closeHash();
  };
  const content = display ? <DrawerOptionsForm state={display} /> : null;

  return isMobile ? (
    <BottomDrawer open={open} onOpenChange={onOpenChange} title={PRODUCT_OPTIONS_TITLE} id={PRODUCT_OPTIONS_DRAWER_ID}>
      {content}
    </BottomDrawer>
  ) : (
    <Dialog open={open} onOpenChange={onOpenChange} title={PRODUCT_OPTIONS_TITLE} id={PRODUCT_OPTIONS_DRAWER_ID} size="dialog">
      {content}
    </Dialog>
  );
}
