import { useEffect, useId, type ReactNode } from 'react';
import type { OptionsNotice } from '@/models/product-options/options-form.lib';
import type { AttributeValueState, MultiValueState, OptionsPanelState } from '@/domain/product-options';
import { formatMinorUnits, formatMoneyFixed } from '@/domain/money';
import { useMoneyFormat } from '@/shared/ui/Money';
import './product-options.css';

/**
 * The options form, in two parts that hold no state of their own: the groups of values (ProductOptionsFields) and the
 * Total with Add (ProductOptionsFooter). The options panel puts both in one form over the drawer model; the product
 * page puts the groups inline and the footer in its sticky bar, over a selection kept in the address. Whoever holds
 * the selection passes the engine's view of it (optionsPanelState) and is told what the shopper pressed.
 */

/** The spec's texts for the Add button (section 2). */
const ADD_LABEL = 'Add';
const ADDING_LABEL = 'Adding...';

/** The ids that tie a form's groups to its footer's message; derived from one React id per form. */
type OptionsFormIds = ReturnType<typeof makeIds>;

/** Option ids are only unique per product, and a page may show two forms: every id starts from the form's own. */
function makeIds(base: string) {
  return {
    reason: (kind: 'attribute' | 'multi', groupId: string, valueId: string) => `${base}-${kind}-${groupId}-${valueId}-reason`.replace(/\s+/g, '_'),
    input: (kind: 'attribute' | 'multi', groupId: string, valueId: string) => `${base}-${kind}-${groupId}-${valueId}`.replace(/\s+/g, '_'),
    group: (kind: 'attribute' | 'multi', groupId: string) => `${base}-${kind}-group-${groupId}`.replace(/\s+/g, '_'),
    groupMessage: (groupId: string) => `${base}-group-${groupId}-message`.replace(/\s+/g, '_'),
    groupHint: (groupId: string) => `${base}-group-${groupId}-hint`.replace(/\s+/g, '_'),
    groupReason: (groupId: string) => `${base}-group-${groupId}-reason`.replace(/\s+/g, '_'),
    footerMessage: `${base}-footer-message`,
  };
}

export function useOptionsFormIds(): OptionsFormIds {
  return makeIds(useId());
}

/** The notice shown under the Total, next to Add: everything but a refusal that belongs to one group. */
function footerMessage(notice: OptionsNotice | null): string | null {
  if (notice === null || notice.kind === 'refused') return null;
  return notice.message;
}

/** The group an Add refusal asks the shopper to go back to: the group below its minimum, or the attribute left unchosen. */
function refusedGroupId(notice: OptionsNotice | null, ids: OptionsFormIds): string | null {
  if (notice?.kind === 'minimum' && notice.groupId !== null) return ids.group('multi', notice.groupId);
  if (notice?.kind === 'incomplete' && notice.attributeId !== null) return ids.group('attribute', notice.attributeId);
  return null;
}

/**
 * When Add is refused for a group (each press gives a new notice), scroll to that group and focus its
 * first value that takes focus: the shopper sees what is missing and can choose at once, and a screen reader says the
 * group's name and the refusal it is described by. (The group itself is not made focusable: a focusable fieldset
 * counts as a target around its values, which then fail the 24 px target spacing.)
 */
function useGoToRefusedGroup(notice: OptionsNotice | null, ids: OptionsFormIds) {
  const groupId = refusedGroupId(notice, ids);
  // The notice object is the press: the same refusal twice is two presses, each taking the shopper there.
  useEffect(() => {
    const group = groupId === null || notice === null ? null : document.getElementById(groupId);
    if (group === null) return;
    // The least scrolling that shows the whole group (what is around it stays in view), clear of the sticky bars.
    group.scrollIntoView({ block: 'nearest' });
    group.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus({ preventScroll: true });
  }, [notice, groupId]);
}

