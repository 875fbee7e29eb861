/*
 * The replay behind the wallet and the points (ADR 0029): amounts that come in as lots, each with its own expiry (or
 * none), and go out by spending, taking the lot that expires soonest first and a lot with no expiry last (Shopify
 * store credit's rule; ADR 0028). What is left of a lot when it expires leaves as an expiry line. Pure: the events
 * are gathered from the store's facts by the caller and replayed in time order up to `now`, so no timer ever runs.
 */

/** Money in cents or whole points. */
export interface LotIn<Meta> {
  kind: 'in';
  id: string;
  at: number;
  amount: number;
  /** Epoch ms from which the lot can no longer be spent; null for never. */
  expiresAt: number | null;
  meta: Meta;
}

export interface LotOut<Meta> {
  kind: 'out';
  id: string;
  at: number;
  amount: number;
  /** A lot to take from before any other (a cancelled order's points come back out of that order's own lot). */
  fromLot?: string;
  meta: Meta;
}

export type LedgerEvent<Meta> = LotIn<Meta> | LotOut<Meta>;

export interface LedgerLine<Meta> {
  kind: 'in' | 'out' | 'expiry';
  /** The event's id; an expiry line is `expiry:<lot id>`. */
  id: string;
  at: number;
  /** What actually moved: an `out` is capped at the balance, so the balance never goes below zero. */
  amount: number;
  balanceAfter: number;
  /** For `in` lines the lot's expiry; null otherwise. */
  expiresAt: number | null;
  /** The event's meta; an expiry line carries its lot's. */
  meta: Meta;
}

export interface OpenLot<Meta> {
  id: string;
  at: number;
  amount: number;
  remaining: number;
  expiresAt: number | null;
  meta: Meta;
}

export interface LedgerReplay<Meta> {
  /** Oldest first. */
  lines: LedgerLine<Meta>[];
  /** Lots still holding something at `now`, soonest expiring first, no expiry last. */
  open: OpenLot<Meta>[];
  balance: number;
}

/** Soonest expiring first, no expiry last; then the older lot first. */
export function spendingOrder<Meta>(a: OpenLot<Meta>, b: OpenLot<Meta>): number {
  return (a.expiresAt ?? Number.POSITIVE_INFINITY) - (b.expiresAt ?? Number.POSITIVE_INFINITY) || a.at - b.at;
}

/**
 * Replays `events` up to `now`. Events at the same moment: money in before money out, then as given. A lot is
 * spendable up to (not at) its `expiresAt`; an event after `now` is ignored.
 */
export function replayLedger<Meta>(events: readonly LedgerEvent<Meta>[], now: number): LedgerReplay<Meta> {
  const ordered = events
    .map((event, index) => ({ event, index }))
    .filter(({ event }) => event.at <= now)
    .sort((a, b) => a.event.at - b.event.at || (a.event.kind === b.event.kind ? 0 : a.event.kind === 'in' ? -1 : 1) || a.index - b.index)
    .map(({ event }) => event);

  const lots: OpenLot<Meta>[] = [];
  const lines: LedgerLine<Meta>[] = [];
  let balance = 0;

  /** Every lot whose expiry has come by `moment` leaves what is left of it, in the order they expire. */
  const expireUntil = (moment: number) => {
    const due = lots.filter((lot) => lot.remaining > 0 && lot.expiresAt !== null && lot.expiresAt <= moment).sort(spendingOrder);
    for (const lot of due) {
      balance -= lot.remaining;
      lines.push({ kind: 'expiry', id: `expiry:${lot.id}`, at: lot.expiresAt ?? moment, amount: lot.remaining, balanceAfter: balance, expiresAt: null, meta: lot.meta });
      lot.remaining = 0;
    }
  };

  for (const event of ordered) {
    expireUntil(event.at);
    if (event.kind === 'in') {
      if (event.amount <= 0) continue;
      lots.push({ id: event.id, at: event.at, amount: event.amount, remaining: event.amount, expiresAt: event.expiresAt, meta: event.meta });
      balance += event.amount;
      lines.push({ kind: 'in', id: event.id, at: event.at, amount: event.amount, balanceAfter: balance, expiresAt: event.expiresAt, meta: event.meta });
      continue;
    }
    let wanted = Math.min(event.amount, balance);
    const taken = wanted;
    if (taken <= 0) continue;
    const first = event.fromLot === undefined ? undefined : lots.find((lot) => lot.id === event.fromLot && lot.remaining > 0);
    const rest = lots.filter((lot) => lot.remaining > 0 && lot !== first).sort(spendingOrder);
    for (const lot of first ? [first, ...rest] : rest) {
      if (wanted === 0) break;
      const part = Math.min(lot.remaining, wanted);
      lot.remaining -= part;
      wanted -= part;
    }
    balance -= taken;
    lines.push({ kind: 'out', id: event.id, at: event.at, amount: taken, balanceAfter: balance, expiresAt: null, meta: event.meta });
  }
  expireUntil(now);

  return { lines, open: lots.filter((lot) => lot.remaining > 0).sort(spendingOrder), balance };
}
