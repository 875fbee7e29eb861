import { setupWorker } from 'msw/browser';
import { seedDatabase } from '../simulator/seed';
import { mountSimulatorBadge } from './badge';
import { handlers } from './handlers';
import { parseScenario, scenarioHandlers, type ScenarioName } from './scenarios';

/** Where the active scenario survives reloads and in-app navigation that drop the `?scenario=` parameter. */
export const scenarioStorageKey = 'simulator:scenario';

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

function sessionStorageOrNull(): ScenarioStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames); the scenario then lasts one page.
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
    const scenario = resolveScenario(window.location.search, sessionStorageOrNull());
    await seedDatabase();
    const worker = setupWorker(...handlers);
    if (scenario) worker.use(...scenarioHandlers(scenario));
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
    mountSimulatorBadge(scenario);
  })();
  return starting;
}
