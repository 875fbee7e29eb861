import type { Address, AddressLabel, AddressPayload } from '@/api/schemas/address.schema';
import type { Id } from '@/api/schemas/common.schema';
import type { PlaceDetails } from '@/api/schemas/place.schema';
import { isAddressLabel } from '../../domain/address-rules';

/*
 * Addresses as the screens show and send them (ADR 0022). Pure, with table tests.
 */

/** The address's name on screen: its label, the label's usual capitals ("home" → Home), or "Address". */
export function addressTitle(address: Pick<Address, 'label'>): string {
  const label = address.label?.trim() ?? '';
  if (label === '') return 'Address';
  const known = ['Home', 'Work', 'Other'].find((candidate) => candidate.toLowerCase() === label.toLowerCase());
  return known ?? label;
}

/** The label the form starts from for an address being re-added (undo): one of its own, else Other. */
export function labelOf(address: Pick<Address, 'label'>): AddressLabel {
  const title = addressTitle(address);
  return isAddressLabel(title) ? title : 'Other';
}

/** The parts of a postal address, as saved addresses, a guest's address and an order's address all have them. */
interface PostalAddress {
  line1: string;
  line2?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
  postal_code?: string | null | undefined;
}

const present = (part: string | null | undefined): part is string => typeof part === 'string' && part.trim() !== '';

/**
 * The one address formatter: the lines of an envelope, street, flat or floor, then town, state and postal code on one
 * line ("Springfield, IL 62701"); empty parts left out. No country: every address the store takes is in its own
 * (src/domain/postal-codes.ts), and a domestic envelope does not name it. The confirmation, the address book and checkout use it.
 */
export function addressLines(address: PostalAddress): string[] {
  const region = [address.state, address.postal_code].filter(present).join(' ');
  const town = [address.city, region].filter(present).join(', ');
  return [address.line1, address.line2, town].filter(present);
}

/** One line, for an accessible name or a message: "1120 South Grand Avenue East, Springfield, IL 62703". */
export const addressSummary = (address: PostalAddress) => addressLines(address).join(', ');

/** The list as shown: the default first, the rest in the server's order (it sends the newest next). */
export function sortedAddresses(addresses: readonly Address[]): Address[] {
  return [...addresses].sort((a, b) => Number(b.is_default) - Number(a.is_default));
}

export const sameAddressId = (a: Id, b: Id) => String(a) === String(b);

/** The payload that saves `address` again, as it was (undoing a delete): the server gives it a new id. */
export function payloadOfAddress(address: Address, storeCountry: string): AddressPayload {
  return {
    label: labelOf(address),
    name: address.name ?? '',
    phone: address.phone ?? '',
    line1: address.line1,
    line2: address.line2,
    city: address.city ?? '',
    state: address.state ?? '',
    postal_code: address.postal_code ?? '',
    country: address.country ?? storeCountry,
    lat: address.lat,
    lng: address.lng,
    place_id: address.place_id,
    is_default: address.is_default,
  };
}

/** The form's fields a place fills: what the place gives; what it lacks is left as the shopper had it. */
type PlaceFill = Partial<Record<'line1' | 'city' | 'state' | 'postal_code', string>>;

export function placeFillOf(place: PlaceDetails): PlaceFill {
  const fill: PlaceFill = {};
  if (place.line1) fill.line1 = place.line1;
  if (place.city) fill.city = place.city;
  if (place.state) fill.state = place.state;
  if (place.postal_code) fill.postal_code = place.postal_code;
  return fill;
}
