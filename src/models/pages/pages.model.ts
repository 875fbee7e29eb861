import { createEvent, createStore, sample } from 'effector';
import { pages } from '@/api/calls/pages';
import { request } from '@/api/client';
import type { PageSummary } from '@/api/schemas/page.schema';
import { createRequestFx } from '@/models/request/request.model';

/** Where the list of content pages is: not asked for yet, on its way, in, or failed (asked again when needed). */
export type PagesStatus = 'idle' | 'loading' | 'ready' | 'failed';

// The footer's page links load after the first paint and fire pagesRequested on mount, so nothing is lost.
/** Something on screen links to the store's content pages (the footer mounted). */
export const pagesRequested = createEvent();

export const fetchPagesFx = createRequestFx((context, _: void) => request(context, pages.list));

/** The pages slice of spec section 3: the store's content pages, in display order. */
export const $pages = createStore<PageSummary[]>([]);
export const $pagesStatus = createStore<PagesStatus>('idle');

// When the pages are needed, fetch them once per session: not while a request is on its way, not again once they are
// in (the footer mounts again on every route that shows it); again after a failure.
sample({
  clock: pagesRequested,
  source: $pagesStatus,
  filter: (status) => status === 'idle' || status === 'failed',
  fn: (): void => undefined,
  target: fetchPagesFx,
});

$pagesStatus
  .on(fetchPagesFx, () => 'loading')
  .on(fetchPagesFx.done, () => 'ready')
  .on(fetchPagesFx.fail, () => 'failed');

// When the list arrives, keep it in the merchant's order (a stable sort: equal positions keep the server's order).
$pages.on(fetchPagesFx.doneData, (_, { data }) => [...data].sort((a, b) => a.position - b.position));
