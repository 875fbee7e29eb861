import { describe, expect, it } from 'vitest';
import { duplicateItem, insertItem, moveItem, newBlockItem, nextItemId, orderedLayout, removeItem, renumber, replaceItem, selectBranch, setSetting } from './draft.lib';
import { testItem, testSiteData } from './test-fixtures';

const ids = (layout: readonly { id: number | string }[]) => layout.map((item) => item.id);
const positions = (layout: readonly { position: number }[]) => layout.map((item) => item.position);

describe('draft list operations', () => {
  const layout = [testItem(3, 30), testItem(1, 10), testItem(2, 20)];

  it('orders by position and keeps the order of ties, as parseLayout does', () => {
    expect(ids(orderedLayout([testItem('a', 5), testItem('b', 1), testItem('c', 5)]))).toEqual(['b', 'a', 'c']);
  });

  it('renumbers positions 10, 20, 30 in display order', () => {
    expect(positions(renumber([testItem(1, 7), testItem(2, 3), testItem(3, 100)]))).toEqual([10, 20, 30]);
    expect(ids(renumber([testItem(1, 7), testItem(2, 3)]))).toEqual([2, 1]);
  });

  describe('a new id', () => {
    it('is one more than the largest numeric id, counting numeric strings', () => {
      expect(nextItemId([testItem(4, 10), testItem('12', 20), testItem('abc', 30)])).toBe(13);
    });
    it('is 1 in an empty layout', () => {
      expect(nextItemId([])).toBe(1);
    });
  });

  it('inserts after the selected item, or at the end without one', () => {
    expect(ids(insertItem(layout, testItem(9, 0), '1'))).toEqual([1, 9, 2, 3]);
    expect(ids(insertItem(layout, testItem(9, 0), null))).toEqual([1, 2, 3, 9]);
    expect(positions(insertItem(layout, testItem(9, 0), '1'))).toEqual([10, 20, 30, 40]);
  });

  it('removes an item and closes the gap', () => {
    const next = removeItem(layout, '2');
    expect(ids(next)).toEqual([1, 3]);
    expect(positions(next)).toEqual([10, 20]);
  });

  it('moves an item up and down, and not past either end', () => {
    expect(ids(moveItem(layout, '3', -1))).toEqual([1, 3, 2]);
    expect(ids(moveItem(layout, '1', 1))).toEqual([2, 1, 3]);
    expect(ids(moveItem(layout, '1', -1))).toEqual([1, 2, 3]);
    expect(ids(moveItem(layout, '3', 1))).toEqual([1, 2, 3]);
    expect(positions(moveItem(layout, '3', -1))).toEqual([10, 20, 30]);
  });

  it('duplicates an item with a new id right after it, as a deep copy', () => {
    const source = [testItem(1, 10, { data: { title: { text: 'Hi' } } }), testItem(2, 20)];
    const { layout: next, newId } = duplicateItem(source, '1');
    expect(newId).toBe('3');
    expect(ids(next)).toEqual([1, 3, 2]);
    expect(next[1]?.data).toEqual({ title: { text: 'Hi' } });
    expect(next[1]?.data).not.toBe(source[0]?.data);
  });

  it('replaces an item in place, even when its id changes', () => {
    expect(ids(replaceItem(layout, '1', testItem(7, 10)))).toEqual([3, 7, 2]);
  });

  it('starts a new block from its defaults without sharing them', () => {
    const defaults = { data: { slides: [] }, settings: {} };
    const item = newBlockItem('banner_slider', defaults, 5);
    expect(item).toMatchObject({ id: 5, code: 'banner_slider', type: 'designElement', uniqueId: null, data: { slides: [] } });
    expect(item.data).not.toBe(defaults.data);
  });
});

describe('draft settings and branch', () => {
  it('selects a branch by id and ignores an unknown one', () => {
    const siteData = testSiteData();
    expect(selectBranch(siteData, '2').branches.selected_branch?.name).toBe('Airport');
    expect(selectBranch(siteData, '99')).toBe(siteData);
  });

  it('sets and removes a setting without touching the original', () => {
    const siteData = testSiteData();
    expect(setSetting(siteData, 'storeName', 'New').settings.storeName).toBe('New');
    expect('storeName' in setSetting(siteData, 'storeName', undefined).settings).toBe(false);
    expect(siteData.settings.storeName).toBe('Test Kitchen');
  });
});
