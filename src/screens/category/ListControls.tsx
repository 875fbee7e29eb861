import type { ChangeEvent } from 'react';
import { categoryProductSorts, type CategoryProductSort } from '@/api/calls/category';
import type { ListOptions } from '@/models/category-page/category-page.lib';

export const sortLabels: Record<CategoryProductSort, string> = {
  recommended: 'Recommended',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  name: 'Name',
};

const isSort = (value: string): value is CategoryProductSort => categoryProductSorts.some((sort) => sort === value);

/** The order of the list and the in-stock filter: native controls, so keyboards and screen readers know them. */
export function ListControls({ options, onChange }: { options: ListOptions; onChange: (next: ListOptions) => void }) {
  const onSort = (event: ChangeEvent<HTMLSelectElement>) => {
    const sort = event.target.value;
    if (isSort(sort)) onChange({ ...options, sort });
  };
  return (
    <div className="category-controls">
      <label className="category-controls__sort">
        <span className="category-controls__label">Sort by</span>
        <select className="category-controls__select" value={options.sort} onChange={onSort}>
          {categoryProductSorts.map((sort) => (
            <option key={sort} value={sort}>
              {sortLabels[sort]}
            </option>
          ))}
        </select>
      </label>
      <label className="category-controls__in-stock">
        <input type="checkbox" checked={options.inStock} onChange={(event) => onChange({ ...options, inStock: event.target.checked })} />
        In stock only
      </label>
    </div>
  );
}
