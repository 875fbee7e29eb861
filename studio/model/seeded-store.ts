import type { SiteData } from '@/api/schemas/site.schema';
import { seedDatabase } from '../../simulator/seed';
import { buildSiteData } from '../../simulator/site';

/**
 * The seeded simulated store as get-data answers it, built in the browser exactly as the simulator's worker
 * builds it (mocks/browser.ts): the studio's starting draft and what "Reset to seeded store" goes back to.
 */
export async function loadSeededSiteData(): Promise<SiteData> {
  await seedDatabase();
  return buildSiteData(null);
}
