import { useUnit } from 'effector-react';
import { $loading } from '@/models/loading/loading.model';

/** The full-screen loading overlay with an optional message. */
export function LoadingOverlay() {
  const { loading, message } = useUnit($loading);
  if (!loading) return null;
  return (
    <div className="loading-overlay" data-testid="loading-overlay" role="status" aria-busy="true" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className={message ? 'loading-overlay__message' : 'visually-hidden'}>{message ?? 'Loading'}</span>
    </div>
  );
}
