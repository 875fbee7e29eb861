import { useUnit } from 'effector-react';
import { $siteSettings } from '@/models/site/site.model';
import { readString, settingKeys } from '@/domain/site-settings';
import { STORE_CLOSED_TEXT } from './store-closed-text';
import './store-closed.css';

/**
 * The full-screen notice while the merchant has switched the store off (spec section 1): the whole screen in the
 * store's colours, its logo and name, and the notice. Loaded lazily (src/app/App.tsx).
 */
export default function StoreClosed() {
  const settings = useUnit($siteSettings);
  const storeName = readString(settings, settingKeys.storeName);
  const logo = readString(settings, settingKeys.logo);
  return (
    <main className="store-closed" data-testid="store-closed">
      <div className="store-closed__content" role="status">
        {/* The logo stands for the name when there is one: the name is its text, not said again beside it. */}
        {storeName ? (
          <h1 className="store-closed__title">{logo ? <img className="store-closed__logo" src={logo} alt={storeName} /> : storeName}</h1>
        ) : logo ? (
          <img className="store-closed__logo" src={logo} alt="" />
        ) : null}
        <ClosedSign />
        <p className="store-closed__text">{STORE_CLOSED_TEXT}</p>
      </div>
    </main>
  );
}

/** A hanging "closed" sign: decoration, the words say it all. */
function ClosedSign() {
  return (
    <svg className="store-closed__sign" viewBox="0 0 96 72" width="96" height="72" aria-hidden="true" focusable="false">
      <path d="M48 4 L20 28 M48 4 L76 28" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      <circle cx="48" cy="4" r="3" fill="currentColor" />
      <rect x="8" y="28" width="80" height="40" rx="8" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M30 48 h36" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
