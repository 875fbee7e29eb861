import { describe } from './describe';
import { site } from './site';

/** What the contract says about the site calls. */
export const siteDocs = [
  describe(site.data, {
    summary: "The store's home layout, settings and branches, read once at start and again on a branch change.",
    errors: [],
    check: {},
  }),
  describe(site.cacheInfo, {
    summary: 'A version per cached resource; a changed version drops the copy the storefront keeps.',
    errors: [],
    check: {},
  }),
];
