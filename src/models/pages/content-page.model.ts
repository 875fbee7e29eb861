import { createEvent, createStore, sample } from 'effector';
import { isApiError } from '@/api/api-error';
import { pages } from '@/api/calls/pages';
import { request } from '@/api/client';
import type { ContentPage } from '@/api/schemas/page.schema';
import { createRequestFx } from '@/models/request/request.model';

/** What the content page screen shows: its skeleton, the page, the not-found screen, or a failure with Retry. */
type ContentPageStatus = 'loading' | 'ready' | 'notFound' | 'failed';

interface ContentPageState {
  /** The page on screen; answers for any other slug are dropped. */
  slug: string | null;
  status: ContentPageStatus;
  page: ContentPage | null;
}

const initialContentPage: ContentPageState = { slug: null, status: 'loading', page: null };

// The content page's loader fires contentPageOpened (ADR 0044), so nothing is lost to the late chunk.
/** The content page with this slug is on show. */
export const contentPageOpened = createEvent<{ slug: string }>();
/** The shopper asked to try loading the page again. */
export const contentPageRetryClicked = createEvent();
/** A failed page is being fetched again. */
const contentPageRetried = createEvent<{ slug: string }>();

export const fetchContentPageFx = createRequestFx((context, { slug }: { slug: string }) => request(context, pages.get, { query: { slug } }));

export const $contentPage = createStore<ContentPageState>(initialContentPage)
  // The page already on show stays while it is fetched again; another page starts from its skeleton.
  .on(contentPageOpened, (state, { slug }) => (state.slug === slug && state.status === 'ready' ? state : { slug, status: 'loading', page: null }));

// When a page opens, fetch it (again, if it is the one on show: the merchant may have changed it since).
sample({ clock: contentPageOpened, target: fetchContentPageFx });

const isFailedPage = (state: ContentPageState): state is ContentPageState & { slug: string } => state.slug !== null && state.status === 'failed';

// When the shopper clicks Retry after a failure, show the skeleton and fetch the page again.
sample({
  clock: contentPageRetryClicked,
  source: $contentPage,
  filter: isFailedPage,
  fn: ({ slug }): { slug: string } => ({ slug }),
  target: contentPageRetried,
});
$contentPage.on(contentPageRetried, (state) => ({ ...state, status: 'loading' }));
sample({ clock: contentPageRetried, target: fetchContentPageFx });

// When the page on screen answers, show it; an answer for a page the shopper has left is dropped.
$contentPage.on(fetchContentPageFx.done, (state, { params, result }) => (params.slug === state.slug ? { slug: params.slug, status: 'ready', page: result.data } : state));

// When the page on screen fails: 404 means there is no such page; otherwise offer Retry, unless it is already shown.
$contentPage.on(fetchContentPageFx.fail, (state, { params, error }) => {
  if (params.slug !== state.slug) return state;
  if (isApiError(error) && error.status === 404) return { slug: params.slug, status: 'notFound', page: null };
  return state.status === 'ready' ? state : { ...state, status: 'failed' };
});
