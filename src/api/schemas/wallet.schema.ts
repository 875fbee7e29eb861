import * as z from 'zod/mini';
import { amountSchema, optionalNonEmptyTextSchema } from './common.schema';

/*
 * The wallet in a file of its own: the loyalty screens and checkout read it without loading every order schema (each
 * schema module is built whole when imported).
 */

/** The wallet's balance in the store's currency: what checkout offers (check-wallet's answer carries its ledger too). */
export const walletSchema = z.object({
  balance: amountSchema,
  currency: optionalNonEmptyTextSchema,
});
export type Wallet = z.infer<typeof walletSchema>;
