import { http, type RequestHandler } from 'msw';
import { errorResponse } from '../http-errors';

/**
 * cart-chaos: what the client's cart fuzz test runs against. Cart mutations wait 0–800 ms and one in ten
 * fails with a 500 before reaching the store, so a failed change never changes the cart.
 */
export const cartChaos = {
  latencyMs: { min: 0, max: 800 },
  failureRate: 0.1,
  failureMessage: 'The store could not save this change. Please try again.',
} as const;

/**
 * Seeded latency and failures on the cart. Each mutation draws its fate and its latency as it arrives
 * (the client keeps one mutation in flight, so arrival order, and with it the sequence, is fixed by the
 * seed); a failure answers 500 after the wait without calling the store. get-cart gets latency only,
 * from its own stream, so fetching more or less often never shifts which mutation fails; it never
 * fails, so the client can always reconcile with the server's cart.
 */
export function cartChaosHandlers(mutationRandom: () => number, fetchRandom: () => number, wait: (ms: number) => Promise<unknown>): RequestHandler[] {
  const { min, max } = cartChaos.latencyMs;
  const latency = (random: () => number) => Math.round(min + random() * (max - min));
  const mutation = async () => {
    const fails = mutationRandom() < cartChaos.failureRate;
    await wait(latency(mutationRandom));
    // No response: msw moves on to the store's own handler.
    return fails ? errorResponse(500, cartChaos.failureMessage) : undefined;
  };
  return [
    http.post('*/api/cart/add', mutation),
    http.put('*/api/cart/update', mutation),
    http.delete('*/api/cart/remove/:id', mutation),
    http.get('*/api/get-cart', async () => {
      await wait(latency(fetchRandom));
      return undefined;
    }),
  ];
}
