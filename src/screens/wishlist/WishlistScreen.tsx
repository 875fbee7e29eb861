import { useUnit } from 'effector-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'wouter';
import { wishlistRetried, wishlistScreenOpened } from '@/models/wishlist/wishlist.model';
import { Money } from '@/shared/ui/Money';
import { pictureOf } from '@/shared/ui/placeholder-image';
import { isDiscounted, productCardAction, productHref } from '@/shared/ui/product-card/product-card-action';
import { CardAction, useIsDigitalStore } from '@/shared/ui/product-card/ProductCard';
import type { WishlistRow as Row, WishlistView } from './wishlist-screen.lib';
import { $wishlistRefreshFailed, $wishlistRows, $wishlistView, wishlistRowRemoved, wishlistRowRestored } from './wishlist-screen.model';
import '@/shared/ui/product-card/skeleton.css';
import './wishlist.css';
import { EmptyState } from '@/shared/ui/empty-state/EmptyState';

const ROW_IMAGE_SIZE = 96;
const SKELETON_ROWS = 3;

/**
 * One saved product: picture, name, price, the action a product card offers (add, or choose options in the panel),
 * and Remove. Removed, the row stays with Undo in Remove's place: the same button, so focus stays where it was.
 */
function WishlistRow({ row, digital }: { row: Row; digital: boolean }) {
  const { product, saved } = row;
  const nameId = useId();
  const [remove, restore] = useUnit([wishlistRowRemoved, wishlistRowRestored]);
  const href = productHref(product);
  const named = { id: product.id, name: product.name };
  return (
    <li className="wishlist-row" data-state={saved ? 'saved' : 'removed'} data-product-id={String(product.id)}>
      <article className="wishlist-row__item" aria-labelledby={nameId}>
        {/* The name is the link for assistive tech and keyboards; the picture is the same link for pointers. */}
        <Link href={href} className="wishlist-row__media" tabIndex={-1} aria-hidden="true">
          <img src={pictureOf(product)} alt="" width={ROW_IMAGE_SIZE} height={ROW_IMAGE_SIZE} loading="lazy" decoding="async" />
        </Link>
        <div className="wishlist-row__body">
          <h2 id={nameId} className="wishlist-row__name">
            <Link href={href}>{product.name}</Link>
          </h2>
          {digital ? null : (
            <p className="wishlist-row__price">
              <Money amount={product.selling_price} className="wishlist-row__price-now" />
              {isDiscounted(product) ? (
                <s className="wishlist-row__price-was">
                  <span className="visually-hidden">Was</span> <Money amount={product.original_price} />
                </s>
              ) : null}
            </p>
          )}
          <p className="wishlist-row__status" role="status">
            {saved ? '' : 'Removed from your wishlist.'}
          </p>
          <div className="wishlist-row__actions">
            {saved ? <CardAction action={productCardAction(product, { digital })} product={product} /> : null}
            <button type="button" className="button wishlist-row__remove" onClick={() => (saved ? remove(named) : restore(named))}>
              {saved ? 'Remove' : 'Undo'} <span className="visually-hidden">{saved ? `${product.name} from your wishlist` : `removing ${product.name}`}</span>
            </button>
          </div>
        </div>
      </article>
    </li>
  );
}

function WishlistSkeleton() {
  return (
    <div className="wishlist-loading" aria-busy="true">
      <p role="status" className="visually-hidden">
        Loading your wishlist…
      </p>
      <ul className="wishlist-rows" aria-hidden="true">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <li key={index} className="wishlist-row">
            <div className="wishlist-row__item">
              <span className="wishlist-row__media skeleton-block" />
              <div className="wishlist-row__body">
                <span className="skeleton-line" />
                <span className="skeleton-line skeleton-line--short" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * /account/wishlist: the customer's saved products (ADR 0023). Opening it reads the list afresh; the hearts on cards
 * and product pages share the same model, so a product removed here shows unsaved everywhere at once.
 */
export default function WishlistScreen() {
  const [rows, view, refreshFailed, opened, retried] = useUnit([$wishlistRows, $wishlistView, $wishlistRefreshFailed, wishlistScreenOpened, wishlistRetried]);
  const digital = useIsDigitalStore();
  const title = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    opened();
  }, [opened]);

  // Retry's button goes with the state it belongs to: focus waits on the heading rather than falling to the page.
  const retry = () => {
    title.current?.focus();
    retried();
  };

  return (
    <section className="screen wishlist-screen" aria-labelledby="screen-title" data-view={view}>
      <h1 id="screen-title" ref={title} tabIndex={-1} className="screen__title">
        Wishlist
      </h1>
      {refreshFailed ? (
        <div className="wishlist-notice" role="status">
          <p>We couldn’t refresh your wishlist. What you see may be out of date.</p>
          <button type="button" className="button" onClick={retry}>
            Retry
          </button>
        </div>
      ) : null}
      <WishlistBody view={view} rows={rows} digital={digital} onRetry={retry} />
    </section>
  );
}

function WishlistBody({ view, rows, digital, onRetry }: { view: WishlistView; rows: readonly Row[]; digital: boolean; onRetry: () => void }) {
  switch (view) {
    case 'loading':
      return <WishlistSkeleton />;
    case 'failed':
      return (
        <EmptyState picture="failed" className="wishlist-empty" role="status">
          <h2 className="wishlist-empty__title">We couldn’t load your wishlist</h2>
          <p>Check your connection and try again.</p>
          <button type="button" className="button button--primary" onClick={onRetry}>
            Retry
          </button>
        </EmptyState>
      );
    case 'empty':
      return (
        <EmptyState picture="wishlist" className="wishlist-empty">
          <h2 className="wishlist-empty__title">Your wishlist is empty</h2>
          <p>Tap the heart on any product to save it here for later.</p>
          <Link href="/" className="button button--primary">
            Browse the menu
          </Link>
        </EmptyState>
      );
    case 'list':
      return (
        <ul className="wishlist-rows" aria-label="Saved products">
          {rows.map((row) => (
            <WishlistRow key={String(row.product.id)} row={row} digital={digital} />
          ))}
        </ul>
      );
    default:
      return view satisfies never;
  }
}
