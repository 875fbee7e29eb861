import { useUnit } from 'effector-react';
import { useEffect, useMemo, useRef, type CSSProperties } from 'react';
import type { Product } from '@/api/schemas/product.schema';
import type { BlockProps } from '@/layout/define-block';
import { $categories, categoriesRequested } from '@/models/catalog/categories.model';
import { productQueryParamsKey } from '@/models/catalog/product-queries.model';
import { listQueryParams } from '@/models/catalog/product-source.lib';
import {
  $products,
  $productsExhausted,
  $productsShowMore,
  nextProductsPageRequested,
  productsCleared,
  productsListOpened,
  productsRetryClicked,
  showMoreProductsClicked,
} from '@/models/catalog/products.model';
import { CatalogSection, InlineRetry, PreviewNote } from '@/shared/ui/product-card/CatalogSection';
import { ProductCard, ProductCardSkeleton } from '@/shared/ui/product-card/ProductCard';
import { hasIntersectionObserver, useNearEnd } from '@/shared/ui/infinite-list/use-near-end';
import { infiniteListStatus } from '@/shared/ui/infinite-list/infinite-list.lib';
import { VirtualGrid } from '@/shared/ui/virtual-grid/VirtualGrid';
import type { ProductsInfiniteScrollData, ProductsInfiniteScrollSettings } from './products_infinite_scroll.block';
import { rowStrides } from './infinite-scroll.lib';
import './infinite-scroll.css';

export const CATEGORIES_ERROR = 'We couldn’t load this list.';
export const LOADING_MORE = 'Loading more products…';
export const SHOW_MORE = 'Show more products';

type Cell = { kind: 'product'; product: Product } | { kind: 'skeleton'; position: number };

