/**
 * The simulated API on the server: /api/*, the simulator's own routes and the stand-ins' files, answered by the
 * msw handlers through `getResponse`, with the scenario, seed, studio draft and plugin switch each call chose.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { handlers } from '../../http/handlers';
import type { ScenarioName } from '../../http/scenario-catalog';
import { scenarioHandlers } from '../../http/scenarios';
import { withPluginSettings } from '../plugin-switch';
import { pluginsOf, scenarioOf, studioOf, withCallingPageChoices } from './choices';
import { writeFetchResponse } from '../../../server/hosts/node-http';
import { sendJson, toFetchRequest } from './node-fetch';
import type { StudioDrafts } from './studio-drafts';

const apiPrefixes = ['/api/', '/sim-images/', '/sim-avatars/', '/sim-vendor/', '/sim-razorpay/', '/sim/'];

/** Whether the handlers answer this path (the store's API, its images, the vendors' stand-ins, the simulator's hooks). */
export function isApiPath(url: URL): boolean {
  return url.pathname === '/api' || apiPrefixes.some((prefix) => url.pathname.startsWith(prefix));
}

/** Draft ids are [A-Za-z0-9_-] only, so `|` cannot occur in one and the key is unambiguous. */
function handlerListKey(scenario: ScenarioName | null, seed: number | null, draftId: string | null): string {
  return `${scenario ?? 'none'}|${seed ?? 'default'}|${draftId ?? ''}`;
}

/** How many handler lists (scenario x seed x draft) are kept; draft ids come from cookies, so the map must not grow without end. */
const maxHandlerLists = 64;

export interface SimulatedApi {
  answer(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>;
  /** Answers a file of the build the request's scenario replaces (broken-layout's throwing block module); false when none does. */
  answerScenarioFile(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
  /** Starts a scenario's seeded sequence again, for every draft it runs over. */
  restartScenario(scenario: ScenarioName, seed: number | null): void;
}

export function createSimulatedApi(drafts: StudioDrafts): SimulatedApi {
  // One handler list per scenario, seed and studio draft, kept across requests, so `flaky`'s seeded randomness
  // advances instead of restarting (and failing the same way) on each one. A page loaded with ?seed=
  // starts its sequence again, so a test that opens `?scenario=cart-chaos&seed=7` sees the same run.
  const handlerLists = new Map<string, RequestHandler[]>();
  const handlersFor = (scenario: ScenarioName | null, seed: number | null, draftId: string | null): RequestHandler[] => {
    if (!scenario && !draftId) return handlers;
    const key = handlerListKey(scenario, seed, draftId);
    let list = handlerLists.get(key);
    if (!list) {
      // Scenarios change the draft, not the seeded store behind it (store-closed closes the draft).
      const base = drafts.storeFor(draftId);
      list = scenario ? [...scenarioHandlers(scenario, { ...(seed === null ? {} : { seed }), base }), ...base] : base;
      handlerLists.set(key, list);
      for (const oldest of handlerLists.keys()) {
        if (handlerLists.size <= maxHandlerLists) break;
        handlerLists.delete(oldest);
      }
    }
    return list;
  };

  // A scenario's own handlers alone, for the build's files it replaces.
  const scenarioOnlyLists = new Map<ScenarioName, RequestHandler[]>();

  return {
    async answer(req, res, url) {
      const choices = withCallingPageChoices(url, req.headers.referer);
      const { scenario, seed } = scenarioOf(choices, req.headers.cookie);
      const { draftId } = studioOf(choices, req.headers.cookie);
      const request = await toFetchRequest(req, url);
      const list = drafts.isStorePath(url) ? drafts.storeHandlers : handlersFor(scenario, seed, draftId);
      const response = await getResponse(list, request);
      if (!response) return sendJson(res, 404, { message: `Nothing answers ${request.method} ${url.pathname}.` });
      const { selection } = pluginsOf(choices, req.headers.cookie);
      if (selection && url.pathname === '/api/get-data' && response.ok) {
        // The plugin switch lays its settings over whatever the scenario answered (long-layout with all plugins on).
        const siteData = withPluginSettings(await response.json(), selection);
        return sendJson(res, response.status, siteData);
      }
      await writeFetchResponse(req, res, response, request.method);
    },

    async answerScenarioFile(req, res, url) {
      const { scenario } = scenarioOf(url, req.headers.cookie);
      if (!scenario || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
      let list = scenarioOnlyLists.get(scenario);
      if (!list) {
        list = scenarioHandlers(scenario);
        scenarioOnlyLists.set(scenario, list);
      }
      const request = await toFetchRequest(req, url);
      const response = await getResponse(list, request);
      if (!response) return false;
      await writeFetchResponse(req, res, response, request.method);
      return true;
    },

    restartScenario(scenario, seed) {
      const prefix = handlerListKey(scenario, seed, null);
      for (const key of [...handlerLists.keys()]) if (key.startsWith(prefix)) handlerLists.delete(key);
    },
  };
}
