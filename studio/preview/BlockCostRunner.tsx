import { useEffect, useRef, useState } from 'react';
import type { SiteData } from '@/api/schemas/site.schema';
import type { BlockCost } from '../contracts';
import { createCostCache, knownCosts, loadAndRecord, measureCosts } from './block-costs';
import type { ScenarioName } from '../../fake-store/http/scenario-catalog';
import { publishDraft, restoreFrameSession } from './preview-urls';

/** How long the draft must stay unchanged before costs are measured: measuring competes with the live frames. */
const COST_SETTLE_MS = 1_000;

/**
 * Measures each layout item's cost in the background (block-costs.ts), in hidden frames under its own draft id,
 * once the draft has been stable for a second; delivers what is known for the current items after every change
 * and every measurement. Unmounting or a new edit cancels the run in progress.
 */
export function BlockCostRunner({
  draftId,
  siteData,
  scenario,
  seed,
  onCosts,
}: {
  draftId: string;
  siteData: SiteData;
  /** What the visible frames were opened with, put back after each cost frame (restoreFrameSession). */
  scenario: ScenarioName | null;
  seed: number | null;
  onCosts: (costs: Record<string, BlockCost>) => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const [cache] = useState(createCostCache);
  // What was last delivered: the same costs are not sent again on every keystroke.
  const delivered = useRef('');

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const controller = new AbortController();
    const deliver = () => {
      const costs = knownCosts(siteData, cache);
      const text = JSON.stringify(costs);
      if (text === delivered.current) return;
      delivered.current = text;
      onCosts(costs);
    };
    // Items removed or changed lose their chip at once; unchanged ones keep theirs.
    deliver();
    const timer = setTimeout(() => {
      const deps = {
        publish: (id: string, data: SiteData) => publishDraft(id, data, { storage: window.localStorage, fetch: (...args: Parameters<typeof fetch>) => window.fetch(...args) }),
        record: (url: string, signal: AbortSignal) => loadAndRecord(element, url, signal).finally(() => restoreFrameSession(draftId, scenario, seed)),
      };
      measureCosts(siteData, `${draftId}-cost`, cache, deps, controller.signal, () => {
        if (!controller.signal.aborted) deliver();
      }).catch((error: unknown) => {
        // A measurement is a hint for the merchant, never a reason to disturb the studio.
        console.warn('[studio] Block cost measurement stopped:', error);
      });
    }, COST_SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [draftId, siteData, scenario, seed, cache, onCosts]);

  return <div ref={host} className="pv-cost-host" aria-hidden="true" />;
}
