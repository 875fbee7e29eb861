const reported = new Set<string>();

/**
 * Reports a layout problem to the console once per item and problem, however often the page renders:
 * shoppers see nothing, developers and monitoring see it exactly once.
 */
export function reportLayoutProblemOnce(key: string, message: string, detail?: unknown): void {
  if (reported.has(key)) return;
  reported.add(key);
  console.error(`[layout] ${message}`, ...(detail === undefined ? [] : [detail]));
}

/** Tests start from a clean slate. */
export function resetLayoutReports(): void {
  reported.clear();
}
