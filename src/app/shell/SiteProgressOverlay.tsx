/** The site-wide progress overlay shown while the site data loads (spec section 2). */
export function SiteProgressOverlay() {
  return (
    <div className="progress-overlay" data-testid="site-progress" role="progressbar" aria-label="Loading the store" aria-busy="true">
      <div className="progress-overlay__bar" />
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}

/** A slim bar at the top while the site data refreshes behind a store already on screen. */
export function SiteRefreshBar() {
  return <div className="refresh-bar" role="progressbar" aria-label="Updating the store" />;
}
