import { Collection } from '@msw/data';
import { productSchema } from '@/api/schemas/product.schema';

/** The catalogue. Its schema is the client's own, so a seeded product always parses in the app. */
export const products = new Collection({ schema: productSchema });
