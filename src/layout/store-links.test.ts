// @vitest-environment jsdom
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import type { LayoutItem } from '@/api/schemas/site.schema';
import { defineBlock } from './define-block';
import { parseLayout } from './parse-layout';
import { linkSchema } from './block-field-schemas';
import { checkStoreLinks, storeLinkProblems, storeLinksOf, targetKey, type StoreLink, type StoreLookups, type StoreTarget } from './store-links';

/** A block of any shape: cards with links, a note of merchant HTML, and a link in its settings. */
const cardsBlock = defineBlock({
  code: 'test_cards',
  label: 'Cards',
  dataSchema: z.object({ cards: z.array(z.object({ title: z.string(), link: linkSchema })), note: z._default(z.string(), '') }),
  settingsSchema: z.object({ more: z.optional(linkSchema) }),
  loadDefaults: async () => ({ data: { cards: [] }, settings: {} }),
  reservedHeight: { mobile: '40px', desktop: '40px' },
  load: async () => ({ default: () => null }),
});

const item = (id: number, data: unknown, settings: unknown = {}): LayoutItem => ({ id, code: 'test_cards', type: 'designElement', data, settings, position: id * 10, uniqueId: null });
const linksOf = (items: LayoutItem[]) => storeLinksOf(parseLayout(items, { blocks: [cardsBlock], plugins: [] }));

describe('storeLinksOf', () => {
  it('finds the slug links of any block shape, store paths written as addresses, and those in merchant HTML', () => {
    const links = linksOf([
      item(
        1,
        {
          cards: [
            { title: 'a', link: { type: 'category', slug: 'pizzas' } },
            { title: 'b', link: { type: 'url', url: ' /product/./margherita-pizza?size=large ' } },
            { title: 'c', link: { type: 'page', slug: 'über uns' } },
          ],
          note: '<p>See <a href="/page/terms">terms</a>, <a href="https://example.com/page/x">elsewhere</a>, <a href="/search">search</a>.</p>',
        },
        { more: { type: 'category', slug: 'full-menu' } },
      ),
    ]);
    expect(links.map(({ itemId, code, path, href, target }) => [itemId, code, path, href, `${target.type}:${target.slug}`])).toEqual([
      ['1', 'test_cards', 'data.cards.0.link.slug', '/category/pizzas', 'category:pizzas'],
      ['1', 'test_cards', 'data.cards.1.link.url', '/product/margherita-pizza?size=large', 'product:margherita-pizza'],
      ['1', 'test_cards', 'data.cards.2.link.slug', '/page/%C3%BCber%20uns', 'page:über uns'],
      ['1', 'test_cards', 'data.note', '/page/terms', 'page:terms'],
      ['1', 'test_cards', 'settings.more.slug', '/category/full-menu', 'category:full-menu'],
    ]);
  });

  it('leaves out what names no page by slug: other sites, other routes, no link, and invalid items', () => {
    const links = linksOf([
      item(1, {
        cards: [
          { title: 'a', link: { type: 'url', url: 'https://example.com/category/x' } },
          { title: 'b', link: { type: 'url', url: '/search?q=pizza' } },
          { title: 'c', link: { type: 'url', url: '/product/reviews/12' } },
          { title: 'd', link: { type: 'none' } },
        ],
      }),
      // The validation report lists this one already: its links are not looked up.
      item(2, { cards: [{ title: 7, link: { type: 'category', slug: 'ghost' } }] }),
    ]);
    expect(links).toEqual([]);
  });
});

/** A backend stand-in that counts its calls. */
function lookups({ listed = {}, has = [], failing = [] }: { listed?: Partial<Record<StoreTarget['type'], string[] | 'fails'>>; has?: string[]; failing?: string[] }) {
  const calls: string[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const backend: StoreLookups = {
    listed: Object.fromEntries(
      Object.entries(listed).map(([type, slugs]) => [
        type,
        async () => {
          calls.push(`list ${type}`);
          if (slugs === 'fails') throw new Error('503');
          return slugs ?? [];
        },
      ]),
    ),
    exists: async (target) => {
      calls.push(targetKey(target));
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await Promise.resolve();
      running -= 1;
      if (failing.includes(targetKey(target))) throw new Error('timed out');
      return has.includes(targetKey(target));
    },
  };
  return { backend, calls, mostAtOnce: () => mostAtOnce };
}

const link = (type: StoreTarget['type'], slug: string, itemId = '1'): StoreLink => ({ itemId, code: 'test_cards', position: 10, path: 'data.link.slug', href: `/${type}/${slug}`, target: { type, slug } });

describe('checkStoreLinks', () => {
  it('marks a category, product or page the backend does not have as missing, and found what it has', async () => {
    const { backend } = lookups({ listed: { category: ['pizzas'], page: ['about-us'] }, has: ['product:tiramisu'] });
    const checked = await checkStoreLinks(
      [link('category', 'pizzas'), link('category', 'summer-menu'), link('product', 'tiramisu'), link('product', 'family-pizza-deal'), link('page', 'about-us'), link('page', 'allergens')],
      backend,
    );
    expect(checked.map((entry) => [entry.href, entry.verdict])).toEqual([
      ['/category/pizzas', 'found'],
      ['/category/summer-menu', 'missing'],
      ['/product/tiramisu', 'found'],
      ['/product/family-pizza-deal', 'missing'],
      ['/page/about-us', 'found'],
      ['/page/allergens', 'missing'],
    ]);
    expect(storeLinkProblems(checked).map((problem) => problem.href)).toEqual(['/category/summer-menu', '/product/family-pizza-deal', '/page/allergens']);
  });

  it('asks the lists first and then only what they leave out, each page once, and nothing it already found', async () => {
    const { backend, calls } = lookups({ listed: { category: ['pizzas'] }, has: ['category:classic-pizzas'] });
    await checkStoreLinks([link('category', 'pizzas'), link('category', 'classic-pizzas'), link('category', 'classic-pizzas', '2'), link('product', 'tiramisu')], backend, new Set(['product:tiramisu']));
    expect(calls).toEqual(['list category', 'category:classic-pizzas']);
  });

  it('calls a link it could not ask about "unchecked", never missing, and never fails as a whole', async () => {
    const { backend, calls } = lookups({ listed: { category: 'fails' }, has: ['category:pizzas'], failing: ['product:tiramisu'] });
    const checked = await checkStoreLinks([link('category', 'pizzas'), link('product', 'tiramisu')], backend);
    expect(checked.map((entry) => entry.verdict)).toEqual(['found', 'unchecked']);
    // Without its list, the category was asked about by itself.
    expect(calls).toEqual(['list category', 'category:pizzas', 'product:tiramisu']);
    expect(storeLinkProblems(checked).map((problem) => problem.message)).toEqual([
      'Could not check /product/tiramisu: the backend did not answer. It may be fine; look again when the backend is back.',
    ]);
  });

  it('asks about at most four pages at once', async () => {
    const { backend, mostAtOnce } = lookups({});
    await checkStoreLinks(
      Array.from({ length: 12 }, (_, index) => link('product', `p${index}`)),
      backend,
    );
    expect(mostAtOnce()).toBe(4);
  });
});
