/**
 * The site-wide progress overlay shown while the site data loads (spec section 2). index.html paints
 * the same markup before any JavaScript runs, so the shopper sees it at once and React takes it over
 * without a visible change.
 */
export function SiteProgressOverlay() {
  return (
    <div className="progress-overlay" data-testid="site-progress" role="progressbar" aria-label="Loading the store" aria-busy="true">
      <div className="progress-overlay__bar" />
      <div className="progress-overlay__body">
        <span className="spinner" aria-hidden="true" />
        <p className="progress-overlay__label">Loading the store…</p>
      </div>
    </div>
  );
}

/** A slim bar at the top while the site data refreshes behind a store already on screen. */
export function SiteRefreshBar() {
  return <div className="refresh-bar" role="progressbar" aria-label="Updating the store" />;
}
