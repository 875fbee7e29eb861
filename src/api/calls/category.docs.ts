import { catalog } from './catalog';
import { category } from './category';
import { describe, queryWith } from './describe';

/** What the contract says about the category calls. */
export const categoryDocs = [
  describe(category.get, {
    summary: 'One category by its slug, for its page: description, picture, child categories and parents.',
    errors: [404],
    query: {
      slug: "The category's slug (required).",
    },
    check: { derive: (earlier) => queryWith('slug', earlier.of(catalog.parentCategories)?.data[0]?.slug) },
  }),
  describe(category.products, {
    summary: "One page of a category's products, its child categories' included, sorted and filtered.",
    errors: [404, 422],
    query: {
      category_id: 'The category, by id. Exactly one of category_id and category_slug is required.',
      category_slug: "The category, by slug (as get-category takes it), so a category page can ask for its products together with the category. Exactly one of category_id and category_slug is required.",
      page: 'The page, from 1.',
      per_page: 'Products per page, 1 to 50.',
      sort: "recommended (the merchant's order, the default), price_asc, price_desc or name.",
      in_stock: '1: only products that can be ordered now.',
    },
    check: {
      derive: (earlier) => queryWith('category_id', earlier.of(catalog.parentCategories)?.data[0]?.id, { page: '1', per_page: '24' }),
    },
  }),
];
