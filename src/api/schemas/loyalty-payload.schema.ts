import * as z from 'zod/mini';
import { idSchema } from './common.schema';

/*
 * The bodies the loyalty screens send (ADR 0028), for the contract and the simulator to check. The storefront imports
 * their types only, as with the order payloads (ADR 0026: their checks would otherwise join the first download).
 */

/** POST /api/user/redeem-points: turns points into wallet credit, by the rules rewards states (`redeeming`). */
export const redeemPointsPayloadSchema = z.object({ points: z.int().check(z.positive()) });
export type RedeemPointsPayload = z.infer<typeof redeemPointsPayloadSchema>;

/** POST /api/user/redeem-scratch-card: scratches one of the customer's cards; the server picks and gives its reward. */
export const redeemScratchCardPayloadSchema = z.object({ scratch_card_id: idSchema });
