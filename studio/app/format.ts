import type { BlockCost } from '../contracts';

/** "8.6 KB": one decimal under 100 KB, whole numbers above; bytes under 1 KB as bytes. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  const kilobytes = bytes / 1024;
  if (kilobytes < 100) return `${kilobytes.toFixed(1)} KB`;
  if (kilobytes < 1024) return `${Math.round(kilobytes)} KB`;
  return `${(kilobytes / 1024).toFixed(1)} MB`;
}

/** What a block costs in one line: "8.6 KB JS · 2 requests". */
export function formatCost(cost: BlockCost): string {
  const requests = cost.requests.length;
  return `${formatBytes(cost.jsBytes)} JS · ${requests} ${requests === 1 ? 'request' : 'requests'}`;
}
