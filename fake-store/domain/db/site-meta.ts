import { cacheInfoKeys, rawSettingsSchema, type CacheInfoKey, type RawSettings } from '@/api/schemas/site.schema';

/**
 * The store's single records: its settings map, the cache versions and how it was seeded. They are one value
 * each, not a list, so plain module state serves better than a collection. `seedDatabase` resets them.
 */
interface SiteMeta {
  settings: RawSettings;
  /** The faker seed and the day of the last seeding: what the ratings (fake-store/domain/reviews.ts) are drawn from. */
  seedRun: SeedRun;
  cacheVersions: Record<CacheInfoKey, number>;
  /** Last id handed out per kind, so a removed cart line's id is never reused while the client may hold it. */
  sequences: Record<SequenceName, number>;
}

export type SequenceName = 'cartLine' | 'user' | 'session' | 'avatar' | 'address' | 'order' | 'orderItem' | 'walletCredit' | 'points' | 'scratchCard' | 'referral';

export interface SeedRun {
  seed: number;
  now: Date;
}

function initialSequences(): Record<SequenceName, number> {
  return { cartLine: 0, user: 0, session: 0, avatar: 0, address: 0, order: 0, orderItem: 0, walletCredit: 0, points: 0, scratchCard: 0, referral: 0 };
}

function initialCacheVersions(): Record<CacheInfoKey, number> {
  return Object.fromEntries(cacheInfoKeys.map((key) => [key, 1])) as Record<CacheInfoKey, number>;
}

const meta: SiteMeta = { settings: {}, seedRun: { seed: 0, now: new Date(0) }, cacheVersions: initialCacheVersions(), sequences: initialSequences() };

export function getSeedRun(): SeedRun {
  return { ...meta.seedRun };
}

/** Notes the seed and day the store was built from. */
export function recordSeedRun(run: SeedRun): void {
  meta.seedRun = { ...run };
}

export function getSettings(): RawSettings {
  return { ...meta.settings };
}

/** Replaces the settings map; validated with the client's schema so the simulator cannot drift from it. */
export function replaceSettings(settings: RawSettings): void {
  meta.settings = rawSettingsSchema.parse(settings);
}

/** Changes some settings and bumps `cache-settings`, as a merchant saving the settings form would. */
export function updateSettings(changes: RawSettings): void {
  replaceSettings({ ...meta.settings, ...changes });
  bumpCacheVersion('cache-settings');
}

export function getCacheVersions(): Record<CacheInfoKey, number> {
  return { ...meta.cacheVersions };
}

/** Marks one cached resource as changed, so clients holding a copy drop it on their next cache-info call. */
export function bumpCacheVersion(key: CacheInfoKey): number {
  meta.cacheVersions[key] += 1;
  return meta.cacheVersions[key];
}

/** The next id of a kind: 1, 2, 3, ... since the last seed. */
export function nextId(name: SequenceName): number {
  meta.sequences[name] += 1;
  return meta.sequences[name];
}

export function resetSiteMeta(): void {
  meta.settings = {};
  meta.cacheVersions = initialCacheVersions();
  meta.sequences = initialSequences();
}
