import { match } from 'ts-pattern';
import type { ScratchCard, ScratchCardStatus, ScratchReward } from '@/api/schemas/loyalty.schema';

/*
 * The scratch cards' pure parts (ADR 0031): how the list is ordered, what each card says, and how much of a card's
 * cover a finger has taken off, estimated from a coarse grid of cells rather than by reading the canvas's pixels.
 */

// ---------------------------------------------------------------------------------------------------------------
// What a card shows

/** A card as the screen shows it: an unscratched card whose last moment has passed (a tab left open) is expired. */
type ShownStatus = Exclude<ScratchCardStatus, 'unknown'> | 'unknown';

const time = (iso: string) => {
  const value = iso === '' ? Number.NaN : Date.parse(iso);
  return Number.isNaN(value) ? null : value;
};

export function shownStatus(card: Pick<ScratchCard, 'status' | 'expires_at'>, now: number | null): ShownStatus {
  if (card.status !== 'unscratched' || now === null) return card.status;
  const expires = time(card.expires_at);
  return expires !== null && expires <= now ? 'expired' : 'unscratched';
}

/** The rank of each status in the list: what can still be scratched first, what is over last. */
const statusRank = (status: ShownStatus) =>
  match(status)
    .with('unscratched', () => 0)
    .with('redeemed', () => 1)
    .with('expired', () => 2)
    .with('unknown', () => 3)
    .exhaustive();

/**
 * The list in ADR 0028's order, whatever order the answer came in: unscratched (soonest expiring first), then
 * redeemed (newest first), then expired (most recently expired first); a card of a status newer than this storefront
 * last. Stable for ties. With `now`, an unscratched card past its last moment counts as expired; without, the
 * statuses are the answer's.
 */
export function orderScratchCards(cards: readonly ScratchCard[], now: number | null = null): ScratchCard[] {
  const key = (card: ScratchCard): [number, number] => {
    const status = shownStatus(card, now);
    return match(status)
      .with('unscratched', (): [number, number] => [statusRank(status), time(card.expires_at) ?? Number.MAX_SAFE_INTEGER])
      .with('redeemed', (): [number, number] => [statusRank(status), -(time(card.redeemed_at) ?? time(card.earned_at) ?? 0)])
      .with('expired', (): [number, number] => [statusRank(status), -(time(card.expires_at) ?? 0)])
      .with('unknown', (): [number, number] => [statusRank(status), 0])
      .exhaustive();
  };
  return cards
    .map((card, index) => ({ card, index, key: key(card) }))
    .sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.index - b.index)
    .map(({ card }) => card);
}

/** The card's name: the order it was earned with ("From order #1042"), or a plain name when the store gives none. */
export const scratchCardTitle = (card: Pick<ScratchCard, 'order_number' | 'order_id'>) =>
  card.order_number ? `From order #${card.order_number}` : card.order_id !== null ? `From order #${String(card.order_id)}` : 'Scratch card';

/** Whole days from `now` until `iso`, counted on the device's calendar: 0 today, 1 tomorrow. Null for no date. */
export function daysUntil(iso: string, now: number): number | null {
  const at = time(iso);
  if (at === null) return null;
  const startOfDay = (value: number) => {
    const date = new Date(value);
    return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  };
  return Math.round((startOfDay(at) - startOfDay(now)) / 86_400_000);
}

/**
 * What a card says about its time: by when to scratch it (today and tomorrow said so, as they are urgent), when it
 * was scratched, or when it expired. `day` formats a date in the store's locale (null for none).
 */
export function scratchCardTimeText(card: ScratchCard, now: number, day: (iso: string) => string | null): string {
  const status = shownStatus(card, now);
  return match(status)
    .with('unscratched', () => {
      const days = daysUntil(card.expires_at, now);
      if (days === 0) return 'Scratch it today: it expires tonight';
      if (days === 1) return 'Scratch it by tomorrow';
      const date = day(card.expires_at);
      return date ? `Scratch it by ${date}` : 'Scratch it soon';
    })
    .with('redeemed', () => {
      const date = day(card.redeemed_at);
      return date ? `Scratched on ${date}` : 'Scratched';
    })
    .with('expired', () => {
      const date = day(card.expires_at);
      return date ? `Expired on ${date} before it was scratched` : 'Expired before it was scratched';
    })
    .with('unknown', () => 'This card can’t be shown here yet')
    .exhaustive();
}

/** Where the reward went, said under its label; the coupon's own words (what it takes off) when the store gave them. */
export function rewardDetail(reward: ScratchReward): string {
  return match(reward.kind)
    .with('wallet_credit', () => 'Added to your wallet')
    .with('points', () => 'Added to your points')
    .with('coupon', () => reward.coupon_description ?? 'A coupon for your next order')
    .with('unknown', () => '')
    .exhaustive();
}

