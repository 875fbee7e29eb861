import { createEvent, createStore, sample } from 'effector';
import { isApiError } from '@/api/api-error';
import { catalog } from '@/api/calls/catalog';
import { category } from '@/api/calls/category';
import { pages } from '@/api/calls/pages';
import { product } from '@/api/calls/product';
import { request, type RequestContext } from '@/api/client';
import { parseLayout } from '@/layout/parse-layout';
import { checkStoreLinks, storeLinksOf, targetKey, type CheckedStoreLink, type StoreLink, type StoreLookups, type StoreTarget } from '@/layout/store-links';
import { createRequestFx } from '@/models/request/request.model';
import { $layoutSettings } from '@/models/site/site.model';
import { layoutRegistry } from '../layout-registry';

/*
 * Merchant preview's check of the home layout's links to store pages (decisions/0038). Part of the preview panels' and
 * the studio bridge's lazy chunks: a shopper's page never loads it, so it asks nothing on a shopper's path.
 */

/**
 * Whether this page checks: `off` until told. Merchant preview starts it at once; a studio frame when the studio asks,
 * so the studio's hidden cost frames never do (their lookups would count as a block's cost).
 */
export type StoreLinkChecking = 'off' | 'on';

export interface StoreLinksReport {
  /** `checking` keeps the previous links on show until the newest layout's answer. */
  status: 'not-asked' | 'checking' | 'checked';
  links: CheckedStoreLink[];
}

/** Merchant preview (or the studio) wants the layout's store links checked, now and whenever the layout changes. */
export const storeLinkChecksStarted = createEvent();

/** A failed lookup is "could not check" unless the backend answered that there is no such page. */
async function answersFound(lookup: Promise<unknown>): Promise<boolean> {
  try {
    await lookup;
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return false;
    throw error;
  }
}

/** The calls that tell whether a page exists: the lists first, then each remaining slug by itself. */
function backendLookups(context: RequestContext): StoreLookups {
  return {
    listed: {
      category: async () => (await request(context, catalog.parentCategories)).data.map((listed) => listed.slug),
      page: async () => (await request(context, pages.list)).data.map((listed) => listed.slug),
    },
    exists: ({ type, slug }: StoreTarget) => {
      switch (type) {
        case 'category':
          return answersFound(request(context, category.get, { query: { slug } }));
        case 'product':
          return answersFound(request(context, product.get, { query: { slug } }));
        case 'page':
          return answersFound(request(context, pages.get, { query: { slug } }));
        default:
          return type satisfies never;
      }
    },
  };
}

export const checkStoreLinksFx = createRequestFx((context, { links, known }: { links: readonly StoreLink[]; known: readonly string[] }) =>
  checkStoreLinks(links, backendLookups(context), new Set(known)),
);

export const $storeLinkChecking = createStore<StoreLinkChecking>('off');
/** The home layout's links to store pages, from the layout as the storefront parses it. */
export const $layoutStoreLinks = $layoutSettings.map((layout) => storeLinksOf(parseLayout(layout.data, layoutRegistry)));
/** Pages found this visit (`category:pizzas`): not asked again after each edit in the studio. */
export const $foundTargets = createStore<readonly string[]>([]);
export const $storeLinksReport = createStore<StoreLinksReport>({ status: 'not-asked', links: [] });

$storeLinkChecking.on(storeLinkChecksStarted, () => 'on');

// When checking starts, and whenever the layout changes while it is on, check the layout's links.
sample({
  clock: [storeLinkChecksStarted, $layoutStoreLinks.updates],
  source: { checking: $storeLinkChecking, links: $layoutStoreLinks, known: $foundTargets },
  filter: ({ checking }) => checking === 'on',
  fn: ({ links, known }) => ({ links, known }),
  target: checkStoreLinksFx,
});
$storeLinksReport.on(checkStoreLinksFx, (report) => ({ ...report, status: 'checking' }));

// When the check of the layout on show answers, report it; an answer for a layout since replaced is dropped.
sample({
  clock: checkStoreLinksFx.done,
  source: $layoutStoreLinks,
  filter: (current, { params }) => params.links === current,
  fn: (_, { result }): StoreLinksReport => ({ status: 'checked', links: result }),
  target: $storeLinksReport,
});

// When pages are found, remember them.
$foundTargets.on(checkStoreLinksFx.doneData, (known, links) => {
  const found = links.filter((link) => link.verdict === 'found').map((link) => targetKey(link.target));
  const next = [...new Set([...known, ...found])];
  return next.length === known.length ? known : next;
});
