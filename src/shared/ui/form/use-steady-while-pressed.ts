import { useEffect, useRef, useState } from 'react';

/** How long after a finger lifts a press may still end in its click (the compatibility mouse events of a tap). */
const CLICK_AFTER_LIFT_MS = 700;

/**
 * `value` as it stood when a press (a finger or a mouse button, anywhere on the page) began, until that press has
 * ended in its click: words that appear as a field is left by pressing a button below it would move the button under
 * the finger, and the click would land on whatever is there instead. Keys and everything else change it at once.
 */
export function useSteadyWhilePressed<Value>(value: Value): Value {
  const latest = useRef(value);
  const [held, setHeld] = useState<{ value: Value } | null>(null);

  useEffect(() => {
    latest.current = value;
  });

  useEffect(() => {
    let release = 0;
    const releaseAfter = (milliseconds: number) => {
      window.clearTimeout(release);
      // After the event's own handlers: the click has found its target by then.
      release = window.setTimeout(() => setHeld(null), milliseconds);
    };
    const pressed = () => {
      window.clearTimeout(release);
      setHeld((kept) => kept ?? { value: latest.current });
    };
    const clicked = () => releaseAfter(0);
    const lifted = () => releaseAfter(CLICK_AFTER_LIFT_MS);
    document.addEventListener('pointerdown', pressed, true);
    document.addEventListener('pointerup', lifted, true);
    document.addEventListener('pointercancel', clicked, true);
    document.addEventListener('click', clicked, true);
    return () => {
      window.clearTimeout(release);
      document.removeEventListener('pointerdown', pressed, true);
      document.removeEventListener('pointerup', lifted, true);
      document.removeEventListener('pointercancel', clicked, true);
      document.removeEventListener('click', clicked, true);
    };
  }, []);

  return held ? held.value : value;
}
