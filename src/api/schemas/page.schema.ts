import * as z from 'zod/mini';
import { idSchema, optionalTextSchema, positionSchema, tolerantArray } from './common.schema';

const pageFields = {
  id: idSchema,
  title: z.string().check(z.minLength(1)),
  slug: z.string().check(z.minLength(1)),
};

/** A content page as listed: enough to link to it. */
export const pageSummarySchema = z.object({ ...pageFields, position: positionSchema });
export type PageSummary = z.infer<typeof pageSummarySchema>;

/** GET /api/get-pages: the store's content pages (about, delivery, terms, ...), in display order. */
export const pagesListSchema = z.object({ data: tolerantArray(pageSummarySchema) });

/**
 * GET /api/get-page: one content page. `content` is merchant HTML, sanitised where it is shown;
 * `meta_description` is the page's own description for search engines (the store's default otherwise).
 */
export const contentPageSchema = z.object({
  ...pageFields,
  content: optionalTextSchema,
  meta_description: optionalTextSchema,
  updated_at: optionalTextSchema,
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** The answer of GET /api/get-page: the page under `data`. */
export const pageAnswerSchema = z.object({ data: contentPageSchema });
