import type { Id } from '@/api/schemas/common.schema';
import type { Rewards } from '@/api/schemas/loyalty.schema';
import { nextId, orders, pointsGrants, pointsRedemptions, type StoredOrderData } from './db';
import { replayLedger, type LedgerEvent } from './ledger';
import { formatStoreMoney, fromMinorUnits, toMinorUnits } from './money';
import { oneAtATime } from './one-at-a-time';
import { cancelledAtOf, creditLifetimeDays, creditWallet, storeCurrency } from './wallet';

/*
 * Reward points (ADR 0028): earned when an order is paid, taken back when it is cancelled, given by referrals, scratch
 * cards and the store, turned into wallet credit. Like the wallet, the balance and history are a replay of those facts
 * (fake-store/domain/ledger.ts): points last 365 days from when they were earned, and spending takes the soonest-expiring first.
 */

const dayMs = 24 * 60 * 60 * 1000;
const sameId = (a: Id, b: Id) => String(a) === String(b);
const iso = (ms: number) => new Date(ms).toISOString();

/** ADR 0028's numbers. */
export const pointsRules = {
  perOrder: 10,
  perCurrencyUnit: 1,
  /** What one point is worth, in cents. */
  pointValueCents: 1,
  expiryDays: 365,
  /** `expiring` lists what expires within this many days. */
  expiringWindowDays: 90,
  minimumPoints: 500,
  stepPoints: 100,
  creditPerStepCents: 100,
  creditExpiryDays: creditLifetimeDays.points,
} as const;

export const pointsMessages = {
  belowMinimum: (minimum: number) => `Redeem at least ${minimum} points.`,
  notAStep: (step: number, minimum: number) => `Redeem points in steps of ${step}: ${minimum}, ${minimum + step}, ${minimum + 2 * step} and so on.`,
  moreThanBalance: (balance: number) => `You have ${balance} ${balance === 1 ? 'point' : 'points'}: choose no more than that.`,
  required: 'Enter how many points to redeem.',
} as const;

/** Points a paid order earns: a fixed number per order plus one per whole unit of its total ($23.40 earns 33). */
export function pointsForOrder(order: Pick<StoredOrderData, 'total'>): number {
  return pointsRules.perOrder + pointsRules.perCurrencyUnit * Math.floor(toMinorUnits(order.total) / 100);
}

interface PointsMeta {
  reason: string;
  orderId: Id | null;
  orderNumber: string | null;
}

/** Everything that moved a customer's points, as ledger events. */
export function pointsEvents(userId: Id, now: number): LedgerEvent<PointsMeta>[] {
  const events: LedgerEvent<PointsMeta>[] = [];
  for (const grant of pointsGrants.findMany((q) => q.where({ user_id: (id) => sameId(id, userId) }))) {
    events.push({ kind: 'in', id: `grant-${grant.id}`, at: grant.at, amount: grant.points, expiresAt: grant.expires_at, meta: { reason: grant.reason, orderId: null, orderNumber: null } });
  }
  for (const redemption of pointsRedemptions.findMany((q) => q.where({ user_id: (id) => sameId(id, userId) }))) {
    events.push({ kind: 'out', id: `redeem-${redemption.id}`, at: redemption.at, amount: redemption.points, meta: { reason: redemption.reason, orderId: null, orderNumber: null } });
  }
  for (const order of orders.findMany((q) => q.where({ user_id: (id) => id !== null && sameId(id, userId) }))) {
    if (order.paid_at === null) continue;
    const earned = pointsForOrder(order);
    const lotId = `order-${order.id}`;
    events.push({
      kind: 'in',
      id: lotId,
      at: order.paid_at,
      amount: earned,
      expiresAt: order.paid_at + pointsRules.expiryDays * dayMs,
      meta: { reason: `Order #${order.order_number}`, orderId: order.id, orderNumber: order.order_number },
    });
    const cancelledAt = cancelledAtOf(order, now);
    if (cancelledAt !== null) {
      // Taken back from the order's own points first: what is left of them, then the soonest expiring.
      events.push({ kind: 'out', id: `cancel-${order.id}`, at: cancelledAt, amount: earned, fromLot: lotId, meta: { reason: `Order #${order.order_number} was cancelled`, orderId: order.id, orderNumber: order.order_number } });
    }
  }
  return events;
}

export function pointsReplay(userId: Id, now: number = Date.now()) {
  return replayLedger(pointsEvents(userId, now), now);
}

