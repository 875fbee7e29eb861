import { useUnit } from 'effector-react';
import { useId, useMemo, type FormEvent } from 'react';
import type { Product } from '@/api/schemas/product.schema';
import {
  $drawerAdd,
  $drawerNotice,
  drawerAddRequested,
  drawerAttributeChosen,
  drawerMultiValueToggled,
  type ProductDrawerNotice,
  type ProductDrawerState,
} from '@/models/product-options/product-drawer.model';
import { optionsPanelState, type AttributeValueState, type MultiValueState } from '@/models/product-options/product-options.lib';
import { formatMinorUnits, formatMoneyFixed } from '@/shared/lib/money';
import { useMoneyFormat } from '@/shared/ui/Money';
import { pictureOf } from '@/shared/ui/placeholder-image';

/** The productDrawer state while a product is open. */
export type OpenProductDrawer = ProductDrawerState & { currentProduct: Product };

/** The spec's texts for the Add button (section 2). */
export const ADD_LABEL = 'Add';
export const ADDING_LABEL = 'Adding...';

/** The notice shown under the Total, next to Add: everything but a refusal that belongs to one group. */
function footerMessage(notice: ProductDrawerNotice | null): string | null {
  if (notice === null || notice.kind === 'refused') return null;
  return notice.message;
}

/** Ids derived from the form's own id: React's ids are unique per mount; option ids are only unique per product. */
function makeIds(base: string) {
  return {
    reason: (kind: 'attribute' | 'multi', groupId: string, valueId: string) => `${base}-${kind}-${groupId}-${valueId}-reason`.replace(/\s+/g, '_'),
    input: (kind: 'attribute' | 'multi', groupId: string, valueId: string) => `${base}-${kind}-${groupId}-${valueId}`.replace(/\s+/g, '_'),
    groupMessage: (groupId: string) => `${base}-group-${groupId}-message`.replace(/\s+/g, '_'),
    footerMessage: `${base}-footer-message`,
  };
}

function OptionReason({ id, reason }: { id: string; reason: string | null }) {
  return reason === null ? null : (
    <span id={id} className="option__reason">
      {reason}
    </span>
  );
}

/**
 * The panel's content: the product, its single-choice groups (radios), its multi-choice groups (checkboxes,
 * labelled with their minimum and maximum), the Total (always 2 decimals) and Add.
 *
 * Disabled single-choice values are natively disabled (arrow keys skip them). Disabled multi-choice values stay
 * focusable and only aria-disabled: pressing one is refused by the model with the reason (the maximum reached,
 * above all), which the spec asks to be said, and which a natively disabled box could never let happen.
 */
export function ProductOptionsForm({ state }: { state: OpenProductDrawer }) {
  const product = state.currentProduct;
  const format = useMoneyFormat();
  const [add, notice, choose, toggle, addRequested] = useUnit([
    $drawerAdd,
    $drawerNotice,
    drawerAttributeChosen,
    drawerMultiValueToggled,
    drawerAddRequested,
  ]);
  const { selectedAttributes, selectedMultiAttributes } = state;
  const view = useMemo(
    () => optionsPanelState(product, { selectedAttributes, selectedMultiAttributes }, format.decimalPlaces),
    [product, selectedAttributes, selectedMultiAttributes, format.decimalPlaces],
  );
  const ids = makeIds(useId());
  const adding = add.status === 'adding';
  const footer = footerMessage(notice);
  const minimumGroupId = notice?.kind === 'minimum' ? notice.groupId : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The model ignores a press while its add runs, so a double click adds once.
    addRequested();
  };

  const extraPrice = (value: MultiValueState) =>
    value.priceInMinorUnits > 0 ? <span className="option__price">+{formatMinorUnits(value.priceInMinorUnits, format)}</span> : null;

  return (
    <form className="product-options" onSubmit={onSubmit} noValidate data-product-id={String(product.id)}>
      <div className="product-options__product">
        <img className="product-options__image" src={pictureOf(product)} alt="" width={96} height={96} decoding="async" />
        <h3 className="product-options__name">{product.name}</h3>
      </div>

      {view.attributes.map((attribute) => (
        <fieldset key={attribute.id} className="options-group" data-kind="single">
          <legend className="options-group__legend">{attribute.name}</legend>
          <div className="options-group__values">
            {attribute.values.map((value: AttributeValueState) => {
              const inputId = ids.input('attribute', attribute.id, value.id);
              const reasonId = ids.reason('attribute', attribute.id, value.id);
              return (
                <div key={value.id} className="option" data-state={value.chosen ? 'checked' : 'unchecked'} data-disabled={value.disabled || undefined}>
                  <label className="option__label" htmlFor={inputId}>
                    <input
                      id={inputId}
                      type="radio"
                      name={ids.input('attribute', attribute.id, 'choice')}
                      value={value.id}
                      checked={value.chosen}
                      disabled={value.disabled}
                      aria-describedby={value.disabledReason === null ? undefined : reasonId}
                      onChange={() => choose({ attributeId: attribute.id, valueId: value.id })}
                    />
                    <span className="option__name">{value.label}</span>
                  </label>
                  <OptionReason id={reasonId} reason={value.disabledReason} />
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}

      {view.multiGroups.map((group) => {
        const messageId = ids.groupMessage(group.id);
        const refusal = notice?.kind === 'refused' && notice.groupId === group.id ? notice.message : null;
        const belowMinimum = minimumGroupId === group.id;
        const describedBy = [refusal ? messageId : null, belowMinimum && footer ? ids.footerMessage : null].filter(Boolean).join(' ');
        return (
          <fieldset
            key={group.id}
            className="options-group"
            data-kind="multi"
            data-invalid={belowMinimum || undefined}
            aria-describedby={describedBy || undefined}
          >
            <legend className="options-group__legend">
              {group.name} <span className="options-group__rule">{group.label}</span>
            </legend>
            <div className="options-group__values">
              {group.values.map((value) => {
                const inputId = ids.input('multi', group.id, value.id);
                const reasonId = ids.reason('multi', group.id, value.id);
                return (
                  <div key={value.id} className="option" data-state={value.chosen ? 'checked' : 'unchecked'} data-disabled={value.disabled || undefined}>
                    <label className="option__label" htmlFor={inputId}>
                      <input
                        id={inputId}
                        type="checkbox"
                        value={value.id}
                        checked={value.chosen}
                        aria-disabled={value.disabled || undefined}
                        aria-describedby={value.disabledReason === null ? undefined : reasonId}
                        onChange={() => toggle({ groupId: group.id, valueId: value.id })}
                      />
                      <span className="option__name">{value.label}</span> {extraPrice(value)}
                    </label>
                    <OptionReason id={reasonId} reason={value.disabledReason} />
                  </div>
                );
              })}
            </div>
            {/* Always present, so assistive tech is listening before a refusal is written into it. */}
            <p id={messageId} className="options-group__message" role="alert">
              {refusal}
            </p>
          </fieldset>
        );
      })}

      <div className="product-options__footer">
        <p className="product-options__total" aria-live="polite" aria-atomic="true">
          <span>Total</span> <span className="product-options__total-amount">{formatMoneyFixed(state.drawerPrice, format)}</span>
        </p>
        <p id={ids.footerMessage} className="product-options__message" role="alert">
          {footer}
        </p>
        <button
          type="submit"
          className="button button--primary product-options__add"
          aria-disabled={adding || undefined}
          data-state={adding ? 'pending' : 'idle'}
          aria-describedby={footer ? ids.footerMessage : undefined}
        >
          {adding ? ADDING_LABEL : ADD_LABEL}
        </button>
      </div>
    </form>
  );
}
