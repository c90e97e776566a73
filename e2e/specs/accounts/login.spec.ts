import { expect, test } from '@playwright/test';
import { DEMO, dismissWelcome, loginWithPassword, sendSmsCode } from '../../accounts-support';

test('logs in by username and password, with remember me', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('header-login').click();
  const dialog = page.getByTestId('login-modal');
  await dialog.getByLabel('Lembrar de mim').check();
  await loginWithPassword(page, DEMO.member.username, DEMO.member.password);
  // The first login of the run greets as a first access, later ones as a return.
  await expect(page.getByTestId('login-success-modal')).toContainText(
    new RegExp(`(Olá|Boas-vindas), ${DEMO.member.nickname}!`),
  );
  await dismissWelcome(page);
  await expect(page.getByTestId('header-balance-amount')).toHaveText(/R\$\s?[\d.]+,\d{2}/);
  await expect(page.getByTestId('header-login')).toHaveCount(0);

  // Remember me keeps the username and a remember token, never the password.
  const remembered = await page.evaluate(() => localStorage.getItem('rememberMe') ?? '');
  expect(remembered).toContain(DEMO.member.username);
  expect(remembered).not.toContain(DEMO.member.password);

  // A new tab without the session token resumes the session with the remember token.
  const second = await page.context().newPage();
  await second.goto('/');
  await expect(second.getByTestId('header-balance')).toBeVisible();
});

test('logs in by mobile number and SMS code', async ({ page, request }) => {
  await page.goto('/login');
  const dialog = page.getByTestId('login-modal');
  await dialog.getByRole('tab', { name: 'Celular e SMS' }).click();
  const form = page.getByTestId('sms-login-form');
  await form.getByLabel('Celular').fill(DEMO.member.mobile);
  const code = await sendSmsCode(request, form.getByTestId('sms-send'), DEMO.member.mobile);
  await form.getByLabel('Código SMS').fill(code);
  await form.getByTestId('sms-login-submit').click();
  await dismissWelcome(page);
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong password is refused, then the captcha is asked for', async ({ page }) => {
  // An account name of its own, so other tests' logins never need a captcha.
  const username = `semconta${Date.now().toString(36)}`;
  await page.goto('/login');
  await loginWithPassword(page, username, 'Errada123');
  const dialog = page.getByTestId('login-modal');
  await expect(dialog.getByRole('alert').first()).toContainText('Conta ou senha incorreta.');
  const image = dialog.getByTestId('captcha-image').locator('img');
  await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);

  // The captcha is required before the next try.
  await dialog.getByTestId('login-submit').click();
  await expect(dialog.getByText('Informe o captcha')).toBeVisible();

  // Clicking the image loads another one.
  const first = await image.getAttribute('src');
  await dialog.getByTestId('captcha-image').click();
  await expect(image).not.toHaveAttribute('src', first ?? '');
});

test('the agent portal logs agents in and sends them to the agent centre', async ({ page }) => {
  await page.goto('/agent');
  await expect(page.getByRole('dialog', { name: 'Entrar no portal do agente' })).toBeVisible();
  await loginWithPassword(page, DEMO.agent.username, DEMO.agent.password);
  await expect(page).toHaveURL(/\/agentHome$/);
  await page.getByTestId('login-success-modal').getByRole('button', { name: 'Começar a jogar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Central do agente');
});

test('the member site refuses an agent account', async ({ page }) => {
  await page.goto('/login');
  await loginWithPassword(page, DEMO.agent.username, DEMO.agent.password);
  await expect(page.getByTestId('login-modal').getByRole('alert').first()).toContainText(
    'Conta que não é de membro não pode entrar',
  );
});