export function pointsBalance(userId: Id, now: number = Date.now()): number {
  return pointsReplay(userId, now).balance;
}

/** rewards' answer as it goes over the wire. */
export type WireRewards = Omit<Rewards, 'currency' | 'history'> & {
  currency: string;
  history: { id: string; kind: 'earned' | 'spent' | 'expired'; points: number; reason: string; created_at: string; order_id: Id | null; order_number: string | null }[];
};

/** GET /api/user/rewards: the balance, the rules, what expires in the coming 90 days (soonest first), the history newest first. */
export function presentRewards(userId: Id, now: number = Date.now()): WireRewards {
  const replay = pointsReplay(userId, now);
  const windowEnd = now + pointsRules.expiringWindowDays * dayMs;
  const expiring = new Map<number, number>();
  for (const lot of replay.open) {
    if (lot.expiresAt !== null && lot.expiresAt <= windowEnd) expiring.set(lot.expiresAt, (expiring.get(lot.expiresAt) ?? 0) + lot.remaining);
  }
  return {
    points: replay.balance,
    point_value: fromMinorUnits(pointsRules.pointValueCents),
    currency: storeCurrency(),
    earning: { per_order: pointsRules.perOrder, per_currency_unit: pointsRules.perCurrencyUnit },
    redeeming: {
      minimum_points: pointsRules.minimumPoints,
      step_points: pointsRules.stepPoints,
      credit_per_step: fromMinorUnits(pointsRules.creditPerStepCents),
      credit_expiry_days: pointsRules.creditExpiryDays,
    },
    expiry_days: pointsRules.expiryDays,
    expiring: [...expiring.entries()].sort(([a], [b]) => a - b).map(([at, points]) => ({ points, expires_at: iso(at) })),
    history: replay.lines
      .map((line) => ({
        id: line.id,
        kind: line.kind === 'in' ? ('earned' as const) : line.kind === 'out' ? ('spent' as const) : ('expired' as const),
        points: line.amount,
        reason: line.kind === 'expiry' ? `Expired: ${line.meta.reason}` : line.meta.reason,
        created_at: iso(line.at),
        order_id: line.kind === 'expiry' ? null : line.meta.orderId,
        order_number: line.kind === 'expiry' ? null : line.meta.orderNumber,
      }))
      .reverse(),
  };
}

/** Gives a customer points outside an order (a referral, a scratch card, the store); they last `expiresInDays` (default 365). */
export async function grantPoints(userId: Id, input: { points: number; reason: string; expiresInDays?: number | null; now?: number }): Promise<void> {
  const at = input.now ?? Date.now();
  const days = input.expiresInDays === undefined ? pointsRules.expiryDays : input.expiresInDays;
  await pointsGrants.create({ id: String(nextId('points')), user_id: userId, points: input.points, at, expires_at: days === null ? null : at + days * dayMs, reason: input.reason });
}

export type RedeemPointsResult = { ok: true } | { ok: false; message: string };

/** Checks a redemption by the rules: at least the minimum, whole steps, no more than the balance. */
export function redeemPointsRefusal(points: number, balance: number): string | null {
  if (points < pointsRules.minimumPoints) return pointsMessages.belowMinimum(pointsRules.minimumPoints);
  if (points % pointsRules.stepPoints !== 0) return pointsMessages.notAStep(pointsRules.stepPoints, pointsRules.minimumPoints);
  if (points > balance) return pointsMessages.moreThanBalance(balance);
  return null;
}

/**
 * POST /api/user/redeem-points: the points leave (soonest expiring first) and come back as wallet credit lasting 90
 * days. One redemption per customer at a time, so two quick redeems never spend the same points twice.
 */
export function redeemPoints(userId: Id, points: number, now: number = Date.now()): Promise<RedeemPointsResult> {
  return oneAtATime(`points:${String(userId)}`, async () => {
    const refusal = redeemPointsRefusal(points, pointsBalance(userId, now));
    if (refusal !== null) return { ok: false, message: refusal };
    const creditCents = (points / pointsRules.stepPoints) * pointsRules.creditPerStepCents;
    await pointsRedemptions.create({ id: String(nextId('points')), user_id: userId, points, at: now, reason: `Turned into ${formatStoreMoney(creditCents)} of wallet credit` });
    await creditWallet(userId, { amountCents: creditCents, source: 'points', reason: `${points} points redeemed`, expiresInDays: pointsRules.creditExpiryDays, now });
    return { ok: true };
  });
}
