import { describe } from './describe';
import { recentOrders } from './recent-orders';

/** What the contract says about the recentOrders calls. */
export const recentOrdersDocs = [
  describe(recentOrders.list, {
    summary: "The branch's latest orders, newest first, for the social-proof notices. No shopper is named.",
    errors: [],
    check: {},
  }),
];
