import { useUnit } from 'effector-react';
import type { CSSProperties } from 'react';
import { safeColor } from '@/app/head.lib';
import { $siteSettings } from '@/models/site/site.model';
import { readString, settingKeys } from '@/domain/site-settings';
import './star-rating.css';

/** "4.5 out of 5 stars": what a screen reader says for a rating, the same wherever stars are drawn. */
export const ratingLabel = (rating: number) => `${formatRating(rating)} out of 5 stars`;

/** A rating to one decimal place, without a trailing ".0" ("4", "4.5"). */
export function formatRating(rating: number): string {
  return String(Math.round(Math.min(5, Math.max(0, rating)) * 10) / 10);
}

/**
 * Five stars filled to `rating` (0 to 5, fractions drawn as a partly filled star), in the store's
 * plugin_product_reviews_star_color. One image with a text name: the stars themselves are decoration.
 */
export function StarRating({ rating, size = 18, className }: { rating: number; size?: number; className?: string }) {
  const settings = useUnit($siteSettings);
  const colour = safeColor(readString(settings, settingKeys.reviewStarColor));
  const filled = `${(Math.min(5, Math.max(0, rating)) / 5) * 100}%`;
  const style = { '--star-size': `${size}px`, '--star-fill': filled, ...(colour ? { '--star-color': colour } : {}) } as CSSProperties;
  return (
    <span role="img" aria-label={ratingLabel(rating)} className={className ? `star-rating ${className}` : 'star-rating'} style={style}>
      <span className="star-rating__stars" aria-hidden="true">
        ★★★★★
      </span>
    </span>
  );
}
