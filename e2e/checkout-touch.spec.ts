import { addBurgerFromItsPage, fillGuestAddressUpToTheZip } from './support/checkout';
import { expect, test } from './support/fixtures';

/**
 * A guest's checkout on a phone with a touch screen, at the width where a tap was lost: leaving the ZIP
 * field by tapping "Use this address" starts the delivery check, whose words appear under the field. Nothing may move
 * under the finger between press and release, so the first tap uses the address, whatever the length of the words.
 */
test.describe('checkout on a 390 px touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  // 62701: Downtown delivers there (two lines of words); 62707: it does not, and names the branch that does (four).
  for (const zipCode of ['62701', '62707']) test(`the first tap on "Use this address", straight after typing the ZIP ${zipCode}, uses the address`, async ({ page, apiRequests }) => {
    await addBurgerFromItsPage(page);
    await page.goto('/checkout');
    const address = await fillGuestAddressUpToTheZip(page);
    const zip = address.getByRole('textbox', { name: 'ZIP code' });
    await zip.tap();
    await page.keyboard.type(zipCode);
    await expect(zip).toBeFocused();

    // The tap itself takes the focus from the ZIP field: the check starts between press and release.
    await address.getByRole('button', { name: 'Use this address' }).tap();
    await expect(page.getByRole('button', { name: 'Change address' })).toBeFocused();
    await expect(page.getByRole('form', { name: 'Address' })).toHaveCount(0);
    expect(apiRequests.some((call) => call.path.startsWith('/api/check-pincode'))).toBe(true);
  });

  test('the delivery check’s words take no room the form below the ZIP field has not kept for them', async ({ page }) => {
    await addBurgerFromItsPage(page);
    await page.goto('/checkout');
    const address = page.getByRole('form', { name: 'Address' });
    const zip = address.getByRole('textbox', { name: 'ZIP code' });
    const useIt = address.getByRole('button', { name: 'Use this address' });
    await zip.tap();
    await page.keyboard.type('62701');
    const before = await useIt.boundingBox();
    // Leaving the field another way (the keyboard's Tab) shows the check's words: what is below stays where it was.
    await page.keyboard.press('Tab');
    await expect(address.getByText(/Downtown delivers to 62701/)).toBeVisible();
    expect(await useIt.boundingBox()).toEqual(before);
  });
});

test.describe('checkout in a 390 px window with a mouse', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a press on "Use this address" that outlasts the delivery check still uses the address', async ({ page }) => {
    await addBurgerFromItsPage(page);
    await page.goto('/checkout');
    const address = await fillGuestAddressUpToTheZip(page);
    const zip = address.getByRole('textbox', { name: 'ZIP code' });
    await zip.click();
    await page.keyboard.type('62707');
    const useIt = address.getByRole('button', { name: 'Use this address' });
    await useIt.scrollIntoViewIfNeeded();
    await expect(zip).toBeFocused();
    const box = await useIt.boundingBox();
    if (!box) throw new Error('"Use this address" is not on screen');
    const answered = page.waitForResponse((response) => response.url().includes('/api/check-pincode'));
    // Near its top edge: a button that slid down by a line would leave the pointer above it.
    await page.mouse.move(box.x + box.width / 2, box.y + 4);
    // The press leaves the ZIP field; the check's answer (four lines) comes while the button is still held down.
    await page.mouse.down();
    await answered;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.mouse.up();
    await expect(page.getByRole('button', { name: 'Change address' })).toBeFocused();
  });
});
