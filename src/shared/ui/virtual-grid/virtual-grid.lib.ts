/** Which rows of a windowed grid are rendered: those in the viewport, plus `overscan` rows either side. */
interface RowWindowInput {
  /** The grid's top edge relative to the viewport (getBoundingClientRect().top): negative once scrolled past. */
  top: number;
  viewportHeight: number;
  /** One row's stride: the cell height plus the gap below it. */
  rowHeight: number;
  rowCount: number;
  overscan: number;
}

interface RowWindow {
  start: number;
  /** Exclusive. */
  end: number;
}

export function rowWindow({ top, viewportHeight, rowHeight, rowCount, overscan }: RowWindowInput): RowWindow {
  if (rowCount <= 0 || rowHeight <= 0 || !Number.isFinite(top)) return { start: 0, end: 0 };
  const first = Math.floor(-top / rowHeight) - overscan;
  const last = Math.ceil((viewportHeight - top) / rowHeight) + overscan;
  const start = Math.min(rowCount, Math.max(0, first));
  const end = Math.min(rowCount, Math.max(start, last));
  return { start, end };
}

export const rowCountOf = (itemCount: number, columns: number) => Math.ceil(itemCount / Math.max(1, columns));
