import './address-form.css';
import { useUnit } from 'effector-react';
import { useActionState, useEffect, useId, useRef, type ReactNode } from 'react';
import { addressLabels, type Address, type AddressLabel, type AddressPayload } from '@/api/schemas/address.schema';
import { addressFieldsSchema, isAddressLabel } from '@/domain/address-rules';
import {
  $draft,
  $placePin,
  $postalCheck,
  addressFieldChanged,
  addressFields,
  addressFormClosed,
  addressFormOpened,
  defaultToggled,
  postalCheckRetried,
  postalCodeBlurred,
  postalCheckTexts,
  type AddressField,
  type PostalCheck,
} from '@/models/addresses/address-form.model';
import { $storeCountry, saveAddressFx } from '@/models/addresses/addresses.model';
import { countryName, postalRuleFor } from '@/domain/postal-codes';
import { placeSearchClosed, placeSearchOpened } from '@/models/places/place-search.model';
import { $siteSettings } from '@/models/site/site.model';
import { readString } from '@/domain/site-settings';
import { CheckboxField, ChoiceField } from '@/shared/ui/form/choice-fields';
import { FormErrorSummary, SubmitButton, TextField } from '@/shared/ui/form/fields';
import { formValues, idleFormResult, issuesByField, refusedFormResult, type FormResult } from '@/shared/ui/form/form-result';
import { useFocusFirstError } from '@/shared/ui/form/use-focus-first-error';
import { useSteadyWhilePressed } from '@/shared/ui/form/use-steady-while-pressed';
import { PlaceSearch } from './PlaceSearch';

export const addressFormTexts = {
  failed: 'We couldn’t save this address. Check your connection and try again.',
} as const;

export interface AddressFormProps {
  /** Called with the address as the server saved it (the list is already up to date). */
  onSaved: (address: Address) => void;
  submitLabel?: string;
  pendingLabel?: string;
  /** Rendered at the top of the form, inside it: checkout's own words, say. */
  intro?: ReactNode;
  /**
   * Checkout's guest address (ADR 0026): the checked address is handed over for one order instead of being saved to an
   * address book, so the label and the default are not asked.
   */
  onUse?: (address: AddressPayload) => void;
  /** Who receives the order when its fields are left empty (a guest's contact details): not typed twice (WCAG 3.3.7). */
  receiver?: { name: string; phone: string };
}

const labelOptions = addressLabels.map((label) => ({ value: label, label }));

/**
 * The delivery check's words under the postal code field: the server's own (the charge, when there is one, is in them;
 * checkout reads `deliveryCharge` itself, and the form does not load the money formatter for it).
 */
function PostalNote({ check, saves, onRetry }: { check: PostalCheck; saves: boolean; onRetry: () => void }) {
  switch (check.status) {
    case 'idle':
    case 'refused':
      return null;
    case 'checking':
      return <span className="postal-note postal-note--checking">{postalCheckTexts.checking(check.code ?? '')}</span>;
    case 'deliverable':
      return (
        <span className="postal-note postal-note--yes">
          <span aria-hidden="true">✓ </span>
          {check.message}
        </span>
      );
    case 'not-deliverable':
      return (
        <span className="postal-note postal-note--no">
          <span aria-hidden="true">⚠ </span>
          {check.message}
          {saves ? ' You can still save it: we check again when you order.' : null}
        </span>
      );
    case 'failed':
      return (
        <span className="postal-note postal-note--no">
          {check.message}{' '}
          <button type="button" className="postal-note__retry" onClick={onRetry}>
            Check again
          </button>
        </span>
      );
    default:
      return check.status satisfies never;
  }
}

/**
 * An address form with a place search (ADR 0022): the place fills the address, the profile the name and phone, so
 * nothing is asked twice (WCAG 3.3.7); the postal code is checked against the store's country's format, then the
 * selected branch says whether it delivers there. A component with its own model (address-form.model.ts), so checkout
 * (issue 18) shows it inline; the address book screen and checkout pass what happens after saving.
 */
