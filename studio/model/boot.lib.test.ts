import { describe, expect, it } from 'vitest';
import { bootDraft } from './boot.lib';
import { corruptDraftStorageKey, draftStorageKey, replacedDraftStorageKey, serializeDraft } from './draft-storage.lib';
import { encodeShareFragment } from './share-url.lib';
import { testItem, testSiteData } from './test-fixtures';

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return { map, getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), removeItem: (key: string) => void map.delete(key) };
}

const seeded = testSiteData([testItem('seeded', 10)]);
const saved = { siteData: testSiteData([testItem('saved', 10)]), scenario: null, seed: null };
const shared = { siteData: testSiteData([testItem('shared', 10)]), scenario: 'store-closed' as const, seed: 5 };
const loadSeeded = async () => seeded;

describe('where the studio starts', () => {
  it('starts from the seeded store when nothing is saved', async () => {
    const result = await bootDraft({ hash: '', storage: memoryStorage(), loadSeeded });
    expect(result.draft).toEqual({ siteData: seeded, scenario: null, seed: null });
    expect(result.notices).toEqual([]);
  });

  it('starts from the saved draft', async () => {
    const result = await bootDraft({ hash: '', storage: memoryStorage({ [draftStorageKey]: serializeDraft(saved) }), loadSeeded });
    expect(result.draft).toEqual(saved);
  });

  it('reports an unreadable saved draft, keeps its text, and starts from the seeded store', async () => {
    const storage = memoryStorage({ [draftStorageKey]: '{broken' });
    const result = await bootDraft({ hash: '', storage, loadSeeded });
    expect(result.draft.siteData).toEqual(seeded);
    expect(result.notices[0]).toMatchObject({ tone: 'error', text: expect.stringContaining(corruptDraftStorageKey) });
    expect(storage.map.get(corruptDraftStorageKey)).toBe('{broken');
  });

  it('lets a share link win over the saved draft, keeping the saved one and offering it back', async () => {
    const savedText = serializeDraft(saved);
    const storage = memoryStorage({ [draftStorageKey]: savedText });
    const result = await bootDraft({ hash: `#share=${await encodeShareFragment(shared)}`, storage, loadSeeded });
    expect(result.draft).toEqual(shared);
    expect(result.replaced).toEqual(saved);
    expect(result.fromShareLink).toBe(true);
    expect(storage.map.get(replacedDraftStorageKey)).toBe(savedText);
    expect(JSON.parse(storage.map.get(draftStorageKey) ?? '').draft).toEqual(shared);
  });

  it('reports a damaged share link and shows the saved draft', async () => {
    const result = await bootDraft({ hash: '#share=AAAA', storage: memoryStorage({ [draftStorageKey]: serializeDraft(saved) }), loadSeeded });
    expect(result.draft).toEqual(saved);
    expect(result.notices[0]?.tone).toBe('error');
  });
});
