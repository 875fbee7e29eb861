import { useId, useMemo } from 'react';
import { Link, useLocation } from 'wouter';
import type { ProductDetail } from '@/api/schemas/product-detail.schema';
import { productPictures, productTrail } from '@/models/product-page/product-page.lib';
import { Breadcrumbs } from '@/shared/ui/breadcrumbs/Breadcrumbs';
import { Money } from '@/shared/ui/Money';
import { isDiscounted } from '@/shared/ui/product-card/product-card-action';
import { useIsDigitalStore } from '@/shared/ui/product-card/ProductCard';
import { SafeHtml } from '@/shared/ui/SafeHtml';
import { WishlistHeart } from '@/shared/ui/product-card/WishlistHeart';
import { formatRating, StarRating } from '@/shared/ui/star-rating/StarRating';
import { reviewsHref, reviewsLinkState } from '@/screens/reviews/reviews-link';
import { ProductGallery } from './ProductGallery';
import { ProductPurchase } from './ProductPurchase';
import { RelatedProducts } from './RelatedProducts';

/** The stars, the average and the count, and the way to the reviews, which is there even before the first one. */
function ReviewsSummary({ product }: { product: ProductDetail }) {
  const [path] = useLocation();
  const rated = product.rating_count > 0;
  return (
    <div className="product-page__reviews" data-state={rated ? 'rated' : 'unrated'}>
      {rated ? (
        <>
          <StarRating rating={product.average_rating} />
          <span className="product-page__rating" aria-hidden="true">
            {formatRating(product.average_rating)}
          </span>
          <span className="product-page__rating-count">
            ({product.rating_count} {product.rating_count === 1 ? 'rating' : 'ratings'})
          </span>
        </>
      ) : (
        <span className="product-page__rating-count">No reviews yet</span>
      )}
      {/* The reviews screen offers the way back here when the link hands it this page's path. */}
      <Link href={reviewsHref(product.id)} state={reviewsLinkState(path)} className="product-page__reviews-link">
        See reviews <span className="visually-hidden">of {product.name}</span>
      </Link>
    </div>
  );
}

/** A product that has loaded: what it looks like and costs, its options and Add, and a few others like it. */
export function ProductDetails({ product }: { product: ProductDetail }) {
  const digital = useIsDigitalStore();
  const soldOutId = useId();
  const description = product.description ?? '';
  const pictures = useMemo(() => productPictures(product), [product]);
  const trail = useMemo(() => productTrail(product), [product]);

  return (
    <section className="screen product-page" aria-labelledby="screen-title" data-state={product.in_stock ? 'available' : 'sold-out'} data-product-id={String(product.id)}>
      <Breadcrumbs trail={trail} />
      <ProductGallery pictures={pictures} name={product.name} />
      <div className="product-page__summary">
        <div className="product-page__heading">
          <h1 id="screen-title" className="screen__title product-page__title">
            {product.name}
          </h1>
          {/* A digital store shows it too: saving a product is not a price call-to-action (ADR 0023). */}
          <WishlistHeart product={product} className="product-page__wishlist" />
        </div>
        <ReviewsSummary product={product} />
        {digital ? null : (
          <p className="product-page__price">
            <Money amount={product.selling_price} className="product-page__price-now" />
            {isDiscounted(product) ? (
              <s className="product-page__price-was">
                <span className="visually-hidden">Was</span> <Money amount={product.original_price} />
              </s>
            ) : null}
          </p>
        )}
        {product.in_stock ? null : (
          <p id={soldOutId} className="product-page__sold-out">
            Sold out: this product can’t be ordered right now.
          </p>
        )}
      </div>
      {description.trim() === '' ? null : <SafeHtml html={description} className="product-page__description" />}
      {/* A digital store shows no price call-to-action (spec section 3): no options to buy with, no quantity, no Add. */}
      {digital ? null : <ProductPurchase product={product} soldOutId={product.in_stock ? undefined : soldOutId} />}
      <RelatedProducts productId={String(product.id)} />
    </section>
  );
}
