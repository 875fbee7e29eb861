import type { RequestHandler } from 'msw';
import { addressHandlers } from './address.handlers';
import { authHandlers } from './auth.handlers';
import { cartHandlers } from './cart.handlers';
import { catalogHandlers } from './catalog.handlers';
import { contractHandlers } from './contract.handlers';
import { discountHandlers } from './discount.handlers';
import { fallbackHandlers } from './fallback.handlers';
import { imageHandlers } from './images.handlers';
import { loyaltyHandlers, loyaltyTestHooks } from './loyalty.handlers';
import { orderHandlers, orderTestHooks } from './orders.handlers';
import { pageHandlers } from './pages.handlers';
import { pluginHandlers } from './plugins.handlers';
import { profileHandlers } from './profile.handlers';
import { razorpayHandlers } from './razorpay.handlers';
import { reviewHandlers } from './reviews.handlers';
import { siteHandlers } from './site.handlers';
import { wishlistHandlers } from './wishlist.handlers';

/** Every handler of the simulated store, in matching order. The /api fallback must stay last. */
export const handlers: RequestHandler[] = [...imageHandlers, ...pluginHandlers, ...siteHandlers, ...authHandlers, ...profileHandlers, ...wishlistHandlers, ...addressHandlers, ...cartHandlers, ...orderHandlers, ...orderTestHooks, ...loyaltyHandlers, ...loyaltyTestHooks, ...razorpayHandlers, ...discountHandlers, ...catalogHandlers, ...reviewHandlers, ...pageHandlers, ...contractHandlers, ...fallbackHandlers];
