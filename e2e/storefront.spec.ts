import { expect, expectNoAxeViolations, scrollToFirst, seedLocalStorage, test } from './support/fixtures';

const STORE_NAME = 'Juniper Kitchen';
const CLOSED_TEXT = 'Sorry, we are currently not accepting orders right now. We will be back shortly.';

test.describe('booting the storefront', () => {
  // The static build's boot (index.html's early requests, block preloads, the one stylesheet, get-data asked by the
  // browser): a page the server drew has none of these, and e2e/server-pages.spec.ts takes its boot.
  test.use({ serverBodies: false });

  test('boots to the home page of the seeded store, accessibly', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: STORE_NAME })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(STORE_NAME));
    // The footer's HTML loads as the shopper nears it.
    await scrollToFirst(page, page.getByTestId('site-footer').getByText(/Powered by/i));
    await expectNoAxeViolations(page);
  });

  test('every API request carries branch_id, X-Requested-With and the guest id', async ({ page, apiRequests }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: STORE_NAME })).toBeVisible();
    await expect.poll(() => apiRequests.map((request) => new URL(request.url).pathname)).toEqual(
      expect.arrayContaining(['/api/get-data', '/api/cache-info', '/api/get-cart']),
    );
    const guestId = await page.evaluate(() => localStorage.getItem('guest_id'));
    expect(guestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    for (const request of apiRequests) {
      expect(new URL(request.url).searchParams.get('branch_id')).toBe('1');
      expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
      expect(request.headers['guest-id']).toBe(guestId);
      expect(request.headers.authorization).toBeUndefined();
    }
  });

  test('asks for the site data once, started by the page itself before the app script has run', async ({ page, apiRequests }) => {
    await seedLocalStorage(page, { storefrontApp: { version: 1, state: { branches: { branches: [], selected_branch: { id: 2, name: 'Riverside', address: null, phone: null, is_open: true }, manual_selection_done: true } } } });
    // Who started each get-data request: the script's URL at the top of the initiator's stack.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const initiators: string[] = [];
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.request.url.includes('/api/get-data')) initiators.push(event.initiator.stack?.callFrames[0]?.url ?? event.initiator.url ?? event.initiator.type);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: STORE_NAME })).toBeVisible();
    await expect.poll(() => apiRequests.some((request) => new URL(request.url).pathname === '/api/get-cart')).toBe(true);
    const siteData = apiRequests.filter((request) => new URL(request.url).pathname === '/api/get-data');
    expect(siteData).toHaveLength(1);
    expect(new URL(siteData[0]?.url ?? '').searchParams.get('branch_id')).toBe('2');
    // Started by index.html's inline script (src/boot/site-data-prefetch.ts), not by the app's bundle.
    expect(initiators).toEqual([page.url()]);
  });

  test("preloads the first screen's block code from the prefetched layout, and downloads each file once", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: STORE_NAME })).toBeVisible();
    await scrollToFirst(page, page.getByTestId('site-footer').getByText(/Powered by/i));
    // index.html's script (src/boot/first-screen-preload.ts) added these before the app asked for any block.
    const preloaded = await page.evaluate(() => [...document.head.querySelectorAll('link[rel="modulepreload"][data-first-screen]')].map((link) => new URL((link as HTMLLinkElement).href).pathname));
    const views = (prefixes: string[]) => prefixes.filter((view) => preloaded.some((file) => file.startsWith(`/assets/${view}-`)));
    // The seeded page: top_nav (header), then search_block, banner_slider and categories_horizontal_strip (the first three), bottom_nav (fixed).
    const firstScreen = ['TopNav', 'SearchBlock', 'BannerSlider', 'CategoriesHorizontalStrip', 'BottomNav'];
    expect(views(firstScreen)).toEqual(firstScreen);
    // The banner's carousel, which the product gallery shares, sits in a shared file (scripts/vite/start-up-chunks.ts):
    // found by what it holds, not by its name.
    const holdsCarousel = await Promise.all(preloaded.map(async (file) => (await (await page.request.get(file)).text()).includes('carousel__track')));
    expect(holdsCarousel.filter(Boolean)).toHaveLength(1);
    // The fourth item of the body and everything below it load as the shopper nears them.
    expect(views(['ProductsDisplay', 'ProductsInfiniteScroll', 'CustomHtmlBlock'])).toEqual([]);
    const counts = new Map<string, number>();
    for (const file of scripts) counts.set(file, (counts.get(file) ?? 0) + 1);
    expect([...counts].filter(([, count]) => count > 1)).toEqual([]);
  });

  test('styles the whole home page from the first stylesheet: no block waits for a stylesheet of its own', async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: STORE_NAME })).toBeVisible();
    // Down to the last block, so every block of the seeded page has rendered.
    await scrollToFirst(page, page.getByTestId('site-footer').getByText(/Powered by/i));
    expect(stylesheets).toHaveLength(1);
    expect(stylesheets[0]).toMatch(/^\/assets\/index-[\w-]+\.css$/);
    // Styled, not just present: a block's own rule and a shared part's rule both apply.
    const topNav = page.locator('.top-nav').first();
    await expect(topNav).toHaveCSS('display', 'flex');
    const dot = page.locator('.carousel__dot').first();
    await expect(dot).toHaveCSS('width', '32px');
  });

  test('shows the closed notice when the merchant switched the store off', async ({ page }) => {
    await page.goto('/?scenario=store-closed');
    await expect(page.getByText(CLOSED_TEXT, { exact: true })).toBeVisible();
    await expect(page.getByTestId('home')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a logged-in shopper whose session expired is logged out once, calmly', async ({ page, apiRequests }) => {
    await seedLocalStorage(page, {
      storefrontApp: { version: 1, state: { user: { authToken: 'expired-token', name: 'Ada' } } },
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: STORE_NAME })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('storefrontApp') ?? '{}') as { state: { user: unknown } });
    expect(kept.state.user).toEqual({ authToken: null });
    expect(apiRequests.some((request) => request.headers.authorization === 'Bearer expired-token')).toBe(true);
  });
});

