import { useUnit } from 'effector-react';
import { useEffect, useId, useMemo, useRef, type CSSProperties } from 'react';
import { match } from 'ts-pattern';
import { Link } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import type { Review } from '@/api/schemas/review.schema';
import { safeColor } from '@/app/head.lib';
import { defineHead, defineLoad } from '@/app/screen-module';
import { useScreenParams } from '@/app/shell/ScreenWithData';
import { moneyFormatFromSettings } from '@/domain/money';
import { histogramRowLabel, histogramRows, moreReviewsOf, ratingCountText, reviewCountText, reviewsViewOf, type MoreReviews } from '@/models/reviews/reviews.lib';
import { $reviews, $reviewsNotFound, moreReviewsRequested, productReviewsOpened, reviewsRetryClicked, type ReviewsState } from '@/models/reviews/reviews.model';
import { $siteSettings } from '@/models/site/site.model';
import { readString, settingKeys } from '@/domain/site-settings';
import { useMoneyFormat } from '@/shared/ui/Money';
import { formatRating, ratingLabel, StarRating } from '@/shared/ui/star-rating/StarRating';
import NotFoundScreen from '@/screens/not-found/NotFoundScreen';
import { backToProductPath } from './reviews-link';
import { EmptyState } from '@/shared/ui/empty-state/EmptyState';
import '@/shared/ui/product-card/skeleton.css';
import './reviews.css';

/** Counts and dates in the store's locale (the one its prices use). */
function useLocaleFormats() {
  const { locale } = useMoneyFormat();
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(locale);
    const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    return {
      count: (count: number) => numbers.format(count),
      date: (iso: string | null) => {
        const date = iso === null ? null : new Date(iso);
        return date === null || Number.isNaN(date.getTime()) ? null : dates.format(date);
      },
    };
  }, [locale]);
}

type Formats = ReturnType<typeof useLocaleFormats>;

/**
 * After "Show more" has brought new reviews, focus goes to the first of them, so the shopper reads on from there
 * (and a screen reader says what came) instead of staying on a button that may be gone.
 */
function useFocusOnNewReviews(count: number, headingId: (index: number) => string) {
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || count <= index) return;
    firstNew.current = null;
    document.getElementById(headingId(index))?.focus();
  }, [count, headingId]);
  return () => {
    firstNew.current = count;
  };
}

/** The screen's heading: the route's name in the spec, "Product reviews", followed by the product's when it is known. */
export function reviewsHeading(productName: string | null): string {
  return productName === null ? 'Product reviews' : `Product reviews: ${productName}`;
}

/** The first page of the product's reviews. */
export const load = defineLoad(productReviewsOpened, ({ params }) => (params.product_id === undefined ? undefined : { productId: params.product_id }));

/** "Reviews of" the product, the average and the count as the description. */
export const head = defineHead({ reviews: $reviews, notFound: $reviewsNotFound, settings: $siteSettings }, ({ reviews, notFound, settings }, { params }) => {
  const productId = params.product_id ?? null;
  const view = productId === null ? 'notFound' : reviewsViewOf(reviews, notFound, productId);
  if (view === 'notFound') return { title: 'Page not found', notFound: true };
  if (view !== 'ready' && view !== 'empty') return null;
  const count = new Intl.NumberFormat(moneyFormatFromSettings(settings).locale);
  // The slice may still hold another product's name while this one's first page loads.
  const productName = reviews.productId === productId ? reviews.productName : null;
  return {
    title: productName === null ? 'Reviews' : `Reviews of ${productName}`,
    description: view === 'ready' ? `${ratingLabel(reviews.average_rating)}, ${ratingCountText(reviews.rating_count, (n) => count.format(n)).toLowerCase()}.` : null,
  };
});

/** /product/reviews/{product_id}: a product's ratings summary and its reviews, ten at a time. */
export default function ProductReviewsScreen() {
  const productId = useScreenParams<'product_id'>().product_id ?? null;
  const [reviews, notFound] = useUnit([$reviews, $reviewsNotFound]);
  const backTo = backToProductPath(useHistoryState<unknown>());
  const formats = useLocaleFormats();

  const view = productId === null ? 'notFound' : reviewsViewOf(reviews, notFound, productId);
  // The slice may still hold another product's name while this one's first page loads.
  const productName = reviews.productId === productId ? reviews.productName : null;

  if (view === 'notFound') return <NotFoundScreen />;
  return (
    <section className="screen reviews-screen" aria-labelledby="screen-title" data-testid="reviews-screen" data-view={view}>
      {backTo ? (
        <Link href={backTo} className="reviews-screen__back">
          Back to the product
        </Link>
      ) : null}
      <h1 id="screen-title" className="screen__title">
        {reviewsHeading(productName)}
      </h1>
      {match(view)
        .with('loading', () => <ReviewsSkeleton />)
        .with('failed', () => <LoadFailed message={reviews.error ?? ''} />)
        .with('empty', () => (
          <EmptyState picture="reviews" className="reviews-screen__empty">
            <p>No reviews yet.</p>
            <p>Shoppers who order this dish can rate it from their orders.</p>
          </EmptyState>
        ))
        .with('ready', () => (
          <>
            <RatingsSummary reviews={reviews} formats={formats} />
            <ReviewList reviews={reviews} formats={formats} />
          </>
        ))
        .exhaustive()}
    </section>
  );
}

