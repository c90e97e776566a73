import { expect, test } from '@playwright/test';

/**
 * The first paint comes with the page (docs/ARCHITECTURE.md, "The site page"): the header bar is
 * drawn before any script runs, and the start-up status is written into the page, so the site
 * starts without asking for it. The app replaces the bar with its own header, never both at once.
 */
test('the page paints its header bar before any script and starts without the status call', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const bare = await context.newPage();
  await bare.goto('/');
  await expect(bare.locator('#boot-shell .site-header-logo')).toHaveText('SORTE GRANDE');
  await context.close();

  const page = await browser.newPage();
  const statusCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/wps/system/status')) statusCalls.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.locator('#boot-shell')).toHaveCount(0);
  await expect(page.locator('header.site-header')).toHaveCount(1);
  expect(statusCalls).toEqual([]);
  await page.close();
});

test('a visitor who chose English still gets the status in English, by the call', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'EN'));
  const statusCall = page.waitForRequest((request) => request.url().includes('/wps/system/status'));
  await page.goto('/');
  await statusCall;
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.locator('#boot-shell')).toHaveCount(0);
});
