import { attach, combine, createEvent, createStore, merge, sample } from 'effector';
import { isApiError, shopperMessage } from '@/api/api-error';
import { addresses } from '@/api/calls/addresses';
import { request } from '@/api/client';
import type { Address, AddressPayload } from '@/api/schemas/address.schema';
import type { Id } from '@/api/schemas/common.schema';
import { createRequestFx } from '@/models/request/request.model';
import { loggedOut } from '@/models/session/session.model';
import { $siteSettings } from '@/models/site/site.model';
import { readString, settingKeys } from '@/domain/site-settings';
import { addressTitle, payloadOfAddress, sameAddressId, sortedAddresses } from './address.lib';
import { storeCountryOf } from '../../domain/postal-codes';

/*
 * The customer's address book (ADR 0022): the list, the default, deleting with undo, and the save the address form (and
 * checkout's, issue 18) goes through. Every change answers the whole list, which replaces the one on show: nothing is
 * refetched. The list screen fires `addressesOpened` on mount and `addressesLeft` when it goes.
 */

/** Where the list stands: not asked yet, asked (nothing to show yet), shown, or the first fetch failed. */
type AddressesStatus = 'idle' | 'loading' | 'ready' | 'failed';
type UndoStatus = 'idle' | 'restoring' | 'failed';

/** What the list's polite live region says after a change: what happened, to which address, in words. */
interface AddressesNotice {
  kind: 'default-set' | 'default-failed' | 'deleted' | 'delete-failed' | 'restored' | 'restore-failed';
  tone: 'info' | 'error';
  text: string;
  /** The address the screen may put focus on: the new default, the one brought back. */
  addressId: string | null;
}

export const addressTexts = {
  loadFailed: 'We couldn’t load your addresses.',
  defaultSet: (title: string) => `${title} is now your default address.`,
  defaultFailed: 'We couldn’t change your default address. Check your connection and try again.',
  deleted: (title: string) => `Deleted ${title}.`,
  deleteFailed: (title: string) => `We couldn’t delete ${title}. Check your connection and try again.`,
  restored: (title: string) => `${title} is back in your addresses.`,
  restoreFailed: (title: string) => `We couldn’t bring back ${title}. Try again, or add it again.`,
} as const;

export const addressesOpened = createEvent();
export const addressesLeft = createEvent();
export const addressesRetried = createEvent();
export const defaultAddressChosen = createEvent<Id>();
export const addressDeleteRequested = createEvent<Address>();
export const deleteUndone = createEvent();
export const undoDismissed = createEvent();

export const getAddressesFx = createRequestFx((context, _: void) => request(context, addresses.list));
/** Saves a new address: the address form's submit and Undo both go through it; its answer replaces the list. */
export const addAddressFx = createRequestFx((context, payload: AddressPayload) => request(context, addresses.add, { body: payload }));
const restoreAddressFx = attach({ effect: addAddressFx });
/** The address form's save (here and in checkout): the list takes its answer, and the list screen shows the address saved. */
export const saveAddressFx = attach({ effect: addAddressFx });
/** DELETE with the id in the query: a DELETE body is one some proxies drop (RFC 9110 gives it no meaning). */
export const deleteAddressFx = createRequestFx((context, address: Address) => request(context, addresses.delete, { query: { address_id: address.id } }));
export const setDefaultAddressFx = createRequestFx((context, addressId: Id) => request(context, addresses.setDefault, { body: { address_id: addressId } }));

/** The store's country (src/domain/postal-codes.ts): every address the storefront takes is in it. */
export const $storeCountry = $siteSettings.map((settings) => storeCountryOf(readString(settings, settingKeys.locale), readString(settings, settingKeys.currencyCode)));

/** The customer's addresses as the server last answered them. */
export const $addresses = createStore<Address[]>([]);
export const $addressesStatus = createStore<AddressesStatus>('idle');
/** The address being made the default while its request is on its way. */
export const $defaultPending = createStore<string | null>(null);
/** Addresses the shopper deleted while their requests are on their way: gone from the list at once. */
const $deleting = createStore<string[]>([]);
/** The address last deleted, which Undo brings back. Kept until the shopper leaves or deletes another: no time limit. */
export const $undoable = createStore<Address | null>(null);
export const $undoStatus = createStore<UndoStatus>('idle');
/** The address the form last saved, which the list screen shows the shopper when they come back to it. */
export const $savedId = createStore<string | null>(null);
export const $addressesNotice = createStore<AddressesNotice | null>(null);

/** The list on show: the default first, without those being deleted. */
export const $visibleAddresses = combine($addresses, $deleting, (addresses, deleting) =>
  sortedAddresses(addresses.filter((address) => !deleting.includes(String(address.id)))),
);

