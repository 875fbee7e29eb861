import { lazy, Suspense } from 'react';
import type { WishlistProduct } from '@/models/wishlist/wishlist.lib';
import { LoadFailureBoundary } from '@/shared/ui/LoadFailureBoundary';
import './product-card.css';

/*
 * The heart's button and the wishlist model load in a chunk of their own, asked for when the first heart shows
 * (ADR 0023). The product card's chunk is on the home page's way to its first paint, and a heart is not needed for
 * that paint; a guest never needs the model until they tap. Kept in the card's chunk, the model also grew it past
 * the size at which the bundler's grouping of shared code turns over, and the home page's first download grew with
 * it (ADR 0023, "Where the hearts' code loads").
 */
const loadHeartButton = () => lazy(() => import('./WishlistHeartButton'));
// A failed load (offline) is tried again with a fresh lazy component once back online, as SafeHtml does.
let HeartButton = loadHeartButton();

/**
 * A product's wishlist heart, in a 44 px slot that holds its place while the button's code loads, so nothing moves
 * when it arrives. A heart whose code cannot load leaves the slot empty, never the card broken.
 */
export function WishlistHeart({ product, className }: { product: WishlistProduct; className?: string }) {
  return (
    <span className={`wishlist-heart-slot${className ? ` ${className}` : ''}`}>
      <LoadFailureBoundary failureMessage="The wishlist heart could not load" onRetry={() => (HeartButton = loadHeartButton())}>
        <Suspense fallback={null}>
          <HeartButton product={product} />
        </Suspense>
      </LoadFailureBoundary>
    </span>
  );
}
