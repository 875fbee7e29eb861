import { useUnit } from 'effector-react';
import { useMemo, useRef } from 'react';
import { match } from 'ts-pattern';
import { Link } from 'wouter';
import type { Product } from '@/api/schemas/product.schema';
import { CATEGORY_PAGE_SIZE } from '@/models/category-page/category-page.lib';
import { $products, $productsStatus, PRODUCTS_PAGE_ERROR, nextPageRequested, productsRetryClicked } from '@/models/category-page/category-page.model';
import { hasIntersectionObserver, useNearEnd } from '@/shared/ui/infinite-list/use-near-end';
import { InlineRetry } from '@/shared/ui/product-card/CatalogSection';
import { ProductCard, ProductCardSkeleton } from '@/shared/ui/product-card/ProductCard';
import { VirtualGrid } from '@/shared/ui/virtual-grid/VirtualGrid';
import { EmptyState } from '@/shared/ui/empty-state/EmptyState';

const LOADING_MORE = 'Loading more products…';
const EMPTY_MESSAGE = 'No products here yet.';
const EMPTY_IN_STOCK_MESSAGE = 'No products here are in stock right now.';

/** Two columns on a phone and in the 480 px desktop overlay alike. */
const COLUMNS = { mobile: 2, desktop: 2 };
/**
 * Row strides (card + 12 px gap): the card's text and button take 141 px, the picture the rest, close to square on
 * a 375 px phone and in the overlay's 440 px content box.
 */
const ROW_HEIGHTS = { mobile: 330, desktop: 360 };

/**
 * Placeholders while the first page loads: three rows, more than a phone's screen, so the footer stays out of sight
 * and nothing on screen moves when the products come (a small category shows no taller than its placeholders).
 */
export const FIRST_PAGE_SKELETONS = 6;

type Cell = { kind: 'product'; product: Product } | { kind: 'skeleton'; position: number };

function EmptyList({ inStock, onShowAll }: { inStock: boolean; onShowAll: () => void }) {
  return (
    <EmptyState picture="menu" className="category-empty">
      {inStock ? (
        <>
          <p className="category-empty__message">{EMPTY_IN_STOCK_MESSAGE}</p>
          <button type="button" className="button button--primary" onClick={onShowAll}>
            Show all products
          </button>
        </>
      ) : (
        <>
          <p className="category-empty__message">{EMPTY_MESSAGE}</p>
          <Link href="/" className="button button--primary">
            Browse all categories
          </Link>
        </>
      )}
    </EmptyState>
  );
}

/**
 * The category's products, page after page, in a windowed grid: only the rows near the visible area are in the DOM,
 * so a list of a thousand products stays light.
 */
export function CategoryProducts({ name, inStock, onShowAll }: { name: string; inStock: boolean; onShowAll: () => void }) {
  const [list, status, nearedEnd, retried] = useUnit([$products, $productsStatus, nextPageRequested, productsRetryClicked]);
  const sentinel = useRef<HTMLDivElement>(null);
  useNearEnd(sentinel, nearedEnd, `${list.items.length}:${String(list.isFetching)}:${String(list.error)}`);

  const cells = useMemo<Cell[]>(() => {
    const products = list.items.map((product): Cell => ({ kind: 'product', product }));
    // Placeholders for the page on its way hold its space, so the end of the list does not jump when it comes.
    const loading = status === 'loading' || list.isFetching;
    const count = products.length === 0 ? FIRST_PAGE_SKELETONS : CATEGORY_PAGE_SIZE;
    const skeletons = loading ? Array.from({ length: count }, (_, position): Cell => ({ kind: 'skeleton', position })) : [];
    return [...products, ...skeletons];
  }, [list.items, list.isFetching, status]);

  return (
    <div className="category-products" data-state={status} aria-busy={status === 'loading'}>
      {cells.length > 0 ? (
        <VirtualGrid<Cell>
          items={cells}
          label={`${name} products`}
          columns={COLUMNS}
          rowHeight={ROW_HEIGHTS}
          getKey={(cell) => (cell.kind === 'product' ? `product-${String(cell.product.id)}` : `skeleton-${cell.position}`)}
          renderItem={(cell, position) =>
            cell.kind === 'product' ? (
              // Only the first row is seen on arrival: the rest load as they near the viewport.
              <ProductCard product={cell.product} layout="fill" headingLevel={2} eager={position < COLUMNS.mobile} />
            ) : (
              <ProductCardSkeleton layout="fill" />
            )
          }
        />
      ) : null}
      <div ref={sentinel} className="category-products__sentinel" aria-hidden="true" />
      <p className="visually-hidden" role="status">
        {list.isFetching && list.items.length > 0 ? LOADING_MORE : ''}
      </p>
      {match(status)
        .with('loading', 'complete', () => null)
        .with('ready', () =>
          // Without IntersectionObserver (old browsers) the shopper asks for the next page.
          !list.isFetching && !hasIntersectionObserver() ? (
            <button type="button" className="button category-products__more" onClick={nearedEnd}>
              Show more products
            </button>
          ) : null,
        )
        .with('failed', () => <InlineRetry message={list.error ?? PRODUCTS_PAGE_ERROR} onRetry={retried} />)
        .with('empty', () => <EmptyList inStock={inStock} onShowAll={onShowAll} />)
        .exhaustive()}
    </div>
  );
}
