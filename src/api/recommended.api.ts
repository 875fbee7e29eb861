import { apiRequest, type RequestContext } from './client';
import { cartRecommendedProductsSchema } from './schemas/cart.schema';

/** Products the store suggests beside the caller's cart (not already in it). */
export const getCartRecommendedProducts = (context: RequestContext) =>
  apiRequest(context, { method: 'get', path: '/api/get-cart-recommended-products', schema: cartRecommendedProductsSchema });
