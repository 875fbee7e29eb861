/**
 * Merchant HTML as plain text, for the document head (meta descriptions), structured data, and the text a server
 * draws before the browser's sanitiser shows the HTML itself. Shown HTML goes through `SafeHtml`; this only ever reads
 * text out of HTML, and what it returns is text (React escapes it), so it needs no sanitiser. It reads the markup
 * itself rather than through a DOM, so a server without one (workerd) reads the same text as the browser.
 */

/** Elements whose content is not text a reader sees: code, styles, embedded documents, drawings, formulas. */
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'title', 'textarea', 'xmp', 'noembed', 'noframes']);
/** Elements whose content the HTML parser does not read as markup: it runs to their end tag. */
const RAW_TEXT = new Set(['script', 'style', 'title', 'textarea', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript']);
/** Elements that have no content and no end tag. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Elements that end a line or block: their text is not run into the next element's. */
const BREAKS = new Set([
  'p', 'div', 'br', 'hr', 'li', 'ul', 'ol', 'dl', 'dt', 'dd', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'caption', 'tr', 'td',
  'th', 'section', 'article', 'aside', 'header', 'footer', 'nav', 'main', 'address', 'blockquote', 'pre', 'figure', 'figcaption',
  'details', 'summary',
]);
/** The named character references merchant text uses; any other stays as written. */
const NAMED: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', ndash: '–', mdash: '—', hellip: '…', lsquo: '‘', rsquo: '’',
  ldquo: '“', rdquo: '”', laquo: '«', raquo: '»', bull: '•', middot: '·', deg: '°', times: '×', copy: '©', reg: '®', trade: '™',
  euro: '€', pound: '£', cent: '¢', yen: '¥', frac12: '½', frac14: '¼', frac34: '¾', eacute: 'é', egrave: 'è', agrave: 'à',
  ccedil: 'ç', ntilde: 'ñ', uuml: 'ü', ouml: 'ö', auml: 'ä', szlig: 'ß',
};

const decodeEntities = (text: string): string =>
  text.replace(/&(?:#(\d{1,7})|#[xX]([\da-fA-F]{1,6})|([a-zA-Z][a-zA-Z\d]{1,31}));/g, (reference, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED[name] ?? reference;
    const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex ?? '', 16);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
  });

/** Comments, start and end tags (attribute values may hold `>`), and text. */
const TOKENS = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+|</g;

/**
 * The text a reader sees in merchant HTML, block by block (paragraphs, list items, headings), whitespace collapsed.
 * Elements marked `hidden` are left out (the sanitiser keeps the attribute, so the shopper never sees them either).
 */
export function textBlocksOfHtml(html: string): string[] {
  const blocks: string[] = [];
  let current = '';
  const endBlock = () => {
    const text = current.replace(/\s+/g, ' ').trim();
    if (text !== '') blocks.push(text);
    current = '';
  };
  // Inside a left-out element: how many of its elements are still open.
  let skipping = 0;
  TOKENS.lastIndex = 0;
  for (let token = TOKENS.exec(html); token; token = TOKENS.exec(html)) {
    const [whole, closing, rawName, attributes = ''] = token;
    if (whole.startsWith('<!--')) continue;
    if (rawName === undefined) {
      if (skipping === 0) current += decodeEntities(whole);
      continue;
    }
    const name = rawName.toLowerCase();
    if (closing) {
      if (skipping > 0) skipping -= 1;
      else if (BREAKS.has(name)) endBlock();
      continue;
    }
    if (RAW_TEXT.has(name)) {
      // Its content is text up to its end tag, never markup: skipped whole, whatever it holds.
      const end = new RegExp(`</${name}\\s*>`, 'gi');
      end.lastIndex = TOKENS.lastIndex;
      TOKENS.lastIndex = end.exec(html) ? end.lastIndex : html.length;
      continue;
    }
    if (VOID.has(name) || attributes.trimEnd().endsWith('/')) {
      if (skipping === 0 && BREAKS.has(name)) endBlock();
      continue;
    }
    if (skipping > 0) skipping += 1;
    else if (SKIPPED.has(name) || /(?:^|\s)hidden(?:[\s=]|$)/i.test(attributes)) skipping = 1;
    else if (BREAKS.has(name)) endBlock();
  }
  endBlock();
  return blocks;
}

/** The text a reader sees in merchant HTML, whitespace collapsed. */
export function plainTextOfHtml(html: string): string {
  return textBlocksOfHtml(html).join(' ').replace(/\s+/g, ' ').trim();
}

/** Search engines show about 160 characters of a description. */
export const DESCRIPTION_LENGTH = 160;

/** Text cut to at most `length` characters, at a word break where there is one, with an ellipsis when cut. */
export function shortenedText(text: string, length = DESCRIPTION_LENGTH): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  // A single word longer than half the room is cut where it is, rather than leaving almost nothing.
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/**
 * A meta description drawn from merchant HTML: the start of its text, or null when it has none (so the head falls
 * back to the store's own description rather than showing an empty one).
 */
export function descriptionOfHtml(html: string | null | undefined): string | null {
  const text = shortenedText(plainTextOfHtml(html ?? ''));
  return text === '' ? null : text;
}
