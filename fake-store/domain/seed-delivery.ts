import { formatMinorUnits } from '@/domain/money';

/**
 * The seeded store's free-delivery figure, written once. The cart's delivery rule (cart-totals.ts), the delivery
 * page (seed-pages.ts), the home page's free-delivery banner (seed-layout.ts), the FREEDELIVERY code
 * (seed-discounts.ts) and the store's description (seed.ts) all read it, so they can never disagree.
 */
export const freeDeliveryFromCents = 5_000;

/**
 * The figure as the seed's texts write it ("$50"): decimals only when there are cents (spec section 5), in the
 * seeded store's money settings, which are the spec's defaults (en-US, USD, symbol before).
 */
export const freeDeliveryFromText = formatMinorUnits(freeDeliveryFromCents);

/** The free-delivery promise in the words the banner, the page and the store's description share. */
export const freeDeliveryPromise = `Free delivery on orders of ${freeDeliveryFromText} or more`;