// When the list screen opens (or the shopper retries), ask for the list. A list already on show stays while it comes.
sample({ clock: [addressesOpened, addressesRetried], fn: (): void => undefined, target: getAddressesFx });
$addressesStatus.on(getAddressesFx, (status) => (status === 'ready' ? 'ready' : 'loading'));

/** Every answer of the address calls is the whole list: it replaces the one on show. */
const listAnswered = merge([
  getAddressesFx.doneData.map((answer) => answer.data),
  addAddressFx.doneData.map((answer) => answer.data),
  deleteAddressFx.doneData.map((answer) => answer.data),
  setDefaultAddressFx.doneData.map((answer) => answer.data),
]);
$addresses.on(listAnswered, (_, addresses) => addresses);
$addressesStatus.on(listAnswered, () => 'ready');
// A refresh that fails while a list is on show keeps it; only a first fetch that fails has nothing to show.
$addressesStatus.on(getAddressesFx.fail, (status) => (status === 'ready' ? 'ready' : 'failed'));

/** The address a call refused with 404 is gone already (another tab, another device): the list is read again. */
const isGone = (error: unknown) => isApiError(error) && error.status === 404;
sample({
  clock: [deleteAddressFx.failData, setDefaultAddressFx.failData],
  filter: isGone,
  fn: (): void => undefined,
  target: getAddressesFx,
});

// When the shopper makes an address the default, ask the server, one at a time.
sample({
  clock: defaultAddressChosen,
  source: $defaultPending,
  filter: (pending) => pending === null,
  fn: (_, addressId) => addressId,
  target: setDefaultAddressFx,
});
$defaultPending.on(setDefaultAddressFx, (_, addressId) => String(addressId)).reset(setDefaultAddressFx.finally);

// When the shopper deletes an address, it leaves the list at once, and the server is told at once: an Undo that
// saves it again needs no timer, so nothing is lost if the page closes, and the shopper has all the time they need.
sample({ clock: addressDeleteRequested, target: deleteAddressFx });
$deleting
  .on(deleteAddressFx, (deleting, address) => [...deleting, String(address.id)])
  .on(deleteAddressFx.finally, (deleting, { params }) => deleting.filter((id) => id !== String(params.id)));
$undoable.on(deleteAddressFx.done, (_, { params }) => params);
$undoStatus.on(deleteAddressFx.done, () => 'idle');

// When the shopper undoes, the address is saved again as it was (the default again if it was); the server gives it
// a new id.
sample({
  clock: deleteUndone,
  source: { address: $undoable, status: $undoStatus, country: $storeCountry },
  filter: ({ address, status }) => address !== null && status !== 'restoring',
  fn: ({ address, country }) => payloadOfAddress(address as Address, country),
  target: restoreAddressFx,
});
$undoStatus.on(restoreAddressFx, () => 'restoring').on(restoreAddressFx.fail, () => 'failed');
$savedId.on(saveAddressFx.doneData, (_, answer) => String(answer.address.id)).reset(addressesLeft);
$undoable.reset([restoreAddressFx.done, undoDismissed, addressesLeft]);
$undoStatus.reset([restoreAddressFx.done, undoDismissed, addressesLeft]);

$addressesNotice
  .on(setDefaultAddressFx.done, (_, { params, result }) => {
    const address = result.data.find((candidate) => sameAddressId(candidate.id, params));
    return address ? { kind: 'default-set', tone: 'info', text: addressTexts.defaultSet(addressTitle(address)), addressId: String(address.id) } : null;
  })
  .on(setDefaultAddressFx.failData, (_, error) =>
    isGone(error) ? null : { kind: 'default-failed', tone: 'error', text: shopperMessage(error, addressTexts.defaultFailed), addressId: null },
  )
  .on(deleteAddressFx.done, (_, { params }) => ({ kind: 'deleted', tone: 'info', text: addressTexts.deleted(addressTitle(params)), addressId: null }))
  .on(deleteAddressFx.fail, (_, { params, error }) =>
    isGone(error) ? null : { kind: 'delete-failed', tone: 'error', text: shopperMessage(error, addressTexts.deleteFailed(addressTitle(params))), addressId: String(params.id) },
  )
  .on(restoreAddressFx.done, (_, { result }) => ({ kind: 'restored', tone: 'info', text: addressTexts.restored(addressTitle(result.address)), addressId: String(result.address.id) }))
  .on(restoreAddressFx.fail, (_, { params, error }) => ({ kind: 'restore-failed', tone: 'error', text: shopperMessage(error, addressTexts.restoreFailed(addressTitle(params))), addressId: null }))
  .reset([addressesLeft, undoDismissed]);

// When the customer logs out, their addresses go with them.
$addresses.reset(loggedOut);
$addressesStatus.reset(loggedOut);
$undoable.reset(loggedOut);
$undoStatus.reset(loggedOut);
$addressesNotice.reset(loggedOut);
$savedId.reset(loggedOut);
