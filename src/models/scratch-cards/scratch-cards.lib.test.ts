import { describe, expect, it } from 'vitest';
import type { ScratchCard } from '@/api/schemas/loyalty.schema';
import {
  coveredShare,
  createCoverageGrid,
  daysUntil,
  markStroke,
  orderScratchCards,
  revealAnnouncement,
  rewardDetail,
  scratchCardTimeText,
  scratchCardTitle,
  shownStatus,
} from './scratch-cards.lib';
import { NOW, isoIn, redeemedCard, testCard, testReward } from './test-scratch-cards';

const day = (iso: string) => (iso === '' ? null : iso.slice(0, 10));

describe('which status a card shows', () => {
  it.each<[string, Partial<ScratchCard>, string]>([
    ['an unscratched card in its window', {}, 'unscratched'],
    ['an unscratched card past its last moment (a tab left open)', { expires_at: isoIn(-0.01) }, 'expired'],
    ['an unscratched card with an unreadable expiry', { expires_at: '' }, 'unscratched'],
    ['a redeemed card, whatever its expiry', { status: 'redeemed', expires_at: isoIn(-3) }, 'redeemed'],
    ['an expired card', { status: 'expired' }, 'expired'],
    ['a status newer than this storefront', { status: 'unknown' }, 'unknown'],
  ])('%s: %s', (_, overrides, expected) => {
    expect(shownStatus(testCard(1, overrides), NOW)).toBe(expected);
  });
});

describe('the order of the list', () => {
  it('puts unscratched first (soonest expiring first), then redeemed (newest first), then expired, then unknown', () => {
    const cards = [
      testCard(1, { status: 'expired', expires_at: isoIn(-10) }),
      testCard(2, { status: 'redeemed', redeemed_at: isoIn(-5), reward: testReward() }),
      testCard(3, { expires_at: isoIn(9) }),
      testCard(4, { status: 'unknown' }),
      testCard(5, { status: 'redeemed', redeemed_at: isoIn(-1), reward: testReward() }),
      testCard(6, { expires_at: isoIn(2) }),
      testCard(7, { status: 'expired', expires_at: isoIn(-2) }),
      testCard(8, { expires_at: isoIn(-0.5) }),
    ];
    expect(orderScratchCards(cards, NOW).map((card) => card.id)).toEqual([6, 3, 5, 2, 8, 7, 1, 4]);
  });

  it('takes the answer’s statuses as they are without a clock', () => {
    const cards = [testCard(1, { status: 'expired' }), testCard(2, { expires_at: isoIn(-1) }), testCard(3, { expires_at: isoIn(3) })];
    expect(orderScratchCards(cards).map((card) => card.id)).toEqual([2, 3, 1]);
  });

  it('keeps the answer’s order for ties and does not change the list it was given', () => {
    const cards = [testCard(1), testCard(2), testCard(3)];
    expect(orderScratchCards(cards, NOW).map((card) => card.id)).toEqual([1, 2, 3]);
    expect(orderScratchCards([], NOW)).toEqual([]);
  });
});

