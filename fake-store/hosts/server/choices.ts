/**
 * What a page or an API call chose to see: a scenario and its seed, a studio draft, a plugin switch. Each comes from
 * the request's own query, else the page that made the call, else the session cookies a page sets when it is loaded
 * with that choice in its query.
 */
import { parseScenario, parseScenarioSeed, type ScenarioName } from '../../http/scenario-catalog';
import { parsePluginSelection, pluginsCookieName, serializePluginSelection, type PluginSelection } from '../plugin-switch';
import { parseStudioDraftId } from '../studio-draft';
import { studioCookieName, studioDraftParam } from '../studio-draft-keys';

export const scenarioCookieName = 'sim_scenario';
export const scenarioSeedCookieName = 'sim_seed';

function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export interface ScenarioChoice {
  scenario: ScenarioName | null;
  fromQuery: boolean;
  /** The seed of the scenario's randomness (`?seed=`, else the `sim_seed` cookie); null for the default. */
  seed: number | null;
  seedFromQuery: boolean;
}

/**
 * A page's or call's scenario: its own ?scenario= when present (none/unknown meaning no scenario), else
 * the cookie; and its seed the same way from ?seed= and the sim_seed cookie.
 */
export function scenarioOf(url: URL, cookieHeader: string | undefined): ScenarioChoice {
  const requested = url.searchParams.get('scenario');
  const requestedSeed = url.searchParams.get('seed');
  const seedFromQuery = requestedSeed !== null;
  const seed = parseScenarioSeed(seedFromQuery ? requestedSeed : readCookie(cookieHeader, scenarioSeedCookieName));
  if (requested !== null) return { scenario: parseScenario(requested), fromQuery: true, seed, seedFromQuery };
  return { scenario: parseScenario(readCookie(cookieHeader, scenarioCookieName)), fromQuery: false, seed, seedFromQuery };
}

export interface StudioChoice {
  /** The studio draft a preview frame shows (`?studio=<id>`, else the `sim_studio` cookie); null for the seeded store. */
  draftId: string | null;
  fromQuery: boolean;
}

/** A page's or call's studio draft: its own ?studio= when present (none or an invalid id meaning no draft), else the cookie. */
export function studioOf(url: URL, cookieHeader: string | undefined): StudioChoice {
  const requested = url.searchParams.get(studioDraftParam);
  if (requested !== null) return { draftId: parseStudioDraftId(requested), fromQuery: true };
  return { draftId: parseStudioDraftId(readCookie(cookieHeader, studioCookieName)), fromQuery: false };
}

export interface PluginChoice {
  selection: PluginSelection | null;
  fromQuery: boolean;
}

/** A page's or call's plugin switch: its own ?plugins= when present, else the cookie. */
export function pluginsOf(url: URL, cookieHeader: string | undefined): PluginChoice {
  const requested = url.searchParams.get('plugins');
  if (requested !== null) return { selection: parsePluginSelection(requested), fromQuery: true };
  return { selection: parsePluginSelection(readCookie(cookieHeader, pluginsCookieName)), fromQuery: false };
}

/** The page-level choices a call may inherit from the page that made it. */
const pageChoiceParams = ['scenario', 'seed', studioDraftParam, 'plugins'] as const;

/**
 * A call's choices: its own query first, then the query of the page that made it (the same-origin Referer, which
 * browsers send in full), and only then the cookies. The cookies are shared by every tab and frame of the origin;
 * the page's own address is not, so the studio's device frames and its hidden cost frames, each opened with its
 * own `?studio=&scenario=`, never read each other's draft. After in-app navigation drops the query, the cookie
 * the page set on load still applies.
 */
export function withCallingPageChoices(url: URL, referer: string | undefined): URL {
  let page: URL;
  try {
    page = new URL(referer ?? '');
  } catch {
    return url;
  }
  if (page.origin !== url.origin) return url;
  const merged = new URL(url);
  for (const name of pageChoiceParams) {
    const fromPage = page.searchParams.get(name);
    if (fromPage !== null && !merged.searchParams.has(name)) merged.searchParams.set(name, fromPage);
  }
  return merged;
}

/** A session cookie (no expiry: it lasts while the browser is open, across reloads and navigation), or its removal. */
const sessionCookie = (name: string, value: string | null) => (value === null ? `${name}=; Path=/; Max-Age=0; SameSite=Lax` : `${name}=${value}; Path=/; SameSite=Lax`);

/** The cookies a page sets for the choices its own query made, so the calls and pages after it keep them. */
export function choiceCookies(scenario: ScenarioChoice, studio: StudioChoice, plugins: PluginChoice): string[] {
  const cookies: string[] = [];
  if (scenario.fromQuery) cookies.push(sessionCookie(scenarioCookieName, scenario.scenario));
  if (scenario.seedFromQuery) cookies.push(sessionCookie(scenarioSeedCookieName, scenario.seed === null ? null : String(scenario.seed)));
  if (plugins.fromQuery) cookies.push(sessionCookie(pluginsCookieName, plugins.selection ? serializePluginSelection(plugins.selection) : null));
  if (studio.fromQuery) cookies.push(sessionCookie(studioCookieName, studio.draftId));
  return cookies;
}
