import type { CSSProperties } from 'react';
import { Link } from 'wouter';
import type { Category } from '@/api/schemas/category.schema';
import type { RenderMode } from '@/layout/define-block';
import { linkHref } from '@/layout/block-field-schemas';
import { CatalogSection, InlineRetry, PreviewNote, sectionFrameProps } from '@/shared/ui/product-card/CatalogSection';
import type { CategoriesGridData, CategoriesGridSettings } from './categories_grid.block';
import { useCategoryTiles, type CategoryTiles } from './use-category-tiles';
import './categories-grid.css';

/** The catalogue's category pictures are square. */
const CATEGORY_IMAGE_SIZE = 400;

export const CATEGORIES_ERROR = 'We couldn’t load the categories.';

type ColumnsStyle = CSSProperties & Record<'--columns-mobile' | '--columns-desktop', string>;

export function CategoryTile({ category, eager, showName }: { category: Category; eager: boolean; showName: boolean }) {
  return (
    <Link href={linkHref({ type: 'category', slug: category.slug }) ?? '/'} className="category-tile">
      <span className="category-tile__media">
        {category.image ? (
          // The name beside it says what the picture shows.
          <img src={category.image} alt="" width={CATEGORY_IMAGE_SIZE} height={CATEGORY_IMAGE_SIZE} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        ) : (
          <span className="category-tile__initial" aria-hidden="true">
            {category.name.charAt(0)}
          </span>
        )}
      </span>
      <span className={showName ? 'category-tile__name' : 'visually-hidden'}>{category.name}</span>
    </Link>
  );
}

/** A tile while its category loads: the grid's, and the horizontal strip's when it shows tiles. */
export function CategoryTileSkeleton({ showName }: { showName: boolean }) {
  return (
    <span className="category-tile category-tile--skeleton">
      <span className="category-tile__media skeleton-block" />
      {showName ? (
        <span className="category-tile__name">
          <span className="skeleton-line" />
        </span>
      ) : null}
    </span>
  );
}

/** What the grid shows for each state of its categories. */
function GridBody({ tiles, settings, index, mode }: { tiles: CategoryTiles; settings: CategoriesGridSettings; index: number; mode: RenderMode }) {
  switch (tiles.status) {
    case 'failed':
      return <InlineRetry message={CATEGORIES_ERROR} onRetry={tiles.retry} />;
    case 'empty':
      return mode === 'preview' ? <PreviewNote>No category matches this block’s source yet.</PreviewNote> : null;
    case 'loading':
      return (
        <ul className="category-grid" aria-busy="true" aria-label="Loading categories">
          {Array.from({ length: tiles.expectedCount }, (_, position) => (
            <li key={position} aria-hidden="true">
              <CategoryTileSkeleton showName={settings.show_names} />
            </li>
          ))}
        </ul>
      );
    case 'ready':
      return (
        <ul className="category-grid">
          {tiles.categories.map((category, position) => (
            <li key={category.id}>
              {/* Only the first rows of a block near the top are seen on arrival. */}
              <CategoryTile category={category} eager={index < 2 && position < 8} showName={settings.show_names} />
            </li>
          ))}
        </ul>
      );
    default:
      return tiles.status satisfies never;
  }
}

interface CategoryGridSectionProps {
  /** The layout code on the root: categories_horizontal_strip renders this grid on desktop. */
  code: string;
  id: string;
  data: CategoriesGridData;
  settings: CategoriesGridSettings;
  index: number;
  mode: RenderMode;
}

/** The grid of category tiles: the categories_grid block, and categories_horizontal_strip's desktop layout. */
export function CategoryGridSection({ code, id, data, settings, index, mode }: CategoryGridSectionProps) {
  const tiles = useCategoryTiles(data.source, data.max_count);
  const style: ColumnsStyle = { '--columns-mobile': String(data.columns_mobile), '--columns-desktop': String(data.columns_desktop) };
  return (
    <CatalogSection
      {...sectionFrameProps(code, { id, mode, data, settings }, tiles.status, 'Categories')}
      className={`categories-block categories-block--${settings.image_shape}`}
      style={style}
    >
      <GridBody tiles={tiles} settings={settings} index={index} mode={mode} />
    </CatalogSection>
  );
}
