import type { PagedListState } from '@/models/catalog/paged-list.lib';

/** Star values of the ratings histogram, best first. */
const STAR_VALUES = ['5', '4', '3', '2', '1'] as const;
type StarValue = (typeof STAR_VALUES)[number];

interface HistogramRow {
  stars: number;
  count: number;
  /** Whole percent of all ratings; 0 when there are none. */
  percent: number;
}

/**
 * The histogram's rows, 5 stars to 1. Shares are of the counts shown (their sum), so the bars agree with the
 * numbers beside them even when the server's rating_count counts differently.
 */
export function histogramRows(grouped: Readonly<Record<StarValue, number>>): HistogramRow[] {
  const total = STAR_VALUES.reduce((sum, star) => sum + grouped[star], 0);
  return STAR_VALUES.map((star) => {
    const count = grouped[star];
    return { stars: Number(star), count, percent: total === 0 ? 0 : Math.round((count / total) * 100) };
  });
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** What a screen reader says for a histogram row: "5 stars: 210 ratings (62%)". */
export function histogramRowLabel(row: HistogramRow, formatCount: (count: number) => string = String): string {
  return `${row.stars} ${plural(row.stars, 'star', 'stars')}: ${formatCount(row.count)} ${plural(row.count, 'rating', 'ratings')} (${row.percent}%)`;
}

/** "Based on 340 ratings". */
export function ratingCountText(count: number, formatCount: (count: number) => string = String): string {
  return `Based on ${formatCount(count)} ${plural(count, 'rating', 'ratings')}`;
}

/** "164 written reviews". */
export function reviewCountText(count: number, formatCount: (count: number) => string = String): string {
  return `${formatCount(count)} written ${plural(count, 'review', 'reviews')}`;
}

/** What the reviews screen shows for a product. */
type ReviewsView = 'loading' | 'notFound' | 'failed' | 'empty' | 'ready';
/** The "Show more" part under a list on show. */
export type MoreReviews = 'available' | 'loading' | 'failed' | 'complete';

type ListFor = Pick<PagedListState<unknown>, 'isFetching' | 'error' | 'currentPage' | 'lastPage' | 'items'> & { productId: string | null };

/**
 * The screen's state for `productId`. A slice that holds another product (the moment before the screen's open event
 * has run) reads as loading, so another product's reviews never flash up.
 */
export function reviewsViewOf(list: ListFor, notFound: boolean, productId: string): ReviewsView {
  if (list.productId !== productId) return 'loading';
  if (notFound) return 'notFound';
  if (list.currentPage === 0) return list.error === null ? 'loading' : 'failed';
  return list.items.length === 0 ? 'empty' : 'ready';
}

export function moreReviewsOf(list: ListFor): MoreReviews {
  if (list.isFetching) return 'loading';
  if (list.error !== null) return 'failed';
  return list.currentPage < list.lastPage ? 'available' : 'complete';
}
