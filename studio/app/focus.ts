const focusable = 'input, select, textarea, button, [tabindex]:not([tabindex="-1"]), summary';

/** Opens any closed <details> around an element, so it can take focus. */
function reveal(element: HTMLElement) {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (parent instanceof HTMLDetailsElement && !parent.open) parent.open = true;
  }
}

/** Focuses the element with this id, or the first control inside it; false when there is none. */
export function focusById(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const target = element.matches(focusable) ? element : element.querySelector<HTMLElement>(focusable);
  if (!target) return false;
  reveal(target);
  target.focus();
  target.scrollIntoView?.({ block: 'nearest' });
  return document.activeElement === target;
}
