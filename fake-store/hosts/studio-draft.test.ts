import { getResponse, type RequestHandler } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorBodySchema } from '@/api/schemas/common.schema';
import { siteDataSchema, type SiteData } from '@/api/schemas/site.schema';
import { buildSiteData } from '../domain/site';
import { seedDatabase } from '../domain/seed';
import { seedFacts } from '../domain/seed-facts';
import { handlers } from '../http/handlers';
import { scenarioHandlers } from '../http/scenarios';
import { brokenLayoutItems } from '../http/scenarios/broken-layout';
import {
  createLocalStorageDraftStore,
  createMemoryDraftStore,
  isStudioDraftId,
  parseStudioDraftId,
  studioDraftHandlers,
  studioDraftPath,
  studioDraftStorageKey,
  studioDraftStoreHandlers,
  type StudioDraftStore,
} from './studio-draft';
import { apiRequest, testOrigin } from '../http/testing';

beforeEach(() => seedDatabase());

/** A Storage stand-in for the node environment: what localStorage does, in a Map. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** The seeded get-data, renamed and on the Riverside branch: a draft a merchant could have made. */
function draftSiteData(): SiteData {
  const seeded = buildSiteData('1');
  const riverside = seeded.branches.branches.find((branch) => branch.name === 'Riverside') ?? null;
  return {
    ...seeded,
    settings: { ...seeded.settings, storeName: 'Draft Bistro' },
    branches: { ...seeded.branches, selected_branch: riverside },
  };
}

async function getData(list: readonly RequestHandler[], branchId = 1): Promise<SiteData> {
  const response = await getResponse([...list], apiRequest('/api/get-data', { branchId }));
  expect(response?.status).toBe(200);
  return siteDataSchema.parse(await response?.json());
}

function storeRequest(id: string, init: { method: string; body?: string }): Request {
  return new Request(new URL(studioDraftPath(id), testOrigin), { method: init.method, body: init.body ?? null, headers: { 'Content-Type': 'application/json' } });
}

describe('draft ids and addresses', () => {
  it('takes short ids of letters, digits, - and _ only', () => {
    expect(isStudioDraftId('draft-1_A')).toBe(true);
    expect(isStudioDraftId('a'.repeat(64))).toBe(true);
    for (const bad of ['', 'a'.repeat(65), 'a b', 'a/b', '../x', 'é', 'a;b']) expect(isStudioDraftId(bad)).toBe(false);
  });

  it('reads a parameter or cookie value, with none (and anything invalid) meaning no draft', () => {
    expect(parseStudioDraftId(' d1 ')).toBe('d1');
    expect(parseStudioDraftId('none')).toBeNull();
    expect(parseStudioDraftId('NONE')).toBeNull();
    expect(parseStudioDraftId('a/b')).toBeNull();
    expect(parseStudioDraftId(null)).toBeNull();
  });

  it('names the storage key and the simulator path the studio publishes to', () => {
    expect(studioDraftStorageKey('d1')).toBe('simulator:studio-draft:d1');
    expect(studioDraftPath('d1')).toBe('/sim/studio/drafts/d1');
  });
});

describe('the draft stores', () => {
  it('localStorage: reads what the studio wrote, and tells missing from corrupt', () => {
    const storage = memoryStorage();
    const store = createLocalStorageDraftStore(storage);
    expect(store.get('d1')).toEqual({ kind: 'missing' });
    storage.setItem(studioDraftStorageKey('d1'), JSON.stringify(draftSiteData()));
    const found = store.get('d1');
    expect(found.kind === 'found' && found.draft.settings.storeName).toBe('Draft Bistro');
    storage.setItem(studioDraftStorageKey('d1'), '{not json');
    expect(store.get('d1')).toMatchObject({ kind: 'corrupt', reason: expect.stringMatching(/not JSON/) });
    storage.setItem(studioDraftStorageKey('d1'), JSON.stringify({ layout: 'nope' }));
    expect(store.get('d1')).toMatchObject({ kind: 'corrupt', reason: expect.stringMatching(/layout/) });
    store.put('d2', draftSiteData());
    expect(store.get('d2').kind).toBe('found');
    store.delete('d2');
    expect(store.get('d2').kind).toBe('missing');
  });

  it('localStorage: a blocked storage reads as no draft', () => {
    const store = createLocalStorageDraftStore({
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    });
    expect(store.get('d1')).toEqual({ kind: 'missing' });
  });

  it('in memory: keeps the latest drafts up to its limit, dropping the least recently written', () => {
    const store = createMemoryDraftStore(2);
    store.put('a', draftSiteData());
    store.put('b', draftSiteData());
    store.put('a', draftSiteData());
    store.put('c', draftSiteData());
    expect(['a', 'b', 'c'].map((id) => store.get(id).kind)).toEqual(['found', 'missing', 'found']);
  });
});

