import { describe, expect, it } from 'vitest';
import { siteDataSchema } from './schemas/site.schema';
import { readTolerantly } from './schemas/tolerance';
import { auditTolerance, type CoercedPart } from './tolerance-audit';

describe('auditTolerance', () => {
  describe('reports a value read differently from how it was sent', () => {
    it.each<[string, unknown, unknown, CoercedPart[]]>([
      ['a flag sent as 1', { is_open: 1 }, { is_open: true }, [{ path: 'is_open', kind: 'value', raw: 1, read: true }]],
      ['a flag sent as "0"', { is_open: '0' }, { is_open: false }, [{ path: 'is_open', kind: 'value', raw: '0', read: false }]],
      ['an amount sent as a decimal string', { price: '12.50' }, { price: 12.5 }, [{ path: 'price', kind: 'value', raw: '12.50', read: 12.5 }]],
      ['an integer sent as a string', { quantity: '3' }, { quantity: 3 }, [{ path: 'quantity', kind: 'value', raw: '3', read: 3 }]],
      ['empty text read as none', { image: '' }, { image: null }, [{ path: 'image', kind: 'value', raw: '', read: null }]],
      ['null text given a fallback', { image_alt: null }, { image_alt: 'Pizza' }, [{ path: 'image_alt', kind: 'value', raw: null, read: 'Pizza' }]],
      ['a list sent as null', { items: null }, { items: [] }, [{ path: 'items', kind: 'value', raw: null, read: [] }]],
      ['a version sent as a number', { 'cache-products': 7 }, { 'cache-products': '7' }, [{ path: 'cache-products', kind: 'value', raw: 7, read: '7' }]],
    ])('%s', (_, raw, read, expected) => {
      expect(auditTolerance(raw, read)).toEqual(expected);
    });
  });

  describe('reports a key the answer left out and the schema filled in', () => {
    it.each<[string, unknown, unknown, CoercedPart[]]>([
      ['a default flag', {}, { in_stock: true }, [{ path: 'in_stock', kind: 'default', raw: undefined, read: true }]],
      ['a default amount', { a: 1 }, { a: 1, tax: 0 }, [{ path: 'tax', kind: 'default', raw: undefined, read: 0 }]],
      ['a default list', {}, { attributes: [] }, [{ path: 'attributes', kind: 'default', raw: undefined, read: [] }]],
    ])('%s', (_, raw, read, expected) => {
      expect(auditTolerance(raw, read)).toEqual(expected);
    });
  });

  describe('reports PHP-shaped containers', () => {
    it('an object keyed "0", "1", ... read as a list, its items matched by key', () => {
      const raw = { data: { '0': { price: 1 }, '2': { price: '2.50' } } };
      const read = { data: [{ price: 1 }, { price: 2.5 }] };
      expect(auditTolerance(raw, read)).toEqual([
        { path: 'data', kind: 'indexed-object-as-list', raw: raw.data, read: read.data },
        { path: 'data.2.price', kind: 'value', raw: '2.50', read: 2.5 },
      ]);
    });

    it('[] read as {}', () => {
      expect(auditTolerance({ selectedAttributes: [] }, { selectedAttributes: {} })).toEqual([{ path: 'selectedAttributes', kind: 'list-as-map', raw: [], read: {} }]);
    });

    it('a map sent as a list, its items matched by id', () => {
      const raw = { values: [{ id: 12, price: '1.00' }, { id: 5, price: 2 }] };
      const read = { values: { '5': { id: 5, price: 2 }, '12': { id: 12, price: 1 } } };
      expect(auditTolerance(raw, read)).toEqual([
        { path: 'values', kind: 'list-as-map', raw: raw.values, read: read.values },
        { path: 'values.0.price', kind: 'value', raw: '1.00', read: 1 },
      ]);
    });
  });

  describe('reports nothing for', () => {
    it.each<[string, unknown, unknown]>([
      ['the same answer', { a: [1, { b: 'x' }], c: null, d: true }, { a: [1, { b: 'x' }], c: null, d: true }],
      ['an id sent as a string', { id: '7', product_id: '21' }, { id: '7', product_id: '21' }],
      ['an id sent as a number', { id: 7 }, { id: 7 }],
      ['a field the storefront does not read', { a: 1, legacy_flag: 1, meta: { x: 1 } }, { a: 1 }],
      ['a missing key read as none', { a: 1 }, { a: 1, description: null }],
      ['null read as none', { description: null }, { description: null }],
    ])('%s', (_, raw, read) => {
      expect(auditTolerance(raw, read)).toEqual([]);
    });
  });

  describe('with the reader’s drops', () => {
    it('matches each item to the raw item it came from, skipping the dropped ones', () => {
      const raw = { data: [{ price: 1 }, null, { price: '2.00' }, 'broken', { price: 3 }] };
      const read = { data: [{ price: 1 }, { price: 2 }, { price: 3 }] };
      expect(auditTolerance(raw, read, ['data.1', 'data.3'])).toEqual([{ path: 'data.2.price', kind: 'value', raw: '2.00', read: 2 }]);
    });

    it('leaves out a part the reader reported already', () => {
      expect(auditTolerance({ selected_branch: { id: 1 } }, { selected_branch: null }, ['selected_branch'])).toEqual([]);
    });

    it('names the coercions of a real answer next to its drops', () => {
      const raw = {
        layout: [null, { id: '4', code: 'top_nav', type: 'designElement', data: {}, settings: {}, position: '10' }],
        settings: { storeName: 'Shop', logo: { url: '/logo.svg' }, opening_hours: [] },
        branches: { branches: [{ id: '1', name: 'Main', is_open: 1 }], selected_branch: null },
      };
      const { value, dropped } = readTolerantly(raw, () => siteDataSchema.safeParse(raw));
      if (!value.success) throw new Error('the answer should be read');
      expect(dropped.map((part) => part.path)).toEqual(['layout.0', 'settings.logo']);
      // The missing address, phone and uniqueId read as none: absent either way, so not reported.
      expect(auditTolerance(raw, value.data, dropped.map((part) => part.path)).map((part) => part.path)).toEqual(['layout.1.position', 'branches.branches.0.is_open']);
    });
  });
});
