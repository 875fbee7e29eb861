import type { SiteData } from '@/api/schemas/site.schema';
import type { StoreLinkProblem } from '@/layout/store-links';
import type { DroppedReport } from '@/models/tolerance/tolerance.model';
import type { ScenarioName } from '../fake-store/http/scenario-catalog';

/**
 * The interfaces between the studio's parts, fixed up front so the editor (studio/editor, studio/app)
 * and the preview (studio/preview) can be built side by side.
 */

export type DeviceId = 'phone' | 'tablet' | 'desktop';

export const devices: Record<DeviceId, { label: string; width: number; height: number }> = {
  phone: { label: 'Phone', width: 375, height: 740 },
  tablet: { label: 'Tablet', width: 768, height: 1024 },
  desktop: { label: 'Desktop', width: 1280, height: 800 },
};

/** What one block costs a shopper, measured by loading it alone in a hidden frame beside an empty layout. */
export interface BlockCost {
  itemId: string;
  code: string;
  /** Bytes of JavaScript this block adds (transfer size on the production build; source size on the dev server). */
  jsBytes: number;
  /** The chunk (or module) URLs it adds. */
  jsFiles: string[];
  /** The other requests it adds: API calls and images. */
  requests: { url: string; kind: 'api' | 'image' | 'other'; bytes: number }[];
  /** Production build (`npm run simulator`) sizes are what shoppers download; dev server sizes are unbundled source. */
  measuredOn: 'production' | 'dev';
}

export interface PreviewPaneProps {
  /** The draft, exactly as /api/get-data would answer it (layout, settings, branches with the chosen selected_branch). */
  siteData: SiteData;
  scenario: ScenarioName | null;
  /** The scenario seed (`?seed=`), null for the default. */
  seed: number | null;
  /** The item outlined in the preview (clicked in the validation report or selected in the editor). */
  highlightItemId: string | null;
  /** A block was clicked in a preview frame. */
  onBlockClicked?: (itemId: string) => void;
  /** Costs measured for the draft's items, keyed by layout item id. */
  onCosts?: (costs: Record<string, BlockCost>) => void;
  /** The parts of the backend's answers the frames' storefronts left out, each distinct part once across frames. */
  onDroppedParts?: (reports: DroppedReport[]) => void;
  /** The draft's links to store pages that lead nowhere or could not be checked, as one of the frames checked them. */
  onStoreLinkProblems?: (problems: StoreLinkProblem[]) => void;
}
