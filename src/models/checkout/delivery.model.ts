import { combine, createEvent, createStore, sample } from 'effector';
import { delivery } from '@/api/calls/addresses';
import { request } from '@/api/client';
import { shopperMessage } from '@/api/api-error';
import type { Address, AddressPayload, PincodeCheck } from '@/api/schemas/address.schema';
import type { Id } from '@/api/schemas/common.schema';
import { $addresses, $addressesStatus, getAddressesFx, saveAddressFx } from '@/models/addresses/addresses.model';
import { sameAddressId, sortedAddresses } from '@/models/addresses/address.lib';
import { $selectedBranchId } from '@/models/branches/branches.model';
import { createRequestFx } from '@/models/request/request.model';
import { $isLoggedIn, loggedOut, sessionStarted } from '@/models/session/session.model';
import { $checkoutActive, checkoutOpened } from './checkout-phase.model';
import { refusalDismissed } from './place-order.model';

/*
 * Where checkout delivers (ADR 0026): a customer's saved address (the default preselected) or one added inline, a
 * guest's address typed once for this order; and whether the selected branch delivers there, with the charge.
 */

/** Whether the branch delivers to the chosen address: not asked (no address), asking, yes, no, or the check failed. */
type DeliveryCheckStatus = 'idle' | 'checking' | 'deliverable' | 'not-deliverable' | 'failed';
interface DeliveryCheck {
  status: DeliveryCheckStatus;
  message: string | null;
  charge: number | null;
}

const deliveryTexts = {
  checkFailed: 'We couldn’t check delivery to this address just now. You can still place the order: the store checks it again.',
  deliverable: 'We deliver to this address.',
  notDeliverable: 'This branch doesn’t deliver to this address.',
} as const;

/** A customer chose one of their saved addresses. */
export const savedAddressChosen = createEvent<Id>();
/** A guest's address, checked by the form: used for this order only. */
export const guestAddressGiven = createEvent<AddressPayload>();
/** The guest wants to change the address they gave. */
export const guestAddressEditRequested = createEvent();
/** The shopper asks again after the delivery check failed. */
export const deliveryCheckRetried = createEvent();

export const checkDeliveryFx = createRequestFx((context, postalCode: string) => request(context, delivery.checkPincode, { query: { pincode: postalCode } }));

const $chosenId = createStore<string | null>(null);
export const $guestAddress = createStore<AddressPayload | null>(null);
export const $deliveryCheck = createStore<DeliveryCheck>({ status: 'idle', message: null, charge: null });

/** The saved address in use: the one chosen, else the default, else the first. */
export const $savedAddress = combine($addresses, $chosenId, (addresses, chosenId): Address | null => {
  const chosen = chosenId === null ? undefined : addresses.find((address) => sameAddressId(address.id, chosenId));
  return chosen ?? sortedAddresses(addresses)[0] ?? null;
});

/** The postal code delivery is checked for: the customer's saved address or the guest's. */
const $postalCode = combine($isLoggedIn, $savedAddress, $guestAddress, (loggedIn, saved, guest) => (loggedIn ? (saved?.postal_code ?? null) : (guest?.postal_code ?? null)));

// When a customer opens checkout before their addresses are known, they are asked for.
sample({
  clock: checkoutOpened,
  source: { loggedIn: $isLoggedIn, status: $addressesStatus },
  filter: ({ loggedIn, status }) => loggedIn && status !== 'loading',
  fn: (): void => undefined,
  target: getAddressesFx,
});
// When a guest signs in on checkout, their saved addresses are asked for.
sample({ clock: sessionStarted, source: $checkoutActive, filter: Boolean, fn: (): void => undefined, target: getAddressesFx });
$chosenId.on(savedAddressChosen, (_, id) => String(id));
// An address added inline is the one the order goes to.
$chosenId.on(saveAddressFx.doneData, (_, answer) => String(answer.address.id));
$chosenId.reset(loggedOut, sessionStarted);
$guestAddress.on(guestAddressGiven, (_, address) => address).reset(guestAddressEditRequested, sessionStarted);

// Another address answers a refusal about the last one (not delivered to there).
sample({ clock: [savedAddressChosen, guestAddressGiven, saveAddressFx.done], fn: (): void => undefined, target: refusalDismissed });

// When the address or the branch changes (or on arrival, or on retry), the branch is asked whether it delivers there.
const checkWanted = sample({
  clock: [$postalCode.updates, $selectedBranchId.updates, checkoutOpened, deliveryCheckRetried],
  source: $postalCode,
  filter: (code): code is string => code !== null && code.trim() !== '',
});
sample({ clock: checkWanted, target: checkDeliveryFx });

const checkOf = (answer: PincodeCheck): DeliveryCheck => ({
  status: answer.deliverable ? 'deliverable' : 'not-deliverable',
  message: answer.message ?? (answer.deliverable ? deliveryTexts.deliverable : deliveryTexts.notDeliverable),
  charge: answer.delivery_charge,
});
// Only the answer for the code still in use counts.
const answered = sample({ clock: checkDeliveryFx.done, source: $postalCode, filter: (code, { params }) => code === params, fn: (_, { result }) => checkOf(result) });
const failed = sample({ clock: checkDeliveryFx.fail, source: $postalCode, filter: (code, { params }) => code === params, fn: (_, { error }) => error });
$deliveryCheck
  .on(checkWanted, () => ({ status: 'checking', message: null, charge: null }))
  .on(answered, (_, check) => check)
  .on(failed, (_, error) => ({ status: 'failed', message: shopperMessage(error, deliveryTexts.checkFailed), charge: null }))
  .on($postalCode.updates.filter({ fn: (code) => code === null }), () => ({ status: 'idle', message: null, charge: null }));