test.describe('corrupt kept state', () => {
  const corrupt = {
    'truncated JSON': '{"version":1,"state":{"user":{"authTo',
    'wrong types': JSON.stringify({ version: 1, state: { user: { authToken: 42 }, cart: 'lots', branches: [] } }),
    'a newer version': JSON.stringify({ version: 99, state: {} }),
    'prototype keys': '{"version":1,"state":{"__proto__":{"polluted":true},"user":{"__proto__":{"admin":true},"authToken":null}}}',
  };
  for (const [name, raw] of Object.entries(corrupt)) {
    test(`boots clean from ${name}`, async ({ page }) => {
      await seedLocalStorage(page, { storefrontApp: raw });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: STORE_NAME })).toBeVisible();
      expect(await page.evaluate(() => ({} as Record<string, unknown>).polluted)).toBeUndefined();
      await expect
        .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('storefrontApp') ?? '{}') as { version?: number }).version))
        .toBe(1);
    });
  }
});

test.describe('the shell', () => {
  test('shows the offline screen while offline and hides it when the connection returns', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: STORE_NAME })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByText('You are offline!')).toBeVisible();
    await expect(page.getByText('Please check your internet connection.')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('You are offline!')).toHaveCount(0);
  });

  test('desktop: a child route opens over the home page and closing it goes home', async ({ page }) => {
    await page.goto('/cart');
    const overlay = page.getByRole('dialog');
    await expect(overlay.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    await expect(page.getByTestId('home')).toBeAttached();
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(await scrollToFirst(page, page.getByTestId('site-footer').getByRole('link'))).toBeVisible();
  });

  test('mobile: a child route is a full page, with the footer where it belongs', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
    // An empty cart: checkout says so and leads back to the menu.
    await page.getByRole('link', { name: 'Browse the menu' }).click();
    await expect(await scrollToFirst(page, page.getByTestId('site-footer').getByRole('link'))).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('unknown paths and /404 show the not-found screen', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.goto('/404');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('picking a branch refetches for it, and the back button closes the picker', async ({ page, apiRequests }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: STORE_NAME })).toBeVisible();
    await page.getByTestId('branch-selector-button').click();
    await expect(page).toHaveURL(/#branch-selector$/);
    const dialog = page.getByRole('dialog', { name: 'Choose a branch' });
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toHaveCount(0);

    await page.getByTestId('branch-selector-button').click();
    await dialog.getByRole('button', { name: /Riverside/ }).click();
    await expect(page.getByTestId('branch-selector-button')).toContainText('Riverside');
    await expect.poll(() => apiRequests.filter((r) => r.path.startsWith('/api/get-data') && r.path.includes('branch_id=2')).length).toBe(1);
    await expect.poll(() => apiRequests.filter((r) => r.path.startsWith('/api/get-cart') && r.path.includes('branch_id=2')).length).toBe(1);
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('storefrontApp') ?? '{}') as { state: { branches: { manual_selection_done: boolean } } });
    expect(kept.state.branches.manual_selection_done).toBe(true);
  });

  test('a failed cart fetch on the home page says "Cart Fetch Error" in a toast', async ({ page }) => {
    await page.route('**/api/get-cart*', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
    await page.goto('/');
    await expect(page.getByTestId('toast')).toHaveText(/Cart Fetch Error/);
    await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 4_000 });
  });
});
