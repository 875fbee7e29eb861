import { useUnit } from 'effector-react';
import { $cartQuantity } from '@/models/cart/cart.model';
import { $isLoggedIn } from '@/models/session/session.model';
import { useHydrating } from '@/shared/lib/use-media-query';

/**
 * The cart's quantity and whether the shopper is signed in, for the bars that show them. The shopper's own state is
 * never in a server's HTML: while a bar hydrates (one below the first screen hydrates late, after the shopper may have
 * added to the cart) it is drawn as the server drew it, an empty cart and a guest, then updated in place.
 */
export function useCartAndSession(): readonly [quantity: number, loggedIn: boolean] {
  const [quantity, loggedIn] = useUnit([$cartQuantity, $isLoggedIn]);
  return useHydrating() ? [0, false] : [quantity, loggedIn];
}
