import { describe, expect, it } from 'vitest';
import { seedDatabase } from '../../fake-store/domain/seed';
import { buildSiteData } from '../../fake-store/domain/site';
import { buildShareUrl, deflateRaw, decodeShareFragment, encodeShareFragment, fromBase64Url, readShareFragment, toBase64Url } from './share-url.lib';
import { testSiteData } from './test-fixtures';

describe('share link', () => {
  it('round-trips draft, scenario and seed', async () => {
    const draft = { siteData: testSiteData(), scenario: 'flaky' as const, seed: 42 };
    const url = await buildShareUrl({ origin: 'http://localhost:5173', pathname: '/__studio', search: '' }, draft);
    expect(url).toMatch(/^http:\/\/localhost:5173\/__studio#share=[\w-]+$/);
    const fragment = readShareFragment(new URL(url).hash);
    expect(fragment).not.toBeNull();
    expect(await decodeShareFragment(fragment ?? '')).toEqual({ ok: true, draft });
  });

  it('keeps a seeded store draft to a few kilobytes', async () => {
    await seedDatabase();
    const siteData = buildSiteData(null);
    const fragment = await encodeShareFragment({ siteData, scenario: null, seed: null });
    const json = JSON.stringify(siteData).length;
    // Printed so the report can quote it; the assertion keeps it well under what browsers accept in a URL.
    console.info(`[share link] seeded draft: ${json} bytes of JSON -> ${fragment.length} characters in the hash`);
    expect(fragment.length).toBeLessThan(json / 2);
    expect(fragment.length).toBeLessThan(32_000);
    const decoded = await decodeShareFragment(fragment);
    expect(decoded.ok && decoded.draft.siteData).toEqual(siteData);
  });

  it('refuses a damaged or cut-short link with a reason', async () => {
    const fragment = await encodeShareFragment({ siteData: testSiteData(), scenario: null, seed: null });
    expect(await decodeShareFragment(fragment.slice(0, fragment.length / 2))).toMatchObject({ ok: false, error: expect.stringMatching(/damaged/) });
    expect(await decodeShareFragment('not base64!')).toMatchObject({ ok: false });
  });

  it('refuses a well-formed link that holds something else than a draft', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ v: 1, siteData: { layout: 'nope' }, scenario: null, seed: null }));
    const fragment = toBase64Url(await deflateRaw(bytes));
    expect(await decodeShareFragment(fragment)).toMatchObject({ ok: false, error: expect.stringMatching(/does not hold a studio draft/) });
  });

  it('reads an unknown scenario as none', async () => {
    const fragment = await encodeShareFragment({ siteData: testSiteData(), scenario: 'gone-scenario' as never, seed: null });
    const decoded = await decodeShareFragment(fragment);
    expect(decoded.ok && decoded.draft.scenario).toBeNull();
  });

  it('encodes base64url without padding and back', () => {
    const bytes = new Uint8Array([251, 255, 0, 1, 62, 63]);
    const text = toBase64Url(bytes);
    expect(text).not.toMatch(/[+/=]/);
    expect([...fromBase64Url(text)]).toEqual([...bytes]);
  });

  it('finds the share parameter in a hash, or none', () => {
    expect(readShareFragment('#share=abc')).toBe('abc');
    expect(readShareFragment('#other=1')).toBeNull();
    expect(readShareFragment('')).toBeNull();
  });
});
