import { describe, expect, it } from 'vitest';
import { initialStudioState, studioReducer, type StudioState } from './studio-state.lib';
import { testItem, testSiteData } from './test-fixtures';

function start(): StudioState {
  return initialStudioState({ siteData: testSiteData(), scenario: null, seed: null });
}
const ids = (state: StudioState) => state.draft.siteData.layout.map((item) => item.id);

describe('studioReducer', () => {
  it('starts with nothing selected and nothing to undo', () => {
    expect(start()).toMatchObject({ selectedItemId: null, undo: null });
  });

  it('adds after the selection and selects the new item', () => {
    const state = studioReducer(studioReducer(start(), { type: 'itemSelected', itemId: '1' }), { type: 'itemAdded', item: testItem(4, 0) });
    expect(ids(state)).toEqual([1, 4, 2, 3]);
    expect(state.selectedItemId).toBe('4');
  });

  it('removes an item, selects its neighbour, and undoes the removal', () => {
    const selected = studioReducer(start(), { type: 'itemSelected', itemId: '2' });
    const removed = studioReducer(selected, { type: 'itemRemoved', itemId: '2', label: 'Static banner' });
    expect(ids(removed)).toEqual([1, 3]);
    expect(removed.selectedItemId).toBe('3');
    expect(removed.undo?.message).toBe('Removed Static banner.');
    const undone = studioReducer(removed, { type: 'undoClicked' });
    expect(ids(undone)).toEqual([1, 2, 3]);
    expect(undone.selectedItemId).toBe('2');
    expect(undone.undo).toBeNull();
  });

  it('drops the undo once the draft changes again, so undo never discards later edits', () => {
    const removed = studioReducer(start(), { type: 'itemRemoved', itemId: '2', label: 'x' });
    expect(studioReducer(removed, { type: 'itemSelected', itemId: '1' }).undo).not.toBeNull();
    expect(studioReducer(removed, { type: 'settingChanged', key: 'storeName', value: 'B' }).undo).toBeNull();
  });

  it('moves and duplicates the selected item', () => {
    const moved = studioReducer(start(), { type: 'itemMoved', itemId: '3', direction: -1 });
    expect(ids(moved)).toEqual([1, 3, 2]);
    const duplicated = studioReducer(moved, { type: 'itemDuplicated', itemId: '1' });
    expect(ids(duplicated)).toEqual([1, 4, 3, 2]);
    expect(duplicated.selectedItemId).toBe('4');
  });

  it('follows the selection when an edit changes the item id', () => {
    const selected = studioReducer(start(), { type: 'itemSelected', itemId: '1' });
    const changed = studioReducer(selected, { type: 'itemChanged', itemId: '1', item: testItem(42, 10) });
    expect(changed.selectedItemId).toBe('42');
    expect(ids(changed)).toEqual([42, 2, 3]);
  });

  it('replaces the draft (import, reset) with an undo back to the old one', () => {
    const replaced = studioReducer(start(), { type: 'draftReplaced', draft: { siteData: testSiteData([testItem(9, 10)]), scenario: 'slow', seed: 3 }, message: 'Imported.' });
    expect(ids(replaced)).toEqual([9]);
    expect(replaced.draft.scenario).toBe('slow');
    expect(ids(studioReducer(replaced, { type: 'undoClicked' }))).toEqual([1, 2, 3]);
  });

  it('sets scenario, seed, settings and branch', () => {
    let state = studioReducer(start(), { type: 'scenarioChanged', scenario: 'store-closed' });
    state = studioReducer(state, { type: 'seedChanged', seed: 7 });
    state = studioReducer(state, { type: 'settingsChanged', values: { storeName: 'B', locale: 'de-DE' } });
    state = studioReducer(state, { type: 'branchSelected', branchId: '2' });
    expect(state.draft).toMatchObject({ scenario: 'store-closed', seed: 7, siteData: { settings: { storeName: 'B', locale: 'de-DE' } } });
    expect(state.draft.siteData.branches.selected_branch?.id).toBe(2);
  });

  it('keeps the rows an import left out until the next import or reset, and undo brings back the ones before', () => {
    const row = { call: 'Import: a.json', path: 'layout.1', message: 'dropped: id: expected number or string, got nothing' };
    const draft = { siteData: testSiteData([testItem(9, 10)]), scenario: null, seed: null };
    const imported = studioReducer(start(), { type: 'draftReplaced', draft, message: 'Imported a.json.', dropped: [row] });
    expect(imported.droppedOnImport).toEqual([row]);
    // Edits do not bring the rows back into the draft: the report keeps listing them.
    const edited = studioReducer(imported, { type: 'settingChanged', key: 'storeName', value: 'B' });
    expect(edited.droppedOnImport).toEqual([row]);
    const reset = studioReducer(edited, { type: 'draftReplaced', draft, message: 'Reset to the seeded store.' });
    expect(reset.droppedOnImport).toEqual([]);
    expect(studioReducer(reset, { type: 'undoClicked' }).droppedOnImport).toEqual([row]);
    expect(studioReducer(imported, { type: 'undoClicked' }).droppedOnImport).toEqual([]);
  });
});
