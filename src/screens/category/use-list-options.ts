import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { listOptionsFromSearch, searchWithListOptions, type ListOptions } from '@/models/category-page/category-page.lib';

/**
 * The order and filter of the list, owned by the address (`?sort=price_asc&in_stock=1`): the model follows it, so a
 * shared link, a reload and Back all show the same list. A change replaces the history entry, so Back leaves the
 * category in one press instead of stepping through every order tried.
 */
export function useListOptions(): [ListOptions, (next: ListOptions) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const options = useMemo(() => listOptionsFromSearch(search), [search]);
  const change = useCallback(
    (next: ListOptions) => {
      const query = searchWithListOptions(search, next);
      navigate(query === '' ? path : `${path}?${query}`, { replace: true });
    },
    [search, path, navigate],
  );
  return [options, change];
}
