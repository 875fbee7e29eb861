import type { LayoutItem, SiteData } from '@/api/schemas/site.schema';
import type { DroppedReport } from '@/models/tolerance/tolerance.model';
import type { ScenarioName } from '../../fake-store/http/scenario-catalog';
import {
  duplicateItem,
  indexOfItem,
  insertItem,
  moveItem,
  orderedLayout,
  removeItem,
  replaceItem,
  selectBranch,
  setSetting,
  type Draft,
} from './draft.lib';

/** A change that can be taken back with one click (remove, reset, import): the draft, selection and import's rows before it. */
interface UndoEntry {
  message: string;
  draft: Draft;
  selectedItemId: string | null;
  droppedOnImport: DroppedReport[];
}

/** The editor's whole state: the draft, which item is open, the last undoable change, and what the last import left out. */
export interface StudioState {
  draft: Draft;
  selectedItemId: string | null;
  undo: UndoEntry | null;
  /**
   * Rows of the last imported file the storefront cannot read (decisions/0015): they never reached the draft, so
   * the validation report lists them until the next import or reset. Not saved with the draft.
   */
  droppedOnImport: DroppedReport[];
}

type StudioAction =
  | { type: 'itemSelected'; itemId: string | null }
  | { type: 'itemAdded'; item: LayoutItem }
  | { type: 'itemRemoved'; itemId: string; label: string }
  | { type: 'itemMoved'; itemId: string; direction: -1 | 1 }
  | { type: 'itemDuplicated'; itemId: string }
  | { type: 'itemChanged'; itemId: string; item: LayoutItem }
  | { type: 'settingChanged'; key: string; value: string | undefined }
  | { type: 'settingsChanged'; values: Readonly<Record<string, string>> }
  | { type: 'branchSelected'; branchId: string }
  | { type: 'scenarioChanged'; scenario: ScenarioName | null }
  | { type: 'seedChanged'; seed: number | null }
  /** `dropped`: the rows an import left out (none for a reset). */
  | { type: 'draftReplaced'; draft: Draft; message: string; dropped?: DroppedReport[] }
  | { type: 'undoClicked' }
  | { type: 'undoDismissed' };

/** Nothing is selected at first, so the preview starts without an outline. */
export function initialStudioState(draft: Draft): StudioState {
  return { draft, selectedItemId: null, undo: null, droppedOnImport: [] };
}

function withSiteData(state: StudioState, siteData: SiteData): StudioState {
  return { ...state, draft: { ...state.draft, siteData } };
}

function withLayout(state: StudioState, layout: LayoutItem[]): StudioState {
  return withSiteData(state, { ...state.draft.siteData, layout });
}

/** Actions that leave the undo entry in place; any other change of the draft drops it, so undo never discards later edits. */
const keepsUndo: ReadonlySet<StudioAction['type']> = new Set(['itemSelected', 'itemRemoved', 'draftReplaced', 'undoClicked', 'undoDismissed']);

/** The reducer behind the studio: every change of the draft goes through here, so each is a pure, tested step. */
export function studioReducer(state: StudioState, action: StudioAction): StudioState {
  const next = reduce(state, action);
  return keepsUndo.has(action.type) || next.undo === null ? next : { ...next, undo: null };
}

function reduce(state: StudioState, action: StudioAction): StudioState {
  switch (action.type) {
    case 'itemSelected':
      return { ...state, selectedItemId: action.itemId };
    case 'itemAdded':
      return { ...withLayout(state, insertItem(state.draft.siteData.layout, action.item, state.selectedItemId)), selectedItemId: String(action.item.id) };
    case 'itemRemoved': {
      const ordered = orderedLayout(state.draft.siteData.layout);
      const index = indexOfItem(ordered, action.itemId);
      if (index === -1) return state;
      // The next item takes the selection (the previous one at the end), so keyboard users stay in the list.
      const neighbour = ordered[index + 1] ?? ordered[index - 1] ?? null;
      return {
        ...withLayout(state, removeItem(state.draft.siteData.layout, action.itemId)),
        selectedItemId: neighbour ? String(neighbour.id) : null,
        undo: { message: `Removed ${action.label}.`, draft: state.draft, selectedItemId: state.selectedItemId, droppedOnImport: state.droppedOnImport },
      };
    }
    case 'itemMoved':
      return withLayout(state, moveItem(state.draft.siteData.layout, action.itemId, action.direction));
    case 'itemDuplicated': {
      const { layout, newId } = duplicateItem(state.draft.siteData.layout, action.itemId);
      return newId === null ? state : { ...withLayout(state, layout), selectedItemId: newId };
    }
    case 'itemChanged': {
      const next = withLayout(state, replaceItem(state.draft.siteData.layout, action.itemId, action.item));
      return state.selectedItemId === action.itemId ? { ...next, selectedItemId: String(action.item.id) } : next;
    }
    case 'settingChanged':
      return withSiteData(state, setSetting(state.draft.siteData, action.key, action.value));
    case 'settingsChanged':
      return withSiteData(state, { ...state.draft.siteData, settings: { ...state.draft.siteData.settings, ...action.values } });
    case 'branchSelected':
      return withSiteData(state, selectBranch(state.draft.siteData, action.branchId));
    case 'scenarioChanged':
      return { ...state, draft: { ...state.draft, scenario: action.scenario } };
    case 'seedChanged':
      return { ...state, draft: { ...state.draft, seed: action.seed } };
    case 'draftReplaced': {
      const fresh = initialStudioState(action.draft);
      const keepSelection = indexOfItem(action.draft.siteData.layout, state.selectedItemId) !== -1;
      return {
        ...fresh,
        selectedItemId: keepSelection ? state.selectedItemId : fresh.selectedItemId,
        undo: { message: action.message, draft: state.draft, selectedItemId: state.selectedItemId, droppedOnImport: state.droppedOnImport },
        droppedOnImport: action.dropped ?? [],
      };
    }
    case 'undoClicked':
      return state.undo ? { draft: state.undo.draft, selectedItemId: state.undo.selectedItemId, undo: null, droppedOnImport: state.undo.droppedOnImport } : state;
    case 'undoDismissed':
      return { ...state, undo: null };
    default:
      return action satisfies never;
  }
}
