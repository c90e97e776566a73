import { expect, test } from '@playwright/test';
import { DEMO, dismissWelcome, loginWithPassword, sessionCookie } from '../../accounts-support';

test('a trial user plays with demo credits and is sent to register before a deposit', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('free-play').click();
  await expect(page.getByTestId('login-modal')).toBeHidden();
  const balance = page.getByTestId('header-balance');
  await expect(balance).toContainText('DEMO');
  await expect(page.getByTestId('header-register-real')).toBeVisible();
  await expect(page.getByTestId('header-deposit')).toHaveCount(0);

  // The deposit page by its address: the register-first dialog, and no deposit form.
  await page.goto('/member?tab=depositv2');
  const dialog = page.getByRole('dialog', { name: 'Crie uma conta real' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Para depositar, sacar, favoritar e jogar com dinheiro real');
  await dialog.getByRole('button', { name: 'Criar conta real' }).click();
  await expect(page.getByTestId('register-modal')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('the trial user’s deposit shortcut opens the register-first dialog', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('free-play').click();
    // No room in a phone header: a strip under it says trial mode and offers registration.
    await expect(page.getByTestId('trial-banner')).toBeVisible();
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity)).toBeLessThanOrEqual(
      375,
    );
    await page.getByRole('navigation', { name: 'Atalhos' }).getByRole('link', { name: 'Depositar' }).click();
    await expect(page.getByRole('dialog', { name: 'Crie uma conta real' })).toBeVisible();
    await expect(page).not.toHaveURL(/depositv2/);
  });
});

test('logout asks for confirmation, ends the session and returns home', async ({ page }) => {
  await page.goto('/help');
  await page.getByTestId('header-login').click();
  await loginWithPassword(page, DEMO.member.username, DEMO.member.password);
  await dismissWelcome(page);

  await page.getByTestId('account-menu').click();
  await page.getByTestId('menu-logout').click();
  const confirm = page.getByRole('dialog', { name: 'Sair da conta?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByTestId('header-balance')).toBeVisible();

  await page.getByTestId('account-menu').click();
  await page.getByTestId('menu-logout').click();
  await page.getByRole('dialog', { name: 'Sair da conta?' }).getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('header-login')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
  expect(await sessionCookie(page)).toBeUndefined();

  // The ended session is refused by the server, not just forgotten here.
  await page.goto('/member');
  await expect(page).toHaveURL(/\/login$/);
});

test('an agent logging out returns to the agent portal', async ({ page }) => {
  await page.goto('/agent');
  await loginWithPassword(page, DEMO.agent.username, DEMO.agent.password);
  await expect(page).toHaveURL(/\/agentHome$/);
  await page.getByTestId('login-success-modal').getByRole('button', { name: 'Começar a jogar' }).click();
  await page.getByTestId('agent-logout').click();
  await page.getByRole('dialog', { name: 'Sair da conta?' }).getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/agent$/);
  await expect(page.getByRole('dialog', { name: 'Entrar no portal do agente' })).toBeVisible();
});
