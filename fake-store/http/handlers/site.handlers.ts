import { calls } from '@/api/calls';
import { buildCacheInfo, buildSiteData } from '../../domain/site';
import { serve } from '../serve';

/** GET /api/get-data and GET /api/cache-info: the boot calls of the storefront. */
export const siteHandlers = [serve(calls.site.data, ({ branchId }) => buildSiteData(branchId)), serve(calls.site.cacheInfo, () => buildCacheInfo())];
