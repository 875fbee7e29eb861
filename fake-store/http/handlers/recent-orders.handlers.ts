import { http, HttpResponse } from 'msw';
import { listRecentOrders } from '../../domain/recent-orders';
import { withClientContract } from '../client-contract';

/** GET /api/get-recent-orders `{ orders: RecentOrder[] }`: the branch's latest orders, for the social-proof plugin. */
export const recentOrdersHandlers = [
  http.get(
    '*/api/get-recent-orders',
    withClientContract(({ branchId }) => HttpResponse.json(listRecentOrders(branchId))),
  ),
];
