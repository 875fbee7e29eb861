import { createEvent } from 'effector';
import type { Product } from '@/api/schemas/product.schema';

/**
 * The shopper asked to choose the options of a product (a product card's "Choose options"). It lives apart
 * from the drawer model so product cards, which every catalogue block renders, do not download and run the
 * model and the options engine on the home page: the card loads the panel (and with it the model) first,
 * then fires this.
 */
export const productDrawerOpened = createEvent<Product>();
