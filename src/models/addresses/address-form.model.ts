import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { debounce } from 'patronum/debounce';
import { delivery } from '@/api/calls/addresses';
import { request } from '@/api/client';
import { isApiError } from '@/api/api-error';
import { addressLabels, type Address, type AddressLabel, type PincodeCheck } from '@/api/schemas/address.schema';
import { $selectedBranchId } from '@/models/branches/branches.model';
import { placeResolved } from '@/models/places/place-search.model';
import { createRequestFx } from '@/models/request/request.model';
import { $isLoggedIn, $user } from '@/models/session/session.model';
import { placeFillOf } from './address.lib';
import { $addresses, $addressesStatus, $storeCountry, getAddressesFx } from './addresses.model';
import { readPostalCode } from '../../domain/postal-codes';

/*
 * The address form (ADR 0022), a component of its own so checkout (issue 18) can show it inline: what the shopper has
 * typed, what a chosen place filled in, the name and phone taken from the profile (nothing is asked twice, WCAG
 * 3.3.7), and whether the selected branch delivers to the postal code. The form fires `addressFormOpened` on mount and
 * `addressFormClosed` when it goes; its submit goes through `addAddressFx` (addresses.model.ts).
 */

/** The fields the shopper types or chooses. */
export const addressFields = ['label', 'name', 'phone', 'line1', 'line2', 'city', 'state', 'postal_code'] as const;
export type AddressField = (typeof addressFields)[number];

type AddressDraft = Record<AddressField, string> & { is_default: boolean };

/** Where a chosen place put the pin: sent with the address, for the rider. */
interface PlacePin {
  place_id: string;
  lat: number | null;
  lng: number | null;
}

/**
 * Whether the selected branch delivers to the postal code: not asked (empty, or not yet a whole code), asking, the
 * server's yes or no with its words, refused (the server read the code as malformed: its words go on the field), or
 * the check itself failed.
 */
type PostalCheckStatus = 'idle' | 'checking' | 'deliverable' | 'not-deliverable' | 'refused' | 'failed';
export interface PostalCheck {
  status: PostalCheckStatus;
  /** The code asked about, canonical. */
  code: string | null;
  message: string | null;
  deliveryCharge: number | null;
}

/** The pause after typing a postal code before asking about it: a whole code is often typed in one go. */
export const POSTAL_CHECK_DEBOUNCE_MS = 400;

export const postalCheckTexts = {
  checking: (code: string) => `Checking delivery to ${code}…`,
  failed: 'We couldn’t check delivery to this code just now.',
  deliverable: (code: string) => `We deliver to ${code}.`,
  notDeliverable: (code: string) => `We don’t deliver to ${code} from this branch.`,
} as const;

export const addressFormOpened = createEvent();
export const addressFormClosed = createEvent();
export const addressFieldChanged = createEvent<{ field: AddressField; value: string }>();
export const defaultToggled = createEvent<boolean>();
export const postalCodeBlurred = createEvent();
export const postalCheckRetried = createEvent();

interface PincodeRequest {
  key: string;
  code: string;
  signal: AbortSignal;
}
export const checkPincodeFx = createRequestFx((context, asked: PincodeRequest) => request(context, delivery.checkPincode, { query: { pincode: asked.code }, signal: asked.signal }));

const $pincodeController = createStore<AbortController | null>(null, { serialize: 'ignore' });
const startPincodeFx = attach({
  source: $pincodeController,
  effect: (previous: AbortController | null, request: { key: string; code: string }) => {
    previous?.abort();
    return { ...request, controller: new AbortController() };
  },
});
const abortFx = createEffect((controller: AbortController | null) => controller?.abort());

const emptyDraft: AddressDraft = { label: 'Home', name: '', phone: '', line1: '', line2: '', city: '', state: '', postal_code: '', is_default: false };
const idleCheck: PostalCheck = { status: 'idle', code: null, message: null, deliveryCharge: null };

export const $draft = createStore<AddressDraft>(emptyDraft);
export const $placePin = createStore<PlacePin | null>(null);
export const $postalCheck = createStore<PostalCheck>(idleCheck);
const $open = createStore(false);
/** Answers of this form's visit, by branch and code: asking again about a code costs nothing. */
const $pincodeAnswers = createStore<Record<string, PincodeCheck>>({});

/** The first label the customer has not used yet (Home, then Work), else Other. */
function freshLabel(addresses: readonly Address[]): AddressLabel {
  const used = new Set(addresses.map((address) => address.label?.toLowerCase()));
  return addressLabels.find((label) => label !== 'Other' && !used.has(label.toLowerCase())) ?? 'Other';
}

// When the form opens, it starts from the profile's name and phone, a label not used yet, and (for a first address)
// as the default.
sample({
  clock: addressFormOpened,
  source: { user: $user, addresses: $addresses, status: $addressesStatus },
  fn: ({ user, addresses, status }): AddressDraft => ({
    ...emptyDraft,
    name: user.name ?? '',
    phone: user.phone ?? '',
    label: freshLabel(addresses),
    is_default: status === 'ready' && addresses.length === 0,
  }),
  target: $draft,
});
$open.on(addressFormOpened, () => true).on(addressFormClosed, () => false);

/** The shopper chose the label or the default themselves: the address book arriving late no longer changes them. */
const $choicesTouched = createStore(false)
  .on([defaultToggled, addressFieldChanged.filter({ fn: ({ field }) => field === 'label' })], () => true)
  .reset(addressFormOpened);

