import { expect, test } from '@playwright/test';
import { DEMO, forgetBrowserSession, loginWithPassword, sessionCookie } from '../../accounts-support';

test('a protected route without a session goes to /login, which shows home and the login popup', async ({
  page,
}) => {
  await page.goto('/member');

  await expect(page).toHaveURL(/\/login$/);
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('login-form')).toBeVisible();
  await expect(page.getByTestId('home-page')).toBeAttached();

  await dialog.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Cassino, esportes e loterias em um só lugar',
  );
});

test('lottery addresses, aliases included, need a session too', async ({ page }) => {
  for (const path of ['/vnLottery?gameCode=VN1', '/sealottery', '/lottert']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
  }
});

test('a token in the address opens a session and leaves the address bar', async ({ page }) => {
  // A real session: log in through the popup, forget it in this tab, then bring it back by link.
  await page.goto('/login');
  await loginWithPassword(page, DEMO.member.username, DEMO.member.password);
  await expect(page.getByTestId('login-success-modal')).toBeVisible();
  // The session's token is in the HttpOnly cookie (the page's scripts never see it); an app
  // linking here would hold it from its own login answer.
  const token = (await sessionCookie(page))?.value;
  expect(token).toBeTruthy();

  await forgetBrowserSession(page);
  const linked = page;
  await linked.goto(`/favorite?token=${encodeURIComponent(token ?? '')}`);
  await expect(linked).toHaveURL(/\/favorite$/);
  await expect(linked.getByRole('heading', { level: 1 })).toHaveText('Favoritos');
  expect(await linked.evaluate(() => sessionStorage.getItem('token'))).toBe(token);
  // The header shows the member's balance (pt-BR format) instead of the visitor buttons.
  await expect(linked.getByTestId('header-balance-amount')).toHaveText(/R\$\s?[\d.]+,\d{2}/);
  await expect(linked.getByTestId('header-login')).toHaveCount(0);
});
