import { account } from './account';
import { addresses, delivery } from './addresses';
import { auth } from './auth';
import { cart } from './cart';
import { catalog } from './catalog';
import { category } from './category';
import type { CallDefinition } from './define';
import { discounts } from './discounts';
import { loyalty } from './loyalty';
import { orders } from './orders';
import { pages } from './pages';
import { places } from './places';
import { product } from './product';
import { profile } from './profile';
import { recentOrders } from './recent-orders';
import { recommended } from './recommended';
import { reviews } from './reviews';
import { search } from './search';
import { site } from './site';
import { wallet } from './wallet';
import { wishlist } from './wishlist';

/*
 * Every call the storefront makes, by resource (`calls.cart.add`), for the tools and tests: the contract builder, the
 * backend checker and the fake store. The storefront imports a resource's own module instead
 * (`@/api/calls/cart`): the start-up's chunks are cut along static imports, and this module imports them all.
 */
export const calls = {
  site,
  cart,
  catalog,
  product,
  category,
  search,
  reviews,
  pages,
  discounts,
  recommended,
  recentOrders,
  auth,
  profile,
  account,
  wishlist,
  addresses,
  places,
  delivery,
  wallet,
  orders,
  loyalty,
};

/** Every call in the contract's order (its paths, the backend checker's reads, which take queries from earlier ones). */
export const callList: readonly CallDefinition[] = Object.values(calls).flatMap((resource): CallDefinition[] => Object.values(resource));
