import { addressAddedSchema, addressIdPayloadSchema, addressListSchema, addressPayloadSchema } from '../schemas/address.schema';
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