/** The tick on a chosen chip: the chosen state is not told by colour alone. */
function ChosenMark() {
  return (
    <svg className="option__check" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M3 8.5 6.5 12 13 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function OptionReason({ id, reason }: { id: string; reason: string | null }) {
  return reason === null ? null : (
    <span id={id} className="option__reason">
      {reason}
    </span>
  );
}

interface ProductOptionsFieldsProps {
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
 * maximum), with the reason beside every value that cannot be chosen now. Every value is a chip: its native input
 * stays (focus, arrow keys, the name a screen reader says) but is drawn as the chip, which shows the value, a tick
 * when it is chosen and what it changes the price by: the difference of a single-choice value, the price a
 * multi-choice value adds.
 *
 * Disabled single-choice values are natively disabled (arrow keys skip them). Disabled multi-choice values stay
 * focusable and only aria-disabled: pressing one is refused with the reason (the maximum reached, above all), which
 * the spec asks to be said, and which a natively disabled box could never let happen. When every value of a group
 * waits for the same thing ("Choose Size and Crust first."), it is said once, for the group, and each value points
 * to it. A single-choice group the add needs has required radios (the form does its own checks: noValidate); Add refused for a group takes the shopper there.
 */
export function ProductOptionsFields({ view, notice, ids, onChoose, onToggle, disabled = false, describedBy }: ProductOptionsFieldsProps) {
  const format = useMoneyFormat();
  const footer = footerMessage(notice);
  const minimumGroupId = notice?.kind === 'minimum' ? notice.groupId : null;
  const extraPrice = (value: MultiValueState) =>
    value.priceInMinorUnits > 0 ? <span className="option__price">+{formatMinorUnits(value.priceInMinorUnits, format)}</span> : null;
  // Inside the label, so the radio's accessible name says it too: "Large +$4.50", "Small −$4.50" (a minus sign).
  const priceDifference = ({ priceDifferenceInMinorUnits: difference }: AttributeValueState) =>
    difference === null ? null : (
      <span className="option__price">
        {difference > 0 ? '+' : '\u2212'}
        {formatMinorUnits(Math.abs(difference), format)}
      </span>
    );
  useGoToRefusedGroup(notice, ids);

  return (
    <>
      {view.attributes.map((attribute) => (
        <fieldset
          key={attribute.id}
          id={ids.group('attribute', attribute.id)}
          className="options-group"
          data-kind="single"
          disabled={disabled || undefined}
          aria-describedby={describedBy}
        >
          <legend className="options-group__legend">
            {attribute.name}
            {/* Assistive tech hears "required" from the radios' own attribute; the word is for the eye. */}
            {attribute.required ? (
              <span className="options-group__required" aria-hidden="true">
                Required
              </span>
            ) : null}
          </legend>
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
                      required={attribute.required}
                      aria-describedby={value.disabledReason === null ? undefined : reasonId}
                      onChange={() => onChoose({ attributeId: attribute.id, valueId: value.id })}
                    />
                    {value.chosen ? <ChosenMark /> : null}
                    <span className="option__name">{value.label}</span> {priceDifference(value)}
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
        const hintId = ids.groupHint(group.id);
        const groupReasonId = ids.groupReason(group.id);
        const belowMinimum = minimumGroupId === group.id;
        const groupDescribedBy = [
          describedBy ?? null,
          group.hint === null ? null : hintId,
          refusal ? messageId : null,
          belowMinimum && footer ? ids.footerMessage : null,
        ]
          .filter(Boolean)
          .join(' ');
        return (
          <fieldset
            key={group.id}
            id={ids.group('multi', group.id)}
            className="options-group"
            data-kind="multi"
            data-invalid={belowMinimum || undefined}
            data-group-reason={group.groupReason === null ? undefined : true}
            disabled={disabled || undefined}
            aria-describedby={groupDescribedBy || undefined}
          >
            <legend className="options-group__legend">
              {group.name} <span className="options-group__rule">{group.label}</span>
            </legend>
            {group.hint === null ? null : (
              <p id={hintId} className="options-group__hint">
                {group.hint}
              </p>
            )}
            {group.groupReason === null ? null : (
              <p id={groupReasonId} className="options-group__hint">
                {group.groupReason}
              </p>
            )}
            <div className="options-group__values">
              {group.values.map((value) => {
                const inputId = ids.input('multi', group.id, value.id);
                // A reason the whole group shares is said once, above the values; each value points to it.
                const reasonId = group.groupReason === null ? ids.reason('multi', group.id, value.id) : groupReasonId;
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
                      {value.chosen ? <ChosenMark /> : null}
                      <span className="option__name">{value.label}</span> {extraPrice(value)}
                    </label>
                    {group.groupReason === null ? <OptionReason id={reasonId} reason={value.disabledReason} /> : null}
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

interface ProductOptionsFooterProps {
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
