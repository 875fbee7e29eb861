import * as z from 'zod/mini';
import { siteDataSchema } from '@/api/schemas/site.schema';
import { parseScenario } from '../../fake-store/http/scenario-catalog';
import type { Draft } from './draft.lib';

/** Where the draft survives a reload. The value is `{ version, savedAt, draft }`. */
export const draftStorageKey = 'storefront-studio:draft';
/** Where a saved draft that could not be read is kept, so nothing is silently lost. */
export const corruptDraftStorageKey = 'storefront-studio:draft:unreadable';
/** Where the local draft is kept when a share link replaces it. */
export const replacedDraftStorageKey = 'storefront-studio:draft:before-share';
const DRAFT_STORAGE_VERSION = 1;

const storedDraftSchema = z.object({
  version: z.literal(DRAFT_STORAGE_VERSION),
  savedAt: z.string(),
  draft: z.object({ siteData: siteDataSchema, scenario: z.nullable(z.string()), seed: z.nullable(z.number()) }),
});

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function serializeDraft(draft: Draft, now: Date = new Date()): string {
  return JSON.stringify({ version: DRAFT_STORAGE_VERSION, savedAt: now.toISOString(), draft });
}

type StoredDraftResult =
  | { status: 'none' }
  | { status: 'ok'; draft: Draft; savedAt: string }
  | { status: 'unreadable'; reason: string };

/** Reads a stored draft's text; anything else than a current, well-formed draft is `unreadable` with a reason. */
export function parseStoredDraft(text: string | null): StoredDraftResult {
  if (text === null) return { status: 'none' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { status: 'unreadable', reason: 'it is not valid JSON' };
  }
  const parsed = storedDraftSchema.safeParse(json);
  if (!parsed.success) {
    const version = typeof json === 'object' && json !== null && 'version' in json ? (json as { version: unknown }).version : undefined;
    if (version !== undefined && version !== DRAFT_STORAGE_VERSION) return { status: 'unreadable', reason: `it was saved by another studio version (${String(version)})` };
    return { status: 'unreadable', reason: 'it is not a draft in the get-data shape' };
  }
  const { draft, savedAt } = parsed.data;
  return { status: 'ok', savedAt, draft: { siteData: draft.siteData, scenario: parseScenario(draft.scenario), seed: draft.seed } };
}

/**
 * Loads the saved draft. An unreadable one is moved to `corruptDraftStorageKey` (kept as text, so nothing is
 * silently lost) and reported; the caller then starts from the seeded store.
 */
export function loadStoredDraft(storage: DraftStorage | null): StoredDraftResult {
  if (!storage) return { status: 'none' };
  let text: string | null;
  try {
    text = storage.getItem(draftStorageKey);
  } catch {
    return { status: 'none' };
  }
  const result = parseStoredDraft(text);
  if (result.status === 'unreadable' && text !== null) {
    try {
      storage.setItem(corruptDraftStorageKey, text);
      storage.removeItem(draftStorageKey);
    } catch {
      // Storage full or blocked: the bad text stays where it was, which also loses nothing.
    }
  }
  return result;
}

/** Saves the draft; false when storage refuses it (full, blocked), so the UI can say the draft is not saved. */
export function saveDraft(storage: DraftStorage | null, draft: Draft, now?: Date): boolean {
  if (!storage) return false;
  try {
    storage.setItem(draftStorageKey, serializeDraft(draft, now));
    return true;
  } catch {
    return false;
  }
}

/** Browser localStorage, or null when it is blocked (privacy settings, sandboxed frames). */
export function browserStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
