/*
 * The nonce a page's own scripts carry (ADR 0044 decision 6): minted per response, named in its
 * Content-Security-Policy, and written on the client build's script and modulepreload tags.
 */

/** CSP's nonce-source grammar (base64 or base64url), so a nonce goes into a header and an attribute unescaped. */
export const isNonce = (value: string): boolean => /^[A-Za-z0-9+/_-]+={0,2}$/.test(value);

/** A fresh nonce: 128 random bits in base64, from Web Crypto (Node 20 and workerd alike). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Attributes of an open tag, quoted values kept whole (a `>` inside quotes does not end the tag). */
const attributesPattern = String.raw`(?:[^>"']|"[^"]*"|'[^']*')*`;

/**
 * What the scan steps over whole: comments, and style and script elements with their text (no tag inside them is
 * markup); plus the link tags it looks at.
 */
const markupPattern = new RegExp(
  String.raw`<!--[\s\S]*?-->|<style\b${attributesPattern}>[\s\S]*?</style\s*>|<script\b(${attributesPattern})>[\s\S]*?</script\s*>|<link\b(${attributesPattern})>`,
  'gi',
);

/** An open tag's attributes by lower-case name; a name without a value maps to ''. */
function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = '', doubleQuoted, singleQuoted, bare] of text.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const key = name.toLowerCase();
    if (!attributes.has(key)) attributes.set(key, doubleQuoted ?? singleQuoted ?? bare ?? '');
  }
  return attributes;
}

const isModulePreload = (attributes: Map<string, string>) =>
  (attributes.get('rel') ?? '')
    .toLowerCase()
    .split(/\s+/)
    .includes('modulepreload');

/**
 * Writes `nonce` on every `<script>` and every `<link rel="modulepreload">` of a page, the inline ones included, and on
 * nothing else: under `'strict-dynamic'` these are what the policy trusts, and what they load is trusted in turn. A tag
 * that has a nonce already keeps it.
 */
export function withNonce(html: string, nonce: string): string {
  if (!isNonce(nonce)) throw new TypeError('A CSP nonce is base64 text');
  return html.replace(markupPattern, (markup: string, scriptAttributes?: string, linkAttributes?: string) => {
    const tag = scriptAttributes !== undefined ? 'script' : linkAttributes !== undefined ? 'link' : null;
    if (tag === null) return markup;
    const attributes = attributesOf(scriptAttributes ?? linkAttributes ?? '');
    if (attributes.has('nonce') || (tag === 'link' && !isModulePreload(attributes))) return markup;
    return `<${markup.slice(1, tag.length + 1)} nonce="${nonce}"${markup.slice(tag.length + 1)}`;
  });
}