describe('what a card says', () => {
  it.each<[string, Partial<ScratchCard>, string]>([
    ['the order number', { order_number: '1042' }, 'From order #1042'],
    ['the order id when the store gives no number', { order_number: null, order_id: 77 }, 'From order #77'],
    ['a plain name with neither', { order_number: null, order_id: null }, 'Scratch card'],
  ])('is named by %s', (_, overrides, expected) => {
    expect(scratchCardTitle(testCard(1, overrides))).toBe(expected);
  });

  it.each<[string, Partial<ScratchCard>, string]>([
    ['a card to scratch later', { expires_at: '2026-12-08T12:00:00.000Z' }, 'Scratch it by 2026-12-08'],
    ['a card that expires today', { expires_at: isoIn(0.25) }, 'Scratch it today: it expires tonight'],
    ['a card that expires tomorrow', { expires_at: isoIn(1) }, 'Scratch it by tomorrow'],
    ['a scratched card', { status: 'redeemed', redeemed_at: '2026-11-25T09:00:00.000Z' }, 'Scratched on 2026-11-25'],
    ['an expired card', { status: 'expired', expires_at: '2026-11-20T09:00:00.000Z' }, 'Expired on 2026-11-20 before it was scratched'],
    ['a card that ran out while the tab was open', { expires_at: '2026-11-26T11:00:00.000Z' }, 'Expired on 2026-11-26 before it was scratched'],
    ['a card of an unknown status', { status: 'unknown' }, 'This card can’t be shown here yet'],
  ])('times %s', (_, overrides, expected) => {
    expect(scratchCardTimeText(testCard(1, overrides), NOW, day)).toBe(expected);
  });

  it.each([
    [0, 0],
    [0.4, 0],
    [1, 1],
    [-1, -1],
    [7, 7],
  ])('counts %s days ahead as %s calendar days', (days, expected) => {
    expect(daysUntil(new Date(new Date(2026, 10, 26, 10).getTime() + days * 86_400_000).toISOString(), new Date(2026, 10, 26, 10).getTime())).toBe(expected);
  });

  it.each<[string, Parameters<typeof testReward>[0], string]>([
    ['wallet credit', { kind: 'wallet_credit' }, 'Added to your wallet'],
    ['points', { kind: 'points', label: '50 points', points: 50 }, 'Added to your points'],
    ['a coupon with its words', { kind: 'coupon', coupon_code: 'SCRATCH10', coupon_description: '10% off your next order' }, '10% off your next order'],
    ['a coupon without', { kind: 'coupon', coupon_code: 'SCRATCH10' }, 'A coupon for your next order'],
    ['an unknown kind (its label says it all)', { kind: 'unknown' }, ''],
  ])('says where %s went', (_, overrides, expected) => {
    expect(rewardDetail(testReward(overrides))).toBe(expected);
  });

  it.each<[string, ScratchCard, Parameters<typeof revealAnnouncement>[1], string]>([
    ['a win', redeemedCard(2), 'won', 'From order #1042: you won $2 wallet credit.'],
    ['a coupon, with its code', redeemedCard(2, testReward({ kind: 'coupon', label: '10% off', coupon_code: 'SCRATCH10' })), 'won', 'From order #1042: you won 10% off, code SCRATCH10.'],
    ['a card scratched in another tab', redeemedCard(2), 'already_redeemed', 'From order #1042 was already scratched: $2 wallet credit.'],
    ['an expired card', testCard(2, { status: 'expired' }), 'expired', 'From order #1042 has expired and can no longer be scratched.'],
  ])('announces %s', (_, card, outcome, expected) => {
    expect(revealAnnouncement(card, outcome)).toBe(expected);
  });
});

describe('how much of the cover is scratched', () => {
  // A 200 × 100 card in a 20 × 10 grid: cells of 10 × 10, centres at 5, 15, 25, …
  it.each<[string, [number, number], [number, number], number, number]>([
    ['a tap covers the cells within the brush', [100, 50], [100, 50], 10, 4],
    ['a horizontal stroke covers a band of cells', [0, 50], [200, 50], 6, 40],
    ['a stroke outside the card covers nothing', [-100, -100], [-50, -60], 10, 0],
    ['a brush wider than the card covers it all', [100, 50], [100, 50], 500, 200],
    ['a zero brush covers nothing', [100, 50], [150, 50], 0, 0],
  ])('%s', (_, from, to, radius, cells) => {
    const grid = createCoverageGrid(20, 10);
    markStroke(grid, { x: from[0], y: from[1] }, { x: to[0], y: to[1] }, radius, 200, 100);
    expect(grid.marked).toBe(cells);
    expect(coveredShare(grid)).toBeCloseTo(cells / 200);
  });

  it('counts a cell once however often the brush passes over it', () => {
    const grid = createCoverageGrid(20, 10);
    for (let pass = 0; pass < 5; pass += 1) markStroke(grid, { x: 0, y: 50 }, { x: 200, y: 50 }, 6, 200, 100);
    expect(grid.marked).toBe(40);
  });

  it('reaches half after a few strokes across, as a shopper would scratch', () => {
    const grid = createCoverageGrid(20, 10);
    const shares = [10, 30, 50, 70, 90].map((y) => markStroke(grid, { x: 0, y }, { x: 200, y }, 8, 200, 100));
    expect(shares[1]).toBeLessThan(0.5);
    expect(shares[2]).toBeGreaterThanOrEqual(0.5);
    expect(shares[4]).toBe(1);
  });

  it('keeps a grid of at least one cell', () => {
    expect(createCoverageGrid(0, -3).cells.length).toBe(1);
  });
});
