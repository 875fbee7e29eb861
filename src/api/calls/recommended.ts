import { cartRecommendedProductsSchema } from '../schemas/cart.schema';
import { defineCall } from './define';

/** The products the store suggests beside the cart. */
export const recommended = {
  list: defineCall({
    id: 'getCartRecommendedProducts',
    method: 'get',
    path: '/api/get-cart-recommended-products',
    audience: 'guest-or-customer',
    answer: { status: 200, schema: cartRecommendedProductsSchema },
  }),
};
