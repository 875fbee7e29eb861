// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  productImageUrls,
  productJsonLd,
  productPageJsonLd,
  productPictures,
  productTrail,
  schemaPrice,
} from './product-page.lib';
import { testProductDetail } from './test-product-detail';

const origin = 'https://shop.example';
const context = { origin, currency: 'EUR' };

describe('the product page lib', () => {
  describe('schemaPrice', () => {
    it.each([
      [0, '0.00'],
      [9, '9.00'],
      [12.5, '12.50'],
      [1.005, '1.01'],
      [1234.5, '1234.50'],
      [0.1 + 0.2, '0.30'],
    ])('%d is written %s', (amount, written) => {
      expect(schemaPrice(amount)).toBe(written);
    });
  });

  describe('pictures', () => {
    it('are the gallery images, each with its alt text or the product name', () => {
      const product = testProductDetail({ images: [{ url: '/a.jpg', alt: 'From above' }, { url: '/b.jpg', alt: null }] });
      expect(productPictures(product)).toEqual([
        { url: '/a.jpg', alt: 'From above' },
        { url: '/b.jpg', alt: 'Margherita Pizza' },
      ]);
    });

    it('are the card image alone when there is no gallery', () => {
      expect(productPictures(testProductDetail({ image_alt: 'A pizza on a board' }))).toEqual([
        { url: '/sim-images/margherita-pizza.svg?w=600&h=600', alt: 'A pizza on a board' },
      ]);
    });

    it('are a picture drawn from the name when there is no image at all', () => {
      const [picture] = productPictures(testProductDetail({ image: null }));
      expect(picture?.url.startsWith('data:image/svg+xml,')).toBe(true);
      expect(picture?.alt).toBe('Margherita Pizza');
    });

    it.each([
      ['relative paths', testProductDetail({ images: [{ url: '/a.jpg', alt: null }, { url: 'b.jpg', alt: null }] }), [`${origin}/a.jpg`, `${origin}/b.jpg`]],
      ['absolute URLs', testProductDetail({ image: 'https://cdn.example/p.jpg' }), ['https://cdn.example/p.jpg']],
      ['no image', testProductDetail({ image: null }), []],
      ['not web addresses', testProductDetail({ images: [{ url: 'javascript:alert(1)', alt: null }, { url: 'data:image/png;base64,AA', alt: null }] }), []],
    ])('as absolute URLs for the head and structured data: %s', (_, product, urls) => {
      expect(productImageUrls(product, origin)).toEqual(urls);
    });
  });

  describe('the breadcrumb trail', () => {
    it('goes Home, the parents, the category, the product', () => {
      expect(productTrail(testProductDetail())).toEqual([
        { name: 'Home', href: '/' },
        { name: 'Mains', href: '/category/mains' },
        { name: 'Pizzas', href: '/category/pizzas' },
        { name: 'Margherita Pizza', href: '/product/margherita-pizza' },
      ]);
    });

    it('is Home and the product when the product has no category', () => {
      expect(productTrail(testProductDetail({ category_path: [], name: 'Odd & ends', slug: 'odd ends' }))).toEqual([
        { name: 'Home', href: '/' },
        { name: 'Odd & ends', href: '/product/odd%20ends' },
      ]);
    });
  });

  describe('structured data', () => {
    it('describes the product with its offer in the store currency', () => {
      expect(productJsonLd(testProductDetail({ images: [{ url: '/a.jpg', alt: null }] }), context)).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Margherita Pizza',
        image: [`${origin}/a.jpg`],
        description: 'Tomato, mozzarella and basil.',
        sku: '1',
        offers: {
          '@type': 'Offer',
          price: '9.00',
          priceCurrency: 'EUR',
          availability: 'https://schema.org/InStock',
          url: `${origin}/product/margherita-pizza`,
        },
      });
    });

    it.each([
      ['no ratings: no aggregateRating', { rating_count: 0, average_rating: 0 }, undefined],
      ['ratings: the average and the count, on a 1 to 5 scale', { rating_count: 12, average_rating: 4.5 }, { '@type': 'AggregateRating', ratingValue: 4.5, ratingCount: 12, bestRating: 5, worstRating: 1 }],
    ])('%s', (_, ratings, aggregateRating) => {
      expect(productJsonLd(testProductDetail(ratings), context).aggregateRating).toEqual(aggregateRating);
    });

    it.each([
      ['in stock', true, 'https://schema.org/InStock'],
      ['sold out', false, 'https://schema.org/OutOfStock'],
    ])('says when it is %s', (_, inStock, availability) => {
      expect(productJsonLd(testProductDetail({ in_stock: inStock }), context).offers.availability).toBe(availability);
    });

    it('leaves out a picture drawn from the name and an empty description', () => {
      const data = productJsonLd(testProductDetail({ image: null, description: '<p> </p>' }), context);
      expect(data).not.toHaveProperty('image');
      expect(data).not.toHaveProperty('description');
    });

    it('comes with the BreadcrumbList of its trail', () => {
      const [product, breadcrumbs] = productPageJsonLd(testProductDetail(), context);
      expect(product?.['@type']).toBe('Product');
      expect(breadcrumbs).toEqual({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
          { '@type': 'ListItem', position: 2, name: 'Mains', item: `${origin}/category/mains` },
          { '@type': 'ListItem', position: 3, name: 'Pizzas', item: `${origin}/category/pizzas` },
          { '@type': 'ListItem', position: 4, name: 'Margherita Pizza' },
        ],
      });
    });
  });
});
