import { useUnit } from 'effector-react';
import { useId, type CSSProperties, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import type { BlockProps } from '@/layout/define-block';
import { $siteSettings } from '@/models/site/site.model';
import { readString, settingKeys } from '@/domain/site-settings';
import { cartBadgeClass, useCartAndSession } from '@/shared/lib/use-cart-and-session';
import { BranchSelector } from '@/shared/ui/branch-selector/BranchSelector';
import { AccountIcon, CartIcon, SearchIcon } from './icons';
import { MenuLinks } from './MenuLinks';
import { cartLinkName, searchHref } from './top-nav.lib';
import type { TopNavData, TopNavSettings } from './top_nav.block';
import './top-nav.css';

function SearchField({ placeholder }: { placeholder: string }) {
  const [, navigate] = useLocation();
  const inputId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new FormData(event.currentTarget).get('q');
    navigate(searchHref(typeof query === 'string' ? query : ''));
  };
  // action/method keep the form working as a plain GET to /search before the script has hydrated it.
  return (
    <form className="top-nav__search" role="search" aria-label="Store search" action="/search" method="get" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        Search the store
      </label>
      <input id={inputId} className="top-nav__search-input" type="search" name="q" placeholder={placeholder} enterKeyHint="search" autoComplete="off" />
      <button type="submit" className="top-nav__button">
        <SearchIcon />
        <span>Search</span>
      </button>
    </form>
  );
}

/** The store's top bar. Colours left unset fall back to the theme variables the shell sets from settings. */
export default function TopNav({ id, data, settings }: BlockProps<TopNavData, TopNavSettings>) {
  const siteSettings = useUnit($siteSettings);
  const [quantity, loggedIn, adds] = useCartAndSession();
  const storeName = readString(siteSettings, settingKeys.storeName) ?? 'Store';
  const settingsLogo = readString(siteSettings, settingKeys.logo);
  // The merchant's own image wins; the settings logo has no known size, so CSS alone sizes it.
  const logo: { src: string; width?: number; height?: number } | null = data.logo ?? (settingsLogo ? { src: settingsLogo } : null);
  // The schemas only let hex/rgb/hsl colours through, so these cannot carry other CSS.
  const colours: Record<string, string> = {};
  if (settings.background_color) colours['--top-nav-bg'] = settings.background_color;
  if (settings.text_color) colours['--top-nav-text'] = settings.text_color;
  const showField = settings.show_search && settings.search_style === 'field';
  // Without a logo the name is all the home link shows, so hiding it would leave an empty button.
  const nameVisible = settings.show_store_name || logo === null;

  return (
    <header
      className={settings.sticky ? 'top-nav top-nav--sticky' : 'top-nav'}
      data-block="top_nav"
      data-block-id={id}
      style={colours as CSSProperties}
    >
      <Link href="/" className="top-nav__brand" aria-label={`${storeName}, home`}>
        {logo ? <img className={logo.width ? 'top-nav__logo' : 'top-nav__logo top-nav__logo--unsized'} src={logo.src} alt="" width={logo.width} height={logo.height} decoding="async" /> : null}
        <span className={nameVisible ? (logo ? 'top-nav__name top-nav__name--with-logo' : 'top-nav__name') : 'visually-hidden'}>
          {storeName}
        </span>
      </Link>
      <MenuLinks links={data.menu_links} />
      {showField ? <SearchField placeholder={data.search_placeholder} /> : null}
      <nav className="top-nav__actions" aria-label="Store">
        {/* With a field, this link stands in for it on phones, where the field would take a row of its own. */}
        {settings.show_search ? (
          <Link href="/search" className={showField ? 'top-nav__button top-nav__search-link' : 'top-nav__button'}>
            <SearchIcon />
            <span>Search</span>
          </Link>
        ) : null}
        {settings.show_branch_selector ? <BranchSelector className="top-nav__button" /> : null}
        {settings.show_account ? (
          <Link href={loggedIn ? '/account' : '/login'} className="top-nav__button top-nav__account">
            <AccountIcon />
            <span>{loggedIn ? 'Account' : 'Log in'}</span>
          </Link>
        ) : null}
        <Link href="/cart" className="top-nav__button top-nav__cart" aria-label={cartLinkName(quantity)} data-testid="cart-link">
          <CartIcon />
          {/* The space keeps the visible text ("Cart 3") inside the accessible name ("Cart, 3 items"), WCAG 2.5.3. */}
          <span>Cart</span>{' '}
          <span key={adds} className={cartBadgeClass('top-nav__badge', adds)} aria-hidden="true">
            {quantity}
          </span>
        </Link>
      </nav>
    </header>
  );
}
