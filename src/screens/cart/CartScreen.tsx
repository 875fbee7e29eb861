import { useUnit } from 'effector-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'wouter';
import { $cart, $cartFetchStatus, $cartLines, cartOpened, type CartFetchStatus, type CartLineView, type CartState } from '@/models/cart/cart.model';
import { recommendedProductsRequested } from '@/models/cart/recommended.model';
import { useMoneyFormat } from '@/shared/ui/Money';
import { CartLine, lineHeadingId } from './CartLine';
import { CartSummary } from './CartSummary';
import { RecommendedProducts } from './RecommendedProducts';
import { useCartAnnouncement } from './use-cart-announcement';
import './cart.css';
import { EmptyState } from '@/shared/ui/empty-state/EmptyState';
import '@/shared/ui/product-card/skeleton.css';

type CartView = 'loading' | 'failed' | 'empty' | 'lines';

/**
 * Whether this screen has seen a fetch of its own settle. Until then an empty cart may only be the copy
 * kept from an earlier visit, so "Your cart is empty" would be a guess. Retry starts over: the failed
 * state gives way to loading, not to an empty cart.
 */
function useFetchSettled(status: CartFetchStatus) {
  const [seen, setSeen] = useState({ status, settled: false });
  if (seen.status !== status) setSeen({ status, settled: seen.settled || seen.status === 'loading' });
  const restart = () => setSeen({ status, settled: false });
  return { settled: seen.settled, restart };
}

/**
 * After a line leaves at the shopper's hand, focus goes to the line that took its place (or the one
 * before it), or to the empty-state heading: never back to the top of the page.
 */
function useFocusAfterRemoval(lines: readonly CartLineView[], view: CartView) {
  const leaving = useRef<{ lineId: string; index: number } | null>(null);
  const emptyHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const target = leaving.current;
    if (!target) return;
    const line = lines.find((candidate) => String(candidate.item.id) === target.lineId);
    if (line) {
      // Still here once the change settled: the removal was undone or refused, and focus stays put.
      if (!line.pending && !line.removing) leaving.current = null;
      return;
    }
    const next = lines[target.index] ?? lines[target.index - 1];
    const element = next ? document.getElementById(lineHeadingId(String(next.item.id))) : emptyHeading.current;
    // The last line went but the empty state is not on screen yet: try again when it is.
    if (!element) return;
    leaving.current = null;
    element.focus();
  }, [lines, view]);

  const onLeaving = (lineId: string) => {
    leaving.current = { lineId, index: lines.findIndex((line) => String(line.item.id) === lineId) };
  };
  return { onLeaving, emptyHeading };
}

