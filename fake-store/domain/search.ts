/**
 * The simulated store's search engine: what GET /api/search-products matches and in which order, modelled on
 * Algolia's defaults so the storefront is built against a forgiving search rather than a substring filter.
 *
 * - Names and queries are cut into tokens: lower-case, accents folded ("Café" → "cafe"), split on anything that is
 *   not a letter or a digit ("Build-Your-Own" → build, your, own; "#12" → 12).
 * - Every query token must match some token of the name:
 *   exact ("pizza" → Pizza);
 *   prefix, for the last query token whatever its length (the shopper is still typing: "marg" → Margherita) and
 *   for any other token of 2+ characters;
 *   with typos, for query tokens of 4+ characters one typo, of 8+ two (Algolia's minWordSizefor1Typo and
 *   minWordSizefor2Typos): a typo is an inserted, deleted or substituted character, or two adjacent characters
 *   swapped (Damerau-Levenshtein distance, optimal string alignment).
 * - Order: a name whose every token matched exactly, then those that needed a prefix, then those that needed a
 *   typo (fewer typos first); then the name with more of its leading tokens matched ("Pizza Margherita" before
 *   "Margherita Pizza" for "pizza"); then the caller's tier (seeded products before generated ones); then the
 *   caller's order (id).
 *
 * The index is built once per catalogue: every distinct name token is compared with each query token once, and
 * each name then looks its tokens up, so a query over the 1,240 products stays well under a millisecond or two.
 */

export type MatchKind = 'exact' | 'prefix' | 'typo';

/** How well a query token matches a name token. */
export interface TokenMatch {
  kind: MatchKind;
  /** 0 for exact and prefix matches. */
  typos: number;
}

export interface SearchDocument<Key> {
  key: Key;
  name: string;
  /** Lower first when everything else ties (0: seeded, 1: generated). */
  tier: number;
  /** Lower first after the tier (the id). */
  order: number;
}

export interface SearchIndex<Key> {
  documents: readonly { document: SearchDocument<Key>; tokens: readonly string[] }[];
  /** Every distinct token of every name. */
  vocabulary: readonly string[];
}

export interface SearchHit<Key> {
  document: SearchDocument<Key>;
  /** The worst match any query token needed. */
  kind: MatchKind;
  typos: number;
  /** How many of the name's first tokens, from the start, a query token matched. */
  leadingMatched: number;
}

/** The longest query the engine takes; the API refuses longer ones with a 422. */
export const maxQueryLength = 100;

/** Query tokens of at least this many characters may match with one typo, and two from the second figure. */
export const typoThresholds = { one: 4, two: 8 } as const;

/** A token of at least this many characters may match as a prefix even when it is not the last one. */
export const minPrefixLength = 2;

/** Lower-case, accents folded, split on anything that is not a letter or a digit. */
export function tokenize(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token !== '');
}

/**
 * The Damerau-Levenshtein distance (optimal string alignment) between two tokens, or `limit + 1` as soon as it
 * is known to be more than `limit`.
 */
export function typoDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  // rows[i][j]: the distance between the first i characters of a and the first j of b.
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    const above = rows[i - 1] ?? [];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (above[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      let value = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, substitution);
      const swapped = i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1];
      if (swapped) value = Math.min(value, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      row.push(value);
    }
    // Every cell of a row above the limit: the distance can only grow from here.
    if (Math.min(...row) > limit) return limit + 1;
    rows.push(row);
  }
  return Math.min(rows[a.length]?.[b.length] ?? limit + 1, limit + 1);
}

/** How many typos a query token of this length may match with. */
export function allowedTypos(length: number): number {
  return length >= typoThresholds.two ? 2 : length >= typoThresholds.one ? 1 : 0;
}

/** How `queryToken` matches `nameToken`, or null. `isLast`: the query's last token, which may be half typed. */
export function matchToken(queryToken: string, nameToken: string, isLast: boolean): TokenMatch | null {
  if (queryToken === nameToken) return { kind: 'exact', typos: 0 };
  if ((isLast || queryToken.length >= minPrefixLength) && nameToken.startsWith(queryToken)) return { kind: 'prefix', typos: 0 };
  const allowed = allowedTypos(queryToken.length);
  if (allowed === 0) return null;
  const typos = typoDistance(queryToken, nameToken, allowed);
  return typos <= allowed ? { kind: 'typo', typos } : null;
}

const kindRank: Record<MatchKind, number> = { exact: 0, prefix: 1, typo: 2 };

/** Negative when `a` is the better match. */
const compareMatches = (a: TokenMatch, b: TokenMatch) => kindRank[a.kind] - kindRank[b.kind] || a.typos - b.typos;

export function buildSearchIndex<Key>(documents: readonly SearchDocument<Key>[]): SearchIndex<Key> {
  const entries = documents.map((document) => ({ document, tokens: tokenize(document.name) }));
  return { documents: entries, vocabulary: [...new Set(entries.flatMap((entry) => entry.tokens))] };
}

/** The documents matching `query`, best first (see the rules above). An empty query matches nothing. */
export function search<Key>(index: SearchIndex<Key>, query: string): SearchHit<Key>[] {
  const queryTokens = tokenize(query.slice(0, maxQueryLength));
  if (queryTokens.length === 0) return [];

  // Each distinct name token against each query token, once.
  const matches = queryTokens.map((queryToken, position) => {
    const isLast = position === queryTokens.length - 1;
    const byToken = new Map<string, TokenMatch>();
    for (const token of index.vocabulary) {
      const match = matchToken(queryToken, token, isLast);
      if (match) byToken.set(token, match);
    }
    return byToken;
  });

  const hits: SearchHit<Key>[] = [];
  for (const { document, tokens } of index.documents) {
    let worst: TokenMatch = { kind: 'exact', typos: 0 };
    let typos = 0;
    const matched = new Set<number>();
    let everyTokenMatched = true;
    for (const byToken of matches) {
      let best: TokenMatch | null = null;
      for (let at = 0; at < tokens.length; at += 1) {
        const match = byToken.get(tokens[at] ?? '');
        if (!match) continue;
        matched.add(at);
        if (best === null || compareMatches(match, best) < 0) best = match;
      }
      if (best === null) {
        everyTokenMatched = false;
        break;
      }
      typos += best.typos;
      if (kindRank[best.kind] > kindRank[worst.kind]) worst = best;
    }
    if (!everyTokenMatched) continue;
    let leadingMatched = 0;
    while (matched.has(leadingMatched)) leadingMatched += 1;
    hits.push({ document, kind: worst.kind, typos, leadingMatched });
  }

  return hits.sort(
    (a, b) =>
      kindRank[a.kind] - kindRank[b.kind] ||
      a.typos - b.typos ||
      b.leadingMatched - a.leadingMatched ||
      a.document.tier - b.document.tier ||
      a.document.order - b.document.order,
  );
}
