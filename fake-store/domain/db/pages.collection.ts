import { Collection } from '@msw/data';
import * as z from 'zod/mini';
import { contentPageSchema, pageSummarySchema } from '@/api/schemas/page.schema';

/**
 * The store's content pages: the client's page plus its place in the list, and whether it is listed at all
 * (an unlisted page answers get-page by its slug but is left out of get-pages).
 */
export const storedPageSchema = z.extend(contentPageSchema, { position: pageSummarySchema.shape.position, listed: z.boolean() });
export type StoredPage = z.infer<typeof storedPageSchema>;

export const pages = new Collection({ schema: storedPageSchema });
