/**
 * The panel behind words on a picture: dark under light words, light under dark ones, just opaque enough that the
 * words reach WCAG AA (4.5:1) over any picture, the blackest and the whitest included. Its few lines of colour maths
 * are its own rather than culori's (src/domain/palette.ts): the banners draw on the first screen, whose code would
 * carry culori's 7 KB.
 */

/** sRGB channels, 0-255, of a colour written as a block setting allows (hex, `rgb()`, `hsl()`); null otherwise. */
function channelsOf(colour: string): [number, number, number] | null {
  const value = colour.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex.slice(0, 3)].map((digit) => digit + digit).join('') : hex.slice(0, 6);
    return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
  }
  const numbers = /^(rgba?|hsla?)\(([^)]*)\)$/.exec(value);
  if (!numbers) return null;
  const parts = (numbers[2] ?? '').split(/[\s,/]+/).filter(Boolean).map((part) => parseFloat(part));
  const [a = NaN, b = NaN, c = NaN] = parts;
  if ([a, b, c].some(Number.isNaN)) return null;
  if (numbers[1]?.startsWith('rgb')) return [a, b, c].map((channel) => Math.min(255, Math.max(0, channel))) as [number, number, number];
  // hsl(h s% l%): the CSS Color 4 conversion.
  const s = Math.min(100, Math.max(0, b)) / 100;
  const l = Math.min(100, Math.max(0, c)) / 100;
  const f = (n: number) => {
    const k = (n + a / 30) % 12;
    return 255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [f(0), f(8), f(4)];
}

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: readonly number[]) => 0.2126 * linear(r ?? 0) + 0.7152 * linear(g ?? 0) + 0.0722 * linear(b ?? 0);
const contrast = (one: number, other: number) => (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);

/** How a panel of `shade` (0 black, 255 white) at `alpha` looks over a picture's pixel of `pixel`. */
const under = (shade: number, alpha: number, pixel: number) => luminance(Array(3).fill(shade * alpha + pixel * (1 - alpha)));

/** The contrast words of luminance `text` keep on the panel over the worst pixel, black or white. */
const worstContrast = (text: number, shade: number, alpha: number) => Math.min(contrast(text, under(shade, alpha, 0)), contrast(text, under(shade, alpha, 255)));

interface Scrim {
  /** The panel's colour, as `rgb()` takes it. */
  rgb: '0 0 0' | '255 255 255';
  alpha: number;
}

const AA = 4.5;

/** The panel words of `textColor` need on any picture: the lighter of dark or light that reaches AA. */
export function scrimFor(textColor: string): Scrim {
  const text = luminance(channelsOf(textColor) ?? [255, 255, 255]);
  const options = (
    [
      ['0 0 0', 0],
      ['255 255 255', 255],
    ] as const
  ).map(([rgb, shade]) => {
    for (let alpha = 0.3; alpha < 1; alpha += 0.05) if (worstContrast(text, shade, alpha) >= AA) return { rgb, alpha: Math.round(alpha * 100) / 100 };
    return { rgb, alpha: 1 };
  });
  // The lighter touch wins; a mid-grey text that neither reaches gets the solid panel that reads best.
  const [dark, light] = options as [Scrim, Scrim];
  if (dark.alpha < 1 || light.alpha < 1) return dark.alpha <= light.alpha ? dark : light;
  return contrast(text, 0) >= contrast(text, 1) ? dark : light;
}
