import type { ReactNode } from 'react';
import { useHydrating, useIsMobile } from '@/shared/lib/use-media-query';

/**
 * A part drawn one way on phones and another from 769 px. A server cannot know the width: it draws both, and CSS shows
 * the one for the screen (`.by-width--*` in styles.css) until the browser has hydrated and keeps only that one, so the
 * page does not change shape under the shopper when its script arrives.
 */
export function ByWidth({ narrow, wide }: { narrow: ReactNode; wide: ReactNode }) {
  const hydrating = useHydrating();
  const isMobile = useIsMobile();
  if (!hydrating) return isMobile ? narrow : wide;
  return (
    <>
      <div className="by-width--narrow">{narrow}</div>
      <div className="by-width--wide">{wide}</div>
    </>
  );
}
