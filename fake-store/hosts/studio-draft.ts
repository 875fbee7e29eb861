import { http, HttpResponse, type RequestHandler } from 'msw';
import { siteDataSchema, type SiteData } from '@/api/schemas/site.schema';
import { withClientContract } from '../http/client-contract';
import { errorResponse } from '../http/http-errors';

/**
 * The merchant preview studio's drafts (issue 6). The studio (`/__studio`) shows the storefront in frames at
 * `/?preview=1&studio=<draft id>`, and publishes its draft, a get-data answer, in both places the simulator can
 * read it:
 *   - localStorage `simulator:studio-draft:<id>`, read by the browser worker (`npm start`), whose handlers run in
 *     the frame's own page on the same origin;
 *   - `PUT /sim/studio/drafts/<id>`, kept in memory by the Node simulator (`npm run simulator`).
 * A page with `?studio=<id>` then answers get-data from that draft instead of the seeded store.
 */

import { studioDraftStorageKey } from './studio-draft-keys';

export { studioCookieName, studioDraftParam, studioDraftPath, studioDraftStorageKey, studioStorageKey } from './studio-draft-keys';

const draftIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** A draft id is short and URL-, cookie- and storage-key-safe, so it is used everywhere without escaping. */
export function isStudioDraftId(value: string): boolean {
  return draftIdPattern.test(value);
}

/** Reads `?studio=`, a cookie or a storage value: a valid draft id, else none (`none` included). */
export function parseStudioDraftId(value: string | null): string | null {
  const text = value?.trim() ?? '';
  if (text.toLowerCase() === 'none') return null;
  return isStudioDraftId(text) ? text : null;
}

export type StudioDraftLookup = { kind: 'found'; draft: SiteData } | { kind: 'missing' } | { kind: 'corrupt'; reason: string };

export interface StudioDraftStore {
  get(id: string): StudioDraftLookup;
  put(id: string, draft: SiteData): void;
  delete(id: string): void;
}

/** The first few schema issues as one line, enough for a merchant or developer to find the bad field. */
function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  const shown = issues.slice(0, 5).map((issue) => `${issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)'}: ${issue.message}`);
  const more = issues.length > shown.length ? ` (and ${issues.length - shown.length} more)` : '';
  return `${shown.join('; ')}${more}`;
}

export type DraftValidation = { ok: true; draft: SiteData } | { ok: false; reason: string };

