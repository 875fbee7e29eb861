import type { ProductDetail, ProductImage } from '@/api/schemas/product-detail.schema';
import type { Product } from '@/api/schemas/product.schema';
import { findCatalogueEntryBySlug } from './catalog';
import { categoryPathOf } from './categories';
import { simulatedImageUrl } from './images';
import { ratingSummary } from './reviews';

/**
 * GET /api/get-product: a product by its slug (seeded, or a generated copy `${slug}-${copy}`) with what its own
 * page shows: the gallery, its place in the category tree and its ratings summary (get-product-reviews' own).
 */

export const productMessages = { notFound: 'Product not found.' } as const;

/** The extra pictures a gallery may have, in order, each with how its alt text reads. */
const galleryViews: readonly { key: string; alt: (name: string) => string }[] = [
  { key: 'close-up', alt: (name) => `Close-up of ${name}` },
  { key: 'served', alt: (name) => `${name} as served` },
  { key: 'ingredients', alt: (name) => `The ingredients of ${name}` },
];

/**
 * The gallery: the card's picture first, then 0–3 more. How many follows the product's place in the seeded list
 * (Margherita Pizza has all three, the next product two, ...), and a copy has as many as its source, and its pictures:
 * 1,200 products drawing 1,200 sets of pictures made the long list crawl (a picture is 3-10 KB of gradients).
 */
export function galleryOf(product: Product, source: Product, sourceIndex: number): ProductImage[] {
  const main: ProductImage[] = product.image ? [{ url: product.image, alt: product.image_alt }] : [];
  const extras = galleryViews.slice(0, galleryViews.length - (sourceIndex % (galleryViews.length + 1)));
  return [
    ...main,
    ...extras.map((view) => ({
      url: simulatedImageUrl(`${source.slug}-${view.key}`, { width: 600, height: 600 }),
      alt: view.alt(product.name),
    })),
  ];
}

/** The product page's answer for a slug; null for one the catalogue does not have. */
export function productDetailBySlug(slug: string): ProductDetail | null {
  const entry = findCatalogueEntryBySlug(slug);
  if (!entry) return null;
  const { product, source, sourceIndex } = entry;
  const { average_rating, rating_count } = ratingSummary(product.id);
  return {
    ...product,
    images: galleryOf(product, source, sourceIndex),
    category_path: categoryPathOf(product.category_id),
    average_rating,
    rating_count,
  };
}
