/**
 * Names derived from a block code or plugin uniqueId. Everything the templates spell (identifiers, file names, CSS
 * classes, labels) comes from here, so a code maps to the same names the hand-written blocks use:
 * `search_block` → `searchBlockBlock`, `SearchBlock.tsx`, `search-block.css`.
 */

/** Lower snake_case, as the API sends layout codes and plugin uniqueIds. */
export const CODE_PATTERN = /^[a-z][a-z0-9_]*$/;

export interface ScaffoldNames {
  /** The code or uniqueId itself: `promo_tiles`. */
  code: string;
  /** `promoTiles`: the stem of exported values (`promoTilesBlock`, `promoTilesDataSchema`). */
  camel: string;
  /** `PromoTiles`: the view's component and file name. */
  pascal: string;
  /** `promo-tiles`: CSS classes and the stylesheet's file name. */
  kebab: string;
  /** `Promo tiles`: the merchant-facing label until the developer names it better. */
  label: string;
}

/** Why a code cannot be used, or null when it can. */
export function codeProblem(kind: 'block code' | 'plugin uniqueId', code: string): string | null {
  if (code === '') return `Give a ${kind}, e.g. ${kind === 'block code' ? 'promo_tiles' : 'promo_notice'}.`;
  if (!CODE_PATTERN.test(code)) return `"${code}" is not a valid ${kind}: use lower snake_case (${CODE_PATTERN.source}), e.g. promo_tiles.`;
  // `a__b` and `a_b_` would give the same identifiers as `a_b`: refuse them rather than collide later.
  if (/__|_$/.test(code)) return `"${code}" is not a valid ${kind}: no doubled or trailing underscores.`;
  return null;
}

function words(code: string): string[] {
  return code.split('_').filter((word) => word !== '');
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function namesOf(code: string): ScaffoldNames {
  const parts = words(code);
  const [first = '', ...rest] = parts;
  return {
    code,
    camel: first + rest.map(capitalize).join(''),
    pascal: parts.map(capitalize).join(''),
    kebab: parts.join('-'),
    label: capitalize(parts.join(' ')),
  };
}