/** Every product of the catalogue or a category, page after page, in a windowed grid. */
export default function ProductsInfiniteScroll({ id, data, settings, index, mode }: BlockProps<ProductsInfiniteScrollData, ProductsInfiniteScrollSettings>) {
  const [list, exhausted, showMoreState, categories, opened, cleared, nearedEnd, showMore, retried, requestCategories] = useUnit([
    $products,
    $productsExhausted,
    $productsShowMore,
    $categories,
    productsListOpened,
    productsCleared,
    nextProductsPageRequested,
    showMoreProductsClicked,
    productsRetryClicked,
    categoriesRequested,
  ]);
  const known = categories.status === 'ready' ? categories.categories : null;
  const resolution = useMemo(() => listQueryParams(data.source, data.per_page, known), [data.source, data.per_page, known]);
  const queryKey = resolution.kind === 'ready' ? productQueryParamsKey(resolution.params) : null;

  // When the source names a category by slug, the categories are needed first.
  useEffect(() => {
    if (resolution.kind === 'needs-categories') requestCategories();
  }, [resolution.kind, requestCategories]);

  // The latest params, read when the query key changes: a new object with the same params (the categories
  // refreshed) must not restart the list.
  const latest = useRef(resolution);
  useEffect(() => {
    latest.current = resolution;
  });
  // When the block shows a source, open its list from page 1; when it leaves or the source changes, clear it
  // (spec section 4: lists reset on clear).
  useEffect(() => {
    const current = latest.current;
    if (queryKey === null || current.kind !== 'ready') return;
    opened(current.params);
    return () => cleared();
  }, [queryKey, opened, cleared]);

  const sentinel = useRef<HTMLDivElement>(null);
  useNearEnd(sentinel, nearedEnd, `${list.items.length}:${String(list.isFetching)}:${String(list.error)}`);

  // "Show more" pressed: how many products were shown then. Once its page is in, focus moves to the first product it
  // brought (or to Retry when it failed), where the shopper carries on, instead of staying below the new products.
  const moreFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = moreFrom.current;
    if (from === null || list.isFetching) return;
    moreFrom.current = null;
    const root = sentinel.current?.parentElement;
    const target =
      list.error !== null
        ? root?.querySelector<HTMLElement>('.inline-retry button')
        : root?.querySelector<HTMLElement>(`[aria-posinset="${from + 1}"] .product-card__name a`);
    target?.focus();
  }, [list.isFetching, list.error]);

  const categoriesFailed = resolution.kind === 'needs-categories' && categories.status === 'failed';
  const status =
    resolution.kind === 'unknown-category' ? 'empty' : categoriesFailed ? 'failed' : infiniteListStatus({ ...list, itemCount: list.items.length, exhausted });
  const waiting = resolution.kind === 'needs-categories' && !categoriesFailed;
  // After the first pages (or without IntersectionObserver, from the first) the shopper asks for each next page; the
  // button stays, saying so, while the page it asked for loads.
  const offersMore = showMoreState !== 'hidden' || (status === 'ready' && !hasIntersectionObserver());

  const cells = useMemo<Cell[]>(() => {
    const products = list.items.map((product): Cell => ({ kind: 'product', product }));
    // Placeholders for the page on its way hold its space, so the end of the list does not jump.
    const loading = list.isFetching || waiting || (list.items.length === 0 && !exhausted && list.error === null && !categoriesFailed);
    const skeletons = loading ? Array.from({ length: data.per_page }, (_, position): Cell => ({ kind: 'skeleton', position })) : [];
    return [...products, ...skeletons];
  }, [list.items, list.isFetching, list.error, exhausted, waiting, categoriesFailed, data.per_page]);

  const columnsStyle = { '--columns-mobile': String(data.columns_mobile), '--columns-desktop': String(data.columns_desktop) } as CSSProperties;
  const headingLevel = data.title ? 3 : 2;
  const firstRow = data.columns_desktop;

  return (
    <CatalogSection
      code="products_infinite_scroll"
      id={id}
      title={data.title}
      subtitle={data.subtitle}
      fallbackLabel="All products"
      backgroundColor={settings.background_color}
      textColor={settings.text_color}
      state={status}
      hidden={mode === 'live' && status === 'empty'}
      className="infinite-scroll"
      style={columnsStyle}
    >
      {status === 'empty' ? (
        mode === 'preview' ? <PreviewNote>No product matches this block’s source yet.</PreviewNote> : null
      ) : (
        <VirtualGrid<Cell>
          items={cells}
          label={data.title || 'All products'}
          columns={{ mobile: data.columns_mobile, desktop: data.columns_desktop }}
          rowHeight={rowStrides(data.columns_mobile, data.columns_desktop)}
          getKey={(cell) => (cell.kind === 'product' ? `product-${String(cell.product.id)}` : `skeleton-${cell.position}`)}
          renderItem={(cell, position) =>
            cell.kind === 'product' ? (
              // Only the first row of a list near the top of the page is seen on arrival.
              <ProductCard product={cell.product} layout="fill" headingLevel={headingLevel} eager={index < 2 && position < firstRow} />
            ) : (
              <ProductCardSkeleton layout="fill" />
            )
          }
        />
      )}
      <div ref={sentinel} className="infinite-scroll__sentinel" aria-hidden="true" />
      <p className="visually-hidden" role="status">
        {list.isFetching && list.items.length > 0 ? LOADING_MORE : ''}
      </p>
      {status === 'failed' ? (
        <InlineRetry message={categoriesFailed ? CATEGORIES_ERROR : (list.error ?? CATEGORIES_ERROR)} onRetry={categoriesFailed ? requestCategories : retried} />
      ) : null}
      {status === 'complete' ? <p className="infinite-scroll__end">{data.end_message}</p> : null}
      {offersMore ? (
        <button
          type="button"
          className="button infinite-scroll__more"
          aria-disabled={list.isFetching || undefined}
          onClick={() => {
            if (list.isFetching) return;
            moreFrom.current = list.items.length;
            showMore();
          }}
        >
          {list.isFetching ? LOADING_MORE : SHOW_MORE}
        </button>
      ) : null}
    </CatalogSection>
  );
}
