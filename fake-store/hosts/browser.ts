import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { seedDatabase } from '../domain/seed';
import { mountSimulatorBadge } from './badge';
import { watchSimulatorCodes } from './code-notice';
import { handlers } from '../http/handlers';
import { parsePluginSelection, pluginsStorageKey, serializePluginSelection, withPluginSettings, type PluginSelection } from './plugin-switch';
import { parseScenario, parseScenarioSeed, type ScenarioName } from '../http/scenario-catalog';
import { scenarioHandlers } from '../http/scenarios';
import { createLocalStorageDraftStore, parseStudioDraftId, studioDraftHandlers, studioDraftParam, studioStorageKey } from './studio-draft';

/** Where the active scenario survives reloads and in-app navigation that drop the `?scenario=` parameter. */
export const scenarioStorageKey = 'simulator:scenario';
/** Where the scenario seed (`?seed=N`) survives the same way. */
export const scenarioSeedStorageKey = 'simulator:seed';

type ScenarioStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The scenario for this page: `?scenario=<name>` picks one and remembers it, `?scenario=none` (or an
 * unknown name) forgets it, and without the parameter the remembered one stays active.
 */
export function resolveScenario(search: string, storage: ScenarioStorage | null): ScenarioName | null {
  const requested = new URLSearchParams(search).get('scenario');
  if (requested === null) return parseScenario(storage?.getItem(scenarioStorageKey) ?? null);
  const scenario = parseScenario(requested);
  if (scenario) storage?.setItem(scenarioStorageKey, scenario);
  else storage?.removeItem(scenarioStorageKey);
  if (!scenario && requested.trim().toLowerCase() !== 'none') console.warn(`[simulator] Unknown scenario "${requested}"; running the normal store.`);
  return scenario;
}

/**
 * The seed of the scenario's randomness for this page: `?seed=N` picks and remembers one, `?seed=none`
 * (or anything not a whole number) forgets it, and without the parameter the remembered one applies.
 * Each page load starts the seeded sequence from its beginning.
 */
export function resolveScenarioSeed(search: string, storage: ScenarioStorage | null): number | null {
  const requested = new URLSearchParams(search).get('seed');
  if (requested === null) return parseScenarioSeed(storage?.getItem(scenarioSeedStorageKey) ?? null);
  const seed = parseScenarioSeed(requested);
  if (seed === null) storage?.removeItem(scenarioSeedStorageKey);
  else storage?.setItem(scenarioSeedStorageKey, String(seed));
  return seed;
}

/** The plugin switch for this page: `?plugins=` picks and remembers it; without it the remembered one applies. */
export function resolvePluginSelection(search: string, storage: ScenarioStorage | null): PluginSelection | null {
  const requested = new URLSearchParams(search).get('plugins');
  if (requested === null) return parsePluginSelection(storage?.getItem(pluginsStorageKey) ?? null);
  const selection = parsePluginSelection(requested);
  if (selection) storage?.setItem(pluginsStorageKey, serializePluginSelection(selection));
  else storage?.removeItem(pluginsStorageKey);
  return selection;
}

/**
 * The studio draft this page shows (a preview frame, `?studio=<draft id>`): the parameter picks and remembers it
 * for the session, `?studio=none` (or an id that is not valid) forgets it, and without it the remembered one stays,
 * so in-app navigation inside a frame keeps showing the draft.
 */
export function resolveStudioDraft(search: string, storage: ScenarioStorage | null): string | null {
  const requested = new URLSearchParams(search).get(studioDraftParam);
  if (requested === null) return parseStudioDraftId(storage?.getItem(studioStorageKey) ?? null);
  const id = parseStudioDraftId(requested);
  if (id) storage?.setItem(studioStorageKey, id);
  else storage?.removeItem(studioStorageKey);
  if (!id && requested.trim().toLowerCase() !== 'none') console.warn(`[simulator] "${requested}" is not a studio draft id; showing the seeded store.`);
  return id;
}

/** A page in one of the studio's device frames: the studio says what it shows, so the badge stays out of it. */
export function isStudioFrame(win: Pick<Window, 'self' | 'top'>, studioDraft: string | null): boolean {
  if (studioDraft !== null) return true;
  try {
    return win.self !== win.top;
  } catch {
    // A cross-origin parent makes `top` unreadable in some browsers: framed all the same.
    return true;
  }
}

/** get-data as the rest of the list answers it, with the plugin switch's settings laid over. */
function pluginSwitchHandler(selection: PluginSelection, rest: () => RequestHandler[]): RequestHandler {
  return http.get('*/api/get-data', async ({ request }) => {
    const response = await getResponse(rest(), request);
    if (!response || !response.ok) return response;
    return HttpResponse.json(withPluginSettings(await response.json(), selection) as Record<string, unknown>);
  });
}

function sessionStorageOrNull(): ScenarioStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames); the scenario then lasts one page.
    return null;
  }
}

function localStorageOrNull(): ScenarioStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

let starting: Promise<void> | null = null;

/**
 * Starts the simulated store in the browser. Await it before mounting the app, so the first requests
 * are answered by the worker (house style). Calling it again (hot reload) reuses the first start.
 */
export async function startSimulator(): Promise<void> {
  starting ??= (async () => {
    const storage = sessionStorageOrNull();
    const scenario = resolveScenario(window.location.search, storage);
    const seed = resolveScenarioSeed(window.location.search, storage);
    const plugins = resolvePluginSelection(window.location.search, storage);
    const studioDraft = resolveStudioDraft(window.location.search, storage);
    await seedDatabase();
    const worker = setupWorker(...handlers);
    // The studio writes its draft to localStorage; the handler reads it at every call, so edits show on the next fetch.
    const drafts = localStorageOrNull();
    const draftList = studioDraft && drafts ? studioDraftHandlers(createLocalStorageDraftStore(drafts), studioDraft) : [];
    const base = [...draftList, ...handlers];
    // Scenarios change the draft rather than the seeded store (store-closed closes the draft).
    const scenarioList = scenario ? scenarioHandlers(scenario, { ...(seed === null ? {} : { seed }), base }) : [];
    // worker.use puts handlers in front, in the order given: scenario, then draft, then the seeded store.
    if (scenarioList.length > 0 || draftList.length > 0) worker.use(...scenarioList, ...draftList);
    if (plugins) worker.use(pluginSwitchHandler(plugins, () => [...scenarioList, ...base]));
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
    if (!isStudioFrame(window, studioDraft)) mountSimulatorBadge(scenario);
    // The one-time codes the simulator "sends" are shown in the page (no email or SMS leaves it).
    watchSimulatorCodes();
  })();
  return starting;
}
