import type { Address, AddressPayload } from '@/api/schemas/address.schema';
import type { Id } from '@/api/schemas/common.schema';
import { addressFieldsSchema, addressLimits, addressMessages } from '@/domain/address-rules';
import { countryName, storeCountryOf } from '@/domain/postal-codes';
import { settingKeys } from '@/domain/site-settings';
import { addresses, getSettings, nextId, type StoredAddress } from './db';

/*
 * The simulated store's address book (ADR 0022): each customer's addresses, one default among them, checked with the
 * storefront's own rules (src/domain/address-rules.ts) as a backend checks its own. Pure store logic: the handlers
 * (fake-store/http/handlers/address.handlers.ts) turn results into answers.
 */

export type FieldErrors = Record<string, string[]>;
export type AddressRefusal = { ok: false; status: 404 | 422; message: string; errors?: FieldErrors };
export type AddressResult<Value> = ({ ok: true } & Value) | AddressRefusal;

export const addressBookMessages = {
  notFound: 'This address is not in your address book.',
  invalid: 'Please check the highlighted fields.',
} as const;

const sameId = (a: Id, b: Id) => String(a) === String(b);

/** The store's country, as the storefront works it out from the same settings (src/domain/postal-codes.ts). */
export function simulatedStoreCountry(): string {
  const settings = getSettings();
  const read = (key: string) => {
    const value = settings[key];
    return typeof value === 'string' ? value : null;
  };
  return storeCountryOf(read(settingKeys.locale), read(settingKeys.currencyCode));
}

const toAddress = ({ user_id: _owner, saved: _saved, ...address }: StoredAddress): Address => address;

const ownedBy = (userId: Id) => addresses.findMany((q) => q.where({ user_id: (id) => sameId(id, userId) }));

/** A customer's addresses as every address call answers them: the default first, then the newest. */
export function listAddresses(userId: Id): Address[] {
  return ownedBy(userId)
    .sort((a, b) => Number(b.is_default) - Number(a.is_default) || b.saved - a.saved)
    .map(toAddress);
}

/** Makes `addressId` the customer's one default (or, with null, the newest address when none is). */
async function settleDefault(userId: Id, addressId: Id | null): Promise<void> {
  const owned = ownedBy(userId).sort((a, b) => b.saved - a.saved);
  const chosen = addressId ?? (owned.some((address) => address.is_default) ? null : (owned[0]?.id ?? null));
  if (chosen === null) return;
  for (const address of owned) {
    const isDefault = sameId(address.id, chosen);
    if (address.is_default === isDefault) continue;
    await addresses.update(address, {
      data(stored) {
        stored.is_default = isDefault;
      },
    });
  }
}

/** The payload's field errors under the store's rules, or none. */
export function addressErrors(payload: AddressPayload, storeCountry: string): FieldErrors {
  const errors: FieldErrors = {};
  const checked = addressFieldsSchema(storeCountry).safeParse({ ...payload, line2: payload.line2 ?? '' });
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = String(issue.path[0] ?? '');
      errors[field] ??= [issue.message];
    }
  }
  if (payload.country.toUpperCase() !== storeCountry) errors.country = [addressMessages.otherCountry(countryName(storeCountry, 'en'))];
  return errors;
}

/** Saves a new address for `userId`: the first one, or one sent with `is_default`, becomes the default. */
export async function addAddress(userId: Id, payload: AddressPayload): Promise<AddressResult<{ address: Address; list: Address[] }>> {
  const storeCountry = simulatedStoreCountry();
  const errors = addressErrors(payload, storeCountry);
  if (Object.keys(errors).length > 0) return { ok: false, status: 422, message: Object.values(errors)[0]?.[0] ?? addressBookMessages.invalid, errors };
  if (ownedBy(userId).length >= addressLimits.perCustomer) return { ok: false, status: 422, message: addressMessages.tooMany };

  const fields = addressFieldsSchema(storeCountry).parse({ ...payload, line2: payload.line2 ?? '' });
  const id = nextId('address');
  await addresses.create({
    id,
    user_id: userId,
    saved: id,
    label: fields.label,
    name: fields.name,
    phone: fields.phone,
    line1: fields.line1,
    line2: fields.line2 === '' ? null : fields.line2,
    city: fields.city,
    state: fields.state,
    postal_code: fields.postal_code,
    country: storeCountry,
    lat: payload.lat ?? null,
    lng: payload.lng ?? null,
    place_id: payload.place_id?.trim() || null,
    is_default: false,
  });
  await settleDefault(userId, payload.is_default === true ? id : null);
  const list = listAddresses(userId);
  const address = list.find((entry) => sameId(entry.id, id));
  if (!address) throw new Error('The address just saved is not in the list.');
  return { ok: true, address, list };
}

/** Deletes one of the customer's addresses; when it was the default, the newest one left takes its place. */
export async function deleteAddress(userId: Id, addressId: Id): Promise<AddressResult<{ list: Address[] }>> {
  const found = ownedBy(userId).find((address) => sameId(address.id, addressId));
  if (!found) return { ok: false, status: 404, message: addressBookMessages.notFound };
  addresses.delete(found);
  await settleDefault(userId, null);
  return { ok: true, list: listAddresses(userId) };
}

/** Makes one of the customer's addresses the default. */
export async function setDefaultAddress(userId: Id, addressId: Id): Promise<AddressResult<{ list: Address[] }>> {
  const found = ownedBy(userId).find((address) => sameId(address.id, addressId));
  if (!found) return { ok: false, status: 404, message: addressBookMessages.notFound };
  await settleDefault(userId, found.id);
  return { ok: true, list: listAddresses(userId) };
}
