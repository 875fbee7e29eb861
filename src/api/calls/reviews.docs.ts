import { catalog } from './catalog';
import { describe, queryWith } from './describe';
import { reviews } from './reviews';

/** What the contract says about the reviews calls. */
export const reviewsDocs = [
  describe(reviews.list, {
    summary: "One page of a product's reviews, newest first, with its ratings summary (counts, average, ratings per star).",
    errors: [404, 422],
    query: {
      product_id: 'The product (required).',
      page: 'The page, from 1.',
      per_page: 'Reviews per page, 1 to 50.',
    },
    check: {
      derive: (earlier) => queryWith('product_id', earlier.of(catalog.products)?.data[0]?.id, { page: '1', per_page: '10' }),
    },
  }),
];
