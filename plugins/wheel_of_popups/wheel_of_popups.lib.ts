import { safeLocalStorage } from '@/shared/lib/storage';

/** Only what the odds need: the configured weights, in the wheel's order. */
interface WeightedSegment {
  weight: number;
}

/** The segment a spin lands on, and where inside its share of the odds (0 to 1), which places the pointer in its slice. */
export interface SegmentPick {
  index: number;
  within: number;
}

/**
 * Weighted pick: `random01` (from [0, 1)) is laid along the segments' weights end to end, so a segment with weight 3
 * covers three times the span of one with weight 1. Pure, so the odds are tested at their exact boundaries; the
 * randomness comes from `randomUnit`. Weights are positive (the schema refuses 0); a non-positive one is skipped
 * rather than trusted, and a value at or past 1 lands on the last segment instead of falling off the end.
 */
export function pickSegment(segments: readonly WeightedSegment[], random01: number): SegmentPick {
  const weights = segments.map((segment) => (Number.isFinite(segment.weight) && segment.weight > 0 ? segment.weight : 0));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) throw new RangeError('pickSegment needs at least one segment with a positive weight');
  const target = Math.min(Math.max(random01, 0), 1) * total;
  let start = 0;
  let lastPositive = 0;
  for (const [index, weight] of weights.entries()) {
    if (weight === 0) continue;
    lastPositive = index;
    const end = start + weight;
    if (target < end) return { index, within: (target - start) / weight };
    start = end;
  }
  return { index: lastPositive, within: 1 };
}

/**
 * A uniform number in [0, 1) from the platform's CSPRNG. Math.random would do for fairness, but a coupon is worth
 * money and Math.random's state can be recovered from a few outputs; getRandomValues cannot.
 */
export function randomUnit(source: Pick<Crypto, 'getRandomValues'> = crypto): number {
  const [value = 0] = source.getRandomValues(new Uint32Array(1));
  return value / 2 ** 32;
}

/** Full turns the wheel makes before it settles, so a spin reads as a spin and not a nudge. */
const FULL_TURNS = 5;
/** How close to a slice's edges the pointer may stop: never on a border, where the result would look ambiguous. */
const EDGE_MARGIN = 0.15;

/**
 * Degrees to rotate the wheel (clockwise) so that the pointer at 12 o'clock ends inside slice `index` of `count` equal
 * slices. Slices are drawn equal, not sized by weight, so that every label stays legible; the announced result, not
 * the drawing, tells the shopper what they won. `within` moves the stop along the slice so spins do not all stop
 * dead centre.
 */
export function landingRotation(index: number, count: number, within: number): number {
  const slice = 360 / count;
  const offset = EDGE_MARGIN + Math.min(Math.max(within, 0), 1) * (1 - 2 * EDGE_MARGIN);
  const angleInWheel = (index + offset) * slice;
  return FULL_TURNS * 360 + (360 - angleInWheel);
}

// --------------------------------------------------------------------------------------------------------------
// Once per visitor

/** Where the wheel remembers that this visitor has seen it (and what they won). */
export const WHEEL_STORAGE_KEY = 'storefrontWheelOfPopups';

/** What is stored: when the wheel was shown, and the code won (null: not spun, or no prize). */
interface WheelRecord {
  shownAt: string;
  code: string | null;
}

/**
 * The visitor's record, or null when there is none. A value that is not a record we wrote (edited by hand, another
 * app's key, a truncated write) counts as not shown: showing the wheel once more is better than never showing it.
 */
export function readWheelRecord(storage: Storage | null = safeLocalStorage()): WheelRecord | null {
  let text: string | null;
  try {
    text = storage?.getItem(WHEEL_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { shownAt, code } = value as Record<string, unknown>;
  if (typeof shownAt !== 'string' || Number.isNaN(Date.parse(shownAt))) return null;
  if (code !== null && typeof code !== 'string') return null;
  return { shownAt, code };
}

/** Saves the record. Storage that is blocked or full is ignored: the wheel then simply shows again on the next visit. */
export function writeWheelRecord(record: WheelRecord, storage: Storage | null = safeLocalStorage()): void {
  try {
    storage?.setItem(WHEEL_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Quota exceeded or access denied: nothing to do, and nothing the shopper needs to hear about.
  }
}
