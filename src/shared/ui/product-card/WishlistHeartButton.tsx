import { useStoreMap, useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $wishlist, heartTapped, isSaved, wishlistNeeded, type WishlistProduct } from '@/models/wishlist/wishlist.model';
import { useHydrating } from '@/shared/lib/use-media-query';

/**
 * A product's heart: a toggle button (`aria-pressed`) whose name says what it does for which product, and whose
 * state shows as a filled or an outlined heart (shape, not colour alone). 44 px square; styled in product-card.css.
 * It shows the shopper's tap at once; the wishlist model tells the server, puts it back and says so if that fails,
 * and asks a guest to sign in. Loaded by `WishlistHeart`, in a chunk of its own with the model (ADR 0023).
 */
export default function WishlistHeartButton({ product }: { product: WishlistProduct }) {
  const [needed, tapped] = useUnit([wishlistNeeded, heartTapped]);
  // Each heart follows only its own product, so a change to one does not re-render every card.
  const kept = useStoreMap({ store: $wishlist, keys: [String(product.id)], fn: (state, [id]) => isSaved(state, id) });
  // Never in a server's HTML: a heart hydrated late is drawn first as the server drew it, then shows the shopper's own.
  const hydrating = useHydrating();
  const saved = kept && !hydrating;
  useEffect(() => needed(), [needed]);
  return (
    <button
      type="button"
      className="wishlist-heart"
      aria-pressed={saved}
      data-state={saved ? 'saved' : 'not-saved'}
      onClick={() => tapped({ id: product.id, name: product.name })}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 6.9 4.5c2.1 0 3.7 1.2 5.1 3 1.4-1.8 3-3 5.1-3 3.5 0 5.5 3.5 4.2 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </svg>
      <span className="visually-hidden">Save {product.name} to your wishlist</span>
    </button>
  );
}
