import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { registerCustomer, signedInAs, type TestCustomer } from './support/account';
import { expect, expectNoAxeViolations, test, viewports } from './support/fixtures';
import { grantScratchCard } from './support/loyalty';

/**
 * Scratch cards (issue 19, section 3; ADR 0031) in Chromium, against the built storefront and the simulator's server,
 * each test with a customer of its own whose cards are granted through the simulator's hook with a fixed reward:
 * scratching with a pointer (a mouse drag on the desktop, a finger on the phone) and with Reveal, the wallet balance
 * rising without a reload, a second redeem refused (a second tab, and the request replayed), and the screen under
 * axe and with reduced motion.
 */

const customerHeaders = (token: string) => ({ Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' });

/** The screen, signed in as `customer`, once its first card is there. */
async function openScratchCards(page: Page, customer: TestCustomer): Promise<Locator> {
  await signedInAs(page, customer);
  await page.goto('/account/scratch-cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Scratch cards' })).toBeVisible();
  const card = page.getByTestId('scratch-card').first();
  await expect(card).toBeVisible();
  return card;
}

const walletBalance = (page: Page) => page.getByTestId('wallet-balance');

/** The customer's cards as the server has them. */
async function serverCards(request: APIRequestContext, customer: TestCustomer): Promise<{ id: number | string; status: string }[]> {
  const response = await request.get('/api/user/scratch-cards?branch_id=1', { headers: customerHeaders(customer.token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { id: number | string; status: string }[] }).data;
}

/**
 * Scratches the canvas in strokes across it, top to bottom, until the card starts revealing: with the mouse on the
 * desktop, with one finger (CDP touch events, which reach the page as pointer events of type touch) on the phone. A
 * shopper stops when the cover goes; a finger that swiped on over the bare card would be a page gesture (Chromium
 * took it as Back).
 */
async function scratch(page: Page, canvas: Locator, withFinger: boolean): Promise<number> {
  // In the middle of the screen: clear of the phone's tab bar, and every touch inside the viewport.
  await canvas.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the scratch card’s canvas has no box');
  const rows = [0.12, 0.3, 0.48, 0.66, 0.84, 0.95].map((share) => box.y + box.height * share);
  const left = box.x + 6;
  const right = box.x + box.width - 6;
  const steps = 12;
  const cdp = withFinger ? await page.context().newCDPSession(page) : null;
  const point = (x: number, y: number) => ({ touchPoints: [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }] });
  const revealing = async () => {
    // Two frames: the last stroke is drawn and counted, and the screen has said what it started.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return (await canvas.getAttribute('data-gone')) !== null || (await page.getByText('Revealing your reward…').count()) > 0;
  };
  let strokes = 0;
  for (const y of rows) {
    if (strokes > 0 && (await revealing())) break;
    strokes += 1;
    if (cdp) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', ...point(left, y) });
      for (let step = 1; step <= steps; step += 1) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', ...point(left + ((right - left) * step) / steps, y) });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    } else {
      await page.mouse.move(left, y);
      await page.mouse.down();
      await page.mouse.move(right, y, { steps });
      await page.mouse.up();
    }
  }
  await cdp?.detach();
  return strokes;
}

