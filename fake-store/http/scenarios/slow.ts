import { http, type RequestHandler } from 'msw';
import { anyApiCall } from '../paths';

export const slowLatencyMs = { min: 800, max: 2500 } as const;

/**
 * Every /api call waits its own random latency, drawn as it arrives, before the store answers: two calls made one
 * after the other can answer in the other order (a search typed on waits longer than the next one).
 */
export function slowHandlers(random: () => number, wait: (ms: number) => Promise<unknown>): RequestHandler[] {
  return [
    http.all(anyApiCall, async () => {
      await wait(Math.round(slowLatencyMs.min + random() * (slowLatencyMs.max - slowLatencyMs.min)));
      // No response: msw moves on to the next matching handler, which answers as usual.
      return undefined;
    }),
  ];
}