export function AddressForm({ onSaved, submitLabel = 'Save address', pendingLabel = 'Saving…', intro, onUse, receiver }: AddressFormProps) {
  const [draft, pin, check, country, settings, opened, closed, searchOpened, searchClosed, change, toggleDefault, blurPostal, retryPostal, save] = useUnit([
    $draft,
    $placePin,
    $postalCheck,
    $storeCountry,
    $siteSettings,
    addressFormOpened,
    addressFormClosed,
    placeSearchOpened,
    placeSearchClosed,
    addressFieldChanged,
    defaultToggled,
    postalCodeBlurred,
    postalCheckRetried,
    saveAddressFx,
  ]);
  const form = useRef<HTMLFormElement>(null);
  const summaryId = `${useId()}-summary`;
  const postal = postalRuleFor(country);
  // The check starts as the field is left, often by pressing the button below it: its words wait for that press's
  // click (and have two lines kept for them, address-form.css), so the button does not move under the finger.
  const shownCheck = useSteadyWhilePressed(check);
  const countryLabel = countryName(country, readString(settings, 'locale') ?? 'en-US');

  // When the form shows, it starts afresh (the profile's name and phone); when it goes, it forgets, and so does the
  // place search, whose session then ends.
  useEffect(() => {
    opened();
    searchOpened();
    return () => {
      closed();
      searchClosed();
    };
  }, [opened, closed, searchOpened, searchClosed]);

  const [result, submit] = useActionState(async (_previous: FormResult<AddressField>, formData: FormData): Promise<FormResult<AddressField>> => {
    const typed = formValues(formData, addressFields);
    // A receiver left empty is the one checkout was given (the guest's contact details): not typed twice.
    const values = receiver ? { ...typed, name: typed.name.trim() || receiver.name, phone: typed.phone.trim() || receiver.phone } : typed;
    const checked = addressFieldsSchema(country).safeParse(values);
    if (!checked.success) return { status: 'invalid', fieldErrors: issuesByField(checked.error.issues), message: null, values };
    const label: AddressLabel = isAddressLabel(checked.data.label) ? checked.data.label : 'Other';
    const payload: AddressPayload = {
      ...checked.data,
      label,
      line2: checked.data.line2 === '' ? null : checked.data.line2,
      country,
      lat: pin?.lat ?? null,
      lng: pin?.lng ?? null,
      place_id: pin?.place_id ?? null,
      is_default: formData.get('is_default') === '1',
    };
    if (onUse) {
      onUse(payload);
      return { status: 'done', fieldErrors: {}, message: null, values: {} };
    }
    try {
      const answer = await save(payload);
      onSaved(answer.address);
      return { status: 'done', fieldErrors: {}, message: null, values: {} };
    } catch (error) {
      return refusedFormResult(error, addressFields, values, addressFormTexts.failed);
    }
  }, idleFormResult<AddressField>());
  useFocusFirstError(form, result, summaryId);

  const errorOf = (field: AddressField) => result.fieldErrors[field];
  const postalError = errorOf('postal_code') ?? (shownCheck.status === 'refused' ? (shownCheck.message ?? postal.invalid) : undefined);
  const field = (name: AddressField) => ({
    name,
    value: draft[name],
    error: errorOf(name),
    onChange: (event: { target: { value: string } }) => change({ field: name, value: event.target.value }),
  });

  return (
    <form ref={form} action={submit} noValidate className="address-form form-stack" aria-label="Address">
      {intro}
      <FormErrorSummary id={summaryId} message={result.message} />
      <PlaceSearch />

      <fieldset className="address-form__group">
        <legend className="address-form__legend">Address</legend>
        <TextField {...field('line1')} label="Street address" autoComplete="shipping address-line1" hint="House number and street." />
        <TextField {...field('line2')} label="Flat, suite or floor (optional)" autoComplete="shipping address-line2" />
        <TextField {...field('city')} label="Town or city" autoComplete="shipping address-level2" />
        <TextField {...field('state')} label="State" autoComplete="shipping address-level1" />
        <TextField
          {...field('postal_code')}
          error={postalError}
          label={postal.label}
          autoComplete="shipping postal-code"
          inputMode={postal.inputMode}
          maxLength={postal.maxLength + 2}
          hint={postal.hint}
          note={<PostalNote check={shownCheck} saves={!onUse} onRetry={() => retryPostal()} />}
          onBlur={() => blurPostal()}
          className="address-form__postal"
        />
        <p className="address-form__country">
          Country: <strong>{countryLabel}</strong>, the one the store delivers in.
        </p>
        <input type="hidden" name="country" value={country} />
      </fieldset>

      <fieldset className="address-form__group">
        <legend className="address-form__legend">Who receives the order</legend>
        {receiver ? <p className="address-form__hint">Leave these empty if it is you: we use your contact details.</p> : null}
        <TextField {...field('name')} label="Full name" autoComplete="shipping name" autoCapitalize="words" />
        <TextField {...field('phone')} label="Phone number" type="tel" autoComplete="shipping tel" hint="The rider calls it if they cannot find the door." />
      </fieldset>

      {onUse ? (
        // An address for one order has no name in a book: the label the contract needs is sent as it stands.
        <input type="hidden" name="label" value={isAddressLabel(draft.label) ? draft.label : 'Other'} />
      ) : (
        <>
      <ChoiceField
        name="label"
        legend="Save it as"
        options={labelOptions}
        value={isAddressLabel(draft.label) ? draft.label : 'Other'}
        error={errorOf('label')}
        onChange={(label) => change({ field: 'label', value: label })}
      />
      <CheckboxField
        name="is_default"
        label="Make this my default address"
        checked={draft.is_default}
        onChange={toggleDefault}
        hint="The default is chosen for you at checkout."
      />
        </>
      )}
      <SubmitButton pendingLabel={pendingLabel}>{submitLabel}</SubmitButton>
    </form>
  );
}
