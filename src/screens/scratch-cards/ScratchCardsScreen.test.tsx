// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@/shared/testing/axe';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '@/api/api-error';
import type { Id } from '@/api/schemas/common.schema';
import type { ScratchCard } from '@/api/schemas/loyalty.schema';
import { requestHandler } from '@/models/catalog/test-products';
import { fetchScratchCardsFx, redeemScratchCardFx } from '@/models/scratch-cards/scratch-cards.model';
import { isoIn, redeemedCard, testCard, testCardsAnswer, testRedeemAnswer, testReward } from '@/models/scratch-cards/test-scratch-cards';
import { $siteSettings } from '@/models/site/site.model';
import { testStoreSettings } from '@/shared/ui/product-card/testing';
import ScratchCardsScreen from './ScratchCardsScreen';

function renderScreen(scope: Scope) {
  const location = memoryLocation({ path: '/account/scratch-cards' });
  render(
    <Provider value={scope}>
      <Router hook={location.hook}>
        <main>
          <ScratchCardsScreen />
        </main>
      </Router>
    </Provider>,
  );
}

function scopeWith(cards: ScratchCard[], redeem: (id: Id) => unknown = (id) => Promise.resolve(testRedeemAnswer(redeemedCard(Number(id)), { wallet: 12 }))) {
  return fork({
    values: [[$siteSettings, testStoreSettings]],
    handlers: [requestHandler(fetchScratchCardsFx, () => Promise.resolve(testCardsAnswer(cards, { wallet: 10, points: 340 }))), requestHandler(redeemScratchCardFx, redeem as never)],
  });
}

const cardNamed = async (title: string) => (await screen.findByRole('heading', { name: title })).closest('li') as HTMLElement;
const balance = (testId: string) => screen.getByTestId(testId).textContent;

beforeEach(() => {
  // jsdom has no canvas: a context that draws nothing, so the cover mounts as in a browser.
  const noop = () => undefined;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    createLinearGradient: () => ({ addColorStop: noop }),
    fillRect: noop,
    fillText: noop,
    beginPath: noop,
    moveTo: noop,
    lineTo: noop,
    stroke: noop,
  } as unknown as CanvasRenderingContext2D);
});

