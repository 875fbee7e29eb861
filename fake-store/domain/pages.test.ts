import { beforeEach, describe, expect, it } from 'vitest';
import { contentPageSchema, pagesListSchema } from '@/api/schemas/page.schema';
import { CONTROL_HTML, XSS_PAYLOADS } from './xss-corpus';
import { listPages, pageBySlug } from './pages';
import { seedDatabase } from './seed';
import { seedFacts } from './seed-facts';
import { hostileMarkupHtml } from './seed-pages';

beforeEach(() => seedDatabase({ now: new Date('2025-03-15T12:00:00Z') }));

describe('listPages', () => {
  it('lists the four content pages in display order, and not the hostile one', () => {
    const list = listPages();
    expect(pagesListSchema.parse(list)).toEqual(list);
    expect(list.data).toEqual([
      { id: 1, title: 'About us', slug: 'about-us', position: 1 },
      { id: 2, title: 'Delivery information', slug: 'delivery', position: 2 },
      { id: 3, title: 'Terms and conditions', slug: 'terms', position: 3 },
      { id: 4, title: 'Privacy policy', slug: 'privacy', position: 4 },
    ]);
    expect(list.data.map((page) => page.slug)).toEqual([...seedFacts.pageSlugs]);
  });
});

describe('pageBySlug', () => {
  it.each(seedFacts.pageSlugs)('answers %s with merchant HTML: headings, paragraphs, a list and a link', (slug) => {
    const page = pageBySlug(slug);
    expect(contentPageSchema.parse(page)).toEqual(page);
    expect(page?.content).toMatch(/<h2>[^<]+<\/h2>/);
    expect(page?.content).toMatch(/<h3>[^<]+<\/h3>/);
    expect(page?.content).toMatch(/<p>/);
    expect(page?.content).toMatch(/<(ul|ol)>\s*<li>/);
    expect(page?.content).toMatch(/<a href="[^"]+"/);
    expect(page?.updated_at).toMatch(/^\d{4}-\d\d-\d\dT09:00:00\.000Z$/);
  });

  it('leaves the description out where the merchant wrote none (the store’s default applies)', () => {
    expect(pageBySlug('terms')?.meta_description).toBeNull();
    expect(pageBySlug('delivery')?.meta_description).toMatch(/deliver/);
  });

  it('answers the unlisted hostile page: the whole XSS corpus after the control HTML', () => {
    const page = pageBySlug(seedFacts.hostilePage.slug);
    expect(page).toMatchObject({ title: 'Markup test', slug: 'hostile-markup' });
    expect(page?.content).toBe(hostileMarkupHtml());
    expect(page?.content?.startsWith(CONTROL_HTML)).toBe(true);
    for (const payload of XSS_PAYLOADS) expect(page?.content).toContain(payload.html);
    // Payloads that change how what follows parses come last, so the others parse as written.
    const lastPlain = Math.max(...XSS_PAYLOADS.filter((payload) => !payload.isolated).map((payload) => page?.content?.indexOf(payload.html) ?? -1));
    const firstIsolated = Math.min(...XSS_PAYLOADS.filter((payload) => payload.isolated).map((payload) => page?.content?.indexOf(payload.html) ?? -1));
    expect(lastPlain).toBeLessThan(firstIsolated);
  });

  it('reads slugs without regard to case, and answers null for an unknown one', () => {
    expect(pageBySlug('About-Us')?.title).toBe('About us');
    expect(pageBySlug('careers')).toBeNull();
  });
});
