import { delay, getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { cacheInfoSchema, siteDataSchema } from '@/api/schemas/site.schema';
import { settingKeys } from '@/models/site/settings.lib';
import { unauthenticatedMessage } from './client-contract';
import { handlers } from './handlers';
import { errorResponse } from './http-errors';

/**
 * Scenarios are handler overrides put in front of the normal handlers (`worker.use`, `server.use`, or
 * the Node simulator's per-request list), never flags inside the handlers themselves.
 */
export const scenarioNames = ['store-closed', 'slow', 'flaky', 'unauthorized'] as const;
export type ScenarioName = (typeof scenarioNames)[number];

export interface ScenarioOptions {
  /**
   * Where `slow` and `flaky` get their randomness: a function returning [0, 1). Defaults to a PRNG
   * seeded per `scenarioHandlers` call, so a given run fails the same requests every time.
   */
  random?: () => number;
}

export const slowLatencyMs = { min: 800, max: 2500 } as const;
export const flakyFailureRate = 1 / 3;
export const flakyMessage = 'The store is temporarily unavailable. Please try again.';

/** mulberry32: a tiny seeded PRNG; plenty for picking which requests fail. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** Reads a scenario name from a URL parameter, cookie or storage value; anything else (and 'none') is no scenario. */
export function parseScenario(value: string | null): ScenarioName | null {
  const name = value?.trim().toLowerCase() ?? '';
  return scenarioNames.find((scenario) => scenario === name) ?? null;
}

/**
 * The store as usual, but switched off by the merchant: get-data says globalStoreEnable 'false', and
 * cache-info reports changed settings as the real API would, so a client holding cached settings drops them.
 */
function storeClosedHandlers(): RequestHandler[] {
  return [
    http.get('*/api/get-data', async ({ request }) => {
      // Ask the normal handlers first, so the client contract and branch choice still apply.
      const response = await getResponse(handlers, request);
      if (!response || !response.ok) return response;
      const siteData = siteDataSchema.parse(await response.json());
      return HttpResponse.json({ ...siteData, settings: { ...siteData.settings, [settingKeys.globalStoreEnable]: 'false' } });
    }),
    http.get('*/api/cache-info', async ({ request }) => {
      const response = await getResponse(handlers, request);
      if (!response || !response.ok) return response;
      const versions = cacheInfoSchema.parse(await response.json());
      return HttpResponse.json({ ...versions, 'cache-settings': `${versions['cache-settings']}-store-closed` });
    }),
  ];
}

function slowHandlers(random: () => number): RequestHandler[] {
  return [
    http.all('*/api/*', async () => {
      await delay(Math.round(slowLatencyMs.min + random() * (slowLatencyMs.max - slowLatencyMs.min)));
      // No response: msw moves on to the next matching handler, which answers as usual.
      return undefined;
    }),
  ];
}

function flakyHandlers(random: () => number): RequestHandler[] {
  return [
    http.all('*/api/*', () => (random() < flakyFailureRate ? errorResponse(503, flakyMessage) : undefined)),
  ];
}

function unauthorizedHandlers(): RequestHandler[] {
  return [http.all('*/api/*', () => errorResponse(401, unauthenticatedMessage))];
}

/** The handlers that turn the normal store into `name`. Put them in front of `handlers`. */
export function scenarioHandlers(name: ScenarioName, options: ScenarioOptions = {}): RequestHandler[] {
  const random = options.random ?? seededRandom(0x5eed);
  switch (name) {
    case 'store-closed':
      return storeClosedHandlers();
    case 'slow':
      return slowHandlers(random);
    case 'flaky':
      return flakyHandlers(random);
    case 'unauthorized':
      return unauthorizedHandlers();
    default:
      return name satisfies never;
  }
}
