import { describe } from './describe';
import { wallet } from './orders';

/** What the contract says about the wallet calls. */
export const walletDocs = [
  describe(wallet.get, {
    summary:
      "The signed-in customer's wallet (ADR 0028): the balance in the store's currency (checkout offers it for part or all of the total), the credits that still hold money, soonest expiring first, and the ledger, newest first. " +
      'Each credit has its own expiry (or none). Spending takes from the credit that expires soonest first and from a credit with no expiry last; what is left of a credit when it expires leaves the balance as an `expiry` line. ' +
      "A debit names the order it paid for (`order_id`, `order_number`); a cancelled order's wallet part comes back as a credit naming it. `balance_after` is the running balance. A backend without a ledger may leave `credits` and `ledger` out.",
    errors: [],
    check: {},
  }),
];
