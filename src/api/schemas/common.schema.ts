// zod/mini keeps the shopper's first download small (about 5 KB against 23 KB for classic zod).
import * as z from 'zod/mini';

/** The API sends ids as numbers or strings; the client compares them as strings. */
export const idSchema = z.union([z.number(), z.string().check(z.minLength(1))]);
export type Id = z.infer<typeof idSchema>;

/** A decimal amount in major units as the API sends it ("12.50" or 12.5). */
export const amountSchema = z.union([
  z.number().check(z.refine(Number.isFinite)),
  z.pipe(z.string().check(z.regex(/^-?\d+(\.\d+)?$/)), z.transform(Number)),
]);

/** The error body the API sends with 4xx answers. */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