/** How a reveal ended, for the live region and the card's own words. */
export type RevealOutcome = 'won' | 'already_redeemed' | 'expired';

/** What the polite live region says once a card is revealed (or refused): the reward in the store's words. */
export function revealAnnouncement(card: Pick<ScratchCard, 'order_number' | 'order_id' | 'reward'>, outcome: RevealOutcome): string {
  const title = scratchCardTitle(card);
  const reward = card.reward;
  const code = reward?.kind === 'coupon' && reward.coupon_code ? `, code ${reward.coupon_code}` : '';
  return match(outcome)
    .with('won', () => (reward ? `${title}: you won ${reward.label}${code}.` : `${title} is scratched.`))
    .with('already_redeemed', () => (reward ? `${title} was already scratched: ${reward.label}${code}.` : `${title} was already scratched.`))
    .with('expired', () => `${title} has expired and can no longer be scratched.`)
    .exhaustive();
}

// ---------------------------------------------------------------------------------------------------------------
// How much of the cover is scratched off

/** A share of the cover that reveals the reward: half, as most scratch cards do. */
export const REVEAL_SHARE = 0.5;

/**
 * The cover as a coarse grid of cells, each marked once the brush has passed over its centre. A pointer move costs a
 * few dozen comparisons instead of reading the canvas back (`getImageData` stalls the GPU pipeline on every call).
 * Mutable on purpose: it is updated once a frame while a finger moves, and a new array per frame would be garbage for
 * nothing. Each canvas owns its own.
 */
interface CoverageGrid {
  readonly columns: number;
  readonly rows: number;
  readonly cells: Uint8Array;
  marked: number;
}

export interface Point {
  x: number;
  y: number;
}

export function createCoverageGrid(columns: number, rows: number): CoverageGrid {
  const safeColumns = Math.max(1, Math.floor(columns));
  const safeRows = Math.max(1, Math.floor(rows));
  return { columns: safeColumns, rows: safeRows, cells: new Uint8Array(safeColumns * safeRows), marked: 0 };
}

/** The share of cells marked, 0 to 1. */
export const coveredShare = (grid: CoverageGrid) => grid.marked / grid.cells.length;

/** Squared distance from `point` to the segment `from`–`to`. */
function distanceToSegmentSquared(point: Point, from: Point, to: Point): number {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const lengthSquared = dx * dx + dy * dy;
  const along = lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, ((point.x - from.x) * dx + (point.y - from.y) * dy) / lengthSquared));
  const nearestX = from.x + along * dx - point.x;
  const nearestY = from.y + along * dy - point.y;
  return nearestX * nearestX + nearestY * nearestY;
}

/**
 * Marks the cells whose centre lies within `radius` of the brush's path from `from` to `to` (a tap: the same point
 * twice). Coordinates are in the cover's own units, `width` × `height` (CSS pixels of the card as it was when the
 * finger came down); only the cells under the stroke's bounding box are looked at. Returns the share now covered.
 */
export function markStroke(grid: CoverageGrid, from: Point, to: Point, radius: number, width: number, height: number): number {
  if (!(width > 0) || !(height > 0) || !(radius > 0)) return coveredShare(grid);
  const cellWidth = width / grid.columns;
  const cellHeight = height / grid.rows;
  const clampColumn = (value: number) => Math.min(grid.columns - 1, Math.max(0, value));
  const clampRow = (value: number) => Math.min(grid.rows - 1, Math.max(0, value));
  const firstColumn = clampColumn(Math.floor((Math.min(from.x, to.x) - radius) / cellWidth));
  const lastColumn = clampColumn(Math.floor((Math.max(from.x, to.x) + radius) / cellWidth));
  const firstRow = clampRow(Math.floor((Math.min(from.y, to.y) - radius) / cellHeight));
  const lastRow = clampRow(Math.floor((Math.max(from.y, to.y) + radius) / cellHeight));
  const radiusSquared = radius * radius;
  for (let row = firstRow; row <= lastRow; row += 1) {
    for (let column = firstColumn; column <= lastColumn; column += 1) {
      const index = row * grid.columns + column;
      if (grid.cells[index] === 1) continue;
      const centre = { x: (column + 0.5) * cellWidth, y: (row + 0.5) * cellHeight };
      if (distanceToSegmentSquared(centre, from, to) <= radiusSquared) {
        grid.cells[index] = 1;
        grid.marked += 1;
      }
    }
  }
  return coveredShare(grid);
}
