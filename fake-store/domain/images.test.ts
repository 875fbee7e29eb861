import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueNames } from './catalog';
import { categories, layoutItems, products } from './db';
import { bannerArtFor, dishArtFor, emojiUsed } from './food-art';
import { emojiArt } from './food-art.generated';
import { renderPlaceholderSvg } from './images';
import { seedDatabase } from './seed';

/** How many illustrations a picture draws (each is a nested `<svg>` on the emoji grid). */
const illustrations = (svg: string) => svg.match(/viewBox="0 0 32 32"/g)?.length ?? 0;

/** The seed's picture names (`/sim-images/<name>.svg`) in the order met, with their sizes. */
function seededPictures(json: string): { name: string; width: number; height: number }[] {
  return [...json.matchAll(/\/sim-images\/([a-z0-9-]+)\.svg\?w=(\d+)&h=(\d+)/g)].map(([, name = '', width, height]) => ({ name, width: Number(width), height: Number(height) }));
}

beforeAll(() => seedDatabase());

describe('the seed’s pictures', () => {
  it('draws a dish on its plate with two of its ingredients, and no words', () => {
    const svg = renderPlaceholderSvg('margherita-pizza', { width: 600, height: 600 });
    expect(svg).not.toContain('<text');
    expect(svg).toContain(emojiArt.pizza);
    expect(illustrations(svg)).toBe(3);
    expect(svg).toMatch(/<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="600" height="600" [^>]*aria-label="Margherita Pizza">/);
  });

  it('draws the gallery’s other views of the same dish differently', () => {
    const views = ['', '-close-up', '-served', '-ingredients'].map((view) => renderPlaceholderSvg(`margherita-pizza${view}`, { width: 600, height: 600 }));
    expect(new Set(views).size).toBe(4);
    expect(illustrations(views[1] ?? '')).toBe(1);
    expect(views[3]).not.toContain(emojiArt.pizza);
  });

  it('draws a banner (wider than 1.3:1) as several illustrations of its theme, and no words', () => {
    for (const [width, height] of [
      [1200, 600],
      [1200, 400],
      [800, 600],
    ] as const) {
      const svg = renderPlaceholderSvg('fresh-salads', { width, height, label: 'Fresh salads' });
      expect(svg).not.toContain('<text');
      expect(illustrations(svg)).toBe(4);
      expect(svg).toContain(emojiArt['green-salad']);
    }
  });

  it('draws the same picture for the same address, and another for another name', () => {
    expect(renderPlaceholderSvg('poke-bowl', { width: 400, height: 400 })).toBe(renderPlaceholderSvg('poke-bowl', { width: 400, height: 400 }));
    expect(renderPlaceholderSvg('salmon-poke-bowl', { width: 400, height: 400 })).not.toBe(renderPlaceholderSvg('poke-bowl', { width: 400, height: 400 }));
  });

  it('keeps the letters of a logo, a favicon and an avatar, escaped', () => {
    const svg = renderPlaceholderSvg('logo', { width: 280, height: 80, label: 'Fish & <Chips>', kind: 'wordmark' });
    expect(svg).toContain('>Fish &#38; &#60;Chips&#62;</text>');
    expect(illustrations(svg)).toBe(0);
  });

  it('has an illustration of its own for every seeded product, category and banner', () => {
    for (const { name } of products.all()) expect(dishArtFor(name).main, name).not.toBe('fork-and-knife-with-plate');
    for (const { slug } of categories.all()) if (slug !== 'full-menu') expect(dishArtFor(slug).main, slug).not.toBe('fork-and-knife-with-plate');
    const banners = seededPictures(JSON.stringify(layoutItems.all())).filter(({ width, height }) => width / height >= 1.3);
    expect(banners.length).toBeGreaterThan(8);
    for (const { name } of banners) expect(bannerArtFor(name), name).not.toEqual(bannerArtFor('og-image'));
  });

  it('holds every illustration the rules name, and no other (food-art.generated.ts is up to date)', () => {
    expect(Object.keys(emojiArt).sort()).toEqual(emojiUsed());
  });
});

describe('the generated catalogue’s names', () => {
  it('gives each of the 1,200 copies a name of its own, no word twice, no number', () => {
    const generated = catalogueNames().generated().map(({ name }) => name);
    expect(generated).toHaveLength(1200);
    expect(new Set(generated.map((name) => name.toLowerCase())).size).toBe(1200);
    for (const name of generated) {
      expect(name).not.toMatch(/\d/);
      const words = name.toLowerCase().split(/[\s-]+/);
      expect(new Set(words).size, name).toBe(words.length);
    }
  });
});
