import { expect, test } from '@playwright/test';
import {
  DEMO,
  dismissWelcome,
  loginWithPassword,
  registerMember,
  sessionCookie,
} from '../../accounts-support';

test('a member whose password is 123456 must change it before going on', async ({ page }) => {
  const { username, password } = DEMO.defaultPassword;
  await page.goto('/login');
  await loginWithPassword(page, username, password);

  const modal = page.getByTestId('change-password-modal');
  await expect(modal).toBeVisible();
  // Forced: no close button, and Escape does not dismiss it.
  await expect(modal.getByRole('button', { name: 'Fechar' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  // The password just typed is known, so the form does not ask for it again.
  await expect(modal.getByLabel('Senha atual')).toHaveCount(0);

  await modal.getByLabel('Nova senha', { exact: true }).fill('curta');
  await modal.getByLabel('Confirmar nova senha').fill('outra');
  await modal.getByTestId('change-password-submit').click();
  await expect(modal.getByText('Preencha sua senha com 8 a 20 caracteres')).toBeVisible();
  await expect(modal.getByText('A confirmação da senha não confere.')).toBeVisible();

  // A reload does not skip it.
  await page.reload();
  await expect(page.getByTestId('change-password-modal')).toBeVisible();

  const newPassword = 'Trocada2026';
  const form = page.getByTestId('change-password-modal');
  await form.getByLabel('Senha atual').fill(password);
  await form.getByLabel('Nova senha', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirmar nova senha').fill(newPassword);
  await form.getByTestId('change-password-submit').click();

  // Every session ended: the login popup asks to log in again with the new password.
  const login = page.getByTestId('login-modal');
  await expect(login).toContainText('Senha alterada. Entre novamente com a nova senha.');
  expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
  expect(await sessionCookie(page)).toBeUndefined();
  await loginWithPassword(page, username, newPassword);
  await dismissWelcome(page);
});

test('the change-password form says when the current password is wrong', async ({ page, request }) => {
  await registerMember(page, request);
  await page.getByTestId('account-menu').click();
  await page.getByTestId('menu-change-password').click();
  const modal = page.getByTestId('change-password-modal');
  await modal.getByLabel('Senha atual').fill('NaoEhEssa1');
  await modal.getByLabel('Nova senha', { exact: true }).fill('Outra2026x');
  await modal.getByLabel('Confirmar nova senha').fill('Outra2026x');
  await modal.getByTestId('change-password-submit').click();
  await expect(modal.getByText('A senha atual está incorreta.')).toBeVisible();
  // Not forced: Escape closes it and the session goes on.
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('header-balance')).toBeVisible();
});