for (const viewport of viewports) {
  const onPhone = viewport.name === 'phone';
  test.describe(`scratch cards on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, hasTouch: onPhone });

    test(`scratching the card ${onPhone ? 'with a finger' : 'with the mouse'} reveals the reward and the wallet balance rises`, async ({ page, request, apiRequests }) => {
      const customer = await registerCustomer(request, 'Scratch Tester');
      await grantScratchCard(request, customer, { reward: { kind: 'wallet_credit', amount: 2.5 } });
      const card = await openScratchCards(page, customer);
      // Granted by the hook, not earned with an order: the card has a plain name (unit tests cover "From order #1042").
      await expect(card.getByRole('heading', { level: 2 })).toHaveText('Scratch card');
      await expect(card.getByText(/^Scratch it by /)).toBeVisible();
      const before = await walletBalance(page).textContent();

      const canvas = card.getByTestId('scratch-cover');
      // Only the canvas takes touches for itself: the page around it still scrolls.
      expect(await canvas.evaluate((element) => getComputedStyle(element).touchAction)).toBe('none');
      expect(await card.evaluate((element) => getComputedStyle(element).touchAction)).toBe('auto');
      // A few strokes, not one: a stroke takes off about a fifth, and half reveals.
      expect(await scratch(page, canvas, onPhone)).toBeGreaterThan(1);

      await expect(card.getByText('$2.50 wallet credit')).toBeVisible();
      await expect(card.getByText('Added to your wallet')).toBeVisible();
      await expect(page.getByTestId('scratch-announcement')).toHaveText(/you won \$2\.50 wallet credit\.$/);
      await expect(walletBalance(page)).not.toHaveText(before ?? '');
      await expect(walletBalance(page)).toHaveText('$2.50');
      await expect(card.getByRole('button', { name: /^Reveal/ })).toHaveCount(0);
      // Once, however many strokes went over the threshold.
      expect(apiRequests.filter((sent) => sent.path.startsWith('/api/user/redeem-scratch-card'))).toHaveLength(1);
      expect((await serverCards(request, customer))[0]?.status).toBe('redeemed');
    });

    test('Reveal redeems without scratching; a second tab and a replayed request are refused, showing the reward', async ({ page, request, context }) => {
      const customer = await registerCustomer(request, 'Reveal Tester');
      await grantScratchCard(request, customer, { reward: { kind: 'wallet_credit', amount: 3 } });
      const card = await openScratchCards(page, customer);
      const secondTab = await context.newPage();
      await secondTab.goto('/account/scratch-cards');
      const cardInSecondTab = secondTab.getByTestId('scratch-card').first();
      await expect(cardInSecondTab.getByRole('button', { name: /^Reveal/ })).toBeVisible();

      await card.getByRole('button', { name: /^Reveal/ }).click();
      await expect(card.getByText('$3 wallet credit')).toBeVisible();
      // The button is gone: focus is on what it revealed.
      await expect(card.getByTestId('scratch-card-face')).toBeFocused();
      await expect(walletBalance(page)).toHaveText('$3');

      // The second tab still shows the card unscratched; its Reveal is refused and shows the card's reward.
      await cardInSecondTab.getByRole('button', { name: /^Reveal/ }).click();
      await expect(cardInSecondTab.getByText('Already scratched')).toBeVisible();
      await expect(cardInSecondTab.getByText('$3 wallet credit')).toBeVisible();

      // The same request replayed: 422 already_redeemed with the card and its reward; the balance rose once.
      const [cardOnServer] = await serverCards(request, customer);
      const replay = await request.post('/api/user/redeem-scratch-card?branch_id=1', { headers: customerHeaders(customer.token), data: { scratch_card_id: cardOnServer?.id } });
      expect(replay.status()).toBe(422);
      expect(await replay.json()).toMatchObject({ code: 'already_redeemed', card: { status: 'redeemed', reward: { kind: 'wallet_credit' } } });
      await page.reload();
      await expect(walletBalance(page)).toHaveText('$3');
    });

    test('the screen passes axe, and with reduced motion the reveal plays no animation', async ({ page, request }) => {
      const customer = await registerCustomer(request, 'Calm Tester');
      await grantScratchCard(request, customer, { reward: { kind: 'coupon', coupon_code: 'SCRATCH10', amount: 5 } });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const card = await openScratchCards(page, customer);
      await expectNoAxeViolations(page);
      const canvas = card.getByTestId('scratch-cover');

      await card.getByRole('button', { name: /^Reveal/ }).click();
      await expect(card.getByText('SCRATCH10')).toBeVisible();
      await expect(card.getByRole('button', { name: 'Copy coupon code' })).toBeVisible();
      // The cover is gone at once, and nothing on the page animates.
      await expect(canvas).toBeHidden();
      expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
      expect(await canvas.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0s');
      await expectNoAxeViolations(page);

      // Without the preference the same cover would have faded: the check above is not empty by accident.
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      expect(await canvas.evaluate((element) => getComputedStyle(element).transitionDuration)).not.toBe('0s');
    });
  });
}
