import * as z from 'zod/mini';
import { addressAddedSchema, addressIdPayloadSchema, addressListSchema, addressPayloadSchema, pincodeCheckSchema } from '../schemas/address.schema';
import { defineCall } from './define';
import { integerQuery } from './query';

/** The signed-in customer's addresses (ADR 0022): every call answers the whole list. */
export const addresses = {
  list: defineCall({
    id: 'getAddresses',
    method: 'get',
    path: '/api/address/get-addresses',
    audience: 'customer',
    answer: { status: 200, schema: addressListSchema },
  }),
  add: defineCall({
    id: 'addAddress',
    method: 'post',
    path: '/api/address/add',
    audience: 'customer',
    body: addressPayloadSchema,
    answer: { status: 201, schema: addressAddedSchema },
  }),
  delete: defineCall({
    id: 'deleteAddress',
    method: 'delete',
    path: '/api/address/delete',
    audience: 'customer',
    query: {
      address_id: integerQuery,
    },
    answer: { status: 200, schema: addressListSchema },
  }),
  setDefault: defineCall({
    id: 'setDefaultAddress',
    method: 'post',
    path: '/api/address/set-default',
    audience: 'customer',
    body: addressIdPayloadSchema,
    answer: { status: 200, schema: addressListSchema },
  }),
};

/**
 * Whether the selected branch delivers to a postal code. Its own resource (the contract lists it after the place
 * search), in this module: the address screens and checkout load it with the address calls, as one file, and a module
 * of its own changed how the screens' shared code is split (the address form rode along to the product page).
 */
export const delivery = {
  checkPincode: defineCall({
    id: 'checkPincode',
    method: 'get',
    path: '/api/check-pincode',
    audience: 'guest-or-customer',
    query: {
      pincode: z.string(),
    },
    answer: { status: 200, schema: pincodeCheckSchema },
  }),
};
