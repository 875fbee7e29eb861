/** A part of an answer the tolerant reader left out: which call, which path, and why. */
export interface DroppedReport {
  call: string;
  path: string;
  message: string;
}

/** What makes a report distinct: its call, path and reason (the model keeps each once; the studio merges its frames' lists by it). */
export const droppedReportKey = (report: DroppedReport) => `${report.call}\n${report.path}\n${report.message}`;