function ReviewsSkeleton() {
  return (
    <div className="reviews-skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">Loading reviews…</span>
      <span className="skeleton-block reviews-skeleton__summary" aria-hidden="true" />
      {[0, 1, 2].map((line) => (
        <span key={line} className="skeleton-line" aria-hidden="true" />
      ))}
    </div>
  );
}

function LoadFailed({ message }: { message: string }) {
  const retry = useUnit(reviewsRetryClicked);
  return (
    <div className="reviews-screen__failed" role="status">
      <p>{message}</p>
      <button type="button" className="button button--primary" onClick={() => retry()}>
        Retry
      </button>
    </div>
  );
}

function RatingsSummary({ reviews, formats }: { reviews: ReviewsState; formats: Formats }) {
  const settings = useUnit($siteSettings);
  // The bars share the stars' colour; a setting that is not a plain colour is ignored (StarRating does the same).
  const colour = safeColor(readString(settings, settingKeys.reviewStarColor));
  const rows = histogramRows(reviews.grouped_ratings);
  return (
    <section className="ratings-summary" aria-labelledby="ratings-summary-title">
      <h2 id="ratings-summary-title" className="visually-hidden">
        Ratings summary
      </h2>
      <div className="ratings-summary__overall">
        <p className="ratings-summary__average">
          {/* The stars' name says the same for screen readers. */}
          <span className="ratings-summary__number" aria-hidden="true">
            {formatRating(reviews.average_rating)}
          </span>
          <StarRating rating={reviews.average_rating} size={22} />
        </p>
        <p className="ratings-summary__count">{ratingCountText(reviews.rating_count, formats.count)}</p>
        {reviews.review_count > 0 ? <p className="ratings-summary__count">{reviewCountText(reviews.review_count, formats.count)}</p> : null}
      </div>
      <ul className="rating-histogram" aria-label="Ratings by stars" style={colour ? ({ '--star-color': colour } as CSSProperties) : undefined}>
        {rows.map((row) => (
          <li key={row.stars} className="rating-histogram__row">
            <span className="visually-hidden">{histogramRowLabel(row, formats.count)}</span>
            <span className="rating-histogram__stars" aria-hidden="true">
              {row.stars} ★
            </span>
            <span className="rating-histogram__bar" aria-hidden="true">
              <span className="rating-histogram__fill" style={{ width: `${row.percent}%` }} />
            </span>
            <span className="rating-histogram__count" aria-hidden="true">
              {formats.count(row.count)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReviewList({ reviews, formats }: { reviews: ReviewsState; formats: Formats }) {
  const idPrefix = useId();
  const headingId = useMemo(() => (index: number) => `${idPrefix}-review-${index}`, [idPrefix]);
  const [showMore, retry] = useUnit([moreReviewsRequested, reviewsRetryClicked]);
  const more = moreReviewsOf(reviews);
  const expectNewReviews = useFocusOnNewReviews(reviews.items.length, headingId);

  const press = () => {
    // A press while the page loads does nothing (the button stays focusable, so it is aria-disabled, not disabled).
    if (more === 'loading' || more === 'complete') return;
    expectNewReviews();
    if (more === 'failed') retry();
    else showMore();
  };

  return (
    <section className="reviews-list" aria-labelledby="reviews-list-title">
      <h2 id="reviews-list-title" className="reviews-list__title">
        Reviews
      </h2>
      <ul className="reviews-list__items">
        {reviews.items.map((review, index) => (
          <ReviewItem key={String(review.id)} review={review} headingId={headingId(index)} formats={formats} />
        ))}
      </ul>
      {more === 'failed' ? (
        <p className="reviews-list__error" role="alert">
          {reviews.error}
        </p>
      ) : null}
      {more === 'complete' ? null : (
        // One button throughout (Show more, Loading..., Retry), so focus stays on it while the page loads or fails.
        <button type="button" className="button reviews-list__more" aria-disabled={more === 'loading'} onClick={press}>
          {moreButtonLabel(more)}
        </button>
      )}
    </section>
  );
}

function moreButtonLabel(more: Exclude<MoreReviews, 'complete'>): string {
  return match(more)
    .with('available', () => 'Show more')
    .with('loading', () => 'Loading...')
    .with('failed', () => 'Retry')
    .exhaustive();
}

function ReviewItem({ review, headingId, formats }: { review: Review; headingId: string; formats: Formats }) {
  const date = formats.date(review.created_at);
  return (
    <li className="review">
      <h3 id={headingId} className="review__author" tabIndex={-1}>
        {review.author}
      </h3>
      <p className="review__meta">
        <StarRating rating={review.rating} size={16} />
        {date !== null && review.created_at !== null ? <time dateTime={review.created_at}>{date}</time> : null}
      </p>
      {review.comment ? <p className="review__comment">{review.comment}</p> : null}
    </li>
  );
}
