/**
 * What the product page works out from a product alone: its pictures, its breadcrumb trail and its structured data
 * (schema.org Product and BreadcrumbList as JSON-LD). Its description as plain text comes from src/shared/lib/plain-text.
 */
import type { ProductDetail } from '@/api/schemas/product-detail.schema';
import { linkHref } from '@/layout/block-field-schemas';
import { toMinorUnits } from '@/domain/money';
import { plainTextOfHtml } from '@/shared/lib/plain-text';
import { breadcrumbListJsonLd, type Crumb } from '@/shared/ui/breadcrumbs/breadcrumbs.lib';
import { pictureOf } from '@/shared/ui/placeholder-image';
import { productHref } from '@/shared/ui/product-card/product-card-action';

export interface ProductPicture {
  url: string;
  alt: string;
}

/** The gallery: the product's images, or its card picture alone (drawn from its name when it has none). */
export function productPictures(product: ProductDetail): ProductPicture[] {
  if (product.images.length > 0) return product.images.map((image) => ({ url: image.url, alt: image.alt ?? product.image_alt ?? product.name }));
  return [{ url: pictureOf(product), alt: product.image_alt ?? product.name }];
}

/** Home, the category's parents, the category, the product (category_path lists the top level first). */
export function productTrail(product: ProductDetail): Crumb[] {
  return [
    { name: 'Home', href: '/' },
    ...product.category_path.map((category) => ({ name: category.name, href: linkHref({ type: 'category', slug: category.slug }) ?? '/' })),
    { name: product.name, href: productHref(product) },
  ];
}

/** An amount as schema.org prices are written: a plain decimal with two places ("12.50"), no currency sign. */
export function schemaPrice(amount: number): string {
  const cents = toMinorUnits(amount, 2);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

interface ProductJsonLdContext {
  /** The store's origin, for absolute URLs (`https://shop.example`). */
  origin: string;
  /** ISO 4217 code of the store's prices (its currencyCode setting). */
  currency: string;
}

function absoluteUrl(url: string, origin: string): string | null {
  try {
    const absolute = new URL(url, `${origin}/`);
    return absolute.protocol === 'http:' || absolute.protocol === 'https:' ? absolute.href : null;
  } catch {
    return null;
  }
}

/** The product's own pictures as absolute http(s) URLs (for the head and structured data); none drawn from its name. */
export function productImageUrls(product: ProductDetail, origin: string): string[] {
  const urls = product.images.length > 0 ? product.images.map((image) => image.url) : product.image === null ? [] : [product.image];
  return urls.map((url) => absoluteUrl(url, origin)).filter((url): url is string => url !== null);
}

/**
 * schema.org Product for a product page (Google's product snippets: a name plus offers or aggregateRating).
 * `aggregateRating` only when someone has rated it: a rating of nothing would be a false claim. Pictures drawn from
 * the product's name (no image) are not listed.
 */
export function productJsonLd(product: ProductDetail, { origin, currency }: ProductJsonLdContext) {
  const images = productImageUrls(product, origin);
  const description = plainTextOfHtml(product.description ?? '');
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(images.length > 0 ? { image: images } : {}),
    ...(description !== '' ? { description } : {}),
    sku: String(product.id),
    offers: {
      '@type': 'Offer',
      price: schemaPrice(product.selling_price),
      priceCurrency: currency,
      availability: product.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: `${origin}${productHref(product)}`,
    },
    ...(product.rating_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.average_rating,
            ratingCount: product.rating_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** The page's structured data: the Product and its BreadcrumbList. */
export function productPageJsonLd(product: ProductDetail, context: ProductJsonLdContext) {
  return [productJsonLd(product, context), breadcrumbListJsonLd(productTrail(product), context.origin)];
}
