import { describe } from './describe';
import { discounts } from './discounts';

/** What the contract says about the discounts calls. */
export const discountsDocs = [
  describe(discounts.list, {
    summary: 'The discount codes the caller can use now, each saying whether their cart meets its minimum.',
    errors: [],
    check: {},
  }),
];
