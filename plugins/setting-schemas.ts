import * as z from 'zod/mini';

/**
 * Setting values arrive as strings (or numbers, or booleans once 'true'/'false' are read): these read them the
 * same way for every plugin.
 */

/** A whole number given as a number or a numeric string. */
export const settingInteger = (min: number, max: number) =>
  z
    .pipe(
      z.union([z.number(), z.string()]),
      z.transform((value) => Number(value)),
    )
    .check(z.refine((value) => Number.isInteger(value) && value >= min && value <= max, `Use a whole number from ${min} to ${max}`));

/** A JSON text setting, parsed, then checked by `schema`. */
export function settingJson<Schema extends z.ZodMiniType>(schema: Schema) {
  return z.pipe(
    z.pipe(
      z.string(),
      z.transform((text, context) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          context.issues.push({ code: 'custom', message: 'Not valid JSON', input: text });
          return z.NEVER;
        }
      }),
    ),
    schema,
  );
}

/** Which bottom corner a floating control sits in. */
export const cornerSchema = z.enum(['bottom-right', 'bottom-left']);
