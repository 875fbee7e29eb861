import type { BlockProps } from '@/layout/define-block';
import type { CategoriesGridData, CategoriesGridSettings } from './categories_grid.block';
import { CategoryGridSection } from './CategoryGridSection';

export default function CategoriesGrid({ id, data, settings, index, mode }: BlockProps<CategoriesGridData, CategoriesGridSettings>) {
  return <CategoryGridSection code="categories_grid" id={id} data={data} settings={settings} index={index} mode={mode} />;
}
