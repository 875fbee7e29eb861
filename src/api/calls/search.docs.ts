import { describe } from './describe';
import { search } from './search';

/** What the contract says about the search calls. */
export const searchDocs = [
  describe(search.products, {
    summary: 'Products whose names match a query, best match first and paged, and the categories whose names match it. An empty query matches nothing.',
    errors: [422],
    query: {
      q: 'What the shopper typed (required; at most 100 characters).',
      page: 'The page, from 1.',
      per_page: 'Products per page, 1 to 50.',
    },
    check: { query: { q: 'a', page: '1', per_page: '8' } },
  }),
];
