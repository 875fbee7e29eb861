import type { SiteData } from '@/api/schemas/site.schema';
import { seedDatabase } from '../../fake-store/domain/seed';
import { buildSiteData } from '../../fake-store/domain/site';

/**
 * The seeded simulated store as get-data answers it, built in the browser exactly as the simulator's worker
 * builds it (fake-store/hosts/browser.ts): the studio's starting draft and what "Reset to seeded store" goes back to.
 */
export async function loadSeededSiteData(): Promise<SiteData> {
  await seedDatabase();
  return buildSiteData(null);
}
