/**
 * Merchant HTML as plain text, for the document head (meta descriptions) and structured data, where markup means
 * nothing. Shown HTML goes through `SafeHtml`; this only ever reads text out of HTML, so it needs no sanitiser.
 */

/** Elements whose content is not text a reader sees: code, styles, embedded documents, drawings, formulas. */
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'SVG', 'MATH', 'TITLE']);
/** Elements that end a line or block: their text is not run into the next element's. */
const BREAKS = new Set([
  'P', 'DIV', 'BR', 'HR', 'LI', 'UL', 'OL', 'DL', 'DT', 'DD', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'TABLE', 'CAPTION', 'TR', 'TD',
  'TH', 'SECTION', 'ARTICLE', 'ASIDE', 'HEADER', 'FOOTER', 'NAV', 'MAIN', 'ADDRESS', 'BLOCKQUOTE', 'PRE', 'FIGURE', 'FIGCAPTION',
  'DETAILS', 'SUMMARY',
]);

/**
 * The text a reader sees in merchant HTML, whitespace collapsed. The HTML is parsed into an inert document
 * (DOMParser: no script runs, no image or style loads) and only its text nodes are read; nothing reaches the page.
 * Elements marked `hidden` are left out (the sanitiser keeps the attribute, so the shopper never sees them either).
 * Without a DOM (no DOMParser) there is no text to read.
 */
export function plainTextOfHtml(html: string): string {
  if (html.trim() === '' || typeof DOMParser === 'undefined') return '';
  // Opened in <body>, the HTML parses as it does inside the element that shows it: otherwise a leading <noscript> or
  // <template> opens the document's head, and the text after it lands in the body outside the element it belongs to.
  const { body } = new DOMParser().parseFromString(`<body>${html}`, 'text/html');
  const parts: string[] = [];
  const read = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) {
        parts.push(child.nodeValue ?? '');
      } else if (child.nodeType === Node.ELEMENT_NODE) {
        const element = child as Element;
        const tag = element.tagName.toUpperCase();
        if (SKIPPED.has(tag) || element.hasAttribute('hidden')) continue;
        const breaks = BREAKS.has(tag);
        if (breaks) parts.push(' ');
        read(element);
        if (breaks) parts.push(' ');
      }
    }
  };
  read(body);
  return parts.join('').replace(/\s+/g, ' ').trim();
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
