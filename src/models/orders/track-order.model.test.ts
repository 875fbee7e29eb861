// @vitest-environment jsdom
import { allSettled, fork, type EventCallable, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import type { OrderStatus, TrackedOrder } from '@/api/schemas/order.schema';
import { requestHandler } from '@/models/catalog/test-products';
import { orderStatusSentence, pollDelayMs } from './order-status.lib';
import { testTrackedOrder } from './test-orders';
import {
  $pageVisible,
  $tracking,
  fetchTrackedOrderFx,
  TRACKING_LOAD_ERROR,
  TRACKING_REFRESH_ERROR,
  trackingClosed,
  trackingOpened,
  trackingRetried,
  type TrackRequest,
} from './track-order.model';

/** A tracking server whose status the test moves on, as the store's kitchen would; it can also fail the next asks. */
function server(start: OrderStatus = 'placed') {
  let status = start;
  let failures: ApiError[] = [];
  const asked: TrackRequest[] = [];
  const handler = vi.fn((request: TrackRequest): Promise<{ data: TrackedOrder }> => {
    asked.push(request);
    const failure = failures.shift();
    return failure ? Promise.reject(failure) : Promise.resolve({ data: testTrackedOrder({ status }) });
  });
  return {
    handler,
    asked,
    moveTo: (next: OrderStatus) => (status = next),
    failNext: (...errors: ApiError[]) => (failures = errors),
  };
}

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(next: DocumentVisibilityState) {
  visibility = next;
  document.dispatchEvent(new Event('visibilitychange'));
}

const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

function setup(start?: OrderStatus) {
  const api = server(start);
  const scope = fork({ handlers: [requestHandler(fetchTrackedOrderFx, api.handler)] });
  const fire = <T,>(event: EventCallable<T>, payload: T) => void allSettled(event, { scope, params: payload });
  const open = async (request: TrackRequest = { orderId: '501', token: null }) => {
    fire(trackingOpened, request);
    await tick();
  };
  const close = async () => {
    fire(trackingClosed, undefined);
    await tick();
  };
  return { scope, api, fire, open, close };
}

const statusOf = (scope: Scope) => scope.getState($tracking).order?.status;

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('tracking an order', () => {
  it('asks at once when the screen opens, with the tracking token of the link', async () => {
    const { scope, api, open, close } = setup();
    await open({ orderId: '501', token: 'tok-501' });
    expect(api.asked).toEqual([{ orderId: '501', token: 'tok-501' }]);
    expect(scope.getState($tracking)).toMatchObject({ view: 'ready', error: null, announcement: '' });
    expect(statusOf(scope)).toBe('placed');
    await close();
  });

  it('asks again on a schedule that slows as the order advances, and stops at delivered', async () => {
    const { scope, api, open, close } = setup('placed');
    await open();
    const path: OrderStatus[] = ['accepted', 'preparing', 'out_for_delivery', 'delivered'];
    let current: OrderStatus = 'placed';
    for (const next of path) {
      const delay = pollDelayMs(current) ?? 0;
      api.moveTo(next);
      const before = api.asked.length;
      await tick(delay - 1);
      expect(api.asked.length, `no ask before ${delay} ms at ${current}`).toBe(before);
      await tick(1);
      expect(api.asked.length, `an ask after ${delay} ms at ${current}`).toBe(before + 1);
      expect(statusOf(scope)).toBe(next);
      current = next;
    }
    // Final: the timer is stopped, so no amount of time brings another ask.
    const asks = api.asked.length;
    await tick(10 * 60_000);
    expect(api.asked).toHaveLength(asks);
    await close();
  });

  it('announces each status change once, and nothing on the first answer or an unchanged one', async () => {
    const { scope, api, open, close } = setup('placed');
    await open();
    expect(scope.getState($tracking).announcement).toBe('');
    await tick(10_000);
    expect(scope.getState($tracking).announcement).toBe('');
    api.moveTo('accepted');
    await tick(10_000);
    expect(scope.getState($tracking).announcement).toBe(orderStatusSentence('accepted'));
    await tick(15_000);
    expect(api.asked).toHaveLength(4);
    expect(scope.getState($tracking).announcement).toBe(orderStatusSentence('accepted'));
    await close();
  });

  it('pauses while the tab is hidden and looks at once when it shows again', async () => {
    const { scope, api, open, close } = setup('placed');
    await open();
    setVisibility('hidden');
    await tick();
    expect(scope.getState($pageVisible)).toBe(false);
    await tick(5 * 60_000);
    expect(api.asked).toHaveLength(1);
    api.moveTo('preparing');
    setVisibility('visible');
    await tick();
    expect(api.asked).toHaveLength(2);
    expect(statusOf(scope)).toBe('preparing');
    await tick(pollDelayMs('preparing') ?? 0);
    expect(api.asked).toHaveLength(3);
    await close();
  });

  it('stops asking and listening when the screen closes', async () => {
    const { scope, api, open, close } = setup('placed');
    await open();
    await close();
    expect(scope.getState($tracking).view).toBe('idle');
    await tick(5 * 60_000);
    expect(api.asked).toHaveLength(1);
    setVisibility('hidden');
    setVisibility('visible');
    await tick();
    expect(api.asked).toHaveLength(1);
  });

  it('does not poll an order that is already final', async () => {
    const { api, open, close } = setup('cancelled');
    await open();
    await tick(5 * 60_000);
    expect(api.asked).toHaveLength(1);
    await close();
  });

  it('keeps the order shown when a refresh fails, says so, and recovers on the next tick', async () => {
    const { scope, api, open, close } = setup('placed');
    await open();
    api.failNext(new ApiError('network', 'offline'));
    await tick(10_000);
    expect(scope.getState($tracking)).toMatchObject({ view: 'ready', error: TRACKING_REFRESH_ERROR });
    expect(statusOf(scope)).toBe('placed');
    await tick(10_000);
    expect(scope.getState($tracking).error).toBeNull();
    await close();
  });

  it('offers Retry when the first load fails, and shows the order after it', async () => {
    const { scope, api, fire, open, close } = setup('placed');
    api.failNext(new ApiError('server', 'boom', 500));
    await open();
    expect(scope.getState($tracking)).toMatchObject({ view: 'failed', error: TRACKING_LOAD_ERROR });
    await tick(5 * 60_000);
    expect(api.asked).toHaveLength(1);
    fire(trackingRetried, undefined);
    await tick();
    expect(scope.getState($tracking).view).toBe('ready');
    await close();
  });

  it.each([404, 403])('reads a %i as an order that is not the caller’s', async (status) => {
    const { scope, api, open, close } = setup();
    api.failNext(new ApiError('rejected', 'Not found', status));
    await open();
    expect(scope.getState($tracking).view).toBe('notFound');
    await close();
  });

  it('drops an answer for the order the screen showed before', async () => {
    const { scope, api, fire, close } = setup('placed');
    let answerFirst: (value: { data: TrackedOrder }) => void = () => undefined;
    api.handler.mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)));
    fire(trackingOpened, { orderId: '501', token: null });
    await tick();
    fire(trackingOpened, { orderId: '502', token: null });
    await tick();
    answerFirst({ data: testTrackedOrder({ id: 501, status: 'delivered' }) });
    await tick();
    expect(scope.getState($tracking).request).toEqual({ orderId: '502', token: null });
    expect(statusOf(scope)).toBe('placed');
    await close();
  });
});
