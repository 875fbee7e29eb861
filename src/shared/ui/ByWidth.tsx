import type { ReactNode } from 'react';
import { useHydrating, useIsMobile } from '@/shared/lib/use-media-query';

/**
 * A part drawn one way on phones and another from 769 px. A server cannot know the width: it draws both, and CSS shows
 * the one for the screen (`.by-width--*` in styles.css) until the browser has hydrated and drops the other, so the page
 * does not change shape under the shopper when its script arrives. The one kept stays where it was, never drawn anew:
 * a tap landing as hydration ends meets the same elements.
 */
export function ByWidth({ narrow, wide }: { narrow: ReactNode; wide: ReactNode }) {
  const hydrating = useHydrating();
  const isMobile = useIsMobile();
  return (
    <>
      <div className="by-width--narrow">{hydrating || isMobile ? narrow : null}</div>
      <div className="by-width--wide">{hydrating || !isMobile ? wide : null}</div>
    </>
  );
}
