import { describe, expect, it } from 'vitest';
import { corruptDraftStorageKey, draftStorageKey, loadStoredDraft, parseStoredDraft, saveDraft, serializeDraft } from './draft-storage.lib';
import { testSiteData } from './test-fixtures';

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const draft = { siteData: testSiteData(), scenario: 'slow' as const, seed: 9 };

describe('saved draft', () => {
  it('survives a save and a load', () => {
    const storage = memoryStorage();
    expect(saveDraft(storage, draft, new Date('2026-01-02T03:04:05Z'))).toBe(true);
    expect(JSON.parse(storage.map.get(draftStorageKey) ?? '')).toMatchObject({ version: 1, savedAt: '2026-01-02T03:04:05.000Z' });
    expect(loadStoredDraft(storage)).toMatchObject({ status: 'ok', draft });
  });

  it('is none when nothing is saved', () => {
    expect(loadStoredDraft(memoryStorage())).toEqual({ status: 'none' });
    expect(loadStoredDraft(null)).toEqual({ status: 'none' });
  });

  it.each([
    ['text that is not JSON', '{"version":1,', /not valid JSON/],
    ['JSON of another shape', JSON.stringify({ version: 1, savedAt: 'x', draft: { siteData: { layout: {} } } }), /not a draft/],
    ['a draft of another version', JSON.stringify({ version: 7, savedAt: 'x', draft: {} }), /another studio version \(7\)/],
  ])('reports %s, and keeps the text under another key', (_name, text, reason) => {
    const storage = memoryStorage({ [draftStorageKey]: text });
    const result = loadStoredDraft(storage);
    expect(result).toMatchObject({ status: 'unreadable', reason: expect.stringMatching(reason) });
    expect(storage.map.get(corruptDraftStorageKey)).toBe(text);
    expect(storage.map.has(draftStorageKey)).toBe(false);
  });

  it('says when storage refuses the draft', () => {
    const full = { ...memoryStorage(), setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } };
    expect(saveDraft(full, draft)).toBe(false);
  });

  it('reads a stored unknown scenario as none', () => {
    const text = serializeDraft({ ...draft, scenario: 'retired' as never });
    expect(parseStoredDraft(text)).toMatchObject({ status: 'ok', draft: { scenario: null } });
  });
});
