import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { DESKTOP_VIEWPORT, screenshotsAtWidths } from '../../support';

/**
 * The site installs as an app (docs/pwa.md): Chromium finds nothing that stops it installing (the
 * check Lighthouse's installability audit made: manifest, icons, service worker), the worker
 * answers an offline navigation with the offline page, and it never stores an answer of the API.
 */
test('the site is installable, works offline with its offline page, and never caches the API', async ({
  baseURL,
}, testInfo) => {
  // A profile on disk, as a player's browser has: Chromium never installs from a private window,
  // which every ordinary test context is.
  const profile = mkdtempSync(join(tmpdir(), 'installable-app-'));
  const { launchOptions } = testInfo.project.use;
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    locale: 'pt-BR',
    viewport: { width: 375, height: 812 },
    serviceWorkers: 'allow',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  try {
    await checkInstallableApp(page, context, testInfo);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

const checkInstallableApp = async (page: Page, context: BrowserContext, testInfo: TestInfo) => {
  await page.goto('/down');
  await expect(page.getByRole('heading', { level: 1, name: 'Baixar o app' })).toBeVisible();
  // The worker is registered after the page's load and takes control of the next navigations.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state ?? null), {
      timeout: 20_000,
    })
    .toBe('activated');

  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Sorte Grande', display: 'standalone', start_url: '/?source=pwa' });

  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: Array<{ errorId: string }>;
  };
  expect(installabilityErrors).toEqual([]);
  const { url: manifestUrl } = (await cdp.send('Page.getAppManifest')) as { url: string };
  expect(manifestUrl).toMatch(/\/manifest\.webmanifest$/);

  // Pages under the worker's control call the API (the home's games, banners and announcements).
  await page.goto('/');
  await expect(page.getByTestId('home-section-RNG').getByTestId('game-tile').first()).toBeVisible();
  await page.goto('/down');
  await expect(page.getByRole('heading', { level: 1, name: 'Baixar o app' })).toBeVisible();
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/offline.html');
  expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((path) => /^\/(wps|lgw|lotto|studio)\//.test(path))).toEqual([]);

  await context.setOffline(true);
  await page.goto('/promotions').catch(() => undefined);
  await expect(page.getByRole('heading', { name: 'Você está sem conexão' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar de novo' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('offline-375.png') });
};

test.describe('the app page on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });

  test('leads with the Safari steps; a desktop gets a QR code of the site', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/down');
    const guides = page.locator('.download-guide h2');
    await expect(guides.first()).toContainText('iPhone e iPad');
    await expect(page.getByText('No iPhone, a instalação funciona somente pelo Safari.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Código QR com o endereço do site' })).toHaveCount(0);
    await screenshotsAtWidths(page, testInfo, 'download-iphone');
  });
});

test('a desktop visitor gets the QR code of the site and both guides', async ({
  page,
  baseURL,
}, testInfo) => {
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await page.goto('/down');
  await expect(page.locator('.download-guide h2').first()).toContainText('Android');
  await expect(page.getByRole('img', { name: 'Código QR com o endereço do site' })).toBeVisible();
  await expect(page.getByText(new URL(baseURL!).origin, { exact: true })).toBeVisible();
  await screenshotsAtWidths(page, testInfo, 'download-desktop');
});
