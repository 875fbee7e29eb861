/**
 * `/sitemap.xml` (ADR 0044 decision 7): every page a crawler should know, from the API: the home page, the categories
 * (top level and their children), every product and every content page. Past 50,000 URLs it is a sitemap index whose
 * parts are `/sitemap-1.xml`, `/sitemap-2.xml`, …
 */
import { catalog } from '@/api/calls/catalog';
import { category } from '@/api/calls/category';
import { pages } from '@/api/calls/pages';
import { request, type RequestContext } from '@/api/client';
import { escapeHtml } from '../render/html';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_LIMIT = 50_000;
/** The largest page of products the contract serves. */
const PRODUCTS_PER_PAGE = 50;
/** Pages of products asked for at once, so a large catalogue neither waits on one request at a time nor floods the API. */
const PARALLEL_PAGES = 4;

/** One URL of the sitemap: a path of the store, and when it last changed where the API says so. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** The store's paths a crawler should know, in a stable order: home, categories, products, content pages. */
export async function sitemapEntries(context: RequestContext): Promise<SitemapEntry[]> {
  const [categoryPaths, productPaths, pageEntries] = await Promise.all([categoryPathsOf(context), productPathsOf(context), contentPagesOf(context)]);
  return [...['/', ...categoryPaths, ...productPaths].map((path) => ({ path })), ...pageEntries];
}

/** Every category: the top-level ones and, level by level, their children (get-category names a category's children). */
async function categoryPathsOf(context: RequestContext): Promise<string[]> {
  const seen = new Set<string>();
  let level = (await request(context, catalog.parentCategories)).data.map((parent) => parent.slug);
  while (level.length > 0) {
    const fresh = level.filter((slug) => !seen.has(slug));
    for (const slug of fresh) seen.add(slug);
    const children = await Promise.all(fresh.map((slug) => request(context, category.get, { query: { slug } }).then((detail) => detail.data.children, () => [])));
    level = children.flat().map((child) => child.slug);
  }
  return [...seen].map((slug) => `/category/${encodeURIComponent(slug)}`);
}

/** Every product: the menu's list and the whole catalogue (`collection=all`; a backend without it answers the menu again). */
async function productPathsOf(context: RequestContext): Promise<string[]> {
  const lists = await Promise.all([productSlugsOf(context, undefined), productSlugsOf(context, 'all')]);
  return [...new Set(lists.flat())].map((slug) => `/product/${encodeURIComponent(slug)}`);
}

/** The slugs of every page of a product list, a few pages at a time. */
async function productSlugsOf(context: RequestContext, collection: 'all' | undefined): Promise<string[]> {
  const pageOf = (page: number) => request(context, catalog.products, { query: { page, per_page: PRODUCTS_PER_PAGE, collection } });
  const first = await pageOf(1);
  const rest: number[] = [];
  for (let page = 2; page <= first.last_page; page += 1) rest.push(page);
  const later = [];
  for (let start = 0; start < rest.length; start += PARALLEL_PAGES) later.push(...(await Promise.all(rest.slice(start, start + PARALLEL_PAGES).map(pageOf))));
  return [first, ...later].flatMap((page) => page.data.map((product) => product.slug));
}

/**
 * The footer's content pages. Only get-page tells when a page changed, and a store has a handful of them: each is read
 * for its date, and one that cannot be read is listed without it.
 */
async function contentPagesOf(context: RequestContext): Promise<SitemapEntry[]> {
  const list = (await request(context, pages.list)).data;
  return Promise.all(
    list.map(async ({ slug }) => {
      const updated = await request(context, pages.get, { query: { slug } }).then((page) => page.data.updated_at, () => null);
      const lastmod = w3cDate(updated);
      return { path: `/page/${encodeURIComponent(slug)}`, ...(lastmod ? { lastmod } : {}) };
    }),
  );
}

/** The sitemap protocol's form of a date the API gave, or null when it gave none that reads as one. */
function w3cDate(text: string | null | undefined): string | null {
  const time = text ? Date.parse(text) : Number.NaN;
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

const urlTag = ({ loc, lastmod }: { loc: string; lastmod?: string }) =>
  `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}</url>`;

const urlset = (urls: readonly { loc: string; lastmod?: string }[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map(urlTag).join('\n')}\n</urlset>\n`;

const sitemapIndex = (urls: readonly string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((url) => `  <sitemap><loc>${escapeHtml(url)}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`;

/**
 * The XML of `/sitemap.xml` (`part` null) or of `/sitemap-<part>.xml`, for the store's entries at `origin`; null when the
 * part does not exist. Up to `limit` URLs it is one urlset; past it, the index and its parts.
 */
export function sitemapXml(entries: readonly SitemapEntry[], origin: string, part: number | null, limit = SITEMAP_LIMIT): string | null {
  const urls = entries.map(({ path, lastmod }) => ({ loc: `${origin}${path}`, ...(lastmod ? { lastmod } : {}) }));
  const parts = Math.ceil(urls.length / limit);
  if (part === null) return parts <= 1 ? urlset(urls) : sitemapIndex(Array.from({ length: parts }, (_, index) => `${origin}/sitemap-${index + 1}.xml`));
  if (parts <= 1 || part < 1 || part > parts) return null;
  return urlset(urls.slice((part - 1) * limit, part * limit));
}
