import { useUnit } from 'effector-react';
import { $connectivity } from '@/models/connectivity/connectivity.model';

/** Spec section 2 and 8: shown while the browser is offline, gone when it is back. */
export function OfflineScreen() {
  const connectivity = useUnit($connectivity);
  if (connectivity === 'online') return null;
  return (
    <div className="fullscreen-notice fullscreen-notice--overlay" role="alert" data-testid="offline-screen">
      <div className="fullscreen-notice__card">
        <h1 className="fullscreen-notice__title">You are offline!</h1>
        <p className="fullscreen-notice__text">Please check your internet connection.</p>
      </div>
    </div>
  );
}
