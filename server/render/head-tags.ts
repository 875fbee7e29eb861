/**
 * The page's head written into the client build's index.html: its title and description replace the build's, the
 * other tags (the same list the browser keeps in step, src/app/page-head.lib.ts) and the JSON-LD go before `</head>`.
 */
import { headTagsOf, type HeadTag, type PageHead } from '@/app/page-head.lib';
import { paletteStyle, storePalette } from '@/domain/palette';
import { paletteKey, storeColoursOf, type SiteSettings } from '@/domain/site-settings';
import { scriptJson } from '@/shared/lib/script-json';
import { escapeHtml } from './html';
import type { PageAssets } from './page-assets';

type JsonLd = Readonly<Record<string, object | readonly object[]>>;

function tagHtml(tag: HeadTag & { value: string }): string {
  if (tag.element === 'meta') return `<meta ${tag.attribute}="${tag.key}" content="${escapeHtml(tag.value)}" />`;
  return `<link rel="${tag.rel}"${tag.sizes ? ` sizes="${tag.sizes}"` : ''} href="${escapeHtml(tag.value)}" />`;
}

const isSet = (tag: HeadTag): tag is HeadTag & { value: string } => tag.value !== null;

/**
 * The template's `<html>` with the store's palette on it: the page is drawn in the store's colours from its first
 * paint, and the app, finding them by their key, derives nothing again.
 */
export function withPalette(template: string, settings: SiteSettings): string {
  const colours = storeColoursOf(settings);
  return template.replace(/<html\b([^>]*)>/, (_tag, attributes: string) => {
    // The build's own palette key (index.html) gives way to the store's; its other attributes (lang) stay.
    const kept = attributes.replace(/\s(?:data-palette|style)="[^"]*"/g, '');
    return `<html${kept} data-palette="${escapeHtml(paletteKey(colours))}" style="${paletteStyle(storePalette(colours))}">`;
  });
}

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

/** index.html's entry script and the preloads of its imports. */
const moduleTags = /\s*<(?:script\b[^>]*\btype="module"[^>]*><\/script>|link\b[^>]*\brel="modulepreload"[^>]*>)/g;

/**
 * Starts the scripts of a page that came drawn once its first contentful paint is on screen (or after a second: a tab
 * in the background paints nothing), so the HTML, its stylesheets and its pictures have the connection and the CPU
 * first. The paint entry comes when the frame is presented; the frame's own callbacks come before, too early.
 */
function startAfterPaint(files: { entry: string; preloads: readonly string[] }): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of files.preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = files.entry;
    document.head.append(script);
  };
  try {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(start));
  }
  setTimeout(start, 1_000);
}

/**
 * The template with the page's body in its root, in place of the progress overlay; its stylesheets (page-assets.ts)
 * in its head, without links to those written in; the hand-over, then its scripts started after the first paint; and
 * without the early requests.
 */
export function withBody(template: string, body: string, handOver: string, assets: PageAssets, nonce: string): string {
  const inlined = new Set(assets.inlined);
  const fileOf = (tag: string) => /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1] ?? '';
  const tags = template.match(moduleTags) ?? [];
  const entry = fileOf(tags.find((tag) => tag.includes('<script')) ?? '');
  const preloads = [...new Set([...tags.map(fileOf), ...assets.scripts])].filter((file) => file !== '' && file !== entry);
  // A template without an entry script (a test's) keeps its tags as they are.
  const start = entry ? `<script nonce="${escapeHtml(nonce)}">(${startAfterPaint.toString()})(${scriptJson({ entry, preloads })})</script>` : '';
  return template
    .replace(earlyRequests, '')
    .replace(/\s*<link\b[^>]*\brel="stylesheet"[^>]*>/g, (link) => (inlined.has(fileOf(link)) ? '' : link))
    .replace(moduleTags, (tag) => (entry ? '' : tag))
    .replace('</head>', () => `  ${assets.styles.join('\n    ')}\n  </head>`)
    .replace(/<!--root-->[\s\S]*<!--\/root-->/, () => body)
    .replace('</body>', () => `    ${handOver}\n    ${start}\n  </body>`);
}
