/** A paged list slice (products, reviews): pages append on success, and the list resets on clear. */
export interface PagedListState<Item> {
  isFetching: boolean;
  error: string | null;
  currentPage: number;
  lastPage: number;
  items: Item[];
}

export interface PageReceived<Item> {
  items: Item[];
  currentPage: number;
  lastPage: number;
}

export function emptyPagedList<Item>(): PagedListState<Item> {
  return { isFetching: false, error: null, currentPage: 0, lastPage: 1, items: [] };
}

export function appendPage<Item>(state: PagedListState<Item>, page: PageReceived<Item>): PagedListState<Item> {
  // Page 1 starts a new list, so a refetch after a filter change never shows stale items.
  const items = page.currentPage <= 1 ? page.items : [...state.items, ...page.items];
  return { isFetching: false, error: null, currentPage: page.currentPage, lastPage: page.lastPage, items };
}
