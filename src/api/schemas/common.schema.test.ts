import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  amountSchema,
  countSchema,
  flagSchema,
  idSchema,
  integerSchema,
  looseMapSchema,
  optionalAmountSchema,
  optionalList,
  optionalLooseTextSchema,
  optionalNonEmptyTextSchema,
  optionalTextSchema,
  positionSchema,
  positiveIntegerSchema,
  tolerantArray,
  tolerantNullable,
  tolerantRecord,
} from './common.schema';
import { readTolerantly } from './tolerance';

/** Reads `raw` as the client does (src/api/client.ts `parseAnswer`): the parse, and what was left out on the way. */
function read<Schema extends z.ZodMiniType>(schema: Schema, raw: unknown) {
  const { value, dropped } = readTolerantly(raw, () => schema.safeParse(raw));
  return { ok: value.success, data: value.success ? value.data : undefined, dropped };
}

/** Accepted rows: the raw value reads as `expected` and nothing is reported. */
function expectReads(schema: z.ZodMiniType, raw: unknown, expected: unknown) {
  const { ok, data, dropped } = read(schema, raw);
  expect(ok).toBe(true);
  expect(data).toEqual(expected);
  expect(dropped).toEqual([]);
}

function expectRefuses(schema: z.ZodMiniType, raw: unknown) {
  expect(read(schema, raw).ok).toBe(false);
}

describe('the coercions the storefront accepts from a backend', () => {
  describe('flagSchema (booleans)', () => {
    it.each([
      [true, true],
      [false, false],
      [1, true],
      [0, false],
      ['1', true],
      ['0', false],
      ['true', true],
      ['false', false],
    ])('reads %j as %j', (raw, expected) => expectReads(flagSchema, raw, expected));

    it.each([2, -1, 'yes', 'TRUE', '', null, undefined, [], {}])('refuses %j', (raw) => expectRefuses(flagSchema, raw));
  });

  describe('idSchema (ids as numbers or strings, compared as strings by the client)', () => {
    it.each([
      [7, 7],
      [0, 0],
      ['7', '7'],
      ['sku-42', 'sku-42'],
    ])('keeps %j as %j', (raw, expected) => expectReads(idSchema, raw, expected));

    it.each(['', {}, [], Number.NaN, Number.POSITIVE_INFINITY, null, undefined, true])('refuses %j', (raw) => expectRefuses(idSchema, raw));
  });

  describe('amountSchema (major units as numbers or decimal strings)', () => {
    it.each([
      [12.5, 12.5],
      ['12.50', 12.5],
      ['12', 12],
      [' 3.10 ', 3.1],
      ['-1.25', -1.25],
      [0, 0],
    ])('reads %j as %j', (raw, expected) => expectReads(amountSchema, raw, expected));

    it.each(['', null, undefined, '12,50', '1e3', '.5', '12.', 'free', Number.NaN, Number.POSITIVE_INFINITY, true])('refuses %j', (raw) =>
      expectRefuses(amountSchema, raw),
    );
  });

  describe('optionalAmountSchema (an amount that may be absent)', () => {
    it.each([
      [12.5, 12.5],
      ['12.50', 12.5],
      [0, 0],
      ['', null],
      [null, null],
      [undefined, null],
    ])('reads %j as %j', (raw, expected) => expectReads(optionalAmountSchema, raw, expected));

    it.each([' ', 'n/a', false, Number.NaN, {}])('refuses %j', (raw) => expectRefuses(optionalAmountSchema, raw));

    it('reads a missing key as absent', () => {
      expectReads(z.object({ original_price: optionalAmountSchema }), {}, { original_price: null });
    });
  });

  describe('whole numbers, also sent as strings', () => {
    it.each([
      [integerSchema, 3, 3],
      [integerSchema, '3', 3],
      [integerSchema, ' 12 ', 12],
      [integerSchema, '-2', -2],
      [countSchema, 0, 0],
      [countSchema, '0', 0],
      [countSchema, '5', 5],
      [positiveIntegerSchema, 1, 1],
      [positiveIntegerSchema, '24', 24],
    ])('reads %#: %j as %j', (schema, raw, expected) => expectReads(schema, raw, expected));

    it.each([
      ['an integer', integerSchema, 3.5],
      ['an integer', integerSchema, '3.5'],
      ['an integer', integerSchema, ''],
      ['an integer', integerSchema, null],
      ['an integer', integerSchema, 'three'],
      ['an integer', integerSchema, '99999999999999999999'],
      ['a count', countSchema, -1],
      ['a count', countSchema, '-1'],
      ['a positive integer', positiveIntegerSchema, 0],
      ['a positive integer', positiveIntegerSchema, '0'],
    ])('refuses %s from %j', (_label, schema, raw) => expectRefuses(schema, raw));
  });

  describe('positionSchema (display order)', () => {
    it.each([
      [2, 2],
      ['2', 2],
      ['2.5', 2.5],
      [null, Number.MAX_SAFE_INTEGER],
      [undefined, Number.MAX_SAFE_INTEGER],
    ])('reads %j as %j', (raw, expected) => expectReads(positionSchema, raw, expected));

    it.each(['first', '', true, {}])('refuses %j', (raw) => expectRefuses(positionSchema, raw));
  });

  describe('text', () => {
    it.each([
      [optionalTextSchema, 'Fresh', 'Fresh'],
      [optionalTextSchema, '', ''],
      [optionalTextSchema, null, null],
      [optionalTextSchema, undefined, null],
      [optionalNonEmptyTextSchema, '/img.png', '/img.png'],
      [optionalNonEmptyTextSchema, '', null],
      [optionalNonEmptyTextSchema, '   ', null],
      [optionalNonEmptyTextSchema, null, null],
      [optionalLooseTextSchema, '0123 456', '0123 456'],
      [optionalLooseTextSchema, 5551234, '5551234'],
      [optionalLooseTextSchema, null, null],
      [optionalLooseTextSchema, undefined, null],
    ])('reads %#: %j as %j', (schema, raw, expected) => expectReads(schema, raw, expected));

    it.each([
      [optionalTextSchema, 3],
      [optionalTextSchema, {}],
      [optionalNonEmptyTextSchema, false],
      [optionalLooseTextSchema, true],
      [optionalLooseTextSchema, Number.NaN],
      [optionalLooseTextSchema, []],
    ])('refuses %#: %j', (schema, raw) => expectRefuses(schema, raw));

    it('reads text sent as null, or left out, as absent', () => {
      expectReads(z.object({ description: optionalTextSchema }), { description: null }, { description: null });
      expectReads(z.object({ description: optionalTextSchema }), {}, { description: null });
    });
  });

  describe('looseMapSchema (an object of any JSON values)', () => {
    it.each([
      [{ a: { nested: [1] }, b: null }, { a: { nested: [1] }, b: null }],
      [{}, {}],
      [[], {}],
    ])('reads %j as %j', (raw, expected) => expectReads(looseMapSchema, raw, expected));

    it.each([[[1]], ['settings'], [null], [undefined], [3]])('refuses %j', (raw) => expectRefuses(looseMapSchema, raw));
  });
});

