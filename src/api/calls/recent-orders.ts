import { recentOrdersSchema } from '../schemas/recent-orders.schema';
import { defineCall } from './define';

/** The branch's latest orders, for the social-proof notices. */
export const recentOrders = {
  list: defineCall({
    id: 'getRecentOrders',
    method: 'get',
    path: '/api/get-recent-orders',
    audience: 'guest-or-customer',
    answer: { status: 200, schema: recentOrdersSchema },
  }),
};
