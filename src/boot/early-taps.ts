/** The props React keeps on each element it has hydrated (React DOM's own key), or undefined on one it has not. */
function reactPropsOf(element: Element): { dangerouslySetInnerHTML?: unknown } | undefined {
  const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
  return key ? (element as unknown as Record<string, { dangerouslySetInnerHTML?: unknown }>)[key] : undefined;
}

/**
 * Whether `target` is HTML the server drew that React has not hydrated yet (a block below the first screen, the footer:
 * parts whose code arrives after the root's). React marks each element it hydrates; the elements of merchant HTML
 * under one it has (set as inner HTML) never are, and are React's as soon as their container is.
 */
function awaitsHydration(target: Element, container: Element): boolean {
  if (reactPropsOf(target)) return false;
  for (let element = target.parentElement; element && element !== container; element = element.parentElement) {
    const props = reactPropsOf(element);
    if (props) return props.dangerouslySetInnerHTML === undefined;
  }
  return true;
}

/** How long a held tap waits for its part to hydrate before it is let go. */
const HELD_TAP_MS = 5_000;

/** The clicks `holdEarlyTaps` dispatches itself: let through. */
const replays = new WeakSet<Event>();

/**
 * A tap on HTML the server drew, landing before React has hydrated it, would do nothing: React does not replay it, and
 * a link would leave the app. It is held, and replayed on the same element once React has hydrated it (hydration
 * keeps the server's elements).
 */
export function holdEarlyTaps(container: HTMLElement): void {
  container.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || replays.has(event) || !awaitsHydration(target, container)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const started = performance.now();
      const replay = () => {
        if (awaitsHydration(target, container)) {
          if (performance.now() - started < HELD_TAP_MS) requestAnimationFrame(replay);
          return;
        }
        const again = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
        replays.add(again);
        target.dispatchEvent(again);
      };
      requestAnimationFrame(replay);
    },
    true,
  );
}
