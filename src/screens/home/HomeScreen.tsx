import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $branchesState } from '@/models/branches/branches.model';
import { homePageOpened } from '@/models/cart/cart.model';
import { $siteSettings } from '@/models/site/site.model';
import { readString, settingKeys } from '@/models/site/settings.lib';

/**
 * The home page. The layout engine renders the merchant's blocks here; until it lands, the store's
 * own name and description greet the shopper.
 */
export function HomeScreen() {
  const [settings, branches, opened] = useUnit([$siteSettings, $branchesState, homePageOpened]);
  // When the home page loads, fetch the cart (spec section 2).
  useEffect(() => {
    opened();
  }, [opened]);
  const storeName = readString(settings, settingKeys.storeName) ?? 'Our store';
  const description = readString(settings, settingKeys.seoMetaDescription);
  return (
    <section className="home" data-testid="home" aria-labelledby="home-title">
      <h1 id="home-title" className="home__title">
        {storeName}
      </h1>
      {description ? <p className="home__lead">{description}</p> : null}
      {branches.selected_branch ? <p className="home__branch">Ordering from {branches.selected_branch.name}</p> : null}
    </section>
  );
}
