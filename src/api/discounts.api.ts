import { apiRequest, type RequestContext } from './client';
import { discountsListSchema } from './schemas/discount.schema';

/** The discount codes the caller can use now, each saying whether their cart meets its minimum. */
export const getDiscounts = (context: RequestContext) => apiRequest(context, { method: 'get', path: '/api/get-discounts', schema: discountsListSchema });
