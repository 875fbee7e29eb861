import { describe, expect, it } from 'vitest';
import { emptyPagedList } from '@/models/catalog/paged-list.lib';
import { histogramRowLabel, histogramRows, moreReviewsOf, ratingCountText, reviewCountText, reviewsViewOf } from './reviews.lib';

describe('the ratings histogram', () => {
  it('lists 5 stars to 1, each with its whole-percent share', () => {
    expect(histogramRows({ '5': 210, '4': 80, '3': 30, '2': 10, '1': 10 })).toEqual([
      { stars: 5, count: 210, percent: 62 },
      { stars: 4, count: 80, percent: 24 },
      { stars: 3, count: 30, percent: 9 },
      { stars: 2, count: 10, percent: 3 },
      { stars: 1, count: 10, percent: 3 },
    ]);
  });

  it('gives 0% everywhere when there are no ratings', () => {
    expect(histogramRows({ '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 }).map((row) => row.percent)).toEqual([0, 0, 0, 0, 0]);
  });

  it.each([
    [{ stars: 5, count: 210, percent: 62 }, '5 stars: 210 ratings (62%)'],
    [{ stars: 1, count: 1, percent: 100 }, '1 star: 1 rating (100%)'],
    [{ stars: 2, count: 0, percent: 0 }, '2 stars: 0 ratings (0%)'],
  ])('reads %o as "%s"', (row, label) => {
    expect(histogramRowLabel(row)).toBe(label);
  });

  it('formats the counts as told', () => {
    const grouped = (count: number) => count.toLocaleString('en-US');
    expect(histogramRowLabel({ stars: 5, count: 1200, percent: 80 }, grouped)).toBe('5 stars: 1,200 ratings (80%)');
    expect(ratingCountText(340)).toBe('Based on 340 ratings');
    expect(ratingCountText(1)).toBe('Based on 1 rating');
    expect(reviewCountText(164)).toBe('164 written reviews');
    expect(reviewCountText(1)).toBe('1 written review');
  });
});

describe('the reviews screen state', () => {
  const list = (changes: Partial<ReturnType<typeof emptyPagedList<unknown>>> & { productId?: string | null } = {}) => ({ ...emptyPagedList<unknown>(), productId: '1', ...changes });

  it.each([
    ['another product’s list', list({ productId: '2', currentPage: 1, items: [1] }), false, 'loading'],
    ['the first page on its way', list({ isFetching: true }), false, 'loading'],
    ['the first page failed', list({ error: 'down' }), false, 'failed'],
    ['a 404', list({ error: 'gone' }), true, 'notFound'],
    ['no reviews', list({ currentPage: 1 }), false, 'empty'],
    ['reviews', list({ currentPage: 1, items: [1] }), false, 'ready'],
    ['reviews and a failed next page', list({ currentPage: 1, items: [1], error: 'down' }), false, 'ready'],
  ] as const)('%s reads as %s', (_, state, notFound, view) => {
    expect(reviewsViewOf(state, notFound, '1')).toBe(view);
  });

  it.each([
    [list({ currentPage: 1, lastPage: 3 }), 'available'],
    [list({ currentPage: 1, lastPage: 3, isFetching: true }), 'loading'],
    [list({ currentPage: 1, lastPage: 3, error: 'down' }), 'failed'],
    [list({ currentPage: 3, lastPage: 3 }), 'complete'],
  ] as const)('Show more: %o reads as %s', (state, more) => {
    expect(moreReviewsOf(state)).toBe(more);
  });
});
