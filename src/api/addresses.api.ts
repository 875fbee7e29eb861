import { apiRequest, type RequestContext } from './client';
import {
  addressAddedSchema,
  addressListSchema,
  pincodeCheckSchema,
  type AddressIdPayload,
  type AddressPayload,
} from './schemas/address.schema';
import type { Id } from './schemas/common.schema';

/*
 * A customer's addresses and the delivery check (ADR 0022). These and their schemas load with the address screens
 * (and checkout's address form), never with the home page.
 */

/** The signed-in customer's addresses. */
export const getAddresses = (context: RequestContext) =>
  apiRequest(context, { method: 'get', path: '/api/address/get-addresses', schema: addressListSchema });

/** Saves a new address; answers it and the whole list (201). A 422 names each refused field. */
export const addAddress = (context: RequestContext, payload: AddressPayload) =>
  apiRequest(context, { method: 'post', path: '/api/address/add', json: payload, schema: addressAddedSchema });

/**
 * Deletes an address; answers the list left (the default may have moved to another). DELETE with the id in the query:
 * the call is idempotent in meaning, and a DELETE body is one some proxies drop (RFC 9110 gives it no meaning).
 */
export const deleteAddress = (context: RequestContext, addressId: Id) =>
  apiRequest(context, { method: 'delete', path: '/api/address/delete', searchParams: { address_id: String(addressId) }, schema: addressListSchema });

/** Makes an address the default; answers the whole list. */
export const setDefaultAddress = (context: RequestContext, payload: AddressIdPayload) =>
  apiRequest(context, { method: 'post', path: '/api/address/set-default', json: payload, schema: addressListSchema });

/** Whether the selected branch (the context's branch_id) delivers to a postal code, in the server's words. */
export const checkPincode = (context: RequestContext, params: { pincode: string; signal?: AbortSignal }) =>
  apiRequest(context, { method: 'get', path: '/api/check-pincode', searchParams: { pincode: params.pincode }, schema: pincodeCheckSchema, signal: params.signal });
