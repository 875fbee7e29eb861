import { useUnit } from 'effector-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { match } from 'ts-pattern';
import { Link, useLocation, useSearch } from 'wouter';
import type { ProductDetail } from '@/api/schemas/product-detail.schema';
import { optionsPanelState } from '@/domain/product-options';
import { searchAfterChoice, searchAfterToggle } from '@/models/product-page/options-address.lib';
import {
  $pageAdd,
  $pageNotice,
  $quantity,
  $selection,
  pageAddRequested,
  pageOptionRefused,
  pageQuantityChanged,
  QUANTITY_MAX,
  QUANTITY_MIN,
} from '@/models/product-page/product-page.model';
import { useMoneyFormat } from '@/shared/ui/Money';
import { ProductOptionsFields, ProductOptionsFooter, useOptionsFormIds } from '@/shared/ui/product-options/ProductOptionsForm';

const ADD_TO_CART_LABEL = 'Add to cart';
/** A sold-out product's Add says why it cannot be pressed, where the shopper looks for it. */
const SOLD_OUT_LABEL = 'Sold out';
const ADDED_MESSAGE = 'Added to your cart.';
/** Beside "Added": the way to the cart from where the shopper is (the desktop overlay covers the header's cart). */
const VIEW_CART_LABEL = 'View cart';

interface QuantityStepperProps {
  quantity: number;
  onChange: (quantity: number) => void;
  disabled: boolean;
  describedBy: string | undefined;
}

/** How many to add: minus and plus buttons around a number the shopper may also type (kept from 1 to 99). */
function QuantityStepper({ quantity, onChange, disabled, describedBy }: QuantityStepperProps) {
  const inputId = useId();
  // What is typed may be briefly empty or out of range; the model's quantity is always a valid one.
  const [draft, setDraft] = useState({ text: String(quantity), quantity });
  const text = draft.quantity === quantity ? draft.text : String(quantity);
  return (
    <div className="quantity-stepper" role="group" aria-labelledby={`${inputId}-label`}>
      <label id={`${inputId}-label`} htmlFor={inputId} className="visually-hidden">
        Quantity
      </label>
      <button
        type="button"
        className="quantity-stepper__button"
        aria-label="Decrease quantity"
        disabled={disabled || quantity <= QUANTITY_MIN}
        onClick={() => onChange(quantity - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={inputId}
        className="quantity-stepper__input"
        type="number"
        inputMode="numeric"
        min={QUANTITY_MIN}
        max={QUANTITY_MAX}
        step={1}
        value={text}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => {
          const typed = event.target.value;
          setDraft({ text: typed, quantity });
          if (typed.trim() !== '' && Number.isFinite(Number(typed))) onChange(Number(typed));
        }}
        onBlur={() => setDraft({ text: String(quantity), quantity })}
      />
      <button
        type="button"
        className="quantity-stepper__button"
        aria-label="Increase quantity"
        disabled={disabled || quantity >= QUANTITY_MAX}
        onClick={() => onChange(quantity + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

/**
 * The product's options inline (the options panel's own fields, over the selection the address holds) and the bar
 * with the Total, the quantity and Add to cart. The bar sticks to the bottom of the screen (above the bottom nav,
 * when there is one) until the page scrolls past it, so Add is always within reach on a phone.
 */
export function ProductPurchase({ product, soldOutId }: { product: ProductDetail; soldOutId: string | undefined }) {
  const format = useMoneyFormat();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const [selection, quantity, add, notice, refused, quantityChanged, addRequested] = useUnit([
    $selection,
    $quantity,
    $pageAdd,
    $pageNotice,
    pageOptionRefused,
    pageQuantityChanged,
    pageAddRequested,
  ]);
  const view = useMemo(() => optionsPanelState(product, selection, format.decimalPlaces), [product, selection, format.decimalPlaces]);
  const ids = useOptionsFormIds();
  const formId = useId();
  const soldOut = !product.in_stock;
  const hasOptions = view.attributes.length > 0 || view.multiGroups.length > 0;

  // The address owns the selection: a choice replaces it (no history entry per click) and the model follows. The
  // entry's state is kept (the desktop overlay counts its history entries there).
  const replaceSearch = (next: string) => navigate(`${path}${next}`, { replace: true, state: window.history.state as unknown });
  const onChoose = (choice: { attributeId: string; valueId: string }) => replaceSearch(searchAfterChoice(product, selection, search, choice));
  const onToggle = (toggle: { groupId: string; valueId: string }) =>
    match(searchAfterToggle(product, selection, search, toggle))
      .with({ kind: 'changed' }, (outcome) => replaceSearch(outcome.search))
      .with({ kind: 'refused' }, ({ groupId, message }) => refused({ groupId, message }))
      .exhaustive();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The model ignores a press while its add runs, so a double click adds once.
    addRequested();
  };

  return (
    <>
      <form id={formId} className="product-options product-page__options" onSubmit={onSubmit} noValidate aria-label={hasOptions ? 'Options' : undefined}>
        {hasOptions ? (
          <ProductOptionsFields view={view} notice={notice} ids={ids} onChoose={onChoose} onToggle={onToggle} disabled={soldOut} describedBy={soldOutId} />
        ) : null}
      </form>
      <div className="product-page__bar" data-state={add.status}>
        <ProductOptionsFooter
          ids={ids}
          total={(view.priceInMinorUnits * quantity) / 10 ** format.decimalPlaces}
          notice={notice}
          adding={add.status === 'adding'}
          addLabel={soldOut ? SOLD_OUT_LABEL : ADD_TO_CART_LABEL}
          formId={formId}
          disabled={soldOut}
          describedBy={soldOutId}
        >
          <QuantityStepper quantity={quantity} onChange={quantityChanged} disabled={soldOut} describedBy={soldOutId} />
        </ProductOptionsFooter>
        <div className="product-page__added-row">
          {/* Always there, so assistive tech is listening before "Added" is written into it. */}
          <p className="product-page__added" role="status">
            {add.status === 'added' ? ADDED_MESSAGE : ''}
          </p>
          {add.status === 'added' ? (
            <Link href="/cart" className="product-page__view-cart">
              {VIEW_CART_LABEL}
            </Link>
          ) : null}
        </div>
      </div>
    </>
  );
}
