/** What an endless list shows: `complete` once every page is in, `empty` when its source has no items. */
export type InfiniteListStatus = 'loading' | 'ready' | 'complete' | 'empty' | 'failed';

/** A failure wins (what is shown stays, with Retry); no items yet is `loading` until the source says it has none. */
export function infiniteListStatus(list: { isFetching: boolean; error: string | null; itemCount: number; exhausted: boolean }): InfiniteListStatus {
  if (list.error !== null) return 'failed';
  if (list.itemCount === 0) return list.exhausted && !list.isFetching ? 'empty' : 'loading';
  return list.exhausted ? 'complete' : 'ready';
}

/** Whether every page of a paged list is in (`currentPage` is 0 before the first page). */
export const isExhausted = (list: { currentPage: number; lastPage: number }) => list.currentPage > 0 && list.currentPage >= list.lastPage;
