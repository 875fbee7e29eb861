import type { LayoutItem, SiteData } from '@/api/schemas/site.schema';
import type { ScenarioName } from '../../fake-store/http/scenario-catalog';

/** What the merchant is editing: the get-data answer the preview is served, and the store state it runs in. */
export interface Draft {
  siteData: SiteData;
  scenario: ScenarioName | null;
  /** The scenario seed (`?seed=`); null for the scenario's default. */
  seed: number | null;
}

/** Positions are renumbered in steps of ten after every list change, so an item can be slotted in by hand later. */
const POSITION_STEP = 10;

/** The layout in display order: by position, ties keep their order (as parseLayout sorts it). */
export function orderedLayout(layout: readonly LayoutItem[]): LayoutItem[] {
  return layout
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.position - b.item.position || a.index - b.index)
    .map(({ item }) => item);
}

/** Sorts the layout and gives it positions 10, 20, 30, ... */
export function renumber(layout: readonly LayoutItem[]): LayoutItem[] {
  return renumberInOrder(orderedLayout(layout));
}

/** Where an id sits in the ordered layout, or -1. Ids are compared as strings, as the client does. */
export function indexOfItem(ordered: readonly LayoutItem[], itemId: string | null): number {
  if (itemId === null) return -1;
  return ordered.findIndex((item) => String(item.id) === itemId);
}

/** A new id: one more than the largest numeric id (string ids that look numeric count too), at least 1. */
export function nextItemId(layout: readonly LayoutItem[]): number {
  let max = 0;
  for (const item of layout) {
    const value = typeof item.id === 'number' ? item.id : /^\d+$/.test(item.id) ? Number(item.id) : 0;
    if (Number.isFinite(value) && value > max) max = value;
  }
  return Math.floor(max) + 1;
}

/** Inserts `item` after `afterId` (or at the end when there is none) and renumbers. */
export function insertItem(layout: readonly LayoutItem[], item: LayoutItem, afterId: string | null): LayoutItem[] {
  const ordered = orderedLayout(layout);
  const index = indexOfItem(ordered, afterId);
  const at = index === -1 ? ordered.length : index + 1;
  return renumberInOrder([...ordered.slice(0, at), item, ...ordered.slice(at)]);
}

/** Gives an already ordered list positions 10, 20, ... exactly in its array order. */
function renumberInOrder(items: readonly LayoutItem[]): LayoutItem[] {
  return items.map((item, index) => (item.position === (index + 1) * POSITION_STEP ? item : { ...item, position: (index + 1) * POSITION_STEP }));
}

/** Removes the item with `itemId` and renumbers the rest. */
export function removeItem(layout: readonly LayoutItem[], itemId: string): LayoutItem[] {
  const ordered = orderedLayout(layout);
  const index = indexOfItem(ordered, itemId);
  if (index === -1) return [...layout];
  return renumber(ordered.filter((_, at) => at !== index));
}

/** Moves the item one place up (-1) or down (+1); at either end nothing changes (still renumbered). */
export function moveItem(layout: readonly LayoutItem[], itemId: string, direction: -1 | 1): LayoutItem[] {
  const ordered = orderedLayout(layout);
  const index = indexOfItem(ordered, itemId);
  const target = index + direction;
  if (index === -1 || target < 0 || target >= ordered.length) return renumber(ordered);
  const moved = [...ordered];
  const [item] = moved.splice(index, 1);
  if (item) moved.splice(target, 0, item);
  return renumberInOrder(moved);
}

/** A deep copy of the item with a new id, placed right after the original. Returns the new layout and the copy's id. */
export function duplicateItem(layout: readonly LayoutItem[], itemId: string): { layout: LayoutItem[]; newId: string | null } {
  const original = orderedLayout(layout)[indexOfItem(orderedLayout(layout), itemId)];
  if (!original) return { layout: [...layout], newId: null };
  const id = nextItemId(layout);
  const copy: LayoutItem = { ...(structuredClone(original) as LayoutItem), id };
  return { layout: insertItem(layout, copy, itemId), newId: String(id) };
}

/** Replaces the item with `itemId` by `next` (whose id may differ), keeping its place. */
export function replaceItem(layout: readonly LayoutItem[], itemId: string, next: LayoutItem): LayoutItem[] {
  let replaced = false;
  return layout.map((item) => {
    if (replaced || String(item.id) !== itemId) return item;
    replaced = true;
    return next;
  });
}

/** A new layout item of a block: its fixture's data and settings. */
export function newBlockItem(code: string, defaults: { data: unknown; settings: unknown }, id: number): LayoutItem {
  return { id, code, type: 'designElement', data: structuredClone(defaults.data), settings: structuredClone(defaults.settings ?? {}), position: 0, uniqueId: null };
}

/** A new layout item placing a plugin. Its configuration lives in the site settings, not on the item. */
export function newPluginItem(uniqueId: string, id: number): LayoutItem {
  return { id, code: null, type: 'plugin', data: {}, settings: {}, position: 0, uniqueId };
}

/** Sets `selected_branch` to the branch with this id (compared as strings); an unknown id changes nothing. */
export function selectBranch(siteData: SiteData, branchId: string): SiteData {
  const branch = siteData.branches.branches.find((entry) => String(entry.id) === branchId);
  if (!branch) return siteData;
  return { ...siteData, branches: { ...siteData.branches, selected_branch: { ...branch } } };
}

/** Sets one setting; `undefined` removes the key. */
export function setSetting(siteData: SiteData, key: string, value: string | undefined): SiteData {
  const settings = { ...siteData.settings };
  if (value === undefined) delete settings[key];
  else settings[key] = value;
  return { ...siteData, settings };
}
