import * as z from 'zod/mini';

/** A query parameter that is a whole number, sent as its digits. */
export const integerQuery = z.string().check(z.regex(/^\d+$/));
