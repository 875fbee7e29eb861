/**
 * The page's head written into the client build's index.html: its title and description replace the build's, the
 * other tags (the same list the browser keeps in step, src/app/page-head.lib.ts) and the JSON-LD go before `</head>`.
 */
import { headTagsOf, type HeadTag, type PageHead } from '@/app/page-head.lib';
import { scriptJson } from '@/shared/lib/script-json';
import { escapeHtml } from './html';

type JsonLd = Readonly<Record<string, object | readonly object[]>>;

function tagHtml(tag: HeadTag & { value: string }): string {
  if (tag.element === 'meta') return `<meta ${tag.attribute}="${tag.key}" content="${escapeHtml(tag.value)}" />`;
  return `<link rel="${tag.rel}"${tag.sizes ? ` sizes="${tag.sizes}"` : ''} href="${escapeHtml(tag.value)}" />`;
}

const isSet = (tag: HeadTag): tag is HeadTag & { value: string } => tag.value !== null;

/** The template with the page's head: its title and description in place of the build's, the rest before `</head>`. */
export function withHead(template: string, head: PageHead, jsonLd: JsonLd): string {
  const tags = headTagsOf(head).filter(isSet);
  const description = tags.find((tag) => tag.element === 'meta' && tag.key === 'description');
  const rest = [
    ...tags.filter((tag) => tag !== description).map(tagHtml),
    // Served by the server only (a host of static files has none): the browser's head leaves it as it is.
    '<link rel="manifest" href="/manifest.webmanifest" />',
    ...Object.entries(jsonLd).map(([id, data]) => `<script type="application/ld+json" data-json-ld="${escapeHtml(id)}">${scriptJson(data)}</script>`),
  ];
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, () => (description ? tagHtml(description) : ''))
    .replace('</head>', () => `    ${rest.join('\n    ')}\n  </head>`);
}

/**
 * index.html's early requests (src/boot/site-data-prefetch.ts, first-screen-preload.ts): a page that comes with its
 * data and body needs neither, and the first would ask for the site data a second time.
 */
const earlyRequests = /\s*<script\b[^>]*>\(function (?:startSiteDataPrefetch|preloadFirstScreenBlocks)\([\s\S]*?<\/script>/g;

/**
 * The template with the page's body in its root, in place of the progress overlay, the hand-over after it, the links
 * to the files it needs at once (page-assets.ts) in its head, and without the early requests.
 */
export function withBody(template: string, body: string, handOver: string, links: readonly string[]): string {
  return template
    .replace(earlyRequests, '')
    .replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`)
    .replace(/<!--root-->[\s\S]*<!--\/root-->/, () => body)
    .replace('</body>', () => `    ${handOver}\n  </body>`);
}
