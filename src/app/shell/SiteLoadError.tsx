import { useUnit } from 'effector-react';
import { siteDataRetryClicked, fetchSiteDataFx } from '@/models/site/site.model';

/** get-data failed and there is no kept copy: a calm message and a way to try again, never a crash. */
export function SiteLoadError() {
  const [retry, retrying] = useUnit([siteDataRetryClicked, fetchSiteDataFx.pending]);
  return (
    <main className="fullscreen-notice" data-testid="site-load-error">
      <div className="fullscreen-notice__card">
        <h1 className="fullscreen-notice__title">We can’t reach the store just now</h1>
        <p className="fullscreen-notice__text">Nothing is lost. Please try again in a moment.</p>
        <button type="button" className="button button--primary" onClick={() => retry()} disabled={retrying}>
          {retrying ? 'Trying again…' : 'Try again'}
        </button>
      </div>
    </main>
  );
}
