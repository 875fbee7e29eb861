import { describe, queryWith } from './describe';
import { pages } from './pages';

/** What the contract says about the pages calls. */
export const pagesDocs = [
  describe(pages.list, {
    summary: "The store's content pages (about, delivery, terms, ...), in display order.",
    errors: [],
    check: {},
  }),
  describe(pages.get, {
    summary: 'One content page by its slug: its title and its HTML.',
    errors: [404],
    query: {
      slug: "The page's slug (required).",
    },
    check: { derive: (earlier) => queryWith('slug', earlier.of(pages.list)?.data[0]?.slug) },
  }),
];
