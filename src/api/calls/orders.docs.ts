import { describe, queryWith } from './describe';
import { orders } from './orders';

/** What the contract says about the orders calls. */
export const ordersDocs = [
  describe(orders.place, {
    summary:
      "Orders the caller's cart for the selected branch (ADR 0024). Requires the header `Idempotency-Key`: a v4 UUID the storefront makes once per checkout attempt and sends again on every retry of it. " +
      'The server keeps the first answer for 24 hours per caller and key: the same key and body get the same order again (never a second one); the same key with another body is 422 `idempotency_key_reused`; a key still being processed is 409 `in_progress` (the storefront waits and asks again); no key is 400. Field refusals are not kept, so a corrected retry with the same key works. ' +
      'It checks the cart, the address, delivery from the branch and the totals: `expected_total` is what the shopper was shown, and a different total is 422 `totals_changed` with the cart as it is now. Other refusals: `branch_closed`, `not_deliverable`, `cart_empty`, `item_unavailable`, `wallet_insufficient` (each 422 `{ message, code, cart? }`). ' +
      'The answer is the order and, when something is left to pay by card, the Razorpay order to open (`payment`); the order is then `awaiting_payment` and the cart is kept until it is paid. With nothing left to pay (the wallet covered it) the order is `placed`, `payment` is null and the cart is emptied.',
    errors: [400, 409, 422],
  }),
  describe(orders.processPayment, {
    summary:
      "Razorpay's success callback, handed on for the server to verify: HMAC-SHA256 of `<the gateway order id the server stored for order_id>|razorpay_payment_id` with the key secret must equal `razorpay_signature` (never trust the callback's own order id). " +
      'Then the order is paid (`payment_status: paid`, status `placed`), the cart is emptied, and the answer is the order. Calling it again for the same payment answers the same order. A forged or reused signature is 400 and the order stays unpaid; a declined payment 402; an unknown order 404. ' +
      "Razorpay's webhook (payment.captured) should mark the order paid too, so a lost callback still ends in a paid order that get-single-order reports.",
    errors: [400, 402, 404, 422],
  }),
  describe(orders.list, {
    summary: "The signed-in customer's orders, newest first, 10 a page: number, status, payment status, total, item count and the first items' names.",
    errors: [422],
    query: {
      page: 'The page, from 1.',
    },
    check: { query: { page: '1' } },
  }),
  describe(orders.get, {
    summary:
      "One of the caller's orders, whole: lines with their options, figures, address, status, payment status and, while it can still be paid, the Razorpay order to pay it with. Only its owner (the bearer token, or the guest id it was placed with) may read it; 404 otherwise. " +
      'The storefront reads it for the confirmation, the order detail, rating and to settle a payment whose callback was lost.',
    errors: [404, 422],
    query: {
      order_id: 'The order (required).',
    },
    check: { derive: (earlier) => queryWith('order_id', earlier.of(orders.list)?.data[0]?.id) },
  }),
  describe(orders.track, {
    summary:
      "An order's progress for the tracking screen, which polls it: status, the steps so far with their times, the estimate and the branch. The owner may read it, and so may anyone holding the order's `tracking_token` (the confirmation's tracking link carries it, so a guest can track from another device). 404 otherwise.",
    errors: [404, 422],
    query: {
      order_id: 'The order (required).',
      token: "The order's tracking token, when the caller is not its owner.",
    },
    check: { derive: (earlier) => queryWith('order_id', earlier.of(orders.list)?.data[0]?.id) },
  }),
  describe(orders.rateItem, {
    summary:
      'Rates one item of one of the customer\'s delivered orders, 1 to 5 stars with an optional comment (at most 1,000 characters); rating it again replaces the rating. Answers the order with the rating on its item. 422 when the order is not delivered yet (the message says when rating opens), 404 for an order or item that is not the caller\'s.',
    errors: [404, 422],
  }),
];
