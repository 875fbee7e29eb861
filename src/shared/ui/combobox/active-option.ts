/*
 * Pieces of the WAI-ARIA 1.2 combobox pattern (a text field with a listbox popup, focus kept in the field and the
 * active option named by aria-activedescendant) shared by the menu search and the address form's place search.
 */

/** The option after (or before) the active one, wrapping round; the first (or last) when none is active. */
export function movedActive(options: readonly { id: string }[], activeId: string | null, step: 1 | -1): string | null {
  if (options.length === 0) return null;
  const index = options.findIndex((option) => option.id === activeId);
  if (index === -1) return (step === 1 ? options[0] : options[options.length - 1])?.id ?? null;
  return options[(index + step + options.length) % options.length]?.id ?? null;
}
