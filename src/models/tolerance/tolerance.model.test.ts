import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { DroppedPart } from '@/api/schemas/tolerance';
import { droppedItem } from '@/api/schemas/tolerance-testing';
import { $droppedReports, DROPPED_REPORTS_KEPT, answerPartsDropped, reportDroppedToConsoleFx, type DroppedReport } from './tolerance.model';

const brokenRow: DroppedPart = { path: 'layout.2', message: 'dropped: expected object, got null' };
/** `brokenRow` as the reader notes it, before it is put into words. */
const brokenRaw = droppedItem('layout.2', null);

/** A scope whose console reporter is a spy: what it was handed, call by call. */
function scopeWithReporter() {
  const reporter = vi.fn<(reports: DroppedReport[]) => void>();
  const scope = fork({ handlers: [[reportDroppedToConsoleFx, reporter]] });
  return { scope, reporter };
}

describe('the tolerance model', () => {
  describe('when an answer arrives with a part left out', () => {
    it('keeps the part with its call, and tells the console once', async () => {
      const { scope, reporter } = scopeWithReporter();
      await allSettled(answerPartsDropped, { scope, params: { call: 'GET /api/get-data', dropped: [brokenRaw] } });
      expect(scope.getState($droppedReports)).toEqual([{ call: 'GET /api/get-data', ...brokenRow }]);
      expect(reporter).toHaveBeenCalledTimes(1);
      expect(reporter).toHaveBeenCalledWith([{ call: 'GET /api/get-data', ...brokenRow }]);
    });
  });

  describe('when a refetch drops the same part again', () => {
    it('keeps it once and stays quiet', async () => {
      const { scope, reporter } = scopeWithReporter();
      await allSettled(answerPartsDropped, { scope, params: { call: 'GET /api/get-data', dropped: [brokenRaw] } });
      await allSettled(answerPartsDropped, { scope, params: { call: 'GET /api/get-data', dropped: [brokenRaw] } });
      expect(scope.getState($droppedReports)).toHaveLength(1);
      expect(reporter).toHaveBeenCalledTimes(1);
    });

    it('keeps a part listed twice in one answer once', async () => {
      const { scope, reporter } = scopeWithReporter();
      await allSettled(answerPartsDropped, { scope, params: { call: 'GET /api/get-data', dropped: [brokenRaw, brokenRaw] } });
      expect(scope.getState($droppedReports)).toHaveLength(1);
      expect(reporter).toHaveBeenCalledWith([{ call: 'GET /api/get-data', ...brokenRow }]);
    });
  });

  describe('when a part differs from those seen', () => {
    it.each([
      ['another path', 'GET /api/get-data', droppedItem('layout.3', null), { ...brokenRow, path: 'layout.3' }],
      ['another reason', 'GET /api/get-data', droppedItem('layout.2', {}, 'id', 'nonoptional'), { ...brokenRow, message: 'dropped: id: missing' }],
      ['another call', 'GET /api/get-products', brokenRaw, brokenRow],
    ])('reports one at %s', async (_difference, call, raw, part) => {
      const { scope, reporter } = scopeWithReporter();
      await allSettled(answerPartsDropped, { scope, params: { call: 'GET /api/get-data', dropped: [brokenRaw] } });
      await allSettled(answerPartsDropped, { scope, params: { call, dropped: [raw, brokenRaw] } });
      expect(scope.getState($droppedReports)).toEqual([
        { call: 'GET /api/get-data', ...brokenRow },
        { call, ...part },
      ]);
      expect(reporter).toHaveBeenCalledTimes(2);
      expect(reporter).toHaveBeenLastCalledWith([{ call, ...part }]);
    });
  });

  describe('when a backend breaks more rows than the list keeps', () => {
    it(`keeps the newest ${DROPPED_REPORTS_KEPT}, dropping the oldest first`, async () => {
      const { scope, reporter } = scopeWithReporter();
      const rows = (from: number, count: number) => Array.from({ length: count }, (_, index) => droppedItem(`data.${from + index}`, null));
      await allSettled(answerPartsDropped, { scope, params: { call: 'GET /api/get-products', dropped: rows(0, DROPPED_REPORTS_KEPT - 10) } });
      await allSettled(answerPartsDropped, { scope, params: { call: 'GET /api/get-products', dropped: rows(DROPPED_REPORTS_KEPT - 10, 25) } });
      const kept = scope.getState($droppedReports);
      expect(kept).toHaveLength(DROPPED_REPORTS_KEPT);
      expect(kept[0]?.path).toBe('data.15');
      expect(kept.at(-1)?.path).toBe(`data.${DROPPED_REPORTS_KEPT + 14}`);
      expect(reporter).toHaveBeenCalledTimes(2);
      expect(reporter.mock.calls[1]?.[0]).toHaveLength(25);
    });
  });

  describe('an answer nothing was left out of', () => {
    it('adds nothing and tells the console nothing', async () => {
      const { scope, reporter } = scopeWithReporter();
      await allSettled(answerPartsDropped, { scope, params: { call: 'GET /api/get-data', dropped: [] } });
      expect(scope.getState($droppedReports)).toEqual([]);
      expect(reporter).not.toHaveBeenCalled();
    });
  });

  describe('the console reporter', () => {
    it('names the call, the path and the reason', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      await allSettled(answerPartsDropped, { scope: fork(), params: { call: 'GET /api/get-data', dropped: [brokenRaw] } });
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith('[storefront] GET /api/get-data, left out layout.2: dropped: expected object, got null');
    });
  });
});
