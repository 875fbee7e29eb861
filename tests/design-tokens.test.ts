import { readFileSync } from 'node:fs';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';

/**
 * The storefront's colours, spacing, text sizes, corners, soft shadows and the durations of its changes come from the
 * tokens of src/styles.css (the palette, `--space-*`, `--text-*`, `--radius-*`, `--elevation-*`, `--motion-*`), never
 * a value of their own: a stray one is listed with its place. The studio is a tool of its own and is not read.
 */
const stylesheets = globSync(['src/**/*.css', 'blocks/**/*.css', 'plugins/**/*.css']);

/** Every `property: value` of the stylesheets, with where it is (custom properties defining the tokens left out). */
function declarations(property: string): { place: string; value: string }[] {
  return stylesheets.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => [...line.matchAll(new RegExp(`(?:^|[\\s;{])${property}\\s*:\\s*([^;}]+)`, 'g'))].map((match) => ({ place: `${file}:${index + 1}`, value: (match[1] ?? '').trim() }))),
  );
}

const isToken = (part: string) => /^var\(--[\w-]+\)$/.test(part);

describe('design tokens', () => {
  it('finds the declarations it reads (a check that reads nothing proves nothing)', () => {
    expect(declarations('border-radius').length).toBeGreaterThan(100);
    expect(declarations('box-shadow').length).toBeGreaterThan(15);
  });

  it('gives every corner a radius token, or none', () => {
    const stray = declarations('border-radius').filter(({ value }) => !value.split(/\s+/).every((part) => part === '0' || isToken(part)));
    expect(stray).toEqual([]);
  });

  it('gives every soft shadow an elevation token; rings and inset lines are drawn as they are', () => {
    const stray = declarations('box-shadow').filter(({ value }) =>
      value.split(/,(?![^(]*\))/).some((shadow) => {
        const part = shadow.trim();
        return !(part === 'none' || isToken(part) || part.startsWith('inset ') || part.startsWith('0 0 0 '));
      }),
    );
    expect(stray).toEqual([]);
  });

  it('sizes all text with a step of the type scale, or relative to its parent (em) or to a box (a variable)', () => {
    const sizes = declarations('font-size');
    expect(sizes.length).toBeGreaterThan(100);
    const stray = sizes.filter(({ value }) => !value.includes('var(--') && /\d(px|rem|vw|pt)\b/.test(value));
    expect(stray).toEqual([]);
  });

  it('spaces with a step of the spacing scale: 1 px beside a border, em in prose and page-wide columns aside', () => {
    const spacing = ['padding', 'margin', 'gap', 'row-gap', 'column-gap'].flatMap((property) => [
      ...declarations(property),
      ...declarations(`${property}-(?:top|right|bottom|left|inline|block|inline-start|inline-end|block-start|block-end)`),
    ]);
    expect(spacing.length).toBeGreaterThan(500);
    // What is left once the tokens (and the variables' own fallbacks) are taken out must be 0, 1px or a column's width.
    const stray = spacing.filter(({ value }) =>
      [...value.replace(/var\([^()]*\)/g, '').matchAll(/(?<![\w.])-?(\d*\.?\d+)(px|rem)\b/g)].some(([, amount, unit]) => {
        const pixels = Number(amount) * (unit === 'rem' ? 16 : 1);
        return !(pixels === 0 || pixels === 1 || pixels >= 200);
      }),
    );
    expect(stray).toEqual([]);
  });

  it('colours with the palette: a colour is written only where a custom property is defined', () => {
    const all = stylesheets.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          [...line.matchAll(/(?:^|[;{])\s*([a-z][a-z-]*)\s*:\s*([^;{}]+)/g)].map((match) => ({ place: `${file}:${index + 1}`, value: (match[2] ?? '').trim() })),
        ),
    );
    expect(all.length).toBeGreaterThan(2000);
    /** The value with each var() replaced by its fallback, if it has one (innermost first): a fallback is a value too. */
    const bare = (value: string) => {
      let rest = value;
      for (let before = ''; before !== rest; ) [before, rest] = [rest, rest.replace(/var\(--[\w-]+\s*(?:,\s*([^()]*))?\)/g, (_, fallback?: string) => fallback ?? '')];
      return rest;
    };
    const stray = all.filter(({ value }) => /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|oklch|lab|lch)\(|\b(?:white|black|red|green|blue|gray|grey)\b/i.test(bare(value)));
    expect(stray).toEqual([]);
  });

  it('times every transition and every animation that is not a loop with a motion token', () => {
    const timed = [...declarations('transition'), ...declarations('animation'), ...declarations('transition-duration')];
    expect(timed.length).toBeGreaterThan(10);
    // A loop (a spinner, a shimmer) keeps its own pace; a reduced-motion rule may slow one down (animation-duration).
    const stray = timed.filter(({ value }) => !value.includes('infinite') && /(?<![\w-])(?!0s\b)\d*\.?\d+m?s\b/.test(value));
    expect(stray).toEqual([]);
  });
});
