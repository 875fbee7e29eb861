import * as z from 'zod/mini';
import { pincodeCheckSchema } from '../schemas/address.schema';
import { defineCall } from './define';

/** Whether the selected branch delivers to a postal code. */
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
