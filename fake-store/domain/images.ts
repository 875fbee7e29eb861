/**
 * Placeholder images drawn locally as SVG, so the simulated store never reaches outside the machine.
 * The colour and label come from the image name alone: the same URL always draws the same picture.
 */

export interface PlaceholderOptions {
  width?: number;
  height?: number;
  /** Text drawn on the image; defaults to the name turned into words ("margherita-pizza" → "Margherita Pizza"). */
  label?: string;
  /**
   * `photo` (default): a coloured picture with a decorative disc, for products and banners. `wordmark`: a logo, the
   * label filling a tile with rounded corners and nothing cut by its edges.
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
  const hue = hashName(name) % 360;
  const text = escapeXml(label);
  if (options.kind === 'wordmark') {
    // Text about 0.6 em a character wide: the label spans most of the tile, never past it.
    const wordmarkSize = Math.max(8, Math.round(Math.min((width * 0.86) / (Math.max(label.length, 4) * 0.6), height * 0.5)));
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${text}">`,
      `<rect width="100%" height="100%" rx="${Math.round(height * 0.18)}" fill="hsl(${hue} 55% 34%)"/>`,
      `<text x="50%" y="52%" dominant-baseline="middle" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="${wordmarkSize}" fill="#ffffff">${text}</text>`,
      '</svg>',
    ].join('');
  }
  const fontSize = Math.max(8, Math.round(Math.min(width / Math.max(label.length, 4), height / 3) * 1.4));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${text}">`,
    `<rect width="100%" height="100%" fill="hsl(${hue} 55% 42%)"/>`,
    `<circle cx="${width * 0.82}" cy="${height * 0.2}" r="${Math.min(width, height) * 0.28}" fill="hsl(${(hue + 40) % 360} 60% 55%)" opacity="0.55"/>`,
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="600" font-size="${fontSize}" fill="#ffffff">${text}</text>`,
    '</svg>',
  ].join('');
}
