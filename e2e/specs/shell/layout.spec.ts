import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

test('the layout works on a 375 px phone', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
  expect(scrollWidth).toBeLessThanOrEqual(375);

  const header = await page.locator('.site-header').boundingBox();
  expect(header?.height).toBe(56);

  const bottomBar = page.getByRole('navigation', { name: 'Atalhos' });
  await expect(bottomBar).toBeVisible();
  const shortcuts = bottomBar.getByRole('link');
  await expect(shortcuts).toHaveText(['Início', 'Jogos', 'Depositar', 'Exclusivos', 'Conta']);
  for (const box of await Promise.all((await shortcuts.all()).map((link) => link.boundingBox()))) {
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
  }

  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('home-375.png'), fullPage: true });

  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu principal' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('drawer-375.png') });

  await drawer.getByRole('link', { name: 'Exclusivos' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/inhouse$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exclusivos');
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity)).toBeLessThanOrEqual(
    375,
  );
});

test('the help page fits a phone too', async ({ page }) => {
  await page.goto('/help#term');
  await expect(page.getByTestId('help-section-term')).toBeInViewport();
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity)).toBeLessThanOrEqual(
    375,
  );
});
