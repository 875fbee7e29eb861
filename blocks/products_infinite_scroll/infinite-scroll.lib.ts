/**
 * Fixed row strides (card + gap, px) of the windowed grid, per breakpoint and column count: the card's text
 * and button take 141 px, the picture fills the rest (close to square at the default columns).
 */
const mobileRows: Record<number, number> = { 1: 440, 2: 330, 3: 270 };
const desktopRows: Record<number, number> = { 2: 560, 3: 460, 4: 420, 5: 380, 6: 340 };

export function rowStrides(columnsMobile: number, columnsDesktop: number): { mobile: number; desktop: number } {
  return { mobile: mobileRows[columnsMobile] ?? 330, desktop: desktopRows[columnsDesktop] ?? 420 };
}
