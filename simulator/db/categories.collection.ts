import { Collection } from '@msw/data';
import { categorySchema } from '@/api/schemas/category.schema';

/** Product categories, shaped exactly as the client parses them. */
export const categories = new Collection({ schema: categorySchema });
