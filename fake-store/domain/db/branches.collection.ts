import { Collection } from '@msw/data';
import { branchSchema } from '@/api/schemas/site.schema';

/** The store's branches; get-data answers all of them plus the one the caller selected. */
export const branches = new Collection({ schema: branchSchema });