// When the form opens before the customer's address book is known (opened directly, or in checkout), ask for it: the
// label not used yet, and whether this will be the first address (the default), depend on it. A guest has none.
sample({
  clock: addressFormOpened,
  source: { status: $addressesStatus, loggedIn: $isLoggedIn },
  filter: ({ status, loggedIn }) => loggedIn && status === 'idle',
  fn: (): void => undefined,
  target: getAddressesFx,
});
// When it arrives while the form is open, the label and the default follow it, unless the shopper chose them already.
sample({
  clock: getAddressesFx.doneData,
  source: { draft: $draft, open: $open, touched: $choicesTouched },
  filter: ({ open, touched }) => open && !touched,
  fn: ({ draft }, answer): AddressDraft => ({ ...draft, label: freshLabel(answer.data), is_default: answer.data.length === 0 }),
  target: $draft,
});

$draft
  .on(addressFieldChanged, (draft, { field, value }) => ({ ...draft, [field]: value }))
  .on(defaultToggled, (draft, isDefault) => ({ ...draft, is_default: isDefault }))
  // When a place is chosen, it fills what it knows; a flat number, the name and the phone stay as typed.
  .on(placeResolved, (draft, place) => ({ ...draft, ...placeFillOf(place) }))
  .reset(addressFormClosed);
$placePin.on(placeResolved, (_, place) => ({ place_id: place.place_id, lat: place.lat, lng: place.lng })).reset(addressFormClosed);

/** A postal code to ask about, as typed: settled after a pause, at once when a place filled it or the field is left. */
const postalCodeTyped = addressFieldChanged.filterMap(({ field, value }) => (field === 'postal_code' ? value : undefined));
const postalCodePaused = debounce({ source: postalCodeTyped, timeout: POSTAL_CHECK_DEBOUNCE_MS });
const postalCodeSettled = sample({
  clock: [postalCodePaused, postalCodeBlurred, placeResolved, $selectedBranchId.updates, postalCheckRetried],
  source: { draft: $draft, open: $open, country: $storeCountry, branchId: $selectedBranchId },
  filter: ({ open }) => open,
  // The format is checked before asking (the store's country's rule): an unfinished code asks nothing.
  fn: ({ draft, country, branchId }) => {
    const code = readPostalCode(country, draft.postal_code);
    return code === null ? null : { code, key: `${branchId}\n${code}` };
  },
});

/** The postal code changed from the one asked about: its answer no longer applies. */
const postalCodeMoved = sample({
  clock: postalCodeTyped,
  source: { check: $postalCheck, country: $storeCountry },
  filter: ({ check, country }, typed) => check.code !== readPostalCode(country, typed),
});
sample({ clock: postalCodeMoved, source: $pincodeController, target: abortFx });
$postalCheck.on(postalCodeMoved, () => idleCheck);
/** The code settled unfinished (or emptied): nothing to ask, and nothing on its way still applies. */
const postalCodeUnfinished = postalCodeSettled.filter({ fn: (settled) => settled === null });
sample({ clock: postalCodeUnfinished, source: $pincodeController, target: abortFx });
$postalCheck.on(postalCodeUnfinished, () => idleCheck);

const checkRouted = sample({
  clock: postalCodeSettled.filterMap((settled) => settled ?? undefined),
  source: { check: $postalCheck, answers: $pincodeAnswers },
  fn: ({ check, answers }, { code, key }) => ({ code, key, kept: answers[key] ?? null, current: check }),
});
/** Already answered for this branch and code: shown again, nothing asked. */
const keptAnswer = checkRouted.filterMap(({ code, kept }) => (kept ? { code, answer: kept } : undefined));
/** Not asked yet (or the last ask failed): asked now, aborting any ask on its way. */
const checkWanted = checkRouted.filterMap(({ code, key, kept, current }) =>
  kept === null && !(current.status === 'checking' && current.code === code) ? { code, key } : undefined,
);
sample({ clock: checkWanted, target: startPincodeFx });
$pincodeController.on(startPincodeFx.doneData, (_, { controller }) => controller);
sample({ clock: startPincodeFx.doneData, fn: ({ key, code, controller }): PincodeRequest => ({ key, code, signal: controller.signal }), target: checkPincodeFx });

// An answer counts only for the code still on show: a newer code, a closed form or a branch change aborts the ask.
const pincodeAnswered = checkPincodeFx.done.filterMap(({ params, result }) => (params.signal.aborted ? undefined : { key: params.key, code: params.code, answer: result }));
const pincodeFailed = checkPincodeFx.fail.filterMap(({ params, error }) => (params.signal.aborted ? undefined : { code: params.code, error }));
$pincodeAnswers.on(pincodeAnswered, (answers, { key, answer }) => ({ ...answers, [key]: answer })).reset(addressFormClosed);

const checkOf = (code: string, answer: PincodeCheck): PostalCheck => ({
  status: answer.deliverable ? 'deliverable' : 'not-deliverable',
  code,
  message: answer.message ?? (answer.deliverable ? postalCheckTexts.deliverable(code) : postalCheckTexts.notDeliverable(code)),
  deliveryCharge: answer.delivery_charge,
});

$postalCheck
  .on(checkWanted, (_, { code }) => ({ status: 'checking', code, message: null, deliveryCharge: null }))
  .on([pincodeAnswered, keptAnswer], (_, { code, answer }) => checkOf(code, answer))
  .on(pincodeFailed, (_, { code, error }) =>
    // A 422 says the code is malformed for this store: its words belong on the field. Anything else is the check failing.
    isApiError(error) && error.kind === 'rejected' && error.status === 422
      ? { status: 'refused', code, message: error.message, deliveryCharge: null }
      : { status: 'failed', code, message: postalCheckTexts.failed, deliveryCharge: null },
  )
  .reset(addressFormClosed);
sample({ clock: addressFormClosed, source: $pincodeController, target: abortFx });
