import { useCallback, useRef, useSyncExternalStore, type CSSProperties, type Key, type ReactNode } from 'react';
import { useIsMobile } from '@/shared/lib/use-media-query';
import { subscribeToViewport } from '@/shared/ui/infinite-list/viewport';
import { rowCountOf, rowWindow } from './virtual-grid.lib';
import './virtual-grid.css';

interface VirtualGridProps<Item> {
  items: readonly Item[];
  renderItem: (item: Item, index: number) => ReactNode;
  getKey: (item: Item, index: number) => Key;
  /** Names the list for assistive tech. */
  label: string;
  columns: { mobile: number; desktop: number };
  /** A row's full stride in px, gap included; fixed per breakpoint so no row needs measuring. */
  rowHeight: { mobile: number; desktop: number };
  gap?: number;
  /** Rows rendered beyond each edge of the viewport, so a fast scroll rarely shows blank space. */
  overscanRows?: number;
}

type GridStyle = CSSProperties & Record<'--virtual-grid-columns' | '--virtual-grid-row' | '--virtual-grid-gap', string>;

/** Rows rendered before the grid has been measured (first render, no layout): about one tall screen. */
const UNMEASURED_ROWS = 4;

/**
 * A grid that renders only the rows near the viewport, so a list of thousands keeps a small DOM. Spacers
 * above and below hold the height of the rows left out, so the page scrolls as if all were there. It
 * follows the window's scroll: the grid is part of the page, not a scroll box of its own.
 */
export function VirtualGrid<Item>({ items, renderItem, getKey, label, columns, rowHeight, gap = 12, overscanRows = 2 }: VirtualGridProps<Item>) {
  const isMobile = useIsMobile();
  const columnCount = Math.max(1, isMobile ? columns.mobile : columns.desktop);
  const stride = isMobile ? rowHeight.mobile : rowHeight.desktop;
  const rowCount = rowCountOf(items.length, columnCount);
  const gridRef = useRef<HTMLDivElement>(null);

  // The window as a string, so React re-renders only when the rendered rows change, not on every scroll.
  const getWindow = useCallback(() => {
    const element = gridRef.current;
    if (!element || typeof window === 'undefined') return `0:${Math.min(rowCount, UNMEASURED_ROWS)}`;
    const { start, end } = rowWindow({ top: element.getBoundingClientRect().top, viewportHeight: window.innerHeight, rowHeight: stride, rowCount, overscan: overscanRows });
    return `${start}:${end}`;
  }, [rowCount, stride, overscanRows]);
  const getServerWindow = useCallback(() => `0:${Math.min(rowCount, UNMEASURED_ROWS)}`, [rowCount]);
  const [start = 0, end = 0] = useSyncExternalStore(subscribeToViewport, getWindow, getServerWindow).split(':').map(Number);

  const style: GridStyle = {
    '--virtual-grid-columns': String(columnCount),
    '--virtual-grid-row': `${stride}px`,
    '--virtual-grid-gap': `${gap}px`,
  };
  const first = start * columnCount;
  const shown = items.slice(first, end * columnCount);
  return (
    <div ref={gridRef} className="virtual-grid" style={style} data-rows={`${start}-${end}`}>
      <div className="virtual-grid__spacer" style={{ height: start * stride }} aria-hidden="true" />
      <ul className="virtual-grid__rows" aria-label={label}>
        {shown.map((item, offset) => {
          const index = first + offset;
          return (
            <li key={getKey(item, index)} className="virtual-grid__cell" aria-setsize={items.length} aria-posinset={index + 1}>
              {renderItem(item, index)}
            </li>
          );
        })}
      </ul>
      <div className="virtual-grid__spacer" style={{ height: Math.max(0, rowCount - end) * stride }} aria-hidden="true" />
    </div>
  );
}