describe('the list readers', () => {
  const row = z.object({ id: idSchema, name: z.string() });

  describe('tolerantArray', () => {
    const answer = z.object({ rows: tolerantArray(row) });

    it('keeps the good items and drops a broken one, reporting its path and why', () => {
      const { ok, data, dropped } = read(answer, { rows: [{ id: 1, name: 'A' }, { id: 2, name: 3 }, { id: '3', name: 'C' }] });
      expect(ok).toBe(true);
      expect(data).toEqual({ rows: [{ id: 1, name: 'A' }, { id: '3', name: 'C' }] });
      expect(dropped).toEqual([{ path: 'rows.1', message: 'dropped: name: expected string, got number 3' }]);
    });

    it.each([
      [null, 'expected object, got null'],
      ['row', 'expected object, got the string "row"'],
      [{}, 'id: expected number or string, got nothing'],
    ])('reports an item %j as dropped: %s', (item, why) => {
      const { data, dropped } = read(answer, { rows: [item, { id: 1, name: 'A' }] });
      expect(data).toEqual({ rows: [{ id: 1, name: 'A' }] });
      expect(dropped).toEqual([{ path: 'rows.0', message: expect.stringContaining(why) }]);
    });

    it('reports an item with several faults once, naming each fault', () => {
      const { dropped } = read(answer, { rows: [{ id: '', name: null }] });
      expect(dropped).toHaveLength(1);
      expect(dropped[0]?.path).toBe('rows.0');
      expect(dropped[0]?.message).toMatch(/^dropped: id: .*; name: expected string, got null$/);
    });

    it('reports a dropped item once, as itself, not the broken parts inside it', () => {
      const nested = z.object({ groups: tolerantArray(z.object({ title: z.string(), rows: tolerantArray(row) })) });
      const { data, dropped } = read(nested, { groups: [{ title: 5, rows: [{ id: 1, name: 2 }] }, { title: 'B', rows: [{ id: 1, name: 2 }] }] });
      expect(data).toEqual({ groups: [{ title: 'B', rows: [] }] });
      expect(dropped.map((part) => part.path)).toEqual(['groups.0', 'groups.1.rows.0']);
    });

    it('reads PHP’s object keyed "0", "2", ... as a list in key order, reporting a broken item by its key', () => {
      const { data, dropped } = read(answer, { rows: { '10': { id: 10, name: 'K' }, '2': { id: 2, name: 'B' }, '0': { id: 0, name: 'A' }, '5': { id: 5 } } });
      expect(data).toEqual({ rows: [{ id: 0, name: 'A' }, { id: 2, name: 'B' }, { id: 10, name: 'K' }] });
      expect(dropped).toEqual([{ path: 'rows.5', message: expect.stringMatching(/^dropped: name: expected string, got nothing/) }]);
    });

    it.each([[{ first: { id: 1, name: 'A' } }], [{}], ['[]'], [null], [undefined], [3]])('fails on %j, which is not a list', (rows) => {
      expect(read(answer, { rows }).ok).toBe(false);
    });
  });

  describe('optionalList', () => {
    const answer = z.object({ rows: optionalList(row) });

    it.each([
      [{ rows: null }, []],
      [{}, []],
      [{ rows: [] }, []],
      [{ rows: [{ id: 1, name: 'A' }] }, [{ id: 1, name: 'A' }]],
    ])('reads %j as rows %j', (raw, rows) => expectReads(answer, raw, { rows }));

    it('drops a broken item like tolerantArray', () => {
      const { data, dropped } = read(answer, { rows: [{ id: 1 }, { id: 2, name: 'B' }] });
      expect(data).toEqual({ rows: [{ id: 2, name: 'B' }] });
      expect(dropped).toEqual([{ path: 'rows.0', message: expect.stringMatching(/^dropped: name:/) }]);
    });

    it('fails on a value that is not a list', () => {
      expect(read(answer, { rows: 'none' }).ok).toBe(false);
    });
  });

  describe('tolerantRecord', () => {
    const answer = z.object({ chosen: tolerantRecord(idSchema) });

    it.each([
      [{ chosen: [] }, {}],
      [{ chosen: {} }, {}],
      [{ chosen: { '4': 12, '7': 'large' } }, { '4': 12, '7': 'large' }],
      [{ chosen: [12, 'large'] }, { '0': 12, '1': 'large' }],
    ])('reads %j as %j', (raw, chosen) => expectReads(answer, raw, { chosen }));

    it('drops a broken entry and reports it by its key', () => {
      const { data, dropped } = read(answer, { chosen: { '4': 12, '7': {} } });
      expect(data).toEqual({ chosen: { '4': 12 } });
      expect(dropped).toEqual([{ path: 'chosen.7', message: 'dropped: expected number or string, got an object' }]);
    });

    it('keys a list by keyOf when it is given one', () => {
      const byId = z.object({ values: tolerantRecord(row, (value) => `v${String(value.id)}`) });
      expectReads(byId, { values: [{ id: 3, name: 'C' }] }, { values: { v3: { id: 3, name: 'C' } } });
    });

    it('never writes a prototype key', () => {
      const { data } = read(answer, JSON.parse('{"chosen":{"__proto__":{"polluted":1},"1":2}}'));
      expect(data).toEqual({ chosen: { '1': 2 } });
      expect(Object.getPrototypeOf(data?.chosen)).toBe(Object.prototype);
    });

    it.each([[null], ['x'], [4]])('fails on %j, which is not a map', (chosen) => {
      expect(read(answer, { chosen }).ok).toBe(false);
    });
  });

  describe('tolerantNullable', () => {
    const answer = z.object({ selected: tolerantNullable(row, 'selected') });

    it.each([
      [{ selected: null }, null],
      [{}, null],
      [{ selected: { id: 1, name: 'A' } }, { id: 1, name: 'A' }],
    ])('reads %j as %j', (raw, selected) => expectReads(answer, raw, { selected }));

    it('reads an object that fails its schema as none, and reports it', () => {
      const { ok, data, dropped } = read(answer, { selected: { id: 1, name: false } });
      expect(ok).toBe(true);
      expect(data).toEqual({ selected: null });
      expect(dropped).toEqual([{ path: 'selected', message: 'read as none: name: expected string, got boolean false' }]);
    });

    // A value that is not an object has no identity to find its path by: it is found by its value (or its key).
    it('reads a value that is not an object as none, and reports it where it was', () => {
      const { ok, data, dropped } = read(answer, { selected: 'main street' });
      expect(ok).toBe(true);
      expect(data).toEqual({ selected: null });
      expect(dropped).toEqual([{ path: 'selected', message: 'read as none: expected an object, got the string "main street"' }]);
    });
  });
});

describe('why a part was dropped, in words a backend developer reads', () => {
  const line = z.object({ quantity: positiveIntegerSchema, price: amountSchema, data: z.unknown() });
  const answer = z.object({ lines: tolerantArray(line) });

  it.each([
    ['a quantity of 0', { quantity: 0, price: 1, data: null }, 'dropped: quantity: number 0 is not above 0'],
    ['a count below its minimum', { quantity: -2, price: 1, data: null }, 'dropped: quantity: number -2 is not above 0'],
    ['a price that is not a decimal', { quantity: 1, price: '12,50', data: null }, String.raw`dropped: price: the string "12,50" does not match /^\s*-?\d+(\.\d+)?\s*$/`],
    ['a required key left out', { quantity: 1, price: 1 }, 'dropped: data: missing'],
    ['a value of the wrong type', { quantity: 1, price: true, data: null }, 'dropped: price: expected number or string, got boolean true'],
  ])('says so for %s', (_case, item, message) => {
    expect(read(answer, { lines: [item] }).dropped).toEqual([{ path: 'lines.0', message }]);
  });
});
