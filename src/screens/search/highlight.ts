/** A run of a name: text that matched a query token (shown in <mark>) or text that did not. */
export interface HighlightPart {
  text: string;
  match: boolean;
}

/** Letters for comparing: accents dropped (crème = creme), ligatures opened (ﬁ = fi), case folded. */
const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}+/gu, '').toLocaleLowerCase();

/** The words of a query, folded, each once, longest first (so "pizza" wins over "p" on the same word). */
export function queryTokens(query: string): string[] {
  const tokens = fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token !== '');
  return [...new Set(tokens)].sort((a, b) => b.length - a.length);
}

/** How many UTF-16 units of `word` a token of `length` folded letters covers from its start, or 0 when it does not match. */
function matchedLength(word: string, token: string): number {
  let folded = '';
  let offset = 0;
  for (const character of word) {
    if (folded.length >= token.length) {
      // Marks that belong to the last matched letter (a decomposed accent) stay with it.
      if (fold(character) !== '') break;
    } else {
      folded += fold(character);
      if (!token.startsWith(folded.slice(0, token.length))) return 0;
    }
    offset += character.length;
  }
  return folded.length >= token.length && folded.startsWith(token) ? offset : 0;
}

/** The runs of `text` with every word that starts with a query token marked (prefix match, accents and case ignored). */
export function highlightParts(text: string, tokens: readonly string[]): HighlightPart[] {
  if (tokens.length === 0) return [{ text, match: false }];
  const parts: HighlightPart[] = [];
  let plainFrom = 0;
  for (const word of text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    const start = word.index;
    const length = tokens.reduce((longest, token) => Math.max(longest, matchedLength(word[0], token)), 0);
    if (length === 0) continue;
    if (start > plainFrom) parts.push({ text: text.slice(plainFrom, start), match: false });
    parts.push({ text: text.slice(start, start + length), match: true });
    plainFrom = start + length;
  }
  if (plainFrom < text.length) parts.push({ text: text.slice(plainFrom), match: false });
  return parts;
}

/** Names highlighted at most once per query: a list re-rendering (Show more, updating) does not fold every name again. */
const HIGHLIGHT_MEMO_LIMIT = 500;

/** A highlighter for one query, remembering its answers. */
export function createHighlighter(query: string): (text: string) => HighlightPart[] {
  const tokens = queryTokens(query);
  const memo = new Map<string, HighlightPart[]>();
  return (text) => {
    const known = memo.get(text);
    if (known) return known;
    const parts = highlightParts(text, tokens);
    if (memo.size >= HIGHLIGHT_MEMO_LIMIT) memo.clear();
    memo.set(text, parts);
    return parts;
  };
}
