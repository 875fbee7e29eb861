import * as z from 'zod/mini';
import { cartSummarySchema, type CartSummary } from '@/api/schemas/cart.schema';
import { branchSchema, cacheInfoSchema, layoutItemSchema, type CacheInfo } from '@/api/schemas/site.schema';
import { userProfileSchema } from '@/api/schemas/user.schema';
import type { BranchesState } from '@/models/branches/branches.model';
import type { UserState } from '@/models/session/session.model';
import type { LayoutSettingsState } from '@/models/site/site.model';
import type { SiteSettings } from '@/domain/site-settings';

/** The localStorage key of the persisted shared state (spec section 3). */
export const PERSIST_KEY = 'storefrontApp';
export const PERSIST_VERSION = 1;
const PERSIST_TIMEOUT_MS = 5_000;
export const PERSIST_TIMEOUT_MESSAGE = 'persist timed out';

/**
 * The slices worth keeping between visits. Transient slices (loading, drawers, in-flight lists) are
 * not persisted: restoring them would show a spinner or a drawer nobody opened (decisions/0003).
 */
export interface PersistedState {
  user: UserState;
  cart: CartSummary | null;
  branches: BranchesState;
  siteSettings: SiteSettings | null;
  layoutSettings: LayoutSettingsState | null;
  /** Kept places as the place search wrote them (recent-places.lib.ts), read there entry by entry. */
  recentPlaces: readonly unknown[];
  cacheVersions: CacheInfo | null;
}

export const emptyPersistedState: PersistedState = {
  user: { authToken: null },
  cart: null,
  branches: { branches: [], selected_branch: null, manual_selection_done: false },
  siteSettings: null,
  layoutSettings: null,
  recentPlaces: [],
  cacheVersions: null,
};

const sliceSchemas = {
  user: z.extend(z.partial(userProfileSchema), { authToken: z.nullable(z.string().check(z.minLength(1))) }),
  cart: z.nullable(cartSummarySchema),
  branches: z.object({
    branches: z.array(branchSchema),
    selected_branch: z.nullable(branchSchema),
    manual_selection_done: z.boolean(),
  }),
  siteSettings: z.nullable(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
  layoutSettings: z.nullable(z.object({ data: z.array(layoutItemSchema) })),
  // Each kept place is read, entry by entry, by the place search's own model when it loads (ADR 0022).
  recentPlaces: z.array(z.unknown()),
  cacheVersions: z.nullable(cacheInfoSchema),
} satisfies { [Slice in keyof PersistedState]: z.ZodMiniType };

/** What happened to the kept state on the way in; logged for developers, never shown to the shopper. */
type RestoreOutcome = 'empty' | 'restored' | 'migrated' | 'repaired' | 'discarded';

export interface RestoreResult {
  state: PersistedState;
  outcome: RestoreOutcome;
  reason: string | null;
}

const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype']);

/** JSON.parse that drops keys able to reach an object's prototype once the value is spread or merged. */
function parseJsonSafely(raw: string): unknown {
  return JSON.parse(raw, (key, value: unknown) => (forbiddenKeys.has(key) ? undefined : value));
}

type Migration = (previous: Record<string, unknown>) => Record<string, unknown>;

/**
 * Upgrades from each older version to the next. Version 0 is the unversioned layout of the earlier app
 * (redux-persist): slices at the top level, each possibly a JSON string, with a `_persist` marker.
 */
const migrations: Record<number, Migration> = {
  0: (previous) => {
    const state: Record<string, unknown> = {};
    for (const slice of Object.keys(sliceSchemas)) {
      const value = previous[slice];
      state[slice] = typeof value === 'string' ? tryParseJson(value) : value;
    }
    return { version: 1, state };
  },
};

function tryParseJson(raw: string): unknown {
  try {
    return parseJsonSafely(raw);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function detectVersion(document: Record<string, unknown>): number | null {
  if ('version' in document) {
    return typeof document.version === 'number' && Number.isInteger(document.version) ? document.version : null;
  }
  return 0;
}

/**
 * Reads the kept state: validates each slice on its own, so one damaged slice costs only itself.
 * Never throws: truncated JSON, wrong types and unknown versions all end in a clean (or migrated) state.
 */
export function restorePersistedState(raw: string | null): RestoreResult {
  if (raw === null || raw === '') return { state: emptyPersistedState, outcome: 'empty', reason: null };

  let document: unknown;
  try {
    document = parseJsonSafely(raw);
  } catch {
    return { state: emptyPersistedState, outcome: 'discarded', reason: 'not valid JSON' };
  }
  if (!isRecord(document)) return { state: emptyPersistedState, outcome: 'discarded', reason: 'not an object' };

  let version = detectVersion(document);
  if (version === null) return { state: emptyPersistedState, outcome: 'discarded', reason: 'unreadable version' };
  if (version > PERSIST_VERSION) {
    return { state: emptyPersistedState, outcome: 'discarded', reason: `version ${version} is newer than ${PERSIST_VERSION}` };
  }
  let migrated = false;
  while (version < PERSIST_VERSION) {
    const migrate = migrations[version];
    if (!migrate) return { state: emptyPersistedState, outcome: 'discarded', reason: `no migration from version ${version}` };
    document = migrate(isRecord(document) ? document : {});
    migrated = true;
    version += 1;
  }

  const slices = isRecord(document) && isRecord(document.state) ? document.state : null;
  if (!slices) return { state: emptyPersistedState, outcome: 'discarded', reason: 'no state' };

  const state: Record<string, unknown> = {};
  const damaged: string[] = [];
  for (const [slice, schema] of Object.entries(sliceSchemas)) {
    const value = slices[slice];
    const parsed = value === undefined ? null : schema.safeParse(value);
    if (parsed?.success) state[slice] = parsed.data;
    else {
      state[slice] = emptyPersistedState[slice as keyof PersistedState];
      if (value !== undefined) damaged.push(slice);
    }
  }
  const restored = state as unknown as PersistedState;
  if (damaged.length > 0) return { state: restored, outcome: 'repaired', reason: `reset ${damaged.join(', ')}` };
  return { state: restored, outcome: migrated ? 'migrated' : 'restored', reason: null };
}

export function serializePersistedState(state: PersistedState): string {
  return JSON.stringify({ version: PERSIST_VERSION, state });
}

/** Rejects with "persist timed out" when the storage does not answer in time (spec section 8). */
export function withPersistTimeout<Value>(pending: Promise<Value>, timeoutMs = PERSIST_TIMEOUT_MS): Promise<Value> {
  return new Promise<Value>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(PERSIST_TIMEOUT_MESSAGE)), timeoutMs);
    pending.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
