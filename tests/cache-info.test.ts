// @vitest-environment jsdom
import { createWatch, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CacheInfo } from '@/api/schemas/site.schema';
import { PRODUCT_PAGE_CACHE_PREFIX } from '@/models/cache/cache-info.lib';
import { $cacheVersions } from '@/models/cache/cache.model';
import { PERSIST_KEY, emptyPersistedState, serializePersistedState, type PersistedState } from '@/models/persist/persist.lib';
import { $siteSettings, $siteStatus } from '@/models/site/site.model';
import { toastShown } from '@/models/toast/toast.model';
import { startApp, setupSimulatedStore } from './support/simulated-store';

const { server } = setupSimulatedStore();

const versions = (changes: Partial<CacheInfo> = {}): CacheInfo => ({
  'cache-settings': '1',
  'cache-layouts': '1',
  'cache-branches': '1',
  'cache-products': '1',
  ...changes,
});

function keep(state: Partial<PersistedState>) {
  localStorage.setItem(PERSIST_KEY, serializePersistedState({ ...emptyPersistedState, ...state }));
}

const keptSite: Partial<PersistedState> = { siteSettings: { storeName: 'Kept copy' }, layoutSettings: { data: [] } };

function answerCacheInfo(info: CacheInfo) {
  server.use(http.get('*/api/cache-info', () => HttpResponse.json(info)));
}
function failGetData() {
  server.use(http.get('*/api/get-data', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
}

describe('cache-info invalidation', () => {
  it('removes every kept product page when the products version changed, and nothing else', async () => {
    keep({ cacheVersions: versions() });
    localStorage.setItem(`${PRODUCT_PAGE_CACHE_PREFIX}1`, '[]');
    localStorage.setItem(`${PRODUCT_PAGE_CACHE_PREFIX}2?category=7`, '[]');
    localStorage.setItem('cache-key:categories', 'kept');
    answerCacheInfo(versions({ 'cache-products': '2' }));
    const scope = await startApp();
    expect(localStorage.getItem(`${PRODUCT_PAGE_CACHE_PREFIX}1`)).toBeNull();
    expect(localStorage.getItem(`${PRODUCT_PAGE_CACHE_PREFIX}2?category=7`)).toBeNull();
    expect(localStorage.getItem('cache-key:categories')).toBe('kept');
    expect(scope.getState($cacheVersions)).toEqual(versions({ 'cache-products': '2' }));
  });

  it('keeps product pages when the products version is unchanged', async () => {
    keep({ cacheVersions: versions() });
    localStorage.setItem(`${PRODUCT_PAGE_CACHE_PREFIX}1`, '[]');
    answerCacheInfo(versions({ 'cache-settings': '5' }));
    await startApp();
    expect(localStorage.getItem(`${PRODUCT_PAGE_CACHE_PREFIX}1`)).toBe('[]');
  });

  it.each(['cache-settings', 'cache-layouts', 'cache-branches'] as const)('drops the kept site settings when %s changed', async (key) => {
    keep({ ...keptSite, cacheVersions: versions() });
    answerCacheInfo(versions({ [key]: '2' }));
    failGetData();
    const scope = await startApp();
    // The stale copy is gone, so with get-data down the shopper gets the calm retry, not stale settings.
    expect(scope.getState($siteSettings)).toEqual({});
    expect(scope.getState($siteStatus)).toBe('failed');
    const kept = JSON.parse(localStorage.getItem(PERSIST_KEY) ?? '{}') as { state: PersistedState };
    expect(kept.state.siteSettings).toBeNull();
  });

  it('keeps showing the kept site settings when nothing changed and get-data fails', async () => {
    keep({ ...keptSite, cacheVersions: versions() });
    answerCacheInfo(versions());
    failGetData();
    const scope = await startApp();
    expect(scope.getState($siteSettings)).toEqual({ storeName: 'Kept copy' });
    expect(scope.getState($siteStatus)).toBe('ready');
  });

  it('never drops fresh site data that arrived before cache-info', async () => {
    keep({ ...keptSite, cacheVersions: versions() });
    server.use(
      http.get('*/api/cache-info', async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json(versions({ 'cache-settings': '9' }));
      }),
    );
    const scope = await startApp();
    expect(scope.getState($siteSettings).storeName).toBe('Juniper Kitchen');
  });

  it('ignores a failing cache-info silently', async () => {
    keep({ cacheVersions: versions() });
    localStorage.setItem(`${PRODUCT_PAGE_CACHE_PREFIX}1`, '[]');
    server.use(http.get('*/api/cache-info', () => HttpResponse.error()));
    const scope = fork();
    const toasts: unknown[] = [];
    createWatch({ unit: toastShown, scope, fn: (toast) => toasts.push(toast) });
    await startApp(scope);
    expect(toasts).toEqual([]);
    expect(localStorage.getItem(`${PRODUCT_PAGE_CACHE_PREFIX}1`)).toBe('[]');
    expect(scope.getState($cacheVersions)).toEqual(versions());
    expect(scope.getState($siteStatus)).toBe('ready');
  });
});
