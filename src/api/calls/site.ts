import { cacheInfoSchema, siteDataSchema } from '../schemas/site.schema';
import { defineCall } from './define';

/** The store itself: its layout, settings and branches, and the versions of what the storefront keeps. */
export const site = {
  data: defineCall({
    id: 'getSiteData',
    method: 'get',
    path: '/api/get-data',
    audience: 'guest-or-customer',
    answer: { status: 200, schema: siteDataSchema },
  }),
  cacheInfo: defineCall({
    id: 'getCacheInfo',
    method: 'get',
    path: '/api/cache-info',
    audience: 'guest-or-customer',
    answer: { status: 200, schema: cacheInfoSchema },
  }),
};
