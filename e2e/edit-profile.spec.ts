import type { Page } from '@playwright/test';
import { demoCustomer, registerCustomer, signedInAs } from './support/account';
import { expect, expectNoAxeViolations, test, viewports } from './support/fixtures';
import { apiHeaders } from './support/server-cart';

/**
 * /account/edit-profile in Chromium, against the built storefront and the simulator's server (issue 17, section 7:
 * "edit profile and avatar, including a refused file"), at phone and desktop widths. Each test signs in as a customer
 * of its own: the demo customer is only read (their email is the taken one).
 */

const TAKEN_EMAIL_MESSAGE = 'An account already uses this email. Sign in, or reset your password.';

/** The profile as the server has it now, read with the customer's token. */
async function serverProfile(page: Page, token: string) {
  const response = await page.request.get('/api/user/details?branch_id=1', { headers: { ...apiHeaders(crypto.randomUUID()), Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { user: { name: string; email: string; phone: string | null; avatar: string | null } }).user;
}

/**
 * A 2000 × 1500 PNG drawn in the page: gradients, shapes and a band of noise, so it is several megabytes as a PNG and
 * its resized copy still has bytes enough for the upload to take a moment under throttling.
 */
async function largePng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(2000, 1500);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    const gradient = context.createLinearGradient(0, 0, 2000, 1500);
    gradient.addColorStop(0, '#1f6f5c');
    gradient.addColorStop(1, '#f0c419');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 2000, 1500);
    // A fixed pseudo-random sequence: the same picture on every run.
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let index = 0; index < 400; index += 1) {
      context.fillStyle = `hsl(${Math.floor(next() * 360)} 70% 50%)`;
      context.fillRect(next() * 2000, next() * 1500, 20 + next() * 200, 20 + next() * 200);
    }
    const band = context.getImageData(0, 600, 2000, 600);
    for (let index = 0; index < band.data.length; index += 4) {
      band.data[index] = next() * 255;
      band.data[index + 1] = next() * 255;
      band.data[index + 2] = next() * 255;
    }
    context.putImageData(band, 0, 600);
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/** Every value the upload's progress bar shows, recorded in the page as it changes. */
async function recordProgress(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('progress');
      if (bar && seen.at(-1) !== bar.value) seen.push(bar.value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
}

for (const viewport of viewports) {
  test.describe(`edit profile (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('changes the name and phone, and shows a taken email on its field', async ({ page }) => {
      const customer = await registerCustomer(page.request, 'Robin Tester');
      await signedInAs(page, customer);
      const sentDetails: unknown[] = [];
      await page.route('**/api/user/update-details?*', async (route) => {
        sentDetails.push(route.request().postDataJSON());
        await route.continue();
      });
      await page.goto('/account/edit-profile');
      await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();

      const name = page.getByLabel('Name', { exact: true });
      const email = page.getByLabel('Email', { exact: true });
      const phone = page.getByLabel('Phone (optional)');
      await expect(name).toHaveValue(customer.name);
      await expect(email).toHaveValue(customer.email);
      await expect(phone).toHaveValue(customer.phone);
      await expect(page.getByRole('img', { name: 'Your picture (initials RT)' })).toBeVisible();

      // A number of its own: the simulator refuses one another account has (both viewports run at once).
      const newPhone = `+1 555 ${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
      await name.fill('Robin Q. Tester');
      await phone.fill(newPhone);
      await page.getByRole('button', { name: 'Save details' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Your details are saved.' })).toBeVisible();
      await expect(page.getByTestId('profile-name')).toHaveText('Robin Q. Tester');
      await expect(page.getByRole('img', { name: 'Your picture (initials RT)' })).toBeVisible();
      expect(await serverProfile(page, customer.token)).toMatchObject({ name: 'Robin Q. Tester', phone: newPhone, email: customer.email });
      // Only what changed was sent (the body as the route saw it: a fetch body streamed by Chromium has no postData).
      expect(sentDetails).toEqual([{ name: 'Robin Q. Tester', phone: newPhone }]);

      await email.fill(demoCustomer.email);
      await email.press('Enter');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(new RegExp(TAKEN_EMAIL_MESSAGE.replace(/[.]/g, '\\.')));
      await expect(email).toBeFocused();
      await expect(email).toHaveValue(demoCustomer.email);
      expect((await serverProfile(page, customer.token)).email).toBe(customer.email);

      await expectNoAxeViolations(page);
    });

    // At one width: see `viewports` in support/fixtures.ts.
    if (viewport.name === 'phone') test('uploads a large picture made small, with its progress and a cancel; refuses a GIF and a text file, keeping the picture', async ({ page, apiRequests }) => {
      const customer = await registerCustomer(page.request, 'Robin Tester');
      await signedInAs(page, customer);
      await page.goto('/account/edit-profile');
      const fileInput = page.getByLabel('Choose a picture');
      await expect(fileInput).toHaveAccessibleDescription('A JPEG, PNG or WebP picture of up to 10 MB. We make it 512 pixels at most before sending it.');

      const png = await largePng(page);
      expect(png.byteLength).toBeGreaterThan(1024 * 1024);
      await fileInput.setInputFiles({ name: 'holiday.png', mimeType: 'image/png', buffer: png });
      await expect(page.getByRole('img', { name: 'Your new picture, not saved yet' })).toBeVisible();
      await expect(page.getByText('New picture, not saved yet (512 × 384 pixels)')).toBeVisible();

      // A slow line, so the upload takes long enough to be seen going.
      const network = await page.context().newCDPSession(page);
      await network.send('Network.enable');
      await network.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 24 * 1024 });
      // Cancelled half-way: nothing is saved, and the same picture can be sent again.
      await page.getByRole('button', { name: 'Save picture' }).click();
      await expect(page.getByRole('progressbar', { name: 'Uploading your picture' })).toBeVisible();
      await page.getByRole('button', { name: 'Cancel upload' }).click();
      await expect(page.getByTestId('picture-status')).toHaveText('Upload cancelled. Your picture has not changed.');
      await expect(page.getByRole('button', { name: 'Save picture' })).toBeFocused();
      await expect(page.getByRole('img', { name: 'Your picture (initials RT)' })).toBeVisible();
      expect((await serverProfile(page, customer.token)).avatar).toBeNull();

      const progressSeen = await recordProgress(page);
      await page.getByRole('button', { name: 'Save picture' }).click();
      await expect(page.getByRole('progressbar', { name: 'Uploading your picture' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cancel upload' })).toBeFocused();
      await expect(page.getByTestId('picture-status')).toHaveText('Your new picture is saved.', { timeout: 20_000 });
      await network.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      const seen = await progressSeen();
      expect(seen.some((value) => value > 0 && value < 100), `progress seen: ${seen.join(', ')}`).toBe(true);

      const upload = apiRequests.findLast((request) => request.path.startsWith('/api/user/change-avatar'));
      expect(upload?.headers).toMatchObject({ authorization: `Bearer ${customer.token}`, 'x-requested-with': 'XMLHttpRequest' });
      expect(upload?.path).toContain('branch_id=1');
      expect(upload?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);

      // The picture served back is the resized one.
      const picture = page.getByRole('img', { name: 'Your picture' });
      await expect(picture).toHaveAttribute('src', /^\/sim-avatars\//);
      const source = await picture.getAttribute('src');
      expect((await serverProfile(page, customer.token)).avatar).toBe(source);
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight])).toEqual([512, 384]);

      // A GIF is refused before anything is sent, on the file input; the picture stays.
      const changeInput = page.getByLabel('Choose a new picture');
      await changeInput.setInputFiles({ name: 'party.gif', mimeType: 'image/gif', buffer: Buffer.from('R0lGODlhAQABAAAAACwAAAAAAQABAAA=', 'base64') });
      await expect(changeInput).toHaveAttribute('aria-invalid', 'true');
      await expect(changeInput).toHaveAccessibleDescription(/“party\.gif” is not a JPEG, PNG or WebP picture\. Choose one of those\./);
      await expect(picture).toHaveAttribute('src', source ?? '');

      // A text file named as a PNG does not decode: refused too, nothing sent.
      await changeInput.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('These are my notes, not a picture.') });
      await expect(changeInput).toHaveAccessibleDescription(/We could not read “notes\.png” as a picture\./);
      await expect(picture).toHaveAttribute('src', source ?? '');
      expect(apiRequests.filter((request) => request.path.startsWith('/api/user/change-avatar'))).toHaveLength(2);
      expect((await serverProfile(page, customer.token)).avatar).toBe(source);

      await expectNoAxeViolations(page);
    });
  });
}
