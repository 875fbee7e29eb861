import { apiRequest, type RequestContext } from './client';
import { recentOrdersSchema } from './schemas/recent-orders.schema';

/** The branch's latest orders, for the social-proof notices (the branch rides on the context like every call). */
export const getRecentOrders = (context: RequestContext) =>
  apiRequest(context, { method: 'get', path: '/api/get-recent-orders', schema: recentOrdersSchema });
