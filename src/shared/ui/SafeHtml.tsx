import { lazy, Suspense } from 'react';
import type { SanitizedHtmlProps } from './SanitizedHtml';

// DOMPurify loads with the first merchant HTML on screen, not with the shopper's first JavaScript.
const SanitizedHtml = lazy(() => import('./SanitizedHtml'));

/** Merchant HTML, sanitised at render time. Shows nothing until the sanitiser has loaded. */
export function SafeHtml(props: SanitizedHtmlProps) {
  return (
    <Suspense fallback={null}>
      <SanitizedHtml {...props} />
    </Suspense>
  );
}
