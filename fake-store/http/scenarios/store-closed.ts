import type { RequestHandler } from 'msw';
import { cacheInfoSchema, siteDataSchema } from '@/api/schemas/site.schema';
import { settingKeys } from '@/domain/site-settings';
import { answerOverride } from './answer-overrides';

/**
 * The store as usual, but switched off by the merchant: get-data says globalStoreEnable 'false', and
 * cache-info reports changed settings as the real API would, so a client holding cached settings drops them.
 */
export function storeClosedHandlers(base?: readonly RequestHandler[]): RequestHandler[] {
  return [
    answerOverride('*/api/get-data', siteDataSchema, (siteData) => ({
      ...siteData,
      settings: { ...siteData.settings, [settingKeys.globalStoreEnable]: 'false' },
    }), base),
    answerOverride('*/api/cache-info', cacheInfoSchema, (versions) => ({
      ...versions,
      'cache-settings': `${versions['cache-settings']}-store-closed`,
    }), base),
  ];
}
