/**
 * Up to two letters for a picture-less avatar: the first letter of the first and of the last word of the name
 * ("Alex Morgan" → "AM", "Prince" → "P"), whole characters however many code units they take, "?" with no name.
 */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/[\s-]+/u).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const first = words[0];
  if (first === undefined) return '?';
  const letterOf = (word: string) => Array.from(word.replace(/^[^\p{L}\p{N}]+/u, ''))[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return `${letterOf(first)}${last === undefined ? '' : letterOf(last)}`.toLocaleUpperCase();
}
