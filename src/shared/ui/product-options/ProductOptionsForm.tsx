import { useId, type ReactNode } from 'react';
import type { OptionsNotice } from '@/models/product-options/options-form.lib';
import type { AttributeValueState, MultiValueState, OptionsPanelState } from '@/models/product-options/product-options.lib';
import { formatMinorUnits, formatMoneyFixed } from '@/shared/lib/money';
import { useMoneyFormat } from '@/shared/ui/Money';
import './product-options.css';

/**
 * The options form, in two parts that hold no state of their own: the groups of values (ProductOptionsFields) and the
 * Total with Add (ProductOptionsFooter). The options panel puts both in one form over the drawer model; the product
 * page puts the groups inline and the footer in its sticky bar, over a selection kept in the address. Whoever holds
 * the selection passes the engine's view of it (optionsPanelState) and is told what the shopper pressed.
 */

/** The spec's texts for the Add button (section 2). */
export const ADD_LABEL = 'Add';
export const ADDING_LABEL = 'Adding...';

/** The ids that tie a form's groups to its footer's message; derived from one React id per form. */
export type OptionsFormIds = ReturnType<typeof makeIds>;

/** Option ids are only unique per product, and a page may show two forms: every id starts from the form's own. */
function makeIds(base: string) {
  return {
    reason: (kind: 'attribute' | 'multi', groupId: string, valueId: string) => `${base}-${kind}-${groupId}-${valueId}-reason`.replace(/\s+/g, '_'),
    input: (kind: 'attribute' | 'multi', groupId: string, valueId: string) => `${base}-${kind}-${groupId}-${valueId}`.replace(/\s+/g, '_'),
    groupMessage: (groupId: string) => `${base}-group-${groupId}-message`.replace(/\s+/g, '_'),
    footerMessage: `${base}-footer-message`,
  };
}

export function useOptionsFormIds(): OptionsFormIds {
  return makeIds(useId());
}

/** The notice shown under the Total, next to Add: everything but a refusal that belongs to one group. */
export function footerMessage(notice: OptionsNotice | null): string | null {
  if (notice === null || notice.kind === 'refused') return null;
  return notice.message;
}

function OptionReason({ id, reason }: { id: string; reason: string | null }) {
  return reason === null ? null : (
    <span id={id} className="option__reason">
      {reason}
    </span>
  );
}

export interface ProductOptionsFieldsProps {
  /** The engine's view of the selection: optionsPanelState(product, selection, decimalPlaces). */
  view: OptionsPanelState;
  notice: OptionsNotice | null;
  ids: OptionsFormIds;
  onChoose: (choice: { attributeId: string; valueId: string }) => void;
  onToggle: (toggle: { groupId: string; valueId: string }) => void;
  /** Nothing can be chosen (a sold-out product); `describedBy` says why. */
  disabled?: boolean;
  describedBy?: string;
}

/**
 * The product's single-choice groups (radios) and multi-choice groups (checkboxes, labelled with their minimum and
 * maximum), with the reason beside every value that cannot be chosen now.
 *
 * Disabled single-choice values are natively disabled (arrow keys skip them). Disabled multi-choice values stay
 * focusable and only aria-disabled: pressing one is refused with the reason (the maximum reached, above all), which
 * the spec asks to be said, and which a natively disabled box could never let happen.
 */
export function ProductOptionsFields({ view, notice, ids, onChoose, onToggle, disabled = false, describedBy }: ProductOptionsFieldsProps) {
  const format = useMoneyFormat();
  const footer = footerMessage(notice);
  const minimumGroupId = notice?.kind === 'minimum' ? notice.groupId : null;
  const extraPrice = (value: MultiValueState) =>
    value.priceInMinorUnits > 0 ? <span className="option__price">+{formatMinorUnits(value.priceInMinorUnits, format)}</span> : null;

  return (
    <>
      {view.attributes.map((attribute) => (
        <fieldset key={attribute.id} className="options-group" data-kind="single" disabled={disabled || undefined} aria-describedby={describedBy}>
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
                      onChange={() => onChoose({ attributeId: attribute.id, valueId: value.id })}
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
        const groupDescribedBy = [describedBy ?? null, refusal ? messageId : null, belowMinimum && footer ? ids.footerMessage : null].filter(Boolean).join(' ');
        return (
          <fieldset
            key={group.id}
            className="options-group"
            data-kind="multi"
            data-invalid={belowMinimum || undefined}
            disabled={disabled || undefined}
            aria-describedby={groupDescribedBy || undefined}
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
                        onChange={() => onToggle({ groupId: group.id, valueId: value.id })}
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
    </>
  );
}

export interface ProductOptionsFooterProps {
  ids: OptionsFormIds;
  /** The Total in major units: always shown with 2 decimals (spec section 5). */
  total: number;
  notice: OptionsNotice | null;
  adding: boolean;
  addLabel?: string;
  /** The button submits this form when the footer sits outside it (the product page's sticky bar). */
  formId?: string;
  /** Add cannot be pressed (a sold-out product); `describedBy` says why. */
  disabled?: boolean;
  describedBy?: string;
  className?: string;
  /** Shown beside Add (the product page's quantity). */
  children?: ReactNode;
}

/** The Total, the form's message (the minimum refusal, a failed add) and Add, which reads "Adding..." while it runs. */
export function ProductOptionsFooter({
  ids,
  total,
  notice,
  adding,
  addLabel = ADD_LABEL,
  formId,
  disabled = false,
  describedBy,
  className,
  children,
}: ProductOptionsFooterProps) {
  const format = useMoneyFormat();
  const footer = footerMessage(notice);
  const buttonDescribedBy = [describedBy ?? null, footer ? ids.footerMessage : null].filter(Boolean).join(' ');
  const button = (
    <button
      type="submit"
      form={formId}
      className="button button--primary product-options__add"
      disabled={disabled || undefined}
      aria-disabled={adding || undefined}
      data-state={adding ? 'pending' : 'idle'}
      aria-describedby={buttonDescribedBy || undefined}
    >
      {adding ? ADDING_LABEL : addLabel}
    </button>
  );
  return (
    <div className={className ? `product-options__footer ${className}` : 'product-options__footer'}>
      <p className="product-options__total" aria-live="polite" aria-atomic="true">
        <span>Total</span> <span className="product-options__total-amount">{formatMoneyFixed(total, format)}</span>
      </p>
      <p id={ids.footerMessage} className="product-options__message" role="alert">
        {footer}
      </p>
      {children === undefined ? (
        button
      ) : (
        <div className="product-options__actions">
          {children}
          {button}
        </div>
      )}
    </div>
  );
}
