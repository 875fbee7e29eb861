/** "Margherita Pizza, Cola and 2 more": an order's items in one line, from the first names the list gives and the count. */
export function itemNamesText(names: readonly string[], count: number): string {
  const shown = names.filter((name) => name.trim() !== '').slice(0, 3);
  const rest = Math.max(0, count - shown.length);
  if (shown.length === 0) return count === 1 ? '1 item' : `${count} items`;
  if (rest > 0) return `${shown.join(', ')} and ${rest} more`;
  if (shown.length === 1) return shown[0] ?? '';
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1] ?? ''}`;
}

type MoreOrders = 'available' | 'loading' | 'failed' | 'complete';

/** What the button under the list offers. */
export function moreOrdersOf(state: { isFetching: boolean; error: string | null; currentPage: number; lastPage: number }): MoreOrders {
  if (state.isFetching) return 'loading';
  if (state.error !== null) return 'failed';
  return state.currentPage < state.lastPage ? 'available' : 'complete';
}
