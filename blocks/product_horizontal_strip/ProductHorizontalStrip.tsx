import type { Product } from '@/api/schemas/product.schema';
import type { BlockProps } from '@/layout/define-block';
import { blockProductsKey } from '@/models/catalog/product-source.lib';
import { useIsMobile } from '@/shared/lib/use-media-query';
import { Carousel } from '@/shared/ui/carousel/Carousel';
import { CatalogSection, InlineRetry, PreviewNote, sectionFrameProps } from '@/shared/ui/product-card/CatalogSection';
import { ProductCard, ProductCardSkeleton } from '@/shared/ui/product-card/ProductCard';
import { NO_PRODUCTS_NOTE, PRODUCTS_ERROR } from '@/shared/ui/product-card/ProductList';
import { useProductSource, type ProductListView } from '@/shared/ui/product-card/use-product-source';
import type { ProductHorizontalStripData, ProductHorizontalStripSettings } from './product_horizontal_strip.block';

/** A slide: a product, or a placeholder of the same size while the products load. */
type StripItem = { kind: 'product'; product: Product } | { kind: 'skeleton'; position: number };

function stripItems(list: ProductListView): StripItem[] {
  if (list.status === 'loading') return Array.from({ length: list.expectedCount }, (_, position) => ({ kind: 'skeleton', position }));
  return list.products.map((product) => ({ kind: 'product', product }));
}

interface StripBodyProps {
  list: ProductListView;
  title: string;
  showArrows: boolean;
  preview: boolean;
  /** The block's place on the page: only a strip near the top loads its first images at once. */
  index: number;
}

function StripBody({ list, title, showArrows, preview, index }: StripBodyProps) {
  switch (list.status) {
    case 'failed':
      return <InlineRetry message={PRODUCTS_ERROR} onRetry={list.retry} />;
    case 'empty':
      return preview ? <PreviewNote>{NO_PRODUCTS_NOTE}</PreviewNote> : null;
    case 'loading':
    case 'ready':
      return (
        <Carousel<StripItem>
          items={stripItems(list)}
          // Not the section's own name: two landmarks with one name could not be told apart.
          label={title ? `${title}: products` : 'Products'}
          variant="strip"
          showArrows={showArrows && list.status === 'ready'}
          showDots={false}
          getKey={(item) => (item.kind === 'product' ? `product-${String(item.product.id)}` : `skeleton-${item.position}`)}
          renderItem={(item, position) =>
            item.kind === 'product' ? (
              // The first two cards of a strip near the top are seen on arrival.
              <ProductCard product={item.product} headingLevel={title ? 3 : 2} eager={index < 2 && position < 2} />
            ) : (
              <ProductCardSkeleton />
            )
          }
        />
      );
    default:
      return list.status satisfies never;
  }
}

/** Product cards in a sideways row that snaps to each card, with previous / next buttons. */
export default function ProductHorizontalStrip({ id, data, settings, index, mode }: BlockProps<ProductHorizontalStripData, ProductHorizontalStripSettings>) {
  const list = useProductSource(blockProductsKey('product_horizontal_strip', id), data.source, data.count);
  // Phones swipe; arrows there would sit over the cards' names.
  const isMobile = useIsMobile();
  return (
    <CatalogSection
      {...sectionFrameProps('product_horizontal_strip', { id, mode, data, settings }, list.status, 'Products')}
      className="product-strip"
    >
      <StripBody list={list} title={data.title} showArrows={settings.show_arrows && !isMobile} preview={mode === 'preview'} index={index} />
    </CatalogSection>
  );
}
