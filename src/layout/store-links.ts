import type { LayoutNode } from './parse-layout';
import { classifyLink } from '@/shared/lib/store-path';
import { linkHref, linkSchema, type BlockLink } from './block-field-schemas';

/*
 * Links of a layout to store pages that only the backend can vouch for: a category, a product or a content page named
 * by slug. A schema cannot tell whether `/category/summer-menu` exists; the backend can, so merchant preview and the
 * studio ask it (decisions/0038). Loaded with the preview panels only: nothing here is on a shopper's path.
 */

/** The kinds of store page a block link names by slug. */
const slugLinkTypes = ['category', 'product', 'page'] as const satisfies readonly BlockLink['type'][];
type SlugLinkType = (typeof slugLinkTypes)[number];

/** A store page a link names: what it is and its slug. */
export interface StoreTarget {
  type: SlugLinkType;
  slug: string;
}

/** One link of one layout item to a store page. */
export interface StoreLink {
  itemId: string;
  /** The item's layout code. */
  code: string;
  position: number;
  /** Where in the item the link is written (`data.slides.0.link.slug`, `data.html`): what the studio focuses. */
  path: string;
  /** Where it leads (`/category/summer-menu`). */
  href: string;
  target: StoreTarget;
}

/** What the backend said of a link's page: it has it, it does not (404), or it could not be asked. */
export type StoreLinkVerdict = 'found' | 'missing' | 'unchecked';

export interface CheckedStoreLink extends StoreLink {
  verdict: StoreLinkVerdict;
}

/** How the check asks the backend. */
export interface StoreLookups {
  /** Slugs the backend lists in one call (the top-level categories, the listed pages), sparing a call per link. */
  listed: Partial<Record<SlugLinkType, () => Promise<readonly string[]>>>;
  /** Whether the backend has this page: true, false when it answers that there is none, and a rejection when it cannot say. */
  exists: (target: StoreTarget) => Promise<boolean>;
}

export const targetKey = (target: StoreTarget) => `${target.type}:${target.slug}`;

/** The links of merchant HTML, read as the browser would (no DOM here, none found). */
function htmlHrefs(html: string): string[] {
  if (typeof DOMParser === 'undefined' || !/<a\s/i.test(html)) return [];
  const document = new DOMParser().parseFromString(html, 'text/html');
  return [...document.querySelectorAll('a[href]')].map((anchor) => anchor.getAttribute('href') ?? '');
}

const base = 'https://store.invalid';

/**
 * The category, product or content page a store path (as `linkHref` or `classifyLink` give it) names by slug, or null
 * for any other path or another site's address: the inverse of `linkHref`, which says where each kind lives.
 */
function storeTargetOf(href: string): StoreTarget | null {
  const { origin, pathname } = new URL(href, base);
  if (origin !== base) return null;
  for (const type of slugLinkTypes) {
    const prefix = linkHref({ type, slug: '' }) ?? '';
    const slug = pathname.startsWith(prefix) ? pathname.slice(prefix.length).replace(/\/$/, '') : '';
    if (slug === '' || slug.includes('/')) continue;
    try {
      return { type, slug: decodeURIComponent(slug) };
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Every link of the layout's blocks to a category, product or content page, in page order: the link values of every
 * block's checked data and settings (a block's own schema made them, whatever its shape), store paths written as
 * addresses among them, and the store paths in merchant HTML. Invalid items are the validation report's already.
 */
export function storeLinksOf(nodes: readonly LayoutNode[]): StoreLink[] {
  const links: StoreLink[] = [];
  for (const node of nodes) {
    if (node.kind !== 'block') continue;
    const add = (path: string, href: string | null) => {
      const target = href === null ? null : storeTargetOf(href);
      if (target && href !== null) links.push({ itemId: node.id, code: node.block.code, position: node.position, path, href, target });
    };
    const walk = (value: unknown, path: string): void => {
      if (typeof value === 'string') {
        for (const href of htmlHrefs(value)) {
          const target = classifyLink(href);
          if (target.kind === 'path') add(path, target.href);
        }
        return;
      }
      if (typeof value !== 'object' || value === null) return;
      const link = linkSchema.safeParse(value);
      if (link.success) {
        add(`${path}.${link.data.type === 'url' ? 'url' : 'slug'}`, linkHref(link.data));
        return;
      }
      for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`);
    };
    walk(node.data, 'data');
    walk(node.settings, 'settings');
  }
  return links;
}

/** How many lookups run at once: a layout with fifty product links must not fire fifty calls together. */
const LOOKUPS_AT_ONCE = 4;

async function eachAtMost<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await run(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Asks the backend about each distinct page the links name, tolerantly: never rejects, and a lookup that fails is
 * "unchecked", never "missing" (a backend that is down does not make every link dead). `known` are pages already found
 * this visit, not asked again.
 */
export async function checkStoreLinks(links: readonly StoreLink[], lookups: StoreLookups, known: ReadonlySet<string> = new Set()): Promise<CheckedStoreLink[]> {
  const verdicts = new Map<string, StoreLinkVerdict>([...known].map((key) => [key, 'found']));
  const unknown = () => [...new Map(links.filter((link) => !verdicts.has(targetKey(link.target))).map((link) => [targetKey(link.target), link.target])).values()];

  const types = [...new Set(unknown().map((target) => target.type))];
  await Promise.all(
    types.map(async (type) => {
      const list = lookups.listed[type];
      if (!list) return;
      try {
        for (const slug of await list()) verdicts.set(targetKey({ type, slug }), 'found');
      } catch {
        // The list did not come: each of its links is asked about on its own below.
      }
    }),
  );

  await eachAtMost(unknown(), LOOKUPS_AT_ONCE, async (target) => {
    let verdict: StoreLinkVerdict;
    try {
      verdict = (await lookups.exists(target)) ? 'found' : 'missing';
    } catch {
      verdict = 'unchecked';
    }
    verdicts.set(targetKey(target), verdict);
  });

  return links.map((link) => ({ ...link, verdict: verdicts.get(targetKey(link.target)) ?? 'unchecked' }));
}

const typeWords: Record<SlugLinkType, string> = { category: 'category', product: 'product', page: 'content page' };

/** What a merchant reads about a link that is not plainly fine. */
export function describeStoreLink(link: Pick<CheckedStoreLink, 'href' | 'target' | 'verdict'>): string {
  switch (link.verdict) {
    case 'found':
      return `Leads to the ${typeWords[link.target.type]} "${link.target.slug}".`;
    case 'missing':
      return `The store has no ${typeWords[link.target.type]} "${link.target.slug}": shoppers following ${link.href} see "Page not found".`;
    case 'unchecked':
      return `Could not check ${link.href}: the backend did not answer. It may be fine; look again when the backend is back.`;
    default:
      return link.verdict satisfies never;
  }
}

/** A link a merchant should look at, as the preview panel and the studio's report list it. */
export interface StoreLinkProblem {
  itemId: string;
  code: string;
  path: string;
  href: string;
  verdict: Exclude<StoreLinkVerdict, 'found'>;
  message: string;
}

/** The links that lead nowhere, then those that could not be checked, each in page order. */
export function storeLinkProblems(links: readonly CheckedStoreLink[]): StoreLinkProblem[] {
  const problems = links.flatMap(({ itemId, code, path, href, target, verdict }): StoreLinkProblem[] =>
    verdict === 'found' ? [] : [{ itemId, code, path, href, verdict, message: describeStoreLink({ href, target, verdict }) }],
  );
  return [...problems.filter((problem) => problem.verdict === 'missing'), ...problems.filter((problem) => problem.verdict === 'unchecked')];
}
