import { describe, expect, it } from 'vitest';
import type { PlaceDetails } from '@/api/schemas/place.schema';
import { addRecentPlace, readRecentPlaces, RECENT_PLACES_LIMIT, removeRecentPlace, storedPlacesOf, type RecentPlace } from './recent-places.lib';

const details = (id: number): PlaceDetails => ({
  place_id: `p${id}`,
  description: `${id} Oak Street, Springfield, IL, USA`,
  main_text: `${id} Oak Street`,
  secondary_text: 'Springfield, IL, USA',
  line1: `${id} Oak Street`,
  city: 'Springfield',
  state: 'IL',
  postal_code: '62701',
  country: 'US',
  lat: 39.8,
  lng: -89.65,
});
const place = (id: number): RecentPlace => ({ place_id: `p${id}`, description: `${id} Oak Street, Springfield, IL, USA`, details: details(id) });
const ids = (places: readonly { place_id: string }[]) => places.map((entry) => entry.place_id);

describe('recent places', () => {
  describe('adding a place', () => {
    it('puts it first, newest first', () => {
      expect(ids(addRecentPlace([place(1)], place(2)))).toEqual(['p2', 'p1']);
    });

    it('never keeps two entries with one place_id: a place chosen again moves to the top', () => {
      expect(ids(addRecentPlace([place(1), place(2), place(3)], place(3)))).toEqual(['p3', 'p1', 'p2']);
    });

    it(`keeps at most ${RECENT_PLACES_LIMIT}, dropping the oldest`, () => {
      let places: RecentPlace[] = [];
      for (let id = 1; id <= 8; id += 1) places = addRecentPlace(places, place(id));
      expect(ids(places)).toEqual(['p8', 'p7', 'p6', 'p5', 'p4']);
    });
  });

  it('removes one place by its place_id and keeps the order of the rest', () => {
    expect(ids(removeRecentPlace([place(3), place(2), place(1)], 'p2'))).toEqual(['p3', 'p1']);
    expect(ids(removeRecentPlace([place(1)], 'unknown'))).toEqual(['p1']);
  });

  describe('reading the kept list', () => {
    it.each<[string, unknown[], { ids: string[]; withAddress: boolean[] }]>([
      ['a list written by this version reads back whole', storedPlacesOf([place(2), place(1)]), { ids: ['p2', 'p1'], withAddress: [true, true] }],
      [
        "the earlier app's entries (place_id and description only) read as places to look up again",
        [{ place_id: 'legacy', description: '9 Elm Street' }],
        { ids: ['legacy'], withAddress: [false] },
      ],
      [
        'an address that is damaged, or of another place, reads as none rather than filling the form wrongly',
        [
          { place_id: 'p1', description: 'x', details: { place_id: 'p1', lat: 'north' } },
          { place_id: 'p2', description: 'y', details: details(9) },
          { place_id: 'p3', description: 'z', details: 'garbage' },
        ],
        { ids: ['p1', 'p2', 'p3'], withAddress: [false, false, false] },
      ],
      ['a repeated place_id is kept once, the first', [{ place_id: 'p1', description: 'a' }, { place_id: 'p1', description: 'b' }], { ids: ['p1'], withAddress: [false] }],
      ['a blank place_id is left out', [{ place_id: ' ', description: 'a' }], { ids: [], withAddress: [] }],
      ['an entry that is no place at all is left out, the rest kept', [null, 'x', 7, { description: 'no id' }, { place_id: 'p1', description: 'a' }], { ids: ['p1'], withAddress: [false] }],
    ])('%s', (_title, stored, expected) => {
      const read = readRecentPlaces(stored);
      expect(ids(read)).toEqual(expected.ids);
      expect(read.map((entry) => entry.details !== null)).toEqual(expected.withAddress);
    });

    it(`never gives more than ${RECENT_PLACES_LIMIT}`, () => {
      const stored = Array.from({ length: 9 }, (_, index) => ({ place_id: `p${index}`, description: 'x' }));
      expect(readRecentPlaces(stored)).toHaveLength(RECENT_PLACES_LIMIT);
    });

    it('writes an entry without an address as the earlier shape, so it reads back the same', () => {
      const legacy: RecentPlace = { place_id: 'legacy', description: '9 Elm Street', details: null };
      expect(storedPlacesOf([legacy])).toEqual([{ place_id: 'legacy', description: '9 Elm Street' }]);
      expect(readRecentPlaces(storedPlacesOf([legacy]))).toEqual([legacy]);
    });
  });
});
