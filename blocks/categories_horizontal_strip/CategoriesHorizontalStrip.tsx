import { Link } from 'wouter';
import type { Category } from '@/api/schemas/category.schema';
import type { BlockProps, RenderMode } from '@/layout/define-block';
import { linkHref } from '@/layout/block-field-schemas';
import { ByWidth } from '@/shared/ui/ByWidth';
import { CatalogSection, InlineRetry, PreviewNote, sectionFrameProps } from '@/shared/ui/product-card/CatalogSection';
import { CATEGORIES_ERROR, CategoryGridSection, CategoryTile, CategoryTileSkeleton } from '../categories_grid/CategoryGridSection';
import { useCategoryTiles, type CategoryTiles } from '../categories_grid/use-category-tiles';
import type { CategoriesHorizontalStripData, CategoriesHorizontalStripSettings } from './categories_horizontal_strip.block';
import './categories-strip.css';

const CODE = 'categories_horizontal_strip';

function CategoryChip({ category, eager }: { category: Category; eager: boolean }) {
  return (
    <Link href={linkHref({ type: 'category', slug: category.slug }) ?? '/'} className="category-chip">
      {category.image ? <img src={category.image} alt="" width={32} height={32} loading={eager ? 'eager' : 'lazy'} decoding="async" /> : null}
      <span>{category.name}</span>
    </Link>
  );
}

function StripBody({ tiles, settings, index, mode }: { tiles: CategoryTiles; settings: CategoriesHorizontalStripSettings; index: number; mode: RenderMode }) {
  const chips = settings.mobile_style === 'chips';
  switch (tiles.status) {
    case 'failed':
      return <InlineRetry message={CATEGORIES_ERROR} onRetry={tiles.retry} />;
    case 'empty':
      return mode === 'preview' ? <PreviewNote>No category matches this block’s source yet.</PreviewNote> : null;
    case 'loading':
      return (
        <ul className="category-strip" aria-busy="true" aria-label="Loading categories">
          {Array.from({ length: tiles.expectedCount }, (_, position) => (
            <li key={position} aria-hidden="true">
              {chips ? (
                <span className="category-chip category-chip--skeleton skeleton-block" />
              ) : (
                <CategoryTileSkeleton showName={settings.show_names} />
              )}
            </li>
          ))}
        </ul>
      );
    case 'ready':
      return (
        <ul className="category-strip">
          {tiles.categories.map((category, position) => {
            // The first screenful of a strip near the top is seen on arrival.
            const eager = index < 2 && position < 5;
            return (
              <li key={category.id}>
                {chips ? <CategoryChip category={category} eager={eager} /> : <CategoryTile category={category} eager={eager} showName={settings.show_names} />}
              </li>
            );
          })}
        </ul>
      );
    default:
      return tiles.status satisfies never;
  }
}

function CategoryStripSection({ id, data, settings, index, mode }: BlockProps<CategoriesHorizontalStripData, CategoriesHorizontalStripSettings>) {
  const tiles = useCategoryTiles(data.source, data.max_count);
  return (
    <CatalogSection
      {...sectionFrameProps(CODE, { id, mode, data, settings }, tiles.status, 'Categories')}
      className={`categories-block categories-block--${settings.image_shape} categories-strip categories-strip--${settings.mobile_style}`}
    >
      <StripBody tiles={tiles} settings={settings} index={index} mode={mode} />
    </CatalogSection>
  );
}

/** A sideways-scrolling row of categories on phones; on desktop exactly the categories_grid block. */
export default function CategoriesHorizontalStrip(props: BlockProps<CategoriesHorizontalStripData, CategoriesHorizontalStripSettings>) {
  return <ByWidth narrow={<CategoryStripSection {...props} />} wide={<CategoryGridSection code={CODE} id={props.id} data={props.data} settings={props.settings} index={props.index} mode={props.mode} />} />;
}
