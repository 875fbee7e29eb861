import { lazy, Suspense } from 'react';
import { textBlocksOfHtml } from '@/shared/lib/plain-text';
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

/**
 * Merchant HTML's text, block by block, as text (React escapes it): what the server draws, having no DOM for
 * DOMPurify, and what the browser keeps until its sanitiser has loaded, so the words are read and painted at once.
 */
function HtmlText({ html, className, as: Element = 'div' }: SanitizedHtmlProps) {
  const blocks = textBlocksOfHtml(html);
  return <Element className={className}>{Element === 'span' ? blocks.join(' ') : blocks.map((block, index) => <p key={index}>{block}</p>)}</Element>;
}

/** Merchant HTML, sanitised at render time; its text until the sanitiser has loaded. */
export function SafeHtml(props: SanitizedHtmlProps) {
  // Merchant HTML is sanitised and drawn in the browser only (ADR 0044), once it has hydrated what the server drew.
  const hydrating = useHydrating();
  if (hydrating) return <HtmlText {...props} />;
  if (loadedSanitizedHtml) {
    const Loaded = loadedSanitizedHtml;
    return <Loaded {...props} />;
  }
  return (
    <LoadFailureBoundary failureMessage="Merchant HTML could not be shown: the sanitiser did not load" onRetry={() => (SanitizedHtml = loadSanitizedHtml())}>
      <Suspense fallback={<HtmlText {...props} />}>
        <SanitizedHtml {...props} />
      </Suspense>
    </LoadFailureBoundary>
  );
}
