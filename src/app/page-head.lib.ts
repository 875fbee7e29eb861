import { composeHead } from '@/app/head.lib';
import { homeScreen, notFoundScreen, type ScreenDefinition } from '@/app/screens';
import type { PageKind, SiteSettings } from '@/domain/site-settings';

/** What a screen says of its page once its data is in (its `head`, or what a screen told the head model). */
interface ScreenFacts {
  title: string;
  description?: string | null;
  image?: string | null;
  notFound?: boolean;
}

/** A page's head, the same on the server (written into the HTML) and in the browser (kept in step by HeadTags). */
export interface PageHead {
  title: string;
  description: string | null;
  /** Absolute, or null. */
  image: string | null;
  icons: readonly { size: number; href: string }[];
  themeColor: string | null;
  /** Absolute; null for a page that is not one (not found). */
  canonical: string | null;
  kind: PageKind;
  /** A catalogue page that exists: search engines may index it. Personal and not-found pages may not. */
  indexable: boolean;
  /** The store's own title, for `og:site_name`. */
  siteName: string;
  notFound: boolean;
}

/** A URL made absolute against the store's origin; only http(s) ones pass (social cards need absolute ones). */
function absolute(url: string | null | undefined, origin: string): string | null {
  if (!url) return null;
  try {
    const resolved = new URL(url, `${origin}/`);
    return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.href : null;
  } catch {
    return null;
  }
}

/** The head of the page at `path` (no query) on `screen`, from the store's settings and the screen's facts (null while loading). */
export function pageHead(settings: SiteSettings, screen: ScreenDefinition, facts: ScreenFacts | null, origin: string, path: string): PageHead {
  const notFound = screen === notFoundScreen || facts?.notFound === true;
  const composed = composeHead(settings, {
    kind: screen.kind,
    title: facts ? facts.title : screen === homeScreen ? null : screen.title,
    description: facts?.description,
    image: facts?.image,
  });
  return {
    ...composed,
    image: absolute(composed.image, origin),
    canonical: notFound ? null : `${origin}${path}`,
    kind: screen.kind,
    indexable: !notFound && screen.render === 'server' && screen.noindex !== true,
    siteName: composeHead(settings, { kind: 'general', title: null }).title,
    notFound,
  };
}

/** One tag of the head, by what finds it again: a `<meta>` by name or property, a `<link>` by rel (and sizes). Null: none. */
export type HeadTag =
  | { element: 'meta'; attribute: 'name' | 'property'; key: string; value: string | null }
  | { element: 'link'; rel: string; sizes?: string; value: string | null };

const meta = (attribute: 'name' | 'property', key: string, value: string | null): HeadTag => ({ element: 'meta', attribute, key, value });

/** The tags of a head besides its title, in the order a crawler reads them. */
export function headTagsOf(head: PageHead): HeadTag[] {
  return [
    meta('name', 'description', head.description),
    meta('name', 'robots', head.indexable ? null : 'noindex'),
    { element: 'link', rel: 'canonical', value: head.canonical },
    meta('property', 'og:type', head.kind === 'product' ? 'product' : 'website'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('name', 'twitter:card', head.image === null ? 'summary' : 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    meta('name', 'theme-color', head.themeColor),
    ...head.icons.map((icon): HeadTag => ({ element: 'link', rel: 'icon', sizes: `${icon.size}x${icon.size}`, value: icon.href })),
  ];
}
