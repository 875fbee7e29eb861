import { expect, firstAddButton, test } from './support/fixtures';

/**
 * A message from the server is shown capped and wrapped (ADR 0036): a 3 MB 422 message made an error 33 million px
 * wide and took 16.7 s to render. On a phone, the cart's refusal shows as a toast (spec section 8).
 */

test.use({ viewport: { width: 375, height: 740 } });

test('a 3 MB message in one unbroken word shows in the toast capped, and wrapped inside the phone’s width', async ({ page }) => {
  const oneWord = 'x'.repeat(3 * 1024 * 1024);
  await page.route('**/api/cart/add**', (route) => route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ message: oneWord }) }));
  await page.goto('/');
  await (await firstAddButton(page)).click();
  const message = page.getByTestId('toast').locator('.toast__message');
  await expect(message).toHaveText(/^x+…$/);
  // Read at once: the toast hides after 2 s.
  const [length, box] = await Promise.all([message.evaluate((element) => element.textContent?.length ?? 0), message.boundingBox()]);
  expect(length).toBeLessThanOrEqual(280);
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(375);
});
