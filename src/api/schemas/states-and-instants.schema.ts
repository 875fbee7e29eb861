import * as z from 'zod/mini';
import { withDefault } from './common.schema';

/*
 * How the order and loyalty answers read a state and an instant, in a file of their own: a screen that reads a wallet
 * or a status does not load every order schema with it (each schema module is built whole when imported).
 */

/** A value from a known list, and `unknown` for any other (a newer backend's state), never a failed call. */
export function knownOr<const Known extends readonly string[]>(known: Known) {
  return z.pipe(
    z.string(),
    z.transform((value): Known[number] | 'unknown' => ((known as readonly string[]).includes(value) ? (value as Known[number]) : 'unknown')),
  );
}

/** ISO 8601 instant with a time zone (`2026-11-26T12:30:00Z`). */
export const instantSchema = z.iso.datetime({ offset: true });
/** An instant, or '' for none: what it reads as when missing (so an answer it read reads again, as a cached copy does). */
export const optionalInstantSchema = withDefault(z.union([instantSchema, z.enum([''])]), '');
