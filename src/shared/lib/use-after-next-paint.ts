import { useEffect, useState } from 'react';

/**
 * False until the page has painted once after the component mounted (true at once when not `enabled`).
 *
 * For work that must not compete with the first screen: a frame callback runs just before the paint, and a
 * task queued from it runs just after.
 */
export function useAfterNextPaint(enabled = true): boolean {
  const [painted, setPainted] = useState(!enabled);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterPaint = () => {
      timer = setTimeout(() => setPainted(true), 0);
    };
    if (typeof requestAnimationFrame !== 'function') {
      afterPaint();
      return () => clearTimeout(timer);
    }
    const frame = requestAnimationFrame(afterPaint);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
