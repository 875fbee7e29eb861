import { Component, type ReactNode } from 'react';

interface LoadFailureBoundaryProps {
  children: ReactNode;
  /** Logged once with the error: what could not be shown. */
  failureMessage: string;
  /** When given, called once the browser is back online, before the children are tried again. */
  onRetry?: () => void;
}

/**
 * Lazily loaded code that could not load (the shopper went offline at the wrong moment) shows nothing, rather than
 * taking the whole page down with it. With `onRetry` it tries again when the browser is back online; React.lazy keeps
 * a failed load for good, so `onRetry` must make a fresh lazy component.
 */
export class LoadFailureBoundary extends Component<LoadFailureBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(this.props.failureMessage, error);
  }

  // A failure on the first mount ends in componentDidMount, a later one in componentDidUpdate.
  override componentDidMount() {
    if (this.state.failed) this.waitForOnline();
  }

  override componentDidUpdate(_props: LoadFailureBoundaryProps, previous: { failed: boolean }) {
    if (this.state.failed && !previous.failed) this.waitForOnline();
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  private waitForOnline() {
    if (this.props.onRetry) window.addEventListener('online', this.retry);
  }

  private retry = () => {
    window.removeEventListener('online', this.retry);
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
