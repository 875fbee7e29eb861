import { describe } from './describe';
import { recommended } from './recommended';

/** What the contract says about the recommended calls. */
export const recommendedDocs = [
  describe(recommended.list, {
    summary: "Products to suggest beside the caller's cart (none already in it).",
    errors: [],
    check: {},
  }),
];
