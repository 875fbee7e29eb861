import { useUnit } from 'effector-react';
import { $cartAdds, $cartQuantity } from '@/models/cart/cart.model';
import { $isLoggedIn } from '@/models/session/session.model';
import { useHydrating } from '@/shared/lib/use-media-query';

/**
 * The cart's quantity and whether the shopper is signed in, for the bars that show them. The shopper's own state is
 * never in a server's HTML: while a bar hydrates (one below the first screen hydrates late, after the shopper may have
 * added to the cart) it is drawn as the server drew it, an empty cart and a guest, then updated in place.
 */
export function useCartAndSession(): readonly [quantity: number, loggedIn: boolean, adds: number] {
  const [quantity, loggedIn, adds] = useUnit([$cartQuantity, $isLoggedIn, $cartAdds]);
  return useHydrating() ? [0, false, 0] : [quantity, loggedIn, adds];
}

/**
 * A cart badge's class: keyed by the adds so far (`key={adds}`), the badge is drawn afresh after each add and plays its
 * bump (`badge--bump`, only without reduced motion); never on the first draw or on a count that loads.
 */
export const cartBadgeClass = (className: string, adds: number) => (adds > 0 ? `${className} badge--bump` : className);