/** /cart: the shopper's lines, every figure of the server's summary, and suggestions. */
export default function CartScreen() {
  const [cart, lines, status, opened, recommend] = useUnit([$cart, $cartLines, $cartFetchStatus, cartOpened, recommendedProductsRequested]);
  const format = useMoneyFormat();
  const { settled, restart } = useFetchSettled(status);
  const { message, changed } = useCartAnnouncement(lines, cart, format);

  // When the screen opens, fetch the cart (no toast: this screen shows its own state) and suggestions.
  useEffect(() => {
    opened();
    recommend();
  }, [opened, recommend]);

  // Once a fetch has settled, a later one (the refresh after every change) keeps the screen as it is.
  let view: CartView;
  if (lines.length > 0) view = 'lines';
  else if (!settled) view = 'loading';
  else if (status === 'failed') view = 'failed';
  else view = 'empty';
  const { onLeaving, emptyHeading } = useFocusAfterRemoval(lines, view);

  const retry = () => {
    restart();
    opened();
  };

  const adjustments = new Map(cart.adjusted_cart_items.map((adjusted) => [String(adjusted.cart_id), adjusted.message]));
  const lineIds = new Set(lines.map((line) => String(line.item.id)));
  // Notes about lines the server already took away have no line to sit on: they are listed on their own.
  const orphanAdjustments = cart.adjusted_cart_items.filter((adjusted) => !lineIds.has(String(adjusted.cart_id)));

  return (
    <section className="screen cart-screen" aria-labelledby="cart-title" data-testid="cart-screen" data-view={view}>
      <h1 id="cart-title" className="screen__title">
        Cart
      </h1>
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="cart-announcement">
        {message}
      </p>

      {orphanAdjustments.length > 0 ? (
        <div className="cart-notice" data-testid="cart-adjustments">
          <p className="cart-notice__title">Your cart changed</p>
          <ul className="cart-notice__list">
            {orphanAdjustments.map((adjusted) => (
              <li key={String(adjusted.cart_id)}>{adjusted.message}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {view === 'lines' && !cart.is_delivery_available ? (
        <div className="cart-notice cart-notice--warning" data-testid="delivery-unavailable">
          <p className="cart-notice__title">Delivery is not available</p>
          {cart.delivery_message ? <p>{cart.delivery_message}</p> : null}
        </div>
      ) : null}

      {view === 'lines' && status === 'failed' ? (
        <div className="cart-notice" role="status">
          <p>We couldn’t refresh your cart. What you see may be out of date.</p>
          <button type="button" className="button" onClick={retry}>
            Retry
          </button>
        </div>
      ) : null}

      <CartBody view={view} lines={lines} cart={cart} adjustments={adjustments} onLeaving={onLeaving} onChanged={changed} emptyHeading={emptyHeading} onRetry={retry} />
      <RecommendedProducts />
    </section>
  );
}

interface CartBodyProps {
  view: CartView;
  lines: readonly CartLineView[];
  cart: CartState;
  adjustments: ReadonlyMap<string, string>;
  onLeaving: (lineId: string) => void;
  onChanged: (lineId: string, name: string) => void;
  emptyHeading: RefObject<HTMLHeadingElement | null>;
  onRetry: () => void;
}

function CartBody({ view, lines, cart, adjustments, onLeaving, onChanged, emptyHeading, onRetry }: CartBodyProps) {
  switch (view) {
    case 'loading':
      return (
        <div className="cart-loading" aria-busy="true" role="status">
          <p>Loading your cart…</p>
          <div className="cart-loading__line skeleton-block" aria-hidden="true" />
          <div className="cart-loading__line skeleton-block" aria-hidden="true" />
        </div>
      );
    case 'failed':
      return (
        <EmptyState picture="failed" className="cart-empty" role="status">
          <h2 className="cart-empty__title">We couldn’t load your cart</h2>
          <p>Check your connection and try again.</p>
          <button type="button" className="button button--primary" onClick={onRetry}>
            Retry
          </button>
        </EmptyState>
      );
    case 'empty':
      return (
        <EmptyState picture="cart" className="cart-empty">
          <h2 ref={emptyHeading} className="cart-empty__title" tabIndex={-1}>
            Your cart is empty
          </h2>
          <p>Find something you like and add it here.</p>
          <Link href="/" className="button button--primary">
            Start shopping
          </Link>
        </EmptyState>
      );
    case 'lines':
      return (
        <div className="cart-layout">
          <div className="cart-layout__lines">
            <h2 id="cart-items-title" className="visually-hidden">
              Items in your cart
            </h2>
            <ul className="cart-lines" aria-labelledby="cart-items-title">
              {lines.map((line) => (
                <CartLine
                  key={String(line.item.id)}
                  line={line}
                  adjustment={adjustments.get(String(line.item.id)) ?? null}
                  onLeaving={onLeaving}
                  onChanged={onChanged}
                />
              ))}
            </ul>
          </div>
          <div className="cart-layout__summary">
            <CartSummary cart={cart} />
            <Link href="/checkout" className="button button--primary cart-checkout">
              Checkout
            </Link>
          </div>
        </div>
      );
    default:
      return view satisfies never;
  }
}
