import { useUnit } from 'effector-react';
import { $recommendedProducts, recommendedProductsRequested } from '@/models/cart/recommended.model';
import { InlineRetry } from '@/shared/ui/product-card/CatalogSection';
import { ProductCard, ProductCardSkeleton } from '@/shared/ui/product-card/ProductCard';

const SKELETON_COUNT = 2;

/** Products the store suggests beside the cart; nothing at all when it has none to suggest. */
export function RecommendedProducts() {
  const [{ status, products }, retry] = useUnit([$recommendedProducts, recommendedProductsRequested]);
  if (status === 'idle' || (status === 'ready' && products.length === 0)) return null;
  return (
    <section className="cart-recommended" aria-labelledby="cart-recommended-title" aria-busy={status === 'loading' || undefined} data-state={status}>
      <h2 id="cart-recommended-title" className="cart-recommended__title">
        You might also like
      </h2>
      {status === 'failed' ? (
        <InlineRetry message="We couldn’t load suggestions." onRetry={retry} />
      ) : (
        <ul className="cart-recommended__list">
          {status === 'loading'
            ? Array.from({ length: SKELETON_COUNT }, (_, index) => (
                <li key={index}>
                  <ProductCardSkeleton />
                </li>
              ))
            : products.map((product) => (
                <li key={String(product.id)}>
                  <ProductCard product={product} headingLevel={3} />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
