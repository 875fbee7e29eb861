import { useUnit } from 'effector-react';
import { Link } from 'wouter';
import { cartLinkName } from '@/shared/lib/cart-link-name';
import { $siteSettings } from '@/models/site/site.model';
import { readString, settingKeys } from '@/domain/site-settings';
import { cartBadgeClass, useCartAndSession } from '@/shared/lib/use-cart-and-session';
import { BranchSelector } from '@/shared/ui/branch-selector/BranchSelector';

/** The storefront's top bar: store identity, branch, cart and account. */
export function AppHeader() {
  const settings = useUnit($siteSettings);
  const [quantity, loggedIn, adds] = useCartAndSession();
  const storeName = readString(settings, settingKeys.storeName) ?? 'Store';
  const logo = readString(settings, settingKeys.logo);
  return (
    <header className="app-header">
      <Link href="/" className="app-header__brand" aria-label={`${storeName}, home`}>
        {logo ? <img src={logo} alt="" height={32} className="app-header__logo" /> : null}
        <span className={logo ? 'app-header__name app-header__name--with-logo' : 'app-header__name'}>{storeName}</span>
      </Link>
      <nav className="app-header__actions" aria-label="Store">
        <BranchSelector />
        <Link href={loggedIn ? '/account' : '/login'} className="header-button app-header__account">
          {loggedIn ? 'Account' : 'Log in'}
        </Link>
        <Link href="/cart" className="header-button app-header__cart" aria-label={cartLinkName(quantity)} data-testid="cart-link">
          Cart{' '}
          <span key={adds} className={cartBadgeClass('badge', adds)} aria-hidden="true">
            {quantity}
          </span>
        </Link>
      </nav>
    </header>
  );
}
