/**
 * The initials an avatar shows when there is no picture: the first letter of the first and the last word of a name
 * ("Alex Morgan" → "AM", "Ana" → "A", "José de la Cruz" → "JC"), upper-cased for the name's own script. Letters only:
 * "(Alex)" → "A". Whole characters, never half an emoji or a lone accent. Empty when the name has no letter.
 */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '')
    .split(/\s+/)
    .map((word) => firstLetter(word))
    .filter((letter): letter is string => letter !== null);
  if (words.length === 0) return '';
  const first = words[0] as string;
  const last = words.length > 1 ? (words[words.length - 1] as string) : '';
  return `${first}${last}`.toLocaleUpperCase();
}

/** The first letter of a word with its combining marks ("É" typed as E + ◌́), or null when it has none. */
function firstLetter(word: string): string | null {
  const match = /\p{L}\p{M}*/u.exec(word);
  return match ? match[0] : null;
}
