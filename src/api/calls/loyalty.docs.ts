import { describe, queryWith } from './describe';
import { loyalty } from './loyalty';

/** What the contract says about the loyalty calls. */
export const loyaltyDocs = [
  describe(loyalty.rewards, {
    summary:
      "The signed-in customer's reward points (ADR 0028): the balance and what a point is worth, how points are earned (`per_order` for each paid order plus `per_currency_unit` for each whole unit of its total), how they are redeemed (null when they cannot be), how long they last, the points expiring in the coming 90 days (soonest first) and the history, newest first (`earned`, `spent`, `expired`). " +
      'Spending takes the soonest-expiring points first. The screen states every rule from this answer, so nothing the shopper is held to is hidden.',
    errors: [],
    check: {},
  }),
  describe(loyalty.redeemPoints, {
    summary:
      'Turns points into wallet credit by the rules `get-rewards` states: at least `minimum_points`, a whole number of `step_points`, each step worth `credit_per_step`, the credit lasting `credit_expiry_days`. ' +
      'Answers the rewards and the wallet after it. 422 `{ message, errors: { points: [text] } }` for fewer points than the minimum, not a whole number of steps, or more than the balance.',
    errors: [422],
  }),
  describe(loyalty.scratchCards, {
    summary:
      "The signed-in customer's scratch cards (ADR 0028): one is earned with each paid order and can be scratched until `expires_at`. Unscratched first (soonest expiring first), then redeemed (newest first), then expired. " +
      "An unscratched card carries no reward: the server picks it when the card is redeemed, so there is nothing to peek at. The answer carries the wallet and points balances the screen shows beside the cards.",
    errors: [],
    check: {},
  }),
  describe(loyalty.redeemScratchCard, {
    summary:
      'Scratches one of the customer\'s cards: the server picks its reward (wallet credit, points or a coupon code), gives it, and answers the card with its reward and the wallet and points balances after it. ' +
      'Once only, whatever the storefront does (a double tap, two tabs): a card already redeemed is 422 `{ message, code: "already_redeemed", card }` with its reward, an expired one 422 `code: "expired"` with the card; 404 for a card that is not the caller\'s.',
    errors: [404, 422],
  }),
  describe(loyalty.referrals, {
    summary:
      "The signed-in customer's referral code (their link is `/r/{code}` on the storefront), the rules, and the friends who joined with it, newest first: `joined` (the referrer's points given, the first-order credit waiting until `order_by`), `ordered` (the friend's first order was paid and the credit given) or `expired` (no first order in time). " +
      'Registering with a code (`register`\'s `referral_code`) counts only for a new customer: an email and phone number no account has used, and never the referrer\'s own code.',
    errors: [],
    check: {},
  }),
  describe(loyalty.referrer, {
    summary:
      'Who owns a referral code (any case), named as others may see them (a first name and an initial), and the rules: what a new customer gets on joining with it and what the referrer gets (ADR 0028). ' +
      "Anyone may ask. `is_you` is true when the caller's bearer token owns the code. 404 `{ message }` for a code no customer has.",
    errors: [404, 422],
    query: {
      referred_by: 'The referral code from the link `/r/{referred_by}` (required).',
    },
    check: { derive: (earlier) => queryWith('referred_by', earlier.of(loyalty.referrals)?.data.code) },
  }),
];
