import { cacheInfoKeys, type CacheInfo, type SiteData } from '@/api/schemas/site.schema';
import { branches, getCacheVersions, getSettings, layoutItems } from './db';
import { seedFacts } from './seed-facts';

/**
 * The answer of GET /api/get-data: every branch, the one the caller's branch_id names (else the
 * default branch, as the real API falls back to it), the settings and the layout in display order.
 */
export function buildSiteData(branchId: string | null): SiteData {
  const allBranches = branches.all().map((branch) => ({ ...branch }));
  const selected =
    allBranches.find((branch) => branchId !== null && String(branch.id) === branchId) ??
    allBranches.find((branch) => String(branch.id) === String(seedFacts.defaultBranchId)) ??
    allBranches[0] ??
    null;
  const layout = [...layoutItems.all()].sort((a, b) => a.position - b.position).map((item) => ({ ...item }));
  return { layout, settings: getSettings(), branches: { branches: allBranches, selected_branch: selected } };
}

/** The answer of GET /api/cache-info. Versions go out as strings, as the real API sends them. */
export function buildCacheInfo(): CacheInfo {
  const versions = getCacheVersions();
  return Object.fromEntries(cacheInfoKeys.map((key) => [key, String(versions[key])])) as CacheInfo;
}
