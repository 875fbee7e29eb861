import { catalog } from './catalog';
import { describe } from './describe';

/** What the contract says about the catalog calls. */
export const catalogDocs = [
  describe(catalog.products, {
    summary: 'One page of products: of a category, exactly some ids, a search, or the whole catalogue.',
    errors: [],
    query: {
      page: 'The page, from 1.',
      per_page: 'Products per page.',
      category_id: "Only this category's products.",
      ids: 'Exactly these products, comma-separated ids.',
      sort: 'popular (the store\'s own ranking), price_asc, price_desc or newest.',
      search: 'A part of the product name.',
      collection: '`all`: the whole catalogue as one list.',
    },
    check: { query: { page: '1', per_page: '24' } },
  }),
  describe(catalog.parentCategories, {
    summary: 'The top-level categories, in display order.',
    errors: [],
    check: {},
  }),
];
