import { http, HttpResponse } from 'msw';
import { buildCacheInfo, buildSiteData } from '../../domain/site';
import { withClientContract } from '../client-contract';

/** GET /api/get-data and GET /api/cache-info: the boot calls of the storefront. */
export const siteHandlers = [
  http.get(
    '*/api/get-data',
    withClientContract(({ branchId }) => HttpResponse.json(buildSiteData(branchId))),
  ),
  http.get(
    '*/api/cache-info',
    withClientContract(() => HttpResponse.json(buildCacheInfo())),
  ),
];
