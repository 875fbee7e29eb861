import type { CSSProperties } from 'react';
import type { BlockProps } from '@/layout/define-block';
import { CatalogSection, sectionFrameProps } from '@/shared/ui/product-card/CatalogSection';
import { ProductGridBody } from '@/shared/ui/product-card/ProductList';
import { blockProductsKey } from '@/models/catalog/product-source.lib';
import { useProductSource } from '@/shared/ui/product-card/use-product-source';
import type { ProductsDisplayData, ProductsDisplaySettings } from './products_display.block';

type ColumnsStyle = CSSProperties & Record<'--columns-mobile' | '--columns-desktop', string>;

/** A titled grid of product cards. */
export default function ProductsDisplay({ id, data, settings, index, mode }: BlockProps<ProductsDisplayData, ProductsDisplaySettings>) {
  const list = useProductSource(blockProductsKey('products_display', id), data.source, data.count);
  const style: ColumnsStyle = { '--columns-mobile': String(data.columns_mobile), '--columns-desktop': String(data.columns_desktop) };
  return (
    <CatalogSection
      {...sectionFrameProps('products_display', { id, mode, data, settings }, list.status, 'Products')}
      style={style}
    >
      {/* The first row of a block near the top is seen on arrival. */}
      <ProductGridBody list={list} preview={mode === 'preview'} headingLevel={data.title ? 3 : 2} eagerCount={index < 2 ? data.columns_desktop : 0} />
    </CatalogSection>
  );
}
