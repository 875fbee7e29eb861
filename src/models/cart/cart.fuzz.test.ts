import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { seededRandom } from '@/domain/seeded-random';
import type { CartItem, CartSummary } from '@/api/schemas/cart.schema';
import { requestHandler } from '@/models/catalog/test-products';
import { $cart, $cartLines, $cartQueue, cartAddRequested, emptyCartSummary, lineDecremented, lineIncremented, lineRemoved, runCartOperationFx } from './cart.model';
import type { CartOperation } from './cart-queue.lib';

/**
 * A server with the real one's cart rules (adds merge identical lines, updates are absolute, removal
 * deletes), answering after 0-800 ms and failing 10% of calls without changing anything. Calls overlap
 * freely if the client sends them so: the test checks that it never does.
 */
function chaoticServer(random: () => number, failureRate = 0.1) {
  let items: CartItem[] = [];
  let nextLineId = 1;
  let inFlight = 0;
  let maxInFlight = 0;
  const summary = (): CartSummary => ({ ...emptyCartSummary, cartItems: items.map((item) => ({ ...item })) });
  const apply = (operation: CartOperation) => {
    switch (operation.kind) {
      case 'add': {
        const productId = String(operation.payload.product_id);
        const existing = items.find((item) => String(item.product_id) === productId);
        if (existing) items = items.map((item) => (item === existing ? { ...item, quantity: item.quantity + operation.payload.quantity } : item));
        else {
          items = [
            ...items,
            { id: nextLineId, product_id: productId, quantity: operation.payload.quantity, selectedAttributes: {}, selectedMultiAttributes: {}, name: `P${productId}`, image: '', slug: `p${productId}`, unit_price: 1, line_total: 1 },
          ];
          nextLineId += 1;
        }
        break;
      }
      case 'update':
        if (!items.some((item) => String(item.id) === operation.lineId)) throw new ApiError('rejected', 'This line is no longer in your cart.', 422);
        items = items.map((item) => (String(item.id) === operation.lineId ? { ...item, quantity: operation.payload.quantity } : item));
        break;
      case 'remove':
        items = items.filter((item) => String(item.id) !== operation.lineId);
        break;
      default:
        break;
    }
  };
  const handler = async (operation: CartOperation): Promise<CartSummary> => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const latency = Math.floor(random() * 801);
    const fails = random() < failureRate;
    await new Promise((resolve) => setTimeout(resolve, latency));
    inFlight -= 1;
    if (fails) throw new ApiError('server', 'Injected failure', 500);
    apply(operation);
    return summary();
  };
  return {
    handler,
    get items() {
      return items;
    },
    get maxInFlight() {
      return maxInFlight;
    },
  };
}

const SEEDS = Array.from({ length: 24 }, (_, index) => index + 1);
const CLICKS = 50;
const PRODUCTS = ['101', '102', '103'];

describe('cart fuzz: 50 rapid mixed clicks, 0-800 ms latency, 10% failures', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(SEEDS)('seed %i ends with the lines on screen equal to the server cart', async (seed) => {
    const random = seededRandom(seed);
    const server = chaoticServer(random);
    const scope = fork({ handlers: [requestHandler(runCartOperationFx, server.handler)] });
    const settle = () => vi.advanceTimersByTimeAsync(0);

    for (let click = 0; click < CLICKS; click += 1) {
      const lines = scope.getState($cartLines);
      const roll = random();
      // The cart screen offers no controls on a line whose removal is on its way.
      const live = lines.filter((line) => line.quantity > 0);
      const target = live[Math.floor(random() * live.length)];
      if (roll < 0.3 || !target) {
        const productId = PRODUCTS[Math.floor(random() * PRODUCTS.length)] as string;
        void allSettled(cartAddRequested, { scope, params: { requestId: `${seed}-${click}`, product_id: productId, selection: { selectedAttributes: {}, selectedMultiAttributes: {} } } });
      } else if (roll < 0.65) void allSettled(lineIncremented, { scope, params: String(target.item.id) });
      else if (roll < 0.93) void allSettled(lineDecremented, { scope, params: String(target.item.id) });
      else void allSettled(lineRemoved, { scope, params: String(target.item.id) });
      // Rapid: 0-120 ms between clicks, so most land while a call is out.
      await vi.advanceTimersByTimeAsync(Math.floor(random() * 121));
    }
    // Let every call, and the fetch after the burst, finish.
    for (let round = 0; round < 200 && (scope.getState($cartQueue).inFlight !== null || scope.getState($cartQueue).entries.length > 0 || scope.getState($cartQueue).fetchAfterBurst); round += 1) {
      await vi.advanceTimersByTimeAsync(100);
    }
    await settle();

    expect(server.maxInFlight).toBe(1);
    const shown = scope.getState($cartLines).map((line) => ({ id: String(line.item.id), quantity: line.quantity, pending: line.pending }));
    const truth = server.items.map((item) => ({ id: String(item.id), quantity: item.quantity, pending: false }));
    expect(shown).toEqual(truth);
    expect(scope.getState($cart)).toMatchObject({ is_cart_updating: false, is_cart_updating_product: null });
  });

  it.each(SEEDS.slice(0, 8))('seed %i without failures: the server ends with exactly the quantities the taps asked for', async (seed) => {
    const random = seededRandom(seed * 7919);
    const server = chaoticServer(random, 0);
    const scope = fork({ handlers: [requestHandler(runCartOperationFx, server.handler)] });
    for (const [index, productId] of PRODUCTS.entries()) {
      void allSettled(cartAddRequested, { scope, params: { requestId: `setup-${index}`, product_id: productId, selection: { selectedAttributes: {}, selectedMultiAttributes: {} } } });
    }
    await vi.advanceTimersByTimeAsync(10_000);
    const intended = new Map(server.items.map((item) => [String(item.id), item.quantity]));
    expect(intended.size).toBe(PRODUCTS.length);

    for (let click = 0; click < CLICKS; click += 1) {
      const live = scope.getState($cartLines).filter((line) => line.quantity > 0);
      const target = live[Math.floor(random() * live.length)];
      if (!target) break;
      const id = String(target.item.id);
      const roll = random();
      const before = intended.get(id) ?? 0;
      if (roll < 0.5) {
        intended.set(id, before + 1);
        void allSettled(lineIncremented, { scope, params: id });
      } else if (roll < 0.95) {
        intended.set(id, Math.max(0, before - 1));
        void allSettled(lineDecremented, { scope, params: id });
      } else {
        intended.set(id, 0);
        void allSettled(lineRemoved, { scope, params: id });
      }
      // The screen shows what was asked for at once, before any answer.
      expect(scope.getState($cartLines).find((line) => String(line.item.id) === id)?.quantity ?? 0).toBe(intended.get(id));
      await vi.advanceTimersByTimeAsync(Math.floor(random() * 121));
    }
    await vi.advanceTimersByTimeAsync(60_000);

    const truth = Object.fromEntries(server.items.map((item) => [String(item.id), item.quantity]));
    const asked = Object.fromEntries([...intended].filter(([, quantity]) => quantity > 0));
    expect(truth).toEqual(asked);
    expect(server.maxInFlight).toBe(1);
  });
});
