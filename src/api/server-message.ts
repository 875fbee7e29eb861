/**
 * The longest message from the server the storefront shows (ADR 0036): about three lines of a toast, a sentence or
 * two. A longer one is a backend fault, not words meant for a shopper.
 */
export const SERVER_MESSAGE_MAX_LENGTH = 280;

/**
 * A message from the server as the storefront shows it: trimmed, and at most SERVER_MESSAGE_MAX_LENGTH characters,
 * "…" included, cut after the last whole word (inside one only when the message has no space to cut at). Used where
 * the server's words are read (the client's error message, a refusal's field errors); a cut message goes whole to the
 * console. In the first download (the cart's 422 toast): kept to a few bytes.
 */
export function capServerMessage(text: string): string {
  const words = text.trim();
  if (words.length <= SERVER_MESSAGE_MAX_LENGTH) return words;
  console.warn('[storefront] server message shown cut:', words);
  // One character more than fits, so a space there keeps the word before it; never half of an emoji (a lone surrogate).
  const shown = words
    .slice(0, SERVER_MESSAGE_MAX_LENGTH)
    .replace(/\s+\S*$/, '')
    .slice(0, SERVER_MESSAGE_MAX_LENGTH - 1)
    .replace(/[\uD800-\uDBFF]$/, '');
  return `${shown}…`;
}
