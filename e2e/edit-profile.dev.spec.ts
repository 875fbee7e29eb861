import { demoCustomer } from './support/account';
import { expect, test } from './support/fixtures';

/**
 * npm start: the browser worker takes an avatar upload and serves the picture back, as the Node server does
 * (e2e/edit-profile.spec.ts). The worker's store lives as long as the page, so the demo customer signs in through the
 * form and the screen is reached without a reload; changing the demo customer here touches no other test's store.
 */
test('npm start: the worker takes an avatar upload and serves it back under /sim-avatars/', async ({ page }) => {
  await page.goto('/login?next=%2Faccount%2Fedit-profile');
  // The dev server transforms modules on first request: a cold first page takes seconds on a busy machine.
  await expect(page.getByLabel('Email or phone number')).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Email or phone number').fill(demoCustomer.email);
  await page.getByLabel('Password', { exact: true }).fill(demoCustomer.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible({ timeout: 20_000 });

  const png = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(900, 600);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.fillStyle = '#1f6f5c';
    context.fillRect(0, 0, 900, 600);
    context.fillStyle = '#f0c419';
    context.fillRect(300, 150, 300, 300);
    return [...new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer())];
  });
  await page.getByLabel('Choose a new picture').setInputFiles({ name: 'square.png', mimeType: 'image/png', buffer: Buffer.from(png) });
  await page.getByRole('button', { name: 'Save picture' }).click();
  await expect(page.getByTestId('picture-status')).toHaveText('Your new picture is saved.');
  const picture = page.getByRole('img', { name: 'Your picture' });
  await expect(picture).toHaveAttribute('src', /^\/sim-avatars\//);
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight])).toEqual([512, 341]);
});
