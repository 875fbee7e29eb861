/**
 * The seed's pictures, drawn locally as SVG, so the simulated store never reaches outside the machine. A dish or a
 * banner is composed of illustrations (food-art.ts) on a background of the store's colours, with no words in it; a
 * logo, a favicon and an avatar are marks of letters. The name and size alone decide the picture: the same URL always
 * draws the same one.
 */
import { bannerArtFor, cutlery, dishArtFor, type DishArt } from './food-art';
import { emojiArt, emojiGrid, type EmojiName } from './food-art.generated';

export interface PlaceholderOptions {
  width?: number;
  height?: number;
  /**
   * The picture's words: its accessible name, and the letters of a `wordmark`. Defaults to the name turned into words
   * ("margherita-pizza" → "Margherita Pizza"). Never drawn on a `photo`.
   */
  label?: string;
  /**
   * `photo` (default): a dish on its plate (square-ish), or a banner of several (wider than 1.3:1). `wordmark`: a logo,
   * a favicon or an avatar, the label filling a tile with rounded corners and nothing cut by its edges.
   */
  kind?: PlaceholderKind;
}

export const placeholderKinds = ['photo', 'wordmark'] as const;
export type PlaceholderKind = (typeof placeholderKinds)[number];

export const simulatedImagePath = '/sim-images/';

/** A same-origin URL to a placeholder image, so it works on the dev server, the Node simulator and in tests. */
export function simulatedImageUrl(name: string, options: PlaceholderOptions = {}): string {
  const params = new URLSearchParams();
  if (options.width !== undefined) params.set('w', String(options.width));
  if (options.height !== undefined) params.set('h', String(options.height));
  if (options.label !== undefined) params.set('label', options.label);
  if (options.kind !== undefined && options.kind !== 'photo') params.set('kind', options.kind);
  const query = params.toString();
  return `${simulatedImagePath}${encodeURIComponent(name)}.svg${query ? `?${query}` : ''}`;
}

