/**
 * The page's head written into the client build's index.html: its title and description replace the build's, and the
 * rest (canonical, social cards, icons, manifest, robots, JSON-LD) goes before `</head>`. The same selectors the
 * browser's HeadManager updates, so after navigation the head stays one set of tags.
 */
import type { PageKind } from '@/domain/site-settings';
import { scriptJson } from '@/shared/lib/script-json';
import { escapeHtml } from './html';

export interface PageHead {
  title: string;
  description: string | null;
  image: string | null;
  icons: readonly { size: number; href: string }[];
  themeColor: string | null;
  /** Absolute; null for a page that is not one (not found). */
  canonical: string | null;
  /** The store's public origin: relative picture URLs are made absolute with it (social cards need absolute ones). */
  origin: string;
  kind: PageKind;
  /** Whether search engines may index it: a catalogue page that exists. */
  indexable: boolean;
  jsonLd: Readonly<Record<string, object | readonly object[]>>;
  /** The store's own title, for `og:site_name`. */
  siteName: string;
}

function absolute(url: string | null, origin: string): string | null {
  if (url === null || url === '') return null;
  try {
    const resolved = new URL(url, `${origin}/`);
    return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.href : null;
  } catch {
    return null;
  }
}

const meta = (attribute: 'name' | 'property', key: string, content: string | null) =>
  content === null ? '' : `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The tags of `head`, in the order a crawler reads them. */
export function renderHeadTags(head: PageHead): string {
  const image = absolute(head.image, head.origin);
  const tags = [
    meta('name', 'robots', head.indexable ? null : 'noindex'),
    head.canonical === null ? '' : `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    meta('property', 'og:type', head.kind === 'product' ? 'product' : 'website'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', image === null ? 'summary' : 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    meta('name', 'theme-color', head.themeColor),
    '<link rel="manifest" href="/manifest.webmanifest" />',
    ...head.icons.map((icon) => `<link rel="icon" sizes="${icon.size}x${icon.size}" href="${escapeHtml(icon.href)}" />`),
    ...Object.entries(head.jsonLd).map(([id, data]) => `<script type="application/ld+json" data-json-ld="${escapeHtml(id)}">${scriptJson(data)}</script>`),
  ];
  return tags.filter((tag) => tag !== '').join('\n    ');
}

/** The template with the page's head: its title and description in place of the build's, the rest before `</head>`. */
export function headTags(template: string, head: PageHead): string {
  const description = head.description === null ? '' : meta('name', 'description', head.description);
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, () => description)
    .replace('</head>', () => `    ${renderHeadTags(head)}\n  </head>`);
}
