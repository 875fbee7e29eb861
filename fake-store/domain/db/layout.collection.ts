import { Collection } from '@msw/data';
import { layoutItemSchema } from '@/api/schemas/site.schema';

/** The home layout items, in the order of their `position`. */
export const layoutItems = new Collection({ schema: layoutItemSchema });
