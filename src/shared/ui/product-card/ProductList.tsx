import { InlineRetry, PreviewNote } from './CatalogSection';
import { ProductCard, ProductCardSkeleton } from './ProductCard';
import type { ProductListView } from './use-product-source';

export const PRODUCTS_ERROR = 'We couldn’t load these products.';
export const NO_PRODUCTS_NOTE = 'No product matches this block’s source yet.';

interface ProductListBodyProps {
  list: ProductListView;
  /** A merchant previewing the layout sees a note where shoppers see nothing. */
  preview: boolean;
  /** Level of the cards' headings: one below the section title. */
  headingLevel: 2 | 3;
  /** How many of the first cards load their image at once (those seen on arrival). */
  eagerCount: number;
}

/** A grid of product cards for each state of a display block's products: skeletons, cards, Retry or a note. */
export function ProductGridBody({ list, preview, headingLevel, eagerCount }: ProductListBodyProps) {
  switch (list.status) {
    case 'failed':
      return <InlineRetry message={PRODUCTS_ERROR} onRetry={list.retry} />;
    case 'empty':
      return preview ? <PreviewNote>{NO_PRODUCTS_NOTE}</PreviewNote> : null;
    case 'loading':
      return (
        <ul className="product-grid" aria-busy="true" aria-label="Loading products">
          {Array.from({ length: list.expectedCount }, (_, position) => (
            <li key={position} aria-hidden="true">
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      );
    case 'ready':
      return (
        <ul className="product-grid">
          {list.products.map((product, position) => (
            <li key={product.id}>
              <ProductCard product={product} headingLevel={headingLevel} eager={position < eagerCount} />
            </li>
          ))}
        </ul>
      );
    default:
      return list.status satisfies never;
  }
}
