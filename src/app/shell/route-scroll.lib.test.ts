// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  arrivalOf,
  entryKeyOf,
  keyAfterChange,
  MAX_POSITIONS,
  parseHomePosition,
  parsePositions,
  rememberPosition,
  restoreStep,
  withEntryKey,
} from './route-scroll.lib';

describe('the key of a history entry', () => {
  it('is stamped beside what the entry holds, and read back', () => {
    const state = withEntryKey({ storefrontOverlayDepth: 2 }, 'k1');
    expect(state).toEqual({ storefrontOverlayDepth: 2, storefrontScrollKey: 'k1' });
    expect(entryKeyOf(state)).toBe('k1');
    expect(entryKeyOf(null)).toBeNull();
    expect(entryKeyOf({ storefrontScrollKey: 3 })).toBeNull();
  });

  const shown = { key: 'home', path: '/' };
  it.each([
    ['a new page pushed', null, '/product/tiramisu', { kind: 'new' }],
    ['a drawer opened on the same page (its hash)', null, '/', { kind: 'carry', key: 'home' }],
    ['a redirect that passed the page’s own state along to another path', 'home', '/login', { kind: 'new' }],
    ['an entry stamped already', 'other', '/cart', { kind: 'keep' }],
    ['the page’s own entry replaced with its state', 'home', '/', { kind: 'keep' }],
  ] as const)('after %s', (_, stateKey, path, expected) => {
    expect(keyAfterChange(stateKey, shown, path)).toEqual(expected);
  });

  it('is new for the first page of a visit', () => {
    expect(keyAfterChange(null, null, '/')).toEqual({ kind: 'new' });
  });
});

describe('arriving at a page', () => {
  it.each([
    ['a new page starts at its top', { place: 'page', first: false, scrolled: false, saved: null, homeSaved: null }, { kind: 'top' }],
    ['an entry seen before (Back, Forward) goes back where it was', { place: 'overlay', first: false, scrolled: false, saved: 749, homeSaved: null }, { kind: 'restore', top: 749 }],
    ['a reload of a page the shopper had scrolled goes back there', { place: 'page', first: true, scrolled: false, saved: 930, homeSaved: null }, { kind: 'restore', top: 930 }],
    ['the first page of a visit is left where the browser put it', { place: 'page', first: true, scrolled: false, saved: null, homeSaved: null }, { kind: 'stay' }],
    ['the desktop home page goes back to its kept position', { place: 'home', first: false, scrolled: false, saved: null, homeSaved: 900 }, { kind: 'restore', top: 900 }],
    ['the desktop home page with none kept stays', { place: 'home', first: true, scrolled: false, saved: 10, homeSaved: null }, { kind: 'stay' }],
    ['a first page the shopper scrolled before this code came stays', { place: 'home', first: true, scrolled: true, saved: null, homeSaved: 900 }, { kind: 'stay' }],
  ] as const)('%s', (_, arrival, expected) => {
    expect(arrivalOf(arrival)).toEqual(expected);
  });
});

describe('restoreStep', () => {
  it.each([
    [749, 88, { top: 88, done: false }],
    [749, 749.6, { top: 749, done: true }],
    [749, 2000, { top: 749, done: true }],
    [300, -20, { top: 0, done: false }],
  ])('to %d on a page that scrolls %d px: %j', (target, room, expected) => {
    expect(restoreStep(target, room)).toEqual(expected);
  });
});

describe('the positions kept', () => {
  it('keep the most recent, one per key', () => {
    let positions = new Map<string, number>();
    for (let index = 0; index < MAX_POSITIONS + 3; index += 1) positions = rememberPosition(positions, `k${index}`, index * 10.4);
    positions = rememberPosition(positions, 'k10', 5);
    expect(positions.size).toBe(MAX_POSITIONS);
    expect(positions.has('k0')).toBe(false);
    expect([...positions].at(-1)).toEqual(['k10', 5]);
    expect(positions.get('k52')).toBe(541);
  });

  it('read back from storage, anything else read as none', () => {
    expect(parsePositions(JSON.stringify([['a', 10], ['b', 20]]))).toEqual(new Map([['a', 10], ['b', 20]]));
    expect(parsePositions(JSON.stringify([['a', -1], ['b', 'x'], 'c']))).toEqual(new Map());
    expect(parsePositions('{')).toEqual(new Map());
    expect(parsePositions(null)).toEqual(new Map());
    expect(parseHomePosition('900')).toBe(900);
    expect(parseHomePosition('0')).toBeNull();
    expect(parseHomePosition(null)).toBeNull();
  });
});