describe('PUT and GET /sim/studio/drafts/:id', () => {
  let store: StudioDraftStore;
  let list: RequestHandler[];
  beforeEach(() => {
    store = createMemoryDraftStore();
    list = studioDraftStoreHandlers(store);
  });

  it('keeps a valid draft (204) and answers it back', async () => {
    const put = await getResponse(list, storeRequest('d1', { method: 'PUT', body: JSON.stringify(draftSiteData()) }));
    expect(put?.status).toBe(204);
    const got = await getResponse(list, storeRequest('d1', { method: 'GET' }));
    expect(got?.status).toBe(200);
    expect(siteDataSchema.parse(await got?.json()).settings.storeName).toBe('Draft Bistro');
  });

  it('refuses a body that is not a get-data answer with a message naming the fields', async () => {
    const invalid = { ...draftSiteData(), layout: 'x' };
    const response = await getResponse(list, storeRequest('d1', { method: 'PUT', body: JSON.stringify(invalid) }));
    expect(response?.status).toBe(400);
    const { message } = apiErrorBodySchema.parse(await response?.json());
    expect(message).toMatch(/^The draft is not a get-data answer: layout: /);
    expect(store.get('d1').kind).toBe('missing');
  });

  it('refuses a body that is not JSON, and an id that is not valid', async () => {
    const notJson = await getResponse(list, storeRequest('d1', { method: 'PUT', body: 'layout=1' }));
    expect(notJson?.status).toBe(400);
    expect(apiErrorBodySchema.parse(await notJson?.json()).message).toMatch(/must be JSON/);
    const badId = await getResponse(list, storeRequest('a.b', { method: 'PUT', body: JSON.stringify(draftSiteData()) }));
    expect(badId?.status).toBe(400);
    expect(apiErrorBodySchema.parse(await badId?.json()).message).toMatch(/draft id/);
  });

  it('answers 404 for a draft never published', async () => {
    const response = await getResponse(list, storeRequest('nothing', { method: 'GET' }));
    expect(response?.status).toBe(404);
  });
});

describe('get-data from a draft', () => {
  it('answers the draft, its own selected branch winning over the call’s branch_id, read at each call', async () => {
    const store = createMemoryDraftStore();
    store.put('d1', draftSiteData());
    const base = [...studioDraftHandlers(store, 'd1'), ...handlers];
    const first = await getData(base, 1);
    expect(first.settings.storeName).toBe('Draft Bistro');
    expect(first.branches.selected_branch?.name).toBe('Riverside');
    store.put('d1', { ...draftSiteData(), settings: { ...draftSiteData().settings, storeName: 'Edited Bistro' } });
    expect((await getData(base)).settings.storeName).toBe('Edited Bistro');
  });

  it('still follows the client contract', async () => {
    const store = createMemoryDraftStore();
    store.put('d1', draftSiteData());
    const response = await getResponse(studioDraftHandlers(store, 'd1'), apiRequest('/api/get-data', { withoutAjaxHeader: true }));
    expect(response?.status).toBe(400);
  });

  it('falls through to the seeded store when the draft is missing or corrupt, warning once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = memoryStorage();
    const base = [...studioDraftHandlers(createLocalStorageDraftStore(storage), 'd1'), ...handlers];
    expect((await getData(base)).settings.storeName).toBe(seedFacts.storeName);
    expect((await getData(base)).settings.storeName).toBe(seedFacts.storeName);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/Studio draft "d1".*no such draft/);

    storage.setItem(studioDraftStorageKey('d1'), JSON.stringify(draftSiteData()));
    expect((await getData(base)).settings.storeName).toBe('Draft Bistro');
    storage.setItem(studioDraftStorageKey('d1'), '{"layout":');
    expect((await getData(base)).settings.storeName).toBe(seedFacts.storeName);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1]?.[0]).toMatch(/not JSON/);
  });

  it('composes with store-closed: the scenario closes the draft', async () => {
    const store = createMemoryDraftStore();
    store.put('d1', draftSiteData());
    const base = [...studioDraftHandlers(store, 'd1'), ...handlers];
    const list = [...scenarioHandlers('store-closed', { base }), ...base];
    const siteData = await getData(list);
    expect(siteData.settings.storeName).toBe('Draft Bistro');
    expect(siteData.settings.globalStoreEnable).toBe('false');
  });

  it('composes with broken-layout: the broken items join the draft’s layout', async () => {
    const store = createMemoryDraftStore();
    const draft = draftSiteData();
    const onlyFirst = draft.layout.filter((item) => item.code === 'top_nav');
    store.put('d1', { ...draft, layout: onlyFirst });
    const base = [...studioDraftHandlers(store, 'd1'), ...handlers];
    const list = [...scenarioHandlers('broken-layout', { base }), ...base];
    const siteData = await getData(list);
    expect(siteData.settings.storeName).toBe('Draft Bistro');
    expect(siteData.layout.map((item) => item.id)).toEqual([
      ...onlyFirst.map((item) => item.id),
      brokenLayoutItems.unknownCode.id,
      brokenLayoutItems.invalidData.id,
      brokenLayoutItems.throwingCode.id,
    ]);
  });
});
