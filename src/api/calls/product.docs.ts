import { catalog } from './catalog';
import { describe, queryWith } from './describe';
import { product } from './product';

/** What the contract says about the product calls. */
export const productDocs = [
  describe(product.get, {
    summary: "One product by its slug, for its own page: the card's fields, its gallery, its place in the catalogue and its ratings summary.",
    errors: [404],
    query: {
      slug: "The product's slug (required).",
    },
    check: { derive: (earlier) => queryWith('slug', earlier.of(catalog.products)?.data[0]?.slug) },
  }),
];
