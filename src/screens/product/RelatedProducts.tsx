import { useUnit } from 'effector-react';
import { $relatedProducts, RELATED_SHOWN, relatedProductsRetried } from '@/models/product-page/product-page.model';
import { InlineRetry } from '@/shared/ui/product-card/CatalogSection';
import { ProductCard, ProductCardSkeleton } from '@/shared/ui/product-card/ProductCard';

/** A few other products of the same category, as cards; nothing at all when there are none. */
export function RelatedProducts({ productId }: { productId: string }) {
  const [related, retry] = useUnit([$relatedProducts, relatedProductsRetried]);
  // A list for another product (the one before) is never shown, nor an empty one.
  if (related.productId !== productId || related.status === 'idle' || (related.status === 'ready' && related.products.length === 0)) return null;
  return (
    <section className="product-page__related" aria-labelledby="product-related-title" aria-busy={related.status === 'loading' || undefined} data-state={related.status}>
      <h2 id="product-related-title" className="product-page__related-title">
        You might also like
      </h2>
      {related.status === 'failed' ? (
        <InlineRetry message="We couldn’t load similar products." onRetry={() => retry()} />
      ) : (
        <ul className="product-grid product-page__related-list">
          {related.status === 'loading'
            ? Array.from({ length: RELATED_SHOWN }, (_, index) => (
                <li key={index}>
                  <ProductCardSkeleton />
                </li>
              ))
            : related.products.map((product) => (
                <li key={String(product.id)}>
                  <ProductCard product={product} headingLevel={3} />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
