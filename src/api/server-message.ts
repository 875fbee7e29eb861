/**
 * The longest message from the server the storefront shows (ADR 0036): about three lines of a toast, the length of a
 * sentence or two a shopper reads. A longer one is a backend fault, not words meant for a shopper.
 */
export const SERVER_MESSAGE_MAX_LENGTH = 280;

const ELLIPSIS = '…';

/**
 * A message from the server as the storefront shows it: at most SERVER_MESSAGE_MAX_LENGTH characters, the ellipsis
 * included, cut at the last word boundary when there is one in its second half. Used where the server's words are
 * read (the client's error message, a refusal's field errors); a cut message goes whole to the console, once.
 */
export function capServerMessage(text: string): string {
  if (text.length <= SERVER_MESSAGE_MAX_LENGTH) return text;
  const trimmed = text.trim();
  if (trimmed.length <= SERVER_MESSAGE_MAX_LENGTH) return trimmed;
  console.warn(`[storefront] a server message of ${trimmed.length} characters is shown cut to ${SERVER_MESSAGE_MAX_LENGTH}:`, trimmed);
  const room = SERVER_MESSAGE_MAX_LENGTH - ELLIPSIS.length;
  // One character past the room tells whether the cut falls between two words.
  const head = trimmed.slice(0, room + 1);
  const boundary = head.search(/\s\S*$/);
  const cut = boundary >= room / 2 ? head.slice(0, boundary) : head.slice(0, room);
  // Never half of a character outside the Basic Multilingual Plane (an emoji): a lone surrogate shows as garbage.
  const whole = /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
  return `${whole.trimEnd()}${ELLIPSIS}`;
}
