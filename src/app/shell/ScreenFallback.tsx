/**
 * What a child route shows while its screen's code arrives: the shape every screen starts with (a title, then blocks
 * of content), drawn by its stylesheet as the catalogue's skeletons are, so waiting looks alike everywhere.
 */
export function ScreenFallback() {
  // A status with a name: aria-label on a div without a role is not allowed (axe aria-prohibited-attr).
  return <div className="screen screen--loading" role="status" aria-busy="true" aria-label="Loading" />;
}
