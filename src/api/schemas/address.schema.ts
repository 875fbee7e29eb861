import * as z from 'zod/mini';
import {
  flagSchema,
  idSchema,
  optionalAmountSchema,
  optionalLooseTextSchema,
  optionalNonEmptyTextSchema,
  optionalTextSchema,
  tolerantArray,
  withDefault,
} from './common.schema';

/*
 * A customer's delivery addresses (ADR 0022). Every address call answers the caller's whole list under `data`, as the
 * cart calls answer the whole cart: a screen takes the server's list as it is (the default may have moved) and never
 * refetches after a change.
 */

/** The labels the form offers; an address from another backend may carry any text, or none. */
export const addressLabels = ['Home', 'Work', 'Other'] as const;
export type AddressLabel = (typeof addressLabels)[number];

/**
 * One saved address. `line1` is the only text an address cannot do without; `country` is an ISO 3166-1 alpha-2
 * code; `lat`/`lng` and `place_id` come from the place search and may be absent (typed by hand).
 */
export const addressSchema = z.object({
  id: idSchema,
  label: optionalNonEmptyTextSchema,
  name: optionalTextSchema,
  phone: optionalLooseTextSchema,
  line1: z.string().check(z.minLength(1)),
  line2: optionalNonEmptyTextSchema,
  city: optionalTextSchema,
  state: optionalTextSchema,
  postal_code: optionalLooseTextSchema,
  country: optionalTextSchema,
  lat: optionalAmountSchema,
  lng: optionalAmountSchema,
  place_id: optionalNonEmptyTextSchema,
  is_default: withDefault(flagSchema, false),
});
export type Address = z.infer<typeof addressSchema>;

/** GET /api/address/get-addresses, and the answer of delete and set-default: the caller's addresses, default first. */
export const addressListSchema = z.object({ data: tolerantArray(addressSchema) });
export type AddressList = z.infer<typeof addressListSchema>;

/** POST /api/address/add (201): the address as saved, and the caller's whole list with it. */
export const addressAddedSchema = z.object({ address: addressSchema, data: tolerantArray(addressSchema) });
export type AddressAdded = z.infer<typeof addressAddedSchema>;

const requiredText = z.string().check(z.trim(), z.minLength(1));
const optionalText = z.optional(z.nullable(z.string()));
const optionalCoordinate = z.optional(z.nullable(z.number()));

/**
 * POST /api/address/add. The server checks each field and answers 422 with the errors by field (Laravel's shape):
 * `postal_code` in the format of `country`, `phone` with 7 to 15 digits, `label` one of Home, Work, Other. It does
 * not refuse a code the selected branch does not deliver to: a customer keeps addresses for every branch, and
 * serviceability is checked by check-pincode in the form and again when an order is placed.
 */
export const addressPayloadSchema = z.object({
  label: z.enum(addressLabels),
  name: requiredText,
  phone: requiredText,
  line1: requiredText,
  line2: optionalText,
  city: requiredText,
  state: requiredText,
  postal_code: requiredText,
  country: z.string().check(z.regex(/^[A-Za-z]{2}$/)),
  lat: optionalCoordinate,
  lng: optionalCoordinate,
  place_id: optionalText,
  is_default: z.optional(z.boolean()),
});
export type AddressPayload = z.infer<typeof addressPayloadSchema>;

/** POST /api/address/set-default: the address to make the default. */
export const addressIdPayloadSchema = z.object({ address_id: idSchema });

/**
 * GET /api/check-pincode?pincode= for the selected branch (branch_id): whether it delivers there, the words to show
 * (the server's own), and the delivery charge when it does. `deliverable` is the one thing the answer cannot lack.
 */
export const pincodeCheckSchema = z.object({
  deliverable: flagSchema,
  message: optionalNonEmptyTextSchema,
  delivery_charge: optionalAmountSchema,
});
export type PincodeCheck = z.infer<typeof pincodeCheckSchema>;
