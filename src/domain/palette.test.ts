import { readFileSync } from 'node:fs';
import { converter, parse, wcagContrast } from 'culori/fn';
import { describe, expect, it } from 'vitest';
import { defaultColours, paletteStyle, storePalette } from './palette';
import { paletteKey } from './site-settings';

const SURFACES = ['#ffffff', '#f4f6f5'];
const hueOf = (colour: string) => converter('oklch')(parse(colour))?.h ?? 0;
const lowest = (colour: string, others: string[]) => Math.min(...others.map((other) => wcagContrast(colour, other)));

/** Merchants' colours as they come: good pairs, bad pairs (yellow on white), other notations, nonsense. */
const pairs = [
  { name: 'the seeded store', bg: '#1f6f5c', onBg: '#ffffff', text: '#1d2a26' },
  { name: 'white on yellow, grey words', bg: 'yellow', onBg: 'white', text: '#999' },
  { name: 'white on amber, yellow words', bg: '#ffcc00', onBg: '#ffffff', text: 'yellow' },
  { name: 'grey on grey', bg: '#888888', onBg: '#999999', text: null },
  { name: 'hsl pink, rgb grey words', bg: 'hsl(340 80% 50%)', onBg: '#fff', text: 'rgb(120, 120, 120)' },
  { name: 'black on black, white words', bg: '#000', onBg: '#000', text: '#fff' },
  { name: 'pale mint with white words', bg: '#c8f2e0', onBg: '#ffffff', text: '#333333' },
  { name: 'navy with navy words', bg: 'navy', onBg: 'navy', text: 'navy' },
  { name: 'unreadable settings', bg: 'not a colour', onBg: '', text: 'url(x)' },
  { name: 'none at all', bg: null, onBg: null, text: null },
] as const;

describe('storePalette', () => {
  it.each(pairs)('keeps WCAG AA for $name', (colours) => {
    const palette = storePalette(colours);
    for (const value of Object.values(palette)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
    expect(wcagContrast(palette['--store-text-on-bg'], palette['--store-bg'])).toBeGreaterThanOrEqual(4.5);
    const under = [...SURFACES, palette['--store-tint']];
    expect(lowest(palette['--store-text'], under)).toBeGreaterThanOrEqual(4.5);
    expect(lowest(palette['--store-accent'], under)).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves colours that pass as the merchant chose them', () => {
    expect(storePalette(defaultColours)).toMatchObject({ '--store-bg': '#1f6f5c', '--store-text-on-bg': '#ffffff', '--store-text': '#1d2a26', '--store-accent': '#1f6f5c' });
    expect(storePalette({ bg: '#E51A5D', onBg: '#FFFFFF', text: '#222222' })).toMatchObject({ '--store-bg': '#e51a5d', '--store-text-on-bg': '#ffffff', '--store-text': '#222222' });
  });

  it('moves a failing colour in lightness only, so it stays the merchant’s hue', () => {
    const yellow = storePalette({ bg: '#ffcc00', onBg: '#ffffff', text: null });
    // Yellow on the page is no ink: the accent is a darker yellow, not another colour.
    expect(Math.abs(hueOf(yellow['--store-accent']) - hueOf('#ffcc00'))).toBeLessThan(12);
    // White words on yellow fail, near-black pass: the yellow itself is kept.
    expect(yellow).toMatchObject({ '--store-bg': '#ffcc00', '--store-text-on-bg': '#111111' });
    // A mid grey reads with neither: it is darkened until white words pass on it.
    const grey = storePalette({ bg: '#777777', onBg: '#777777', text: null });
    expect(wcagContrast(grey['--store-bg'], '#777777')).toBeGreaterThan(1);
  });

  it('falls back to the seeded store’s colours for what it cannot read', () => {
    expect(storePalette({ bg: 'nonsense', onBg: null, text: '' })).toEqual(storePalette(defaultColours));
  });

  it('writes a style of custom properties with nothing but colours in it', () => {
    expect(paletteStyle(storePalette(defaultColours))).toBe('--store-bg:#1f6f5c;--store-text-on-bg:#ffffff;--store-text:#1d2a26;--store-accent:#1f6f5c;--store-tint:#def9f0');
  });
});

describe('paletteKey', () => {
  it('names the colours a palette was made from, however they were written', () => {
    expect(paletteKey({ bg: ' #1F6F5C', onBg: '#ffffff', text: '#1d2a26' })).toBe('#1f6f5c #ffffff #1d2a26');
    expect(paletteKey({ bg: null, onBg: null, text: null })).toBe('  ');
  });
});

describe('the stylesheet’s own palette', () => {
  it('is the seeded colours’ palette, and index.html says so, so a page in them derives nothing', () => {
    const css = readFileSync('src/styles.css', 'utf8');
    for (const [property, value] of Object.entries(storePalette(defaultColours))) expect(css).toContain(`${property}: ${value};`);
    expect(readFileSync('index.html', 'utf8')).toContain(`<html lang="en" data-palette="${paletteKey(defaultColours)}">`);
  });
});
