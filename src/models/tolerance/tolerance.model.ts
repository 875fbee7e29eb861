import { createEffect, createEvent, createStore, sample } from 'effector';
import type { RawDrop } from '@/api/schemas/tolerance-core';
import { droppedReportKey, type DroppedReport } from './dropped-report.lib';

export type { DroppedReport };

/** Reports kept for the merchant preview's list; a backend that breaks every row must not grow memory without end. */
export const DROPPED_REPORTS_KEPT = 200;

/** An answer arrived with parts the tolerant reader left out (src/api/client.ts, `droppedFrom`). */
export const answerPartsDropped = createEvent<{ call: string; dropped: RawDrop[] }>();

/**
 * Puts what was left out into words. The words load only now (a chunk of their own): a store whose backend
 * sends clean answers never downloads them.
 */
const describeDroppedFx = createEffect(async ({ call, dropped }: { call: string; dropped: RawDrop[] }): Promise<DroppedReport[]> => {
  const { describeDrops } = await import('@/api/schemas/tolerance');
  return describeDrops(dropped).map((part) => ({ call, ...part }));
});

/** Tells a developer in the console, once per problem: the call, the path, and why. */
export const reportDroppedToConsoleFx = createEffect((reports: DroppedReport[]) => {
  for (const report of reports) console.warn(`[storefront] ${report.call}, left out ${report.path}: ${report.message}`);
});

/** Every distinct part left out this session, oldest first: `?preview=1` and the studio list them. */
export const $droppedReports = createStore<DroppedReport[]>([]);

// When an answer had parts left out, put them into words.
sample({ clock: answerPartsDropped, target: describeDroppedFx });
// When they are in words, keep those not seen before this session.
const newReportsFound = sample({
  clock: describeDroppedFx.doneData,
  source: $droppedReports,
  fn: (known, described) => {
    const seen = new Set(known.map(droppedReportKey));
    return described.filter((report) => !seen.has(droppedReportKey(report)) && seen.add(droppedReportKey(report)));
  },
});
$droppedReports.on(newReportsFound, (known, fresh) => (fresh.length === 0 ? known : [...known, ...fresh].slice(-DROPPED_REPORTS_KEPT)));
// When they are new, tell the console once: a refetch that drops the same row again stays quiet.
sample({ clock: newReportsFound, filter: (fresh) => fresh.length > 0, target: reportDroppedToConsoleFx });
