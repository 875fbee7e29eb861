import { expect, firstAddButton, test } from './support/fixtures';

/**
 * The tolerant reader in Chromium (issue 7, decisions/0015-tolerant-api-boundary.md): the legacy-backend scenario
 * answers every call in a real PHP backend's shapes (1/0 flags, string ids and amounts, null text, a broken row in
 * every list, a null, `{}`, a string and an item without data in the layout). Shoppers must see the store as usual,
 * and the fixture fails the test on any uncaught page error.
 */

const STORE_NAME = 'Juniper Kitchen';
const BRANCHES = ['Downtown', 'Riverside', 'Airport'];
/** legacy-backend's layout item without data (fake-store/http/scenarios/legacy-backend.ts `legacyLayoutExtras`). */
const ITEM_WITHOUT_DATA = '9101';

test.describe('the legacy-backend scenario', () => {
  test('shows the store: its blocks, every branch and the product cards, and the cart takes a product', async ({ page, apiRequests }) => {
    await page.goto('/?scenario=legacy-backend');
    await expect(page.getByRole('heading', { level: 1, name: STORE_NAME })).toBeVisible();
    // The page really got the legacy answer: its layout holds the broken rows.
    const siteData: unknown = await (await apiRequests.find((request) => request.path.startsWith('/api/get-data'))?.request.response())?.json();
    expect(siteData).toEqual(expect.objectContaining({ layout: expect.arrayContaining([null, {}, expect.objectContaining({ id: ITEM_WITHOUT_DATA })]) }));
    for (const code of ['top_nav', 'search_block', 'banner_slider']) await expect(page.locator(`[data-block="${code}"]`).first()).toBeVisible();

    // Branch ids came as strings, is_open as 1/0 and "1"/"0": the picker lists every branch.
    await page.getByTestId('branch-selector-button').click();
    const picker = page.getByRole('dialog', { name: 'Choose a branch' });
    await expect(picker).toBeVisible();
    for (const name of BRANCHES) await expect(picker.getByRole('button', { name: new RegExp(name) })).toBeVisible();
    await page.goBack();
    await expect(picker).toHaveCount(0);

    // Prices came as decimal strings, stock as 1/0, some descriptions and alt texts as null.
    const add = await firstAddButton(page);
    const cards = page.locator('article.product-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first().locator('.product-card__price-now')).toHaveText(/^\$\d+\.\d\d$/);
    await add.click();
    await expect(page.getByTestId('cart-link').first()).toHaveAccessibleName('Cart, 1 item');

    // The item without data is an error node: never shown to a shopper.
    await expect(page.locator(`[data-block-id="${ITEM_WITHOUT_DATA}"]:visible`)).toHaveCount(0);
  });

  test('the studio previews the store in the scenario', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 1000 });
    await page.goto('/__studio');
    await expect(page.getByRole('heading', { level: 1, name: 'Storefront studio' })).toBeVisible();
    await page.getByRole('button', { name: 'Phone', exact: true }).click();
    await page.getByLabel('Scenario', { exact: true }).selectOption('legacy-backend');
    const frame = page.frameLocator('iframe[title="Phone preview, 375 px"]');
    await expect(page.locator('iframe[title="Phone preview, 375 px"]')).toHaveAttribute('src', /scenario=legacy-backend/, { timeout: 20_000 });
    await expect(frame.locator('[data-block="top_nav"]').first()).toBeVisible({ timeout: 20_000 });
    await expect(frame.getByRole('heading', { level: 1, name: STORE_NAME })).toBeVisible();
    await expect(frame.locator('[data-block-id]').first()).toBeVisible();
  });
});
