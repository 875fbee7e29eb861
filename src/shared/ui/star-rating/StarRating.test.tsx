// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogScope, renderInStore, testStoreSettings } from '@/shared/ui/product-card/testing';
import { formatRating, StarRating } from './StarRating';

describe('StarRating', () => {
  it.each([
    [4.5, '4.5 out of 5 stars'],
    [4, '4 out of 5 stars'],
    [3.96, '4 out of 5 stars'],
    [7, '5 out of 5 stars'],
    [-1, '0 out of 5 stars'],
  ])('names a rating of %s as "%s"', (rating, name) => {
    renderInStore(<StarRating rating={rating} />);
    expect(screen.getByRole('img', { name })).toBeTruthy();
  });

  it('paints the stars in the store colour, and ignores a colour that is not one', () => {
    const { unmount } = renderInStore(<StarRating rating={3} />, catalogScope({ ...testStoreSettings, plugin_product_reviews_star_color: '#ff0000' }));
    expect(screen.getByRole('img').style.getPropertyValue('--star-color')).toBe('#ff0000');
    unmount();
    renderInStore(<StarRating rating={3} />, catalogScope({ ...testStoreSettings, plugin_product_reviews_star_color: 'red; background: url(x)' }));
    expect(screen.getByRole('img').style.getPropertyValue('--star-color')).toBe('');
  });

  it('formats ratings to one decimal place without a trailing zero', () => {
    expect([formatRating(4), formatRating(4.25), formatRating(4.04)]).toEqual(['4', '4.3', '4']);
  });
});
