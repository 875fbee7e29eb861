/*
 * The place search's rules and words (ADR 0022). Pure: the model (place-search.model.ts) and its tests use them.
 */

/** The pause after the last keystroke before the search asks (as the menu search waits: Dawn's 300 ms). */
export const PLACE_SEARCH_DEBOUNCE_MS = 300;
/** Fewer characters ask nothing: every prediction request is billed, and two letters match half a town. */
const PLACE_INPUT_MIN_LENGTH = 3;
/** The API refuses longer input (contract: google/address `input`). */
export const PLACE_INPUT_MAX_LENGTH = 100;

/** What is sent for what was typed: outer spaces trimmed, inner runs made one, at most 100 characters. */
export function normalizePlaceInput(text: string): string {
  return text.trim().replace(/\s+/g, ' ').slice(0, PLACE_INPUT_MAX_LENGTH).trim();
}

/** Whether typed text is long enough to ask about. */
export const isSearchable = (input: string) => input.length >= PLACE_INPUT_MIN_LENGTH;

export const placeSearchTexts = {
  failed: 'We couldn’t search for places just now.',
  detailsFailed: 'We couldn’t get that place’s address. Try again, or type the address below.',
  lookingUp: (description: string) => `Getting the address of ${description}…`,
  filled: (description: string) => `Address filled in from ${description}. Check it, and add a flat or floor if there is one.`,
} as const;

/** What the polite live region says once a search has answered: the count, never each keystroke. */
export function predictionsMessage(input: string, count: number): string {
  if (count === 0) return `No places match “${input}”. Check the spelling, or type the address in the fields below.`;
  return `${count} ${count === 1 ? 'place' : 'places'} found. Use the up and down arrows to choose one.`;
}
