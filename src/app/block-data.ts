/**
 * The data the home page's blocks show, asked for as their views ask (use-product-source.ts, use-category-tiles.ts), so
 * a server draws the blocks with it and the browser hydrating its HTML reaches the same state (page-data.ts): each
 * display block's products under the key its view reads, and the categories when a block shows them or picks
 * products by a category's slug.
 */
import { allSettled, type Scope } from 'effector';
import type { ProductHorizontalStripData } from '../../blocks/product_horizontal_strip/product_horizontal_strip.block';
import type { ProductsDisplayData } from '../../blocks/products_display/products_display.block';
import { parseLayout, type LayoutNode } from '@/layout/parse-layout';
import { $categories, categoriesRequested } from '@/models/catalog/categories.model';
import { productQueryRequested } from '@/models/catalog/product-queries.model';
import { blockProductsKey, productQueryParams } from '@/models/catalog/product-source.lib';
import { $layoutSettings } from '@/models/site/site.model';
import { layoutRegistry } from './layout-registry';

/** Blocks that show products from a source (useProductSource), and blocks that show the categories (useCategoryTiles). */
const productBlocks = new Set(['products_display', 'product_horizontal_strip']);
const categoryBlocks = new Set(['categories_horizontal_strip', 'categories_grid']);

type BlockNode = Extract<LayoutNode, { kind: 'block' }>;

/** The home layout's blocks' data, settled in `scope`. */
export async function loadBlockData(scope: Scope): Promise<void> {
  const blocks = parseLayout(scope.getState($layoutSettings).data, layoutRegistry).filter((node): node is BlockNode => node.kind === 'block');
  const products = blocks
    .filter((node) => productBlocks.has(node.block.code))
    .map((node) => {
      const { source, count } = node.data as ProductsDisplayData | ProductHorizontalStripData;
      return { key: blockProductsKey(node.block.code, node.id), source, count };
    });
  const needsCategories = blocks.some((node) => categoryBlocks.has(node.block.code)) || products.some(({ source, count }) => productQueryParams(source, count, null).kind === 'needs-categories');
  if (needsCategories) await allSettled(categoriesRequested, { scope });
  const categories = scope.getState($categories);
  const known = categories.status === 'ready' ? categories.categories : null;
  await Promise.all(
    products.map(({ key, source, count }) => {
      const resolution = productQueryParams(source, count, known);
      return resolution.kind === 'ready' ? allSettled(productQueryRequested, { scope, params: { key, params: resolution.params } }) : null;
    }),
  );
}
