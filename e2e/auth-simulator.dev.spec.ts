import { demoCustomer, simulatorCodes } from './support/account';
import { expect, test } from './support/fixtures';

test('npm start: the simulator shows the one-time code it "sent" (no email or SMS leaves it), and the code signs in', async ({ page }) => {
  await page.goto('/login');
  // The dev server transforms modules on first request: a cold first page takes seconds on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Log in with a one-time code instead' }).click();
  await page.getByLabel('Email or phone number').fill(demoCustomer.phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  const notice = page.getByTestId('simulator-code-notice');
  await expect(notice).toHaveText(`Simulator: the sign-in code is ${simulatorCodes.login} (no email or SMS was sent).`);
  await expect(notice).toHaveAttribute('role', 'status');
  // The last digit signs in by itself.
  await page.getByRole('textbox', { name: 'One-time code' }).fill(simulatorCodes.login);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(demoCustomer.name)).toBeVisible();
});
