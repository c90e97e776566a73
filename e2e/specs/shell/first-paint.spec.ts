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

/**
 * The home page draws its first banner under the header bar before any script runs, in the boxes
 * the carousel then draws it in (plugins/page-document.ts, styles/banner-frame.css): the app's
 * banner takes its place without a jump.
 */
for (const width of [360, 375, 412, 800]) {
  test(`the banner the page paints first sits where the carousel draws it, at ${width} px`, async ({
    browser,
  }) => {
    // Reduced motion keeps the carousel on its first banner: on a busy machine its autoplay
    // (BANNER_AUTOPLAY_MS) can otherwise move it on before the box is measured.
    const context = await browser.newContext({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });
    const bare = await context.newPage();
    await bare.route(/\/assets\/boot-[^/]+\.js$/, (route) => route.abort());
    await bare.goto('/');
    const shellBanner = bare.locator('#boot-shell .banner-carousel img');
    await expect(shellBanner).toBeVisible();
    const painted = await shellBanner.boundingBox();
    await bare.close();

    const page = await context.newPage();
    await page.goto('/');
    const banner = page.locator('.banner-slide img').first();
    await expect(banner).toBeVisible();
    await expect(page.locator('#boot-shell')).toHaveCount(0);
    expect(await banner.boundingBox()).toEqual(painted);
    await context.close();
  });
}

test('the site’s code is fetched after the first paint, and every file a landing page asks for exists', async ({
  page,
}) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  for (const path of ['/', '/rng']) {
    await page.goto(path);
    await expect(page.locator('#boot-shell')).toHaveCount(0);
    const order = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const site = performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name))?.startTime;
      return { paint, site };
    });
    expect(order.paint, path).toBeDefined();
    expect(order.site, path).toBeGreaterThanOrEqual(order.paint!);
  }
  expect(failed).toEqual([]);
});

test('the scripts every page starts with carry no dialog: Radix loads with the first overlay', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const started = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/gu)].map((match) => match[1]!);
  expect(started.length).toBeGreaterThan(3);
  for (const path of started) {
    // Radix Dialog's own name for its portal: present in its code however the bundler splits it.
    expect(await (await request.get(path)).text(), path).not.toContain('DialogPortal');
  }
});
