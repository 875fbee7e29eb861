import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useAfterNextPaint } from '@/shared/lib/use-after-next-paint';
import type { SanitizedHtmlProps } from './SanitizedHtml';

// DOMPurify loads with the first merchant HTML on screen, not with the shopper's first JavaScript. React.lazy keeps a
// failed load for good, so a retry needs a fresh one.
const loadSanitizedHtml = () => lazy(() => import('./SanitizedHtml'));
let SanitizedHtml = loadSanitizedHtml();

interface LoadFailureBoundaryProps {
  children: ReactNode;
  /** Called when the browser is back online, before the children are tried again. */
  onRetry: () => void;
}

/**
 * Code that could not load (the shopper went offline at the wrong moment) shows nothing, rather than taking the whole
 * page down: the footer's HTML is outside every layout node's boundary. It tries again when the browser is back online.
 */
export class LoadFailureBoundary extends Component<LoadFailureBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Merchant HTML could not be shown: the sanitiser did not load', error);
  }

  // A failure on the first mount ends in componentDidMount, a later one in componentDidUpdate.
  override componentDidMount() {
    if (this.state.failed) window.addEventListener('online', this.retry);
  }

  override componentDidUpdate(_props: LoadFailureBoundaryProps, previous: { failed: boolean }) {
    if (this.state.failed && !previous.failed) window.addEventListener('online', this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  private retry = () => {
    window.removeEventListener('online', this.retry);
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

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
    <LoadFailureBoundary onRetry={() => (SanitizedHtml = loadSanitizedHtml())}>
      <Suspense fallback={null}>
        <SanitizedHtml {...props} />
      </Suspense>
    </LoadFailureBoundary>
  );
}
