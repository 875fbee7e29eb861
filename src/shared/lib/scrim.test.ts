import { formatHex, parse, wcagContrast } from 'culori/fn';
import { describe, expect, it } from 'vitest';
// culori's colour spaces, registered by the palette's module.
import '@/domain/palette';
import { scrimFor } from './scrim';

/** The panel laid over a picture's pixel (0 black, 255 white), as the browser blends them. */
function blended(rgb: string, alpha: number, pixel: number): string {
  const shade = rgb === '0 0 0' ? 0 : 255;
  const value = Math.round(shade * alpha + pixel * (1 - alpha));
  return formatHex({ mode: 'rgb', r: value / 255, g: value / 255, b: value / 255 });
}

describe('scrimFor', () => {
  it.each(['#ffffff', '#fff', '#000000', '#1c2326', '#ffff00', '#ffcc00', '#808080', '#ff0000', 'rgb(255, 200, 0)', 'rgba(20 40 60 / 0.9)', 'hsl(200 80% 90%)'])(
    'keeps %s at 4.5:1 over the blackest and the whitest picture',
    (text) => {
      const { rgb, alpha } = scrimFor(text);
      const ink = formatHex(parse(text)) ?? '#ffffff';
      for (const pixel of [0, 255]) expect(wcagContrast(ink, blended(rgb, alpha, pixel))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('darkens under light words and lightens under dark ones, no more than they need', () => {
    expect(scrimFor('#ffffff')).toEqual({ rgb: '0 0 0', alpha: 0.55 });
    expect(scrimFor('#000000')).toEqual({ rgb: '255 255 255', alpha: 0.5 });
    // Words that read on nothing lighter get a near-solid dark panel.
    expect(scrimFor('#808080').rgb).toBe('0 0 0');
  });

  it('treats a colour it cannot read as white words', () => {
    expect(scrimFor('currentColor')).toEqual(scrimFor('#ffffff'));
  });
});
