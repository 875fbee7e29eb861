import type { storeColoursOf } from './site-settings';
import { clampChroma, converter, formatHex, modeHsl, modeLrgb, modeOklch, modeRgb, parse, useMode as registerMode, wcagContrast, type Oklch } from 'culori/fn';

// Only the colour spaces a merchant's colours are written in, and the one the palette is computed in (culori's
// `useMode`, not a React hook).
registerMode(modeRgb);
registerMode(modeLrgb);
registerMode(modeHsl);
registerMode(modeOklch);
const toOklch = converter('oklch');

/**
 * The store's three colours as its settings give them (any CSS notation, or nothing): `storeBgColor`, the store's own
 * colour (the header's and the buttons' background); `storeTextOnBgColor`, words on it; `storeTextColor`, the page's.
 */
export type StoreColours = ReturnType<typeof storeColoursOf>;

/** What the CSS reads (src/styles.css `:root`), every value a `#rrggbb`. */
export interface StorePalette {
  '--store-bg': string;
  '--store-text-on-bg': string;
  '--store-text': string;
  /** The store's colour as ink on the page: links, focus rings, checked marks, borders of chosen things. */
  '--store-accent': string;
  /** A faint tint of the store's colour for the backgrounds of chosen and highlighted things. */
  '--store-tint': string;
}

/** The surfaces words sit on (`--surface`, `--surface-muted`), the darker deciding. */
const SURFACES = ['#ffffff', '#f4f6f5'] as const;
/** WCAG 2.2 AA for words; the palette's other pairs (a focus ring on the page) need 3:1 and get more. */
const AA_TEXT = 4.5;

/** The seeded store's colours, which the stylesheet holds too: what an unreadable or missing setting falls back to. */
export const defaultColours = { bg: '#1f6f5c', onBg: '#ffffff', text: '#1d2a26' } as const;

const read = (value: string | null, fallback: string): Oklch => {
  const parsed = value ? parse(value.trim()) : undefined;
  return toOklch(parsed ?? parse(fallback) ?? { mode: 'rgb', r: 0, g: 0, b: 0 });
};

const hex = (colour: Oklch) => formatHex(clampChroma(colour, 'oklch'));

/** The lowest contrast of `colour` against each of `others`. */
const contrastOn = (colour: Oklch, others: readonly string[]) => Math.min(...others.map((other) => wcagContrast(hex(colour), other)));

/**
 * `colour` made darker (or, `lighter`, lighter) in OKLCH, its hue and chroma kept as far as sRGB allows, by the
 * smallest step that reaches `ratio` against every one of `others`; black or white when nothing on the way does.
 */
function towards(colour: Oklch, others: readonly string[], ratio: number, lighter = false): Oklch {
  for (let step = 0; step <= 100; step += 1) {
    const l = lighter ? colour.l + ((1 - colour.l) * step) / 100 : colour.l * (1 - step / 100);
    const candidate: Oklch = { ...colour, l };
    if (contrastOn(candidate, others) >= ratio) return candidate;
  }
  return lighter ? { mode: 'oklch', l: 1, c: 0, h: 0 } : { mode: 'oklch', l: 0, c: 0, h: 0 };
}

/**
 * The palette the page is drawn with, from the store's colours, keeping WCAG AA whatever they are: words on the store's
 * colour and on the page reach 4.5:1, the store's colour as ink too. A colour that fails is moved in lightness only, as
 * little as needed, so it stays the merchant's hue; one that cannot be read is the seeded store's.
 */
export function storePalette(colours: StoreColours): StorePalette {
  let bg = read(colours.bg, defaultColours.bg);
  let onBg = read(colours.onBg, defaultColours.onBg);
  if (contrastOn(onBg, [hex(bg)]) < AA_TEXT) {
    // The merchant's pair fails: the best of white and near-black on their colour, and the colour moved if even that
    // fails (a mid grey), away from the words.
    const white = read('#ffffff', '#ffffff');
    const ink = read('#111111', '#111111');
    const whiteWins = wcagContrast('#ffffff', hex(bg)) >= wcagContrast('#111111', hex(bg));
    onBg = whiteWins ? white : ink;
    if (contrastOn(onBg, [hex(bg)]) < AA_TEXT) bg = towards(bg, [hex(onBg)], AA_TEXT, !whiteWins);
  }
  const tint: Oklch = { mode: 'oklch', l: 0.96, c: Math.min(bg.c ?? 0, 0.03), h: bg.h };
  // Words and the accent sit on the page's surfaces and on the tint (a chosen chip).
  const under = [...SURFACES, hex(tint)];
  const text = read(colours.text, defaultColours.text);
  const readableText = contrastOn(text, under) >= AA_TEXT ? text : towards(text, under, AA_TEXT);
  const accent = contrastOn(bg, under) >= AA_TEXT ? bg : towards(bg, under, AA_TEXT);
  return {
    '--store-bg': hex(bg),
    '--store-text-on-bg': hex(onBg),
    '--store-text': hex(readableText),
    '--store-accent': hex(accent),
    '--store-tint': hex(tint),
  };
}

/** The palette as a `style` attribute's text (every value a hex colour: nothing else can get in). */
export const paletteStyle = (palette: StorePalette): string =>
  Object.entries(palette)
    .map(([property, value]) => `${property}:${value}`)
    .join(';');
