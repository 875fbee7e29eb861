import { calls } from '@/api/calls';
import { listRecentOrders } from '../../domain/recent-orders';
import { serve } from '../serve';

/** GET /api/get-recent-orders `{ orders: RecentOrder[] }`: the branch's latest orders, for the social-proof plugin. */
export const recentOrdersHandlers = [serve(calls.recentOrders.list, ({ branchId }) => listRecentOrders(branchId))];
