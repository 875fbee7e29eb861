import { apiRequest, type RequestContext } from './client';
import { cacheInfoSchema, siteDataSchema } from './schemas/site.schema';

export const getSiteData = (context: RequestContext) =>
  apiRequest(context, { method: 'get', path: '/api/get-data', schema: siteDataSchema });

export const getCacheInfo = (context: RequestContext) =>
  apiRequest(context, { method: 'get', path: '/api/cache-info', schema: cacheInfoSchema });