/** Checks a draft against get-data's own schema: the storefront could not read anything else. */
export function validateStudioDraft(value: unknown): DraftValidation {
  const parsed = siteDataSchema.safeParse(value);
  if (parsed.success) return { ok: true, draft: parsed.data };
  return { ok: false, reason: `The draft is not a get-data answer: ${describeIssues(parsed.error.issues)}.` };
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Drafts in localStorage, where the studio writes them and the worker in a frame reads them. The studio
 * writes on every edit, so the last text read and its parse are kept: an unchanged draft is not parsed again.
 */
export function createLocalStorageDraftStore(storage: DraftStorage): StudioDraftStore {
  let last: { id: string; text: string; lookup: StudioDraftLookup } | null = null;
  return {
    get(id) {
      let text: string | null;
      try {
        text = storage.getItem(studioDraftStorageKey(id));
      } catch {
        return { kind: 'missing' };
      }
      if (text === null) return { kind: 'missing' };
      if (last && last.id === id && last.text === text) return last.lookup;
      let lookup: StudioDraftLookup;
      try {
        const checked = validateStudioDraft(JSON.parse(text));
        lookup = checked.ok ? { kind: 'found', draft: checked.draft } : { kind: 'corrupt', reason: checked.reason };
      } catch {
        lookup = { kind: 'corrupt', reason: 'The stored draft is not JSON.' };
      }
      last = { id, text, lookup };
      return lookup;
    },
    put(id, draft) {
      storage.setItem(studioDraftStorageKey(id), JSON.stringify(draft));
    },
    delete(id) {
      storage.removeItem(studioDraftStorageKey(id));
    },
  };
}

/** How many drafts the in-memory store keeps: each may be up to the server's 1 MB body cap. */
export const maxMemoryDrafts = 50;

/** Drafts in the Node simulator's memory, filled by `PUT /sim/studio/drafts/:id`; the oldest write goes first when full. */
export function createMemoryDraftStore(limit = maxMemoryDrafts): StudioDraftStore {
  const drafts = new Map<string, SiteData>();
  return {
    get(id) {
      const draft = drafts.get(id);
      return draft ? { kind: 'found', draft } : { kind: 'missing' };
    },
    put(id, draft) {
      // Re-inserting moves the id to the end of the Map's order, so the eviction below drops the least recently written.
      drafts.delete(id);
      drafts.set(id, draft);
      while (drafts.size > limit) {
        const oldest = drafts.keys().next();
        if (oldest.done) break;
        drafts.delete(oldest.value);
      }
    },
    delete(id) {
      drafts.delete(id);
    },
  };
}

/**
 * `PUT /sim/studio/drafts/:id` (the draft as the JSON body; 204) and `GET /sim/studio/drafts/:id` (the draft; 404
 * when there is none). Not under /api: these are the studio's calls, so the storefront's client contract does not apply.
 */
export function studioDraftStoreHandlers(store: StudioDraftStore): RequestHandler[] {
  const invalidId = () => errorResponse(400, 'A draft id is 1 to 64 letters, digits, "-" or "_".');
  return [
    http.put<{ id: string }>('*/sim/studio/drafts/:id', async ({ request, params }) => {
      if (!isStudioDraftId(params.id)) return invalidId();
      let body: unknown;
      try {
        body = JSON.parse(await request.text());
      } catch {
        return errorResponse(400, 'The request body must be JSON: the draft, exactly as /api/get-data answers it.');
      }
      const checked = validateStudioDraft(body);
      if (!checked.ok) return errorResponse(400, checked.reason);
      store.put(params.id, checked.draft);
      return new HttpResponse(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
    }),
    http.get<{ id: string }>('*/sim/studio/drafts/:id', ({ params }) => {
      if (!isStudioDraftId(params.id)) return invalidId();
      const found = store.get(params.id);
      if (found.kind === 'found') return HttpResponse.json(found.draft, { headers: { 'Cache-Control': 'no-store' } });
      if (found.kind === 'corrupt') return errorResponse(422, found.reason);
      return errorResponse(404, `There is no draft "${params.id}".`);
    }),
  ];
}

/**
 * get-data answered from draft `id`, read from the store on every call (the studio changes it between calls).
 * The draft's own `selected_branch` wins over the call's branch_id: the merchant chose it in the studio. When
 * the draft is missing or corrupt the handler returns nothing, so the seeded store behind it answers, and it
 * says so once on the console (a frame refreshes often; one warning is enough to find the cause).
 *
 * Compose it in front of the store, with scenarios in front of both so they change the draft:
 *   const base = [...studioDraftHandlers(store, id), ...handlers];
 *   const list = [...scenarioHandlers(scenario, { seed, base }), ...base];
 */
export function studioDraftHandlers(store: StudioDraftStore, id: string): RequestHandler[] {
  let warned = false;
  return [
    http.get(
      '*/api/get-data',
      async (info) => {
        const found = store.get(id);
        if (found.kind !== 'found') {
          if (!warned) {
            warned = true;
            const why = found.kind === 'missing' ? 'there is no such draft' : found.reason;
            console.warn(`[simulator] Studio draft "${id}" cannot be used (${why}); answering the seeded store.`);
          }
          return undefined;
        }
        warned = false;
        const draft = found.draft;
        return withClientContract(() => HttpResponse.json(draft, { headers: { 'Cache-Control': 'no-store' } }))(info);
      },
    ),
  ];
}
