/** Spec section 1: the exact notice shown while globalStoreEnable is false. */
export const STORE_CLOSED_TEXT = 'Sorry, we are currently not accepting orders right now. We will be back shortly.';

/** The full-screen notice while the merchant has switched the store off. Loaded lazily (src/app/App.tsx). */
export default function StoreClosed({ storeName }: { storeName: string | null }) {
  return (
    <main className="fullscreen-notice" data-testid="store-closed">
      <div className="fullscreen-notice__card" role="status">
        {storeName ? <h1 className="fullscreen-notice__title">{storeName}</h1> : null}
        <p className="fullscreen-notice__text">{STORE_CLOSED_TEXT}</p>
      </div>
    </main>
  );
}
