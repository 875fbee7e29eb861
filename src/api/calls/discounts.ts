import { discountsListSchema } from '../schemas/discount.schema';
import { defineCall } from './define';

/** The discount codes on offer. */
export const discounts = {
  list: defineCall({
    id: 'getDiscounts',
    method: 'get',
    path: '/api/get-discounts',
    audience: 'guest-or-customer',
    answer: { status: 200, schema: discountsListSchema },
  }),
};
