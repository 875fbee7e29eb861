import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { discounts } from '@/api/calls/discounts';
import { request } from '@/api/client';
import { createRequestFx } from '@/models/request/request.model';
import { $droppedReports, reportDroppedToConsoleFx, type DroppedReport } from '@/models/tolerance/tolerance.model';
import { server } from '../fake-store/hosts/node';

/*
 * The tolerant reader's report end to end in Node: a request effect (src/models/request) whose answer has a broken
 * item hands it to the tolerance model (src/models/tolerance), which puts it into words and keeps it once.
 */

/** A scope whose console reporter is a spy. */
function scopeWithReporter() {
  const reporter = vi.fn<(reports: DroppedReport[]) => void>();
  const scope = fork({ handlers: [[reportDroppedToConsoleFx, reporter]] });
  return { scope, reporter };
}

describe('a request effect whose answer has a broken item', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  const discount = { id: 1, code: 'WELCOME10', title: '10% off', kind: 'percent', value: 10 };
  const getDiscountsFx = createRequestFx((context, _: void) => request(context, discounts.list));

  it('answers the good items, and the broken one reaches the dropped reports with its call and path', async () => {
    server.use(http.get('*/api/get-discounts', () => HttpResponse.json({ data: [discount, { ...discount, id: 2, kind: 'bogo' }] })));
    const { scope, reporter } = scopeWithReporter();
    const result = await allSettled(getDiscountsFx, { scope });
    expect(result).toMatchObject({ status: 'done', value: { data: [{ id: 1, code: 'WELCOME10' }] } });
    const expected = { call: 'GET /api/get-discounts', path: 'data.1', message: 'dropped: kind: expected "percent" or "fixed" or "free_delivery", got the string "bogo"' };
    expect(scope.getState($droppedReports)).toEqual([expected]);
    expect(reporter).toHaveBeenCalledWith([expected]);
  });

  it('reports nothing when the whole answer reads', async () => {
    server.use(http.get('*/api/get-discounts', () => HttpResponse.json({ data: [discount] })));
    const { scope, reporter } = scopeWithReporter();
    await allSettled(getDiscountsFx, { scope });
    expect(scope.getState($droppedReports)).toEqual([]);
    expect(reporter).not.toHaveBeenCalled();
  });
});
