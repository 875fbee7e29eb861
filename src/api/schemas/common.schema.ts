import { z } from 'zod';

/** The API sends ids as numbers or strings; the client compares them as strings. */
export const idSchema = z.union([z.number(), z.string().min(1)]);
export type Id = z.infer<typeof idSchema>;

/** A decimal amount in major units as the API sends it ("12.50" or 12.5). */
export const amountSchema = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/).transform(Number)]);

/** The error body the API sends with 4xx answers. */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
