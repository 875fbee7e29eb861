import { useUnit } from 'effector-react';
import { $toasts, toastDismissed } from '@/models/toast/toast.model';

/** Toasts: bottom centre, each hides after 2 s, the same message never twice at once. */
export function Toaster() {
  const [toasts, dismiss] = useUnit([$toasts, toastDismissed]);
  return (
    <div className="toaster" role="status" aria-live="polite" aria-label="Notifications">
      {toasts.map((toast) => (
        <div key={toast.message} className={`toast toast--${toast.tone}`} data-testid="toast">
          <span className="toast__message">{toast.message}</span>
          <button type="button" className="icon-button toast__close" aria-label={`Dismiss: ${toast.message}`} onClick={() => dismiss(toast.message)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
