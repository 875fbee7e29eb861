import type { DroppedPart } from '@/api/schemas/tolerance';
import { droppedReportKey as reportKey, type DroppedReport } from '@/models/tolerance/dropped-report.lib';

/**
 * The rows of the backend's answers the storefront leaves out (decisions/0015), as the studio's validation report
 * lists them: from an import, and from each preview frame's own list (src/app/preview-bridge/protocol.ts).
 */

/** An import's left-out rows, named after what was imported: they never reached the draft, so no call sent them. */
export function importedRows(source: string, dropped: readonly DroppedPart[]): DroppedReport[] {
  return dropped.map(({ path, message }) => ({ call: `Import: ${source}`, path, message }));
}

/**
 * The lists as one, each distinct row once, in the order first seen: two frames on the same backend report the
 * same rows. Only the three fields are kept, whatever else a message carried.
 */
export function mergeRows(...lists: readonly (readonly DroppedReport[])[]): DroppedReport[] {
  const seen = new Set<string>();
  const merged: DroppedReport[] = [];
  for (const list of lists) {
    for (const { call, path, message } of list) {
      const report = { call, path, message };
      if (seen.has(reportKey(report))) continue;
      seen.add(reportKey(report));
      merged.push(report);
    }
  }
  return merged;
}

/** Whether two lists hold the same rows in the same order: an unchanged list need not render the report again. */
export function sameRows(a: readonly DroppedReport[], b: readonly DroppedReport[]): boolean {
  return a.length === b.length && a.every((report, index) => reportKey(report) === reportKey(b[index]!));
}
