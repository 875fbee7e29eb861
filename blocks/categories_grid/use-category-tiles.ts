import { useUnit } from 'effector-react';
import { useDeferredValue, useEffect } from 'react';
import type { Category } from '@/api/schemas/category.schema';
import { $categories, categoriesRequested } from '@/models/catalog/categories.model';
import type { CategorySource } from './categories_grid.block';

type CategoryTilesStatus = 'loading' | 'ready' | 'empty' | 'failed';

export interface CategoryTiles {
  status: CategoryTilesStatus;
  categories: Category[];
  /** How many tiles the block will show once loaded: placeholders hold exactly that space. */
  expectedCount: number;
  retry: () => void;
}

/** The merchant's picks in their order, by slug (any case); slugs that match no category are skipped. */
function pickCategories(all: readonly Category[], source: CategorySource, maxCount: number): Category[] {
  if (source.type === 'all') return all.slice(0, maxCount);
  const bySlug = new Map(all.map((category) => [category.slug.toLowerCase(), category]));
  const picked = source.slugs.flatMap((slug) => bySlug.get(slug.toLowerCase()) ?? []);
  return [...new Set(picked)].slice(0, maxCount);
}

/**
 * The categories a category block shows; asks for them when the block mounts (the model asks the network once a visit,
 * so a page that came drawn with them, src/app/block-data.ts, asks nothing more).
 */
export function useCategoryTiles(source: CategorySource, maxCount: number): CategoryTiles {
  const [latestState, request] = useUnit([$categories, categoriesRequested]);
  // The tiles render in a transition React can slice, not in the store update's own task (use-product-source.ts).
  const state = useDeferredValue(latestState);
  // When a category block mounts, it needs the categories (the model fetches them once per visit).
  useEffect(() => {
    request();
  }, [request]);
  const expectedCount = source.type === 'all' ? maxCount : Math.min(maxCount, source.slugs.length);
  const base = { expectedCount, retry: request };
  switch (state.status) {
    case 'idle':
    case 'loading':
      return { ...base, status: 'loading', categories: [] };
    case 'failed':
      return { ...base, status: 'failed', categories: [] };
    case 'ready': {
      const categories = pickCategories(state.categories, source, maxCount);
      return { ...base, status: categories.length > 0 ? 'ready' : 'empty', categories };
    }
    default:
      return state.status satisfies never;
  }
}
