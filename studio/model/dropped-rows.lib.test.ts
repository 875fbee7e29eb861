import { describe, expect, it } from 'vitest';
import { importedRows, mergeRows, sameRows } from './dropped-rows.lib';

const layoutRow = { call: 'GET /api/get-data', path: 'layout.3', message: 'dropped: id: expected number or string, got nothing' };
const productRow = { call: 'GET /api/products', path: 'data.0', message: 'dropped: price: expected number, got null' };

describe('importedRows', () => {
  it('names the import as the source of each row', () => {
    expect(importedRows('get-data.json', [{ path: 'layout.0', message: 'why' }])).toEqual([{ call: 'Import: get-data.json', path: 'layout.0', message: 'why' }]);
  });
});

describe('mergeRows', () => {
  it('keeps each distinct row once, in the order first seen', () => {
    expect(mergeRows([layoutRow], [productRow, { ...layoutRow }], [])).toEqual([layoutRow, productRow]);
  });

  it('tells apart rows that differ in call, path or why', () => {
    const rows = [layoutRow, { ...layoutRow, call: 'GET /api/cart' }, { ...layoutRow, path: 'layout.4' }, { ...layoutRow, message: 'other' }];
    expect(mergeRows(rows)).toHaveLength(4);
  });

  it('keeps only the call, path and why of each row', () => {
    expect(mergeRows([{ ...layoutRow, extra: 'x' } as typeof layoutRow])).toEqual([layoutRow]);
  });
});

describe('sameRows', () => {
  it('is true for the same rows in the same order only', () => {
    expect(sameRows([layoutRow, productRow], [{ ...layoutRow }, { ...productRow }])).toBe(true);
    expect(sameRows([layoutRow, productRow], [productRow, layoutRow])).toBe(false);
    expect(sameRows([layoutRow], [layoutRow, productRow])).toBe(false);
  });
});
