import { describe, expect, it } from 'vitest';
import { parseSiteDataJson, serializeSiteData } from './site-data-io.lib';
import { testItem, testSiteData } from './test-fixtures';

describe('import and export', () => {
  it('export then import gives the same site data', () => {
    const siteData = testSiteData([testItem(5, 10, { data: { anything: [1, 2] } }), testItem('x', 20, { type: 'plugin', code: null, uniqueId: 'cookie_consent' })]);
    expect(parseSiteDataJson(serializeSiteData(siteData))).toEqual({ ok: true, siteData, dropped: [] });
  });

  it('accepts items whose data is invalid for their block: the report lists them', () => {
    const siteData = testSiteData([testItem(1, 10, { code: 'banner_slider', data: { slides: 'nope' } })]);
    expect(parseSiteDataJson(JSON.stringify(siteData)).ok).toBe(true);
  });

  it('leaves out a row that is no layout item, as the storefront does, and says which and why', () => {
    const kept = testItem(5, 10);
    const text = JSON.stringify({ ...testSiteData(), layout: [{ code: 'x', type: 'designElement', data: {}, settings: {}, position: 1, uniqueId: null }, kept] });
    const result = parseSiteDataJson(text);
    expect(result.ok && result.siteData.layout.map((item) => item.id)).toEqual([5]);
    expect(result.ok && result.dropped).toEqual([{ path: 'layout.0', message: expect.stringMatching(/^dropped: id: expected number or string, got nothing/) }]);
  });

  it.each([
    ['empty text', '  ', /empty/],
    ['invalid JSON', '{ "layout": [', /not valid JSON/],
    ['a list instead of get-data', '[]', /shape of \/api\/get-data/],
    ['a layout that is not a list', JSON.stringify({ ...testSiteData(), layout: {} }), /layout: /],
  ])('refuses %s with a clear reason', (_name, text, reason) => {
    const result = parseSiteDataJson(text);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(reason);
  });
});
