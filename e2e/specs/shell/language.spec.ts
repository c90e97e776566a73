import { expect, test } from '@playwright/test';

test('switching to English changes the text, persists after reload and goes to the API', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('header-login')).toHaveText('Entrar');

  await page.getByLabel('Idioma').selectOption('EN');

  await expect(page.getByTestId('header-login')).toHaveText('Log in');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Casino, sports and lotteries in one place',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual([
    'EN',
    'EN',
  ]);

  await page.reload();
  await expect(page.getByTestId('header-login')).toHaveText('Log in');
  await expect(page.getByLabel('Language')).toHaveValue('EN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const helpRequest = page.waitForRequest((request) => request.url().includes('/wps/system/helpCenter'));
  // The side menu's Help opens the help centre over the page (spec section 2, Modals).
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Help' }).click();
  const sent = await helpRequest;
  expect(sent.headers()['language']).toBe('EN');
  expect(new URL(sent.url()).searchParams.get('lang')).toBe('EN');
  await expect(page.getByTestId('help-modal').getByRole('heading', { name: 'Help centre' })).toBeVisible();
});

test('Chinese is selectable and untranslated languages are listed but disabled', async ({ page }) => {
  await page.goto('/');
  const select = page.getByLabel('Idioma');
  await expect(select).toHaveValue('PT');
  expect(await select.locator('option').count()).toBeGreaterThanOrEqual(35);
  await expect(select.locator('option:not([disabled])')).toHaveText([
    'Português (Brasil)',
    'English',
    '简体中文',
  ]);
  await expect(select.locator('option[value="TH"]')).toBeDisabled();

  await select.selectOption('CN');
  await expect(page.getByTestId('header-login')).toHaveText('登录');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});