describe('the scratch cards screen', () => {
  afterEach(() => vi.useRealTimers());

  it('lists the cards from their orders, unscratched first with their expiry, and the balances', async () => {
    renderScreen(scopeWith([redeemedCard(1), testCard(2, { status: 'expired', expires_at: isoIn(-3) }), testCard(3, { expires_at: isoIn(5) })]));
    const titles = (await screen.findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent);
    expect(titles).toEqual(['From order #1043', 'From order #1041', 'From order #1042']);
    const unscratched = await cardNamed('From order #1043');
    expect(within(unscratched).getByText(/^Scratch it by /)).toBeTruthy();
    expect(within(unscratched).getByRole('button', { name: 'Reveal the reward of the card from order #1043' })).toBeTruthy();
    expect(within(unscratched).getByTestId('scratch-cover').getAttribute('aria-hidden')).toBe('true');
    const redeemed = await cardNamed('From order #1041');
    expect(within(redeemed).getByText('$2 wallet credit')).toBeTruthy();
    expect(within(redeemed).queryByTestId('scratch-cover')).toBeNull();
    const expired = await cardNamed('From order #1042');
    expect(within(expired).getByText('Expired: this card can no longer be scratched.')).toBeTruthy();
    expect(within(expired).queryByRole('button')).toBeNull();
    expect(balance('wallet-balance')).toBe('$10');
    expect(balance('points-balance')).toBe('340');
    await expectNoAxeViolations();
  });

  it('reveals with the button: the reward as text, announced, focus on it, and the wallet balance from the answer', async () => {
    renderScreen(scopeWith([testCard(1)]));
    const card = await cardNamed('From order #1041');
    await userEvent.click(within(card).getByRole('button', { name: /^Reveal/ }));
    await waitFor(() => expect(within(card).getByText('$2 wallet credit')).toBeTruthy());
    expect(within(card).getByText('Added to your wallet')).toBeTruthy();
    expect(screen.getByTestId('scratch-announcement').textContent).toBe('From order #1041: you won $2 wallet credit.');
    expect(document.activeElement).toBe(within(card).getByTestId('scratch-card-face'));
    expect(within(card).getByTestId('scratch-cover').hasAttribute('data-gone')).toBe(true);
    expect(balance('wallet-balance')).toBe('$12');
    await expectNoAxeViolations();
  });

  it('reveals by scratching the canvas, once, whatever else is pressed meanwhile', async () => {
    let release: () => void = () => undefined;
    const redeem = vi.fn((id: Id) => new Promise((resolve) => (release = () => resolve(testRedeemAnswer(redeemedCard(Number(id)), { wallet: 12 })))));
    renderScreen(scopeWith([testCard(1)], redeem));
    const card = await cardNamed('From order #1041');
    const canvas = within(card).getByTestId('scratch-cover');
    canvas.getBoundingClientRect = () => ({ left: 0, top: 0, width: 300, height: 150, right: 300, bottom: 150, x: 0, y: 0, toJSON: () => ({}) });
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    for (const y of [15, 45, 75, 105, 135]) {
      fireEvent.pointerDown(canvas, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 0, clientY: y });
      for (let x = 30; x <= 300; x += 30) {
        fireEvent.pointerMove(canvas, { pointerId: 1, pointerType: 'mouse', clientX: x, clientY: y });
        vi.advanceTimersToNextFrame();
      }
      fireEvent.pointerUp(canvas, { pointerId: 1, pointerType: 'mouse', clientX: 300, clientY: y });
      vi.advanceTimersToNextFrame();
    }
    vi.useRealTimers();
    expect(await within(card).findByText('Revealing your reward…')).toBeTruthy();
    const reveal = within(card).getByRole('button', { name: /^Reveal/ });
    expect(reveal.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(reveal);
    release();
    await waitFor(() => expect(within(card).getByText('$2 wallet credit')).toBeTruthy());
    expect(redeem).toHaveBeenCalledTimes(1);
    // Scratched by pointer: focus stays where the shopper left it.
    expect(document.activeElement).not.toBe(within(card).getByTestId('scratch-card-face'));
  });

  it('shows a coupon’s code with Copy', async () => {
    const coupon = testReward({ kind: 'coupon', label: '10% off', coupon_code: 'SCRATCH10', coupon_description: '10% off your next order' });
    renderScreen(scopeWith([testCard(1)], () => Promise.resolve(testRedeemAnswer(redeemedCard(1, coupon)))));
    const card = await cardNamed('From order #1041');
    await userEvent.click(within(card).getByRole('button', { name: /^Reveal/ }));
    expect(await within(card).findByText('SCRATCH10')).toBeTruthy();
    expect(within(card).getByText('10% off your next order')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Copy coupon code' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('shows a card scratched in another tab as “Already scratched” with its reward', async () => {
    const refusal = new ApiError('rejected', 'Already scratched.', 422, [], true, { message: 'Already scratched.', code: 'already_redeemed', card: redeemedCard(1, testReward({ kind: 'points', label: '50 points', points: 50 })) });
    renderScreen(scopeWith([testCard(1)], () => Promise.reject(refusal)));
    const card = await cardNamed('From order #1041');
    await userEvent.click(within(card).getByRole('button', { name: /^Reveal/ }));
    expect(await within(card).findByText('Already scratched')).toBeTruthy();
    expect(within(card).getByText('50 points')).toBeTruthy();
    expect(screen.getByTestId('scratch-announcement').textContent).toBe('From order #1041 was already scratched: 50 points.');
  });

  it('says a card refused as expired has expired', async () => {
    const refusal = new ApiError('rejected', 'Expired.', 422, [], true, { message: 'Expired.', code: 'expired', card: testCard(1, { status: 'expired' }) });
    renderScreen(scopeWith([testCard(1)], () => Promise.reject(refusal)));
    const card = await cardNamed('From order #1041');
    await userEvent.click(within(card).getByRole('button', { name: /^Reveal/ }));
    expect(await within(card).findByText('Expired: this card can no longer be scratched.')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('keeps the card after a failed reveal, says so, and Try again reveals it', async () => {
    const redeem = vi.fn().mockRejectedValueOnce(new ApiError('network', 'offline')).mockResolvedValueOnce(testRedeemAnswer(redeemedCard(1), { wallet: 12 }));
    renderScreen(scopeWith([testCard(1)], redeem));
    const card = await cardNamed('From order #1041');
    await userEvent.click(within(card).getByRole('button', { name: /^Reveal/ }));
    expect(await within(card).findByText(/We couldn’t reveal your reward/)).toBeTruthy();
    expect(within(card).getByTestId('scratch-cover').hasAttribute('data-gone')).toBe(false);
    await userEvent.click(within(card).getByRole('button', { name: 'Try again the reward of the card from order #1041' }));
    expect(await within(card).findByText('$2 wallet credit')).toBeTruthy();
    expect(balance('wallet-balance')).toBe('$12');
  });

  it('says when there are no cards yet, with the way into the store', async () => {
    renderScreen(scopeWith([]));
    expect(await screen.findByText('No scratch cards yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start an order' }).getAttribute('href')).toBe('/');
    await expectNoAxeViolations();
  });

  it('offers Retry when the cards cannot be loaded', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new ApiError('network', 'offline')).mockResolvedValueOnce(testCardsAnswer([testCard(1)]));
    renderScreen(fork({ values: [[$siteSettings, testStoreSettings]], handlers: [requestHandler(fetchScratchCardsFx, fetch)] }));
    expect((await screen.findByRole('alert')).textContent).toContain('We couldn’t load your scratch cards.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'From order #1041' })).toBeTruthy();
  });
});
