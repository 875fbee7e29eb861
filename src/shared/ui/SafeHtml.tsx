import { lazy, Suspense } from 'react';
import { useAfterNextPaint } from '@/shared/lib/use-after-next-paint';
import { useHydrating } from '@/shared/lib/use-media-query';
import { LoadFailureBoundary } from './LoadFailureBoundary';
import type SanitizedHtmlComponent from './SanitizedHtml';
import type { SanitizedHtmlProps } from './SanitizedHtml';

/**
 * The sanitiser's component once its code is here. A lazy component suspends on its first render even when its
 * module has already loaded, so the HTML would paint one frame after the rest of the screen and push it down; with
 * the code at hand the HTML paints with the screen.
 */
let loadedSanitizedHtml: typeof SanitizedHtmlComponent | null = null;
const importSanitizedHtml = () =>
  import('./SanitizedHtml').then((loaded) => {
    loadedSanitizedHtml = loaded.default;
    return loaded;
  });

/** Starts loading the sanitiser: for a screen whose first paint holds merchant HTML (src/app/shell/RouteScreen.tsx). */
export const preloadSanitizer = (): Promise<unknown> => importSanitizedHtml();

// DOMPurify loads with the first merchant HTML on screen, not with the shopper's first JavaScript. A failed load is
// retried with a fresh lazy component once back online: the footer's HTML is outside every layout node's boundary.
const loadSanitizedHtml = () => lazy(importSanitizedHtml);
let SanitizedHtml = loadSanitizedHtml();

interface SafeHtmlProps extends SanitizedHtmlProps {
  /**
   * Asks for the sanitiser only after the page has painted: for HTML that is not part of the first screen (the
   * footer), so its download never delays the first screen's paint.
   */
  afterFirstPaint?: boolean;
}

/** Merchant HTML, sanitised at render time. Shows nothing until the sanitiser has loaded. */
export function SafeHtml({ afterFirstPaint = false, ...props }: SafeHtmlProps) {
  const painted = useAfterNextPaint(afterFirstPaint);
  // The server has no DOM for DOMPurify: merchant HTML is sanitised and drawn in the browser only (ADR 0044), once it
  // has hydrated what the server drew without it.
  const hydrating = useHydrating();
  if (hydrating || !painted) return null;
  if (loadedSanitizedHtml) {
    const Loaded = loadedSanitizedHtml;
    return <Loaded {...props} />;
  }
  return (
    <LoadFailureBoundary failureMessage="Merchant HTML could not be shown: the sanitiser did not load" onRetry={() => (SanitizedHtml = loadSanitizedHtml())}>
      <Suspense fallback={null}>
        <SanitizedHtml {...props} />
      </Suspense>
    </LoadFailureBoundary>
  );
}
