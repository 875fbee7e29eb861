import { useStoreMap, useUnit } from 'effector-react';
import { useId } from 'react';
import { Link } from 'wouter';
import type { Product } from '@/api/schemas/product.schema';
import { $addingProductIds, cartAddRequested } from '@/models/cart/cart.model';
import { createUuid } from '@/models/session/guest-id.lib';
import { $siteSettings } from '@/models/site/site.model';
import { readString, settingKeys } from '@/domain/site-settings';
import { Money } from '@/shared/ui/Money';
import { ChooseOptionsButton } from '@/shared/ui/product-options/ChooseOptionsButton';
import { WishlistHeart } from './WishlistHeart';
import { isDiscounted, productCardAction, productHref, type ProductCardAction } from './product-card-action';
import './product-card.css';
import './skeleton.css';
import { pictureOf } from '@/shared/ui/placeholder-image';
import { useHydrating } from '@/shared/lib/use-media-query';

/** The product images of the catalogue are square; the attributes let the browser hold the space. */
export const PRODUCT_IMAGE_SIZE = 600;

interface ProductCardProps {
  product: Product;
  /** Load the image at once (cards seen on arrival); otherwise it loads as it nears the viewport. */
  eager?: boolean;
  /** Level of the name's heading: one below the section title. */
  headingLevel?: 2 | 3 | 4;
  /** `fill`: the card fills a fixed-height cell (the windowed grid) and the image takes what is left. */
  layout?: 'natural' | 'fill';
}

/** Whether the store sells digital goods, which show no price call-to-action (spec section 3). */
export function useIsDigitalStore(): boolean {
  return useStoreMap($siteSettings, (settings) => readString(settings, settingKeys.storeType) === 'digital');
}

function AddButton({ product }: { product: Product }) {
  const add = useUnit(cartAddRequested);
  // Each card follows only its own product, so a cart change does not re-render every card.
  const adding = useStoreMap({ store: $addingProductIds, keys: [String(product.id)], fn: (ids, [productId]) => ids.includes(productId) });
  // The shopper's own state is never in a server's HTML: a card hydrated late (a block below the first screen) is drawn
  // first as the server drew it, then updated, even when an add of its product is on its way meanwhile.
  const hydrating = useHydrating();
  const pending = adding && !hydrating;
  const onClick = () => {
    // A second tap while the first add is on its way would add two.
    if (pending) return;
    // The cart model queues it, and reports a refused add itself (a toast with the server's message).
    add({ requestId: createUuid(), product_id: product.id, quantity: 1, selection: { selectedAttributes: {}, selectedMultiAttributes: {} } });
  };
  return (
    <button
      type="button"
      className="button button--primary product-card__button"
      onClick={onClick}
      aria-disabled={pending || undefined}
      data-state={pending ? 'pending' : 'idle'}
    >
      {pending ? 'Adding…' : 'Add'} <span className="visually-hidden">{product.name} to cart</span>
    </button>
  );
}

/** The one action a product offers (add, choose options, view, or the sold-out note): cards and wishlist rows alike. */
export function CardAction({ action, product }: { action: ProductCardAction; product: Product }) {
  switch (action.kind) {
    case 'add':
      return <AddButton product={product} />;
    case 'choose-options':
      return <ChooseOptionsButton product={product} className="button product-card__button" />;
    case 'view':
      return (
        <Link href={action.href} className="button product-card__button">
          View <span className="visually-hidden">{product.name}</span>
        </Link>
      );
    case 'sold-out':
      return <p className="product-card__sold-out">Sold out</p>;
    default:
      return action satisfies never;
  }
}

/** A product in a list: picture, name, its wishlist heart, price and the one action that fits it. */
export function ProductCard({ product, eager = false, headingLevel = 3, layout = 'natural' }: ProductCardProps) {
  const nameId = useId();
  const digital = useIsDigitalStore();
  const action = productCardAction(product, { digital });
  const href = productHref(product);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`product-card product-card--${layout}`} data-state={product.in_stock ? 'available' : 'sold-out'} aria-labelledby={nameId}>
      {/* The name is the link for assistive tech and keyboards; the picture is the same link for pointers. */}
      <Link href={href} className="product-card__media" tabIndex={-1} aria-hidden="true">
        <img
          src={pictureOf(product)}
          alt=""
          width={PRODUCT_IMAGE_SIZE}
          height={PRODUCT_IMAGE_SIZE}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={eager ? 'high' : 'auto'}
        />
      </Link>
      <div className="product-card__body">
        <Heading id={nameId} className="product-card__name">
          <Link href={href}>{product.name}</Link>
        </Heading>
        {/* Over the picture's corner; after the name in reading and tab order. Shown in a digital store too: saving a
            product is not a price call-to-action (ADR 0023). */}
        <WishlistHeart product={product} className="product-card__wishlist" />
        {digital ? null : (
          <p className="product-card__price">
            <Money amount={product.selling_price} className="product-card__price-now" />
            {isDiscounted(product) ? (
              <s className="product-card__price-was">
                <span className="visually-hidden">Was</span> <Money amount={product.original_price} />
              </s>
            ) : null}
          </p>
        )}
        <div className="product-card__action">
          <CardAction action={action} product={product} />
        </div>
      </div>
    </article>
  );
}

/** The card's shape while its product loads: the same boxes, so nothing moves when it arrives. */
export function ProductCardSkeleton({ layout = 'natural' }: { layout?: ProductCardProps['layout'] }) {
  return (
    <div className={`product-card product-card--${layout} product-card--skeleton`} aria-hidden="true">
      <div className="product-card__media skeleton-block" />
      <div className="product-card__body">
        <div className="product-card__name">
          <span className="skeleton-line" />
        </div>
        <p className="product-card__price">
          <span className="skeleton-line skeleton-line--short" />
        </p>
        <div className="product-card__action">
          <span className="product-card__button product-card__button--skeleton skeleton-block" />
        </div>
      </div>
    </div>
  );
}
