import { lazy, Suspense } from 'react';
import { useAfterNextPaint } from '@/shared/lib/use-after-next-paint';
import type { SanitizedHtmlProps } from './SanitizedHtml';

// DOMPurify loads with the first merchant HTML on screen, not with the shopper's first JavaScript.
const SanitizedHtml = lazy(() => import('./SanitizedHtml'));

export interface SafeHtmlProps extends SanitizedHtmlProps {
  /**
   * Asks for the sanitiser only after the page has painted: for HTML that is not part of the first screen (the
   * footer), so its download never delays the first screen's paint.
   */
  afterFirstPaint?: boolean;
}

/** Merchant HTML, sanitised at render time. Shows nothing until the sanitiser has loaded. */
export function SafeHtml({ afterFirstPaint = false, ...props }: SafeHtmlProps) {
  const painted = useAfterNextPaint(afterFirstPaint);
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <SanitizedHtml {...props} />
    </Suspense>
  );
}
