import * as z from 'zod/mini';
import { amountSchema, idSchema, optionalList, optionalNonEmptyTextSchema, optionalTextSchema, withDefault } from './common.schema';
import { instantSchema, knownOr, optionalInstantSchema } from './states-and-instants.schema';

/*
 * The wallet in a file of its own, GET /api/check-wallet's answer with it: the loyalty screens and checkout read it
 * without loading every order or loyalty schema (each schema module is built whole when imported).
 */

/** The wallet's balance in the store's currency: what checkout offers (check-wallet's answer carries its ledger too). */
export const walletSchema = z.object({
  balance: amountSchema,
  currency: optionalNonEmptyTextSchema,
});
export type Wallet = z.infer<typeof walletSchema>;

/** An id, or null for none (missing or null both read as null). */
export const optionalIdSchema = z.pipe(z.optional(z.nullable(idSchema)), z.transform((value) => value ?? null));

/** Where money in the wallet came from: the screen words each, and words an unknown one by its `reason`. */
export const walletCreditSources = ['referral', 'scratch_card', 'points', 'refund', 'goodwill', 'promotion'] as const;
export type WalletCreditSource = (typeof walletCreditSources)[number] | 'unknown';

/**
 * A credit that still holds money: spending takes from the one that expires soonest first, and a credit with no
 * expiry last (Shopify store credit's rule). `remaining` is what is left of `amount`.
 */
const walletCreditSchema = z.object({
  id: idSchema,
  source: withDefault(knownOr(walletCreditSources), 'unknown'),
  reason: z.string(),
  amount: amountSchema,
  remaining: amountSchema,
  created_at: instantSchema,
  /** When what is left of it expires; '' for never. */
  expires_at: optionalInstantSchema,
});
export type WalletCredit = z.infer<typeof walletCreditSchema>;

/** A ledger line: money in (`credit`), money spent (`debit`) or money that ran out unspent (`expiry`). */
const walletEntryKinds = ['credit', 'debit', 'expiry'] as const;
export type WalletEntryKind = (typeof walletEntryKinds)[number] | 'unknown';

const walletEntrySchema = z.object({
  id: idSchema,
  kind: knownOr(walletEntryKinds),
  /** Always positive: the kind says which way it went. */
  amount: amountSchema,
  /** The balance just after this line. */
  balance_after: amountSchema,
  /** In the store's words: "Referral: Sam joined", "Order #1042", "Refund for order #1040", "Expired". */
  reason: z.string(),
  created_at: instantSchema,
  /** The order a debit paid for (or a refund came from); null otherwise. */
  order_id: optionalIdSchema,
  /** The order's number as shoppers know it ("1042"), with `order_id`. */
  order_number: optionalTextSchema,
  /** A credit's expiry; '' for never, and for debits. */
  expires_at: optionalInstantSchema,
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

/**
 * GET /api/check-wallet: the balance (what checkout reads), the credits that still hold money (soonest expiring
 * first) and the ledger (newest first). A backend without a ledger may leave both lists out.
 */
// The balance's own fields spread in, not z.extend: each zod function a lazy chunk uses joins the first download's zod chunk.
export const walletAnswerSchema = z.object({
  ...walletSchema.shape,
  credits: optionalList(walletCreditSchema),
  ledger: optionalList(walletEntrySchema),
});
export type WalletAnswer = z.infer<typeof walletAnswerSchema>;
