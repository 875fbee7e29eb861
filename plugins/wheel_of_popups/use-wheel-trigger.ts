import { useEffect, useState } from 'react';
import type { WheelTrigger } from './wheel_of_popups.plugin';

/** A real mouse (or trackpad): only there can the pointer leave through the top of the window. */
export const FINE_POINTER_QUERY = '(hover: hover) and (pointer: fine)';

/** How often to look again whether another dialog has closed, once the trigger has fired. */
const BUSY_RECHECK_MS = 1_000;

/** Percent of the page scrolled through: 0 at the top, 100 at the bottom, and 0 on a page too short to scroll. */
export function scrollDepthPercent(): number {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  if (scrollable <= 0) return 0;
  return Math.min(100, (window.scrollY / scrollable) * 100);
}

/**
 * Another modal (the product options panel, a child route's overlay, the cart drawer) is up, or something that asks
 * the shopper to decide and marks itself `data-holds-popups` (the cookie banner). The wheel waits for it: stacking a
 * promotion on top of what the shopper is doing would take their focus away mid-task, and a modal would hide the
 * banner's buttons from assistive technology.
 */
function anotherDialogIsOpen(): boolean {
  return document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"], [data-holds-popups]') !== null;
}

/**
 * Calls `fire` once, when the configured moment comes:
 * - `delay`: `seconds` after the plugin mounted. Counted from mount, not from page load, because the wheel loads only
 *   once allowed: a shopper who accepts marketing cookies after a minute gets the delay too, not a popup at once.
 * - `exit_intent`: when the mouse leaves through the top of the window (towards the tabs and the address bar). Touch
 *   devices have no such gesture (and a hover-less pointer never "leaves"), so they fall back to `delay` with the same
 *   `seconds`.
 * - `scroll_depth`: when the shopper has scrolled `seconds` percent of the page (checked at once too, for a page
 *   restored mid-scroll).
 * Returns a cleanup that disarms it.
 */
function armWheelTrigger(trigger: WheelTrigger, value: number, fire: () => void): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  let timer: number | undefined;
  const once = () => {
    if (signal.aborted) return;
    controller.abort();
    fire();
  };
  const afterDelay = () => {
    timer = window.setTimeout(once, value * 1000);
  };

  if (trigger === 'delay') {
    afterDelay();
  } else if (trigger === 'exit_intent') {
    if (typeof window.matchMedia === 'function' && window.matchMedia(FINE_POINTER_QUERY).matches) {
      document.addEventListener(
        'mouseout',
        (event) => {
          if (event.relatedTarget === null && event.clientY <= 0) once();
        },
        { signal },
      );
    } else {
      afterDelay();
    }
  } else if (trigger === 'scroll_depth') {
    const check = () => {
      if (scrollDepthPercent() >= value) once();
    };
    window.addEventListener('scroll', check, { passive: true, signal });
    check();
  } else {
    trigger satisfies never;
  }

  return () => {
    controller.abort();
    window.clearTimeout(timer);
  };
}

/**
 * Whether the wheel's moment has come (and no other dialog is in the way). `armed` false keeps every listener off:
 * a visitor who has already seen the wheel costs nothing.
 */
export function useWheelTrigger(trigger: WheelTrigger, value: number, armed: boolean): boolean {
  const [fired, setFired] = useState(false);

  useEffect(() => {
    if (!armed || fired) return;
    let interval: number | undefined;
    const disarm = armWheelTrigger(trigger, value, () => {
      if (!anotherDialogIsOpen()) {
        setFired(true);
        return;
      }
      interval = window.setInterval(() => {
        if (anotherDialogIsOpen()) return;
        window.clearInterval(interval);
        setFired(true);
      }, BUSY_RECHECK_MS);
    });
    return () => {
      disarm();
      window.clearInterval(interval);
    };
  }, [armed, fired, trigger, value]);

  return fired;
}
