import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { SiteData } from '@/api/schemas/site.schema';
import { $branchesState } from '@/models/branches/branches.model';
import { $layoutSettings, $siteDataSource, $siteRefreshing, $siteSettings, $siteStatus, cachedSiteDataRestored, fetchSiteDataFx, siteDataReplaced } from './site.model';

const branch = { id: 2, name: 'Harbour', address: null, phone: null, is_open: true };

const draft: SiteData = {
  layout: [{ id: 7, code: 'static_banner', type: 'designElement', data: {}, settings: {}, position: 10, uniqueId: null }],
  settings: { storeName: 'Draft Store', globalStoreEnable: 'true' },
  branches: { branches: [branch], selected_branch: branch },
};

describe('site data replaced (the preview studio\'s quiet refresh)', () => {
  it('puts settings, layout and branches on screen as a network answer does, without the refresh bar', async () => {
    const scope = fork();
    await allSettled(cachedSiteDataRestored, { scope, params: { siteSettings: { storeName: 'Kept' }, layoutSettings: { data: [] } } });
    await allSettled(siteDataReplaced, { scope, params: draft });
    expect(scope.getState($siteSettings)).toEqual({ storeName: 'Draft Store', globalStoreEnable: true });
    expect(scope.getState($layoutSettings).data.map((item) => item.id)).toEqual([7]);
    expect(scope.getState($branchesState).selected_branch).toEqual(branch);
    expect(scope.getState($siteDataSource)).toBe('network');
    expect(scope.getState($siteStatus)).toBe('ready');
    expect(scope.getState($siteRefreshing)).toBe(false);
  });

  it('shows the same state as the get-data request answering the same data', async () => {
    const viaRequest = fork({ handlers: [[fetchSiteDataFx, () => Promise.resolve(draft)]] });
    await allSettled(fetchSiteDataFx, { scope: viaRequest, params: undefined });
    const viaEvent = fork();
    await allSettled(siteDataReplaced, { scope: viaEvent, params: draft });
    expect(viaEvent.getState($siteSettings)).toEqual(viaRequest.getState($siteSettings));
    expect(viaEvent.getState($layoutSettings)).toEqual(viaRequest.getState($layoutSettings));
    expect(viaEvent.getState($siteDataSource)).toEqual(viaRequest.getState($siteDataSource));
    expect(viaEvent.getState($siteStatus)).toEqual(viaRequest.getState($siteStatus));
    expect(viaEvent.getState($branchesState)).toEqual(viaRequest.getState($branchesState));
  });
});
