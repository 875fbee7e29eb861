// @vitest-environment jsdom
import { allSettled } from 'effector';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { $storeLinksReport, storeLinkChecksStarted } from '@/app/preview-panels/store-links.model';
import type { LayoutItem } from '@/api/schemas/site.schema';
import { describeStoreLink } from '@/layout/store-links';
import { siteDataRequested } from '@/models/site/site.model';
import { layoutItems } from '../fake-store/domain/db';
import { setupSimulatedStore, startApp } from './support/simulated-store';

/*
 * Merchant preview's check of the home layout's links, against the simulated store: the calls are the storefront's
 * own (its client, branch and headers), the answers the seeded store's.
 */

const { server, requests } = setupSimulatedStore();

async function checkedLinks() {
  const scope = await startApp();
  await allSettled(storeLinkChecksStarted, { scope });
  const report = scope.getState($storeLinksReport);
  expect(report.status).toBe('checked');
  return report.links;
}

/** A banner item whose slides lead to the given links, placed last on the seeded home page. */
async function addBanner(id: number, links: readonly Record<string, string>[], html = '') {
  const slide = (link: Record<string, string>, index: number) => ({ image: { src: `/sim-images/s${index}.svg`, alt: `Slide ${index}` }, button_label: `Go ${index}`, link });
  const items: LayoutItem[] = [
    { id, code: 'banner_slider', type: 'designElement', data: { slides: links.map(slide) }, settings: null, position: 1_000, uniqueId: null },
  ];
  if (html !== '') items.push({ id: id + 1, code: 'custom_html_block', type: 'designElement', data: { html }, settings: null, position: 1_010, uniqueId: null });
  for (const item of items) await layoutItems.create(item);
}

describe('the store links of the seeded home page', () => {
  it('all lead to pages the store has: categories, products and content pages, in blocks and in merchant HTML', async () => {
    const links = await checkedLinks();
    expect(new Set(links.map((link) => link.target.type))).toEqual(new Set(['category', 'product', 'page']));
    expect(links.some((link) => link.path === 'data.html')).toBe(true);
    expect(links.filter((link) => link.verdict !== 'found').map((link) => `item ${link.itemId} ${link.path}: ${describeStoreLink(link)}`)).toEqual([]);
  });

  it('asks the lists first, then by slug only what they leave out', async () => {
    const scope = await startApp();
    const before = requests.length;
    await allSettled(storeLinkChecksStarted, { scope });
    const lookups = requests.slice(before).map((request) => `${request.url.pathname}${request.url.searchParams.has('slug') ? `?slug=${request.url.searchParams.get('slug')}` : ''}`);
    // Every seeded category link is top-level and every page link listed: two lists, and the two products by slug.
    expect(lookups.sort()).toEqual(['/api/get-pages', '/api/get-parent-categories', '/api/get-product?slug=margherita-pizza', '/api/get-product?slug=tiramisu']);
  });

  it('asks nothing again about pages it found, when the layout changes', async () => {
    const scope = await startApp();
    await allSettled(storeLinkChecksStarted, { scope });
    const before = requests.length;
    await addBanner(90, [{ type: 'product', slug: 'tiramisu' }, { type: 'product', slug: 'iced-tea' }]);
    await allSettled(siteDataRequested, { scope });
    const lookups = requests.slice(before).filter((request) => request.url.pathname !== '/api/get-data');
    expect(lookups.map((request) => `${request.url.pathname}?slug=${request.url.searchParams.get('slug')}`)).toEqual(['/api/get-product?slug=iced-tea']);
    expect(scope.getState($storeLinksReport).links.filter((link) => link.itemId === '90').map((link) => link.verdict)).toEqual(['found', 'found']);
  });
});

describe('a store link the backend does not know', () => {
  it('is flagged for a category, a product and a content page, in a block or in its HTML', async () => {
    await addBanner(
      90,
      [
        { type: 'category', slug: 'summer-menu' },
        { type: 'product', slug: 'family-pizza-deal' },
        { type: 'page', slug: 'allergens' },
        { type: 'url', url: '/category/classic-pizzas' },
      ],
      '<p>See <a href="/page/./allergens">allergens</a> and <a href="/product/tiramisu">tiramisu</a>.</p>',
    );
    const links = await checkedLinks();
    const added = links.filter((link) => Number(link.itemId) >= 90).map((link) => [link.itemId, link.path, link.verdict, describeStoreLink(link)]);
    expect(added).toEqual([
      ['90', 'data.slides.0.link.slug', 'missing', 'The store has no category "summer-menu": shoppers following /category/summer-menu see "Page not found".'],
      ['90', 'data.slides.1.link.slug', 'missing', 'The store has no product "family-pizza-deal": shoppers following /product/family-pizza-deal see "Page not found".'],
      ['90', 'data.slides.2.link.slug', 'missing', 'The store has no content page "allergens": shoppers following /page/allergens see "Page not found".'],
      // A child category is not in the top-level list: asked for by itself, and found.
      ['90', 'data.slides.3.link.url', 'found', 'Leads to the category "classic-pizzas".'],
      ['91', 'data.html', 'missing', 'The store has no content page "allergens": shoppers following /page/allergens see "Page not found".'],
      ['91', 'data.html', 'found', 'Leads to the product "tiramisu".'],
    ]);
  });

  it('is "could not check", never dead, when the lookup fails', async () => {
    await addBanner(90, [{ type: 'product', slug: 'family-pizza-deal' }]);
    server.use(http.get('*/api/get-product', () => HttpResponse.json({ hits: [] })));
    const links = await checkedLinks();
    expect(links.filter((link) => link.target.type === 'product').map((link) => [link.target.slug, link.verdict])).toEqual([
      ['margherita-pizza', 'unchecked'],
      ['tiramisu', 'unchecked'],
      ['family-pizza-deal', 'unchecked'],
    ]);
  });
});

describe('a page that did not ask', () => {
  it('checks nothing: no lookup leaves a shopper’s page', async () => {
    const scope = await startApp();
    expect(scope.getState($storeLinksReport).status).toBe('not-asked');
    expect(requests.filter((request) => /get-(product|category|page)$/.test(request.url.pathname))).toEqual([]);
  });
});
