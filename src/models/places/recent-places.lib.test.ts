import { describe, expect, it } from 'vitest';
import { addRecentPlace, type Place } from './recent-places.lib';

const place = (id: number): Place => ({ place_id: `p${id}`, description: `Place ${id}` });

describe('recent places', () => {
  it('keeps the newest first', () => {
    expect(addRecentPlace([place(1)], place(2)).map((p) => p.place_id)).toEqual(['p2', 'p1']);
  });

  it('never keeps two entries with one place_id, moving the chosen one to the front', () => {
    expect(addRecentPlace([place(1), place(2), place(3)], place(3)).map((p) => p.place_id)).toEqual(['p3', 'p1', 'p2']);
  });

  it('keeps at most five', () => {
    let places: Place[] = [];
    for (let id = 1; id <= 8; id += 1) places = addRecentPlace(places, place(id));
    expect(places.map((p) => p.place_id)).toEqual(['p8', 'p7', 'p6', 'p5', 'p4']);
  });
});
