import type { APIRequestContext, Page } from '@playwright/test';
import { expect, seedLocalStorage, test } from './support/fixtures';
import { addOnServer, serverCart } from './support/server-cart';

/**
 * The cart under rapid, mixed taps on a bad network, in Chromium against the built storefront: for each seed,
 * 50 clicks on the cart screen's +, - and Remove buttons, 0-120 ms apart, while the simulator's `cart-chaos`
 * scenario answers every change after 0-800 ms and fails one in ten (seeded, so a failing seed replays).
 * When the shopper stops, the lines on screen must equal the server's cart.
 */

// The combinations are the model fuzz's (src/models/cart/cart.fuzz.test.ts, 24 seeds in a fork scope): these few
// prove the same on the real screen, network and server.
const SEEDS = [1, 14, 15];
const CLICKS = 50;
/** Products without options (seedFacts): lines the cart screen shows with quantity controls. */
const PRODUCT_IDS = [21, 22, 25];

/** The server's lines, in the order the screen's are compared in. */
async function serverLines(request: APIRequestContext, guestId: string) {
  const cart = await serverCart(request, guestId);
  return cart.cartItems.map((item) => ({ name: item.name, quantity: item.quantity })).sort((a, b) => a.name.localeCompare(b.name));
}

/** What the cart screen shows, once no line is pending. */
async function screenLines(page: Page) {
  const lines = page.locator('.cart-line');
  const count = await lines.count();
  const shown: { name: string; quantity: number }[] = [];
  for (let index = 0; index < count; index += 1) {
    const line = lines.nth(index);
    shown.push({
      name: (await line.locator('.cart-line__name').innerText()).trim(),
      // The value reads "Quantity 3" to assistive tech; the number is what matters here.
      quantity: Number(/\d+/.exec(await line.getByTestId('line-quantity').innerText())?.[0] ?? Number.NaN),
    });
  }
  return shown.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Clicks from inside the page, so 50 of them take seconds, not a Playwright round trip each. The choice of
 * button and the gaps come from the seed; only lines with live controls (not on their way out) are picked.
 */
async function rapidClicks(page: Page, seed: number, clicks: number) {
  await page.evaluate(
    async ({ seed, clicks }) => {
      let state = seed >>> 0;
      const random = () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
      for (let click = 0; click < clicks; click += 1) {
        const lines = [...document.querySelectorAll<HTMLElement>('.cart-line')].filter((line) => line.dataset.state !== 'removing');
        const line = lines[Math.floor(random() * lines.length)];
        if (!line) break;
        const roll = random();
        const label = roll < 0.5 ? 'Increase quantity' : roll < 0.94 ? 'Decrease quantity' : null;
        const button = label
          ? line.querySelector<HTMLButtonElement>(`button[aria-label^="${label}"]`)
          : line.querySelector<HTMLButtonElement>('.cart-line__remove');
        button?.click();
        // eslint-disable-next-line no-restricted-syntax -- not a wait for a state: the seeded gap between taps is the fuzz's shopper timing
        await new Promise((resolve) => setTimeout(resolve, Math.floor(random() * 121)));
      }
    },
    { seed, clicks },
  );
}

test.describe('cart fuzz: rapid mixed clicks on a chaotic network', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const seed of SEEDS) {
    test(`seed ${seed}: the screen ends equal to the server's cart`, async ({ page, request }) => {
      test.setTimeout(60_000);
      const guestId = crypto.randomUUID();
      // The cart is filled before the chaotic page loads: these calls carry no scenario and cannot fail.
      for (const [index, productId] of PRODUCT_IDS.entries()) await addOnServer(request, guestId, productId, 2 + index);
      await seedLocalStorage(page, { guest_id: guestId });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/cart?scenario=cart-chaos&seed=${seed}`);
      await expect(page.locator('.cart-line')).toHaveCount(PRODUCT_IDS.length, { timeout: 10_000 });

      await rapidClicks(page, seed, CLICKS);

      // Settled: nothing pending on any line, and the fetch after the burst has answered.
      await expect(page.locator('.cart-line[data-state="pending"], .cart-line[data-state="removing"], .cart-line[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
      await expect.poll(async () => JSON.stringify(await screenLines(page)), { timeout: 15_000 }).toBe(JSON.stringify(await serverLines(request, guestId)));
      // The "Error remove item from cart" and change toasts of injected failures are expected; nothing else broke.
    });
  }
});