/** FNV-1a: a tiny stable hash, enough to spread names over the colour wheel. */
function hashName(name: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < name.length; index += 1) {
    hash ^= name.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function labelFromName(name: string): string {
  const words = name
    .replace(/\.svg$/i, '')
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return words.join(' ') || 'Image';
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function clampSize(value: number | undefined, fallback: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(2000, Math.max(16, Math.round(value)));
}

export function renderPlaceholderSvg(name: string, options: PlaceholderOptions = {}): string {
  const width = clampSize(options.width, 640);
  const height = clampSize(options.height, 480);
  const label = (options.label ?? labelFromName(name)).slice(0, 60);
  const text = escapeXml(label);
  if (options.kind === 'wordmark') {
    // Text about 0.6 em a character wide: the label spans most of the tile, never past it.
    const wordmarkSize = Math.max(8, Math.round(Math.min((width * 0.86) / (Math.max(label.length, 4) * 0.6), height * 0.5)));
    return [
      open(width, height, text),
      `<rect width="100%" height="100%" rx="${Math.round(height * 0.18)}" fill="hsl(${hashName(name) % 360} 55% 34%)"/>`,
      `<text x="50%" y="52%" dominant-baseline="middle" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="${wordmarkSize}" fill="#ffffff">${text}</text>`,
      '</svg>',
    ].join('');
  }
  return width / height >= BANNER_RATIO ? bannerSvg(name, width, height, text) : dishSvg(name, width, height, text);
}

/** Wider than this, a picture is a banner: 4:3 phone banners are, square dishes are not. */
const BANNER_RATIO = 1.3;

/** Light backgrounds for dishes (from, to), warm and fresh ones that sit with the store's green. */
const dishBackgrounds = [
  ['#fff4e0', '#f5d7a4'],
  ['#eef6e9', '#bfdcb2'],
  ['#fde8de', '#efb195'],
  ['#fff8d6', '#f1d97a'],
  ['#e6f2f8', '#aacfe3'],
  ['#fbe9ee', '#eeb5c4'],
  ['#f0ebfa', '#c9b9ec'],
  ['#e3f6f0', '#a3dac8'],
] as const;

/** Deep backgrounds for banners, the store's own green more often than the others: white headings read on each. */
const bannerBackgrounds = [
  ['#1f6f5c', '#0f4236'],
  ['#9c3d2e', '#5f2118'],
  ['#2f4a7a', '#1b2d4f'],
  ['#6b3f73', '#40234a'],
  ['#4d6b2a', '#2c4217'],
] as const;

/** One illustration, `size` across, centred on (x, y), turned by `turn` degrees. */
function emoji(name: EmojiName, x: number, y: number, size: number, turn = 0): string {
  const left = round(x - size / 2);
  const top = round(y - size / 2);
  const drawn = `<svg x="${left}" y="${top}" width="${round(size)}" height="${round(size)}" viewBox="0 0 ${emojiGrid} ${emojiGrid}">${emojiArt[name]}</svg>`;
  return turn ? `<g transform="rotate(${turn} ${round(x)} ${round(y)})">${drawn}</g>` : drawn;
}

/** A soft shadow on the surface under something `size` across standing at (x, y). */
const shadow = (x: number, y: number, size: number, strength = 0.16) =>
  `<ellipse cx="${round(x)}" cy="${round(y + size * 0.42)}" rx="${round(size * 0.4)}" ry="${round(size * 0.08)}" fill="#000" opacity="${strength}"/>`;

const round = (value: number) => Math.round(value * 10) / 10;

/** The background every picture shares: a gradient, a pattern of dots and a light from the top left. */
function backdrop(width: number, height: number, [from, to]: readonly [string, string], dots: string, light: number): string {
  const step = Math.max(12, Math.round(Math.min(width, height) / 14));
  return [
    '<defs>',
    `<linearGradient id="sim-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<pattern id="sim-dots" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><circle cx="${step / 4}" cy="${step / 4}" r="${round(step / 12)}" fill="${dots}"/></pattern>`,
    `<radialGradient id="sim-light" cx="0.2" cy="0.15" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="${light}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#sim-bg)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#sim-dots)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#sim-light)"/>`,
  ].join('');
}

const open = (width: number, height: number, text: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${text}">`;

/** Two accents of a dish, each in its own corner, chosen and turned by the picture's name. */
function accentsOf(art: DishArt, seed: number, width: number, height: number, size: number): string {
  const corners = [
    [0.17, 0.2],
    [0.83, 0.8],
    [0.83, 0.19],
    [0.17, 0.81],
  ] as const;
  const first = seed % art.accents.length;
  const chosen = [art.accents[first], art.accents[(first + 1) % art.accents.length]].filter((name, index, all): name is EmojiName => name !== undefined && all.indexOf(name) === index);
  const corner = (seed >> 3) % 2;
  return chosen
    .map((name, index) => {
      const [x, y] = corners[corner * 2 + index] ?? corners[index] ?? [0.5, 0.5];
      const turn = ((seed >> (5 + index * 3)) % 30) - 15;
      return emoji(name, x * width, y * height, size, turn);
    })
    .join('');
}

/**
 * A dish: on a plate with two of its ingredients around it. A gallery's other views (the name's ending) show it close
 * up, served with cutlery, or its ingredients alone.
 */
function dishSvg(name: string, width: number, height: number, text: string): string {
  const seed = hashName(name);
  const art = dishArtFor(name);
  const size = Math.min(width, height);
  const cx = width / 2;
  const cy = height / 2;
  const parts = [open(width, height, text), backdrop(width, height, dishBackgrounds[seed % dishBackgrounds.length] ?? dishBackgrounds[0], '#ffffff66', 0.5)];
  const view = /-(close-up|served|ingredients)$/.exec(name)?.[1];
  if (view === 'close-up') {
    parts.push(emoji(art.main, cx + size * 0.08, cy + size * 0.1, size * 0.95, -8));
  } else if (view === 'ingredients') {
    const grid = art.accents.slice(0, 4);
    const columns = Math.min(2, grid.length);
    const rows = Math.ceil(grid.length / columns);
    grid.forEach((accent, index) => {
      const x = width * ((index % columns) + 0.5) / columns;
      const y = height * (Math.floor(index / columns) + 0.5) / rows;
      parts.push(shadow(x, y, size * 0.32, 0.12), emoji(accent, x, y, size * 0.32, ((seed >> index) % 20) - 10));
    });
  } else {
    const plate = art.serving === 'plate';
    if (plate) {
      parts.push(
        shadow(cx, cy + size * 0.03, size * 0.92, 0.14),
        `<circle cx="${cx}" cy="${cy}" r="${round(size * 0.4)}" fill="#ffffff"/>`,
        `<circle cx="${cx}" cy="${cy}" r="${round(size * 0.31)}" fill="#f6f1e8" stroke="#000" stroke-opacity="0.05" stroke-width="${round(size * 0.01)}"/>`,
      );
    } else {
      parts.push(shadow(cx, cy, size * 0.56));
    }
    parts.push(emoji(art.main, cx, cy - (plate ? size * 0.01 : 0), size * (plate ? 0.56 : 0.6)));
    if (view === 'served') parts.push(emoji(cutlery, width * 0.85, height * 0.5, size * 0.2, 8));
    else parts.push(accentsOf(art, seed, width, height, size * 0.19));
  }
  parts.push('</svg>');
  return parts.join('');
}

/** Where a banner's illustrations stand, from its right edge, in its heights: (x from the right, y, size). */
const bannerSpots = [
  [0.6, 0.55, 0.7],
  [1.25, 0.32, 0.34],
  [0.17, 0.22, 0.28],
  [1.15, 0.8, 0.3],
] as const;

/**
 * A banner: several illustrations of its theme on the right, on one of the deep backgrounds (the store's green first),
 * its left free for the heading the page draws over it.
 */
function bannerSvg(name: string, width: number, height: number, text: string): string {
  const seed = hashName(name);
  const art = bannerArtFor(name);
  // A phone's 4:3 banner has less room: its illustrations shrink to stay on its right two thirds.
  const unit = Math.min(height, width / 2.1);
  const parts = [open(width, height, text), backdrop(width, height, bannerBackgrounds[seed % (bannerBackgrounds.length + 2)] ?? bannerBackgrounds[0], '#ffffff14', 0.12)];
  parts.push(`<circle cx="${round(width - unit * 0.62)}" cy="${round(height * 0.55)}" r="${round(unit * 0.52)}" fill="#fff" opacity="0.1"/>`);
  art.forEach((illustration, index) => {
    const spot = bannerSpots[index];
    if (!spot) return;
    const [fromRight, y, size] = spot;
    const x = width - unit * fromRight;
    const turn = index === 0 ? 0 : ((seed >> (index * 3)) % 24) - 12;
    parts.push(shadow(x, y * height, unit * size, 0.22), emoji(illustration, x, y * height, unit * size, turn));
  });
  parts.push('</svg>');
  return parts.join('');
}

