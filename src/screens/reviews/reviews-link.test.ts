import { describe, expect, it } from 'vitest';
import { backToProductPath, reviewsHref, reviewsLinkState } from './reviews-link';

describe('the way back from the reviews to the product', () => {
  it('links a product to its reviews', () => {
    expect(reviewsHref(1)).toBe('/product/reviews/1');
    expect(reviewsHref('a/b')).toBe('/product/reviews/a%2Fb');
  });

  it('reads the product page from the state the product page’s link left', () => {
    expect(backToProductPath({ ...reviewsLinkState('/product/margherita-pizza'), storefrontOverlayDepth: 2 })).toBe('/product/margherita-pizza');
  });

  it.each([null, undefined, 'x', {}, { reviewsBackTo: 4 }])('has no way back without that state (%o)', (state) => {
    expect(backToProductPath(state)).toBeNull();
  });

  it.each(['https://evil.example/product/x', '//evil.example/product/x', '/product/reviews/1', '/product/reviews', '/cart', '/product/x?y=1', '/product/a/b', '/product/\\evil'])(
    'never leads anywhere but a product page (%s)',
    (path) => {
      expect(backToProductPath(reviewsLinkState(path))).toBeNull();
    },
  );
});
