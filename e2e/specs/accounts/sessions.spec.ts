import { expect, test, type Page } from '@playwright/test';
import {
  DEMO,
  dismissWelcome,
  generateCpf,
  loginWithPassword,
  sendSmsCode,
  sessionCookie,
  uniqueMobile,
} from '../../accounts-support';

const logOut = async (page: Page) => {
  await page.getByTestId('account-menu').click();
  await page.getByTestId('menu-logout').click();
  await page.getByRole('dialog', { name: 'Sair da conta?' }).getByRole('button', { name: 'Sair' }).click();
};

test('a second tab shares the session, and logging out in one logs out every tab', async ({ context }) => {
  const first = await context.newPage();
  await first.goto('/login');
  await loginWithPassword(first, DEMO.member.username, DEMO.member.password);
  await dismissWelcome(first);
  await expect(first.getByTestId('header-balance')).toBeVisible();
  // The token is in an HttpOnly cookie; the page's scripts hold none.
  expect(await sessionCookie(first)).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  expect(await first.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))).not.toContain(
    (await sessionCookie(first))?.value ?? 'missing',
  );

  // A new tab is logged in at once, and opening it logged nobody out.
  const second = await context.newPage();
  await second.goto('/favorite');
  await expect(second.getByRole('heading', { level: 1 })).toHaveText('Favoritos');
  await expect(second.getByTestId('header-balance-amount')).toHaveText(/R\$\s?[\d.]+,\d{2}/);
  await first.reload();
  await expect(first.getByTestId('header-balance')).toBeVisible();

  // Logging out in the second tab: the first shows the visitor header without being touched.
  await logOut(second);
  await expect(second.getByTestId('header-login')).toBeVisible();
  await expect(first.getByTestId('header-login')).toBeVisible();
  await expect(first.getByTestId('header-balance')).toHaveCount(0);
  expect(await sessionCookie(first)).toBeUndefined();
  // And the server agrees: the member centre asks for a login.
  await first.goto('/member');
  await expect(first).toHaveURL(/\/login$/);
});

test('logging in in one tab logs in the tabs already open', async ({ context }) => {
  const waiting = await context.newPage();
  await waiting.goto('/promotions');
  await expect(waiting.getByTestId('header-login')).toBeVisible();
  const active = await context.newPage();
  await active.goto('/login');
  await loginWithPassword(active, DEMO.member.username, DEMO.member.password);
  await dismissWelcome(active);
  await expect(waiting.getByTestId('header-balance')).toBeVisible();
});

test('remember me opens a new session on a later visit, once the first one is gone', async ({
  browser,
  baseURL,
}) => {
  const first = await browser.newContext({ baseURL });
  const page = await first.newPage();
  await page.goto('/login');
  const dialog = page.getByTestId('login-modal');
  await dialog.getByLabel('Lembrar de mim').check();
  await loginWithPassword(page, DEMO.member.username, DEMO.member.password);
  await dismissWelcome(page);
  const cookies = await first.cookies();
  const remember = cookies.find((cookie) => cookie.name === 'remember');
  expect(remember).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/wps/session' });
  // Kept a day, not for the browser session only.
  expect(remember!.expires * 1000).toBeGreaterThan(Date.now() + 23 * 3_600_000);
  const stored = await first.storageState();
  await first.close();

  // A later visit whose session is over (idle, or the browser dropped it): only the remember
  // cookie and the remembered username are left.
  const later = await browser.newContext({
    baseURL,
    storageState: {
      cookies: stored.cookies.filter((cookie) => cookie.name === 'remember'),
      origins: stored.origins.map((origin) => ({
        ...origin,
        localStorage: origin.localStorage.filter((item) => item.name === 'rememberMe'),
      })),
    },
  });
  const back = await later.newPage();
  const resumed = back.waitForResponse((response) => response.url().endsWith('/wps/session/resume'));
  await back.goto('/');
  // A fresh page: the site loads, finds no session, resumes, then reads member info. The resume's
  // own answer first, so a refusal is told apart from a slow page.
  expect((await resumed).status()).toBe(200);
  await expect(back.getByTestId('header-balance')).toBeVisible();
  expect(await sessionCookie(back)).toMatchObject({ httpOnly: true });
  // The remember cookie was replaced: the old one no longer opens anything.
  const replaced = (await later.cookies()).find((cookie) => cookie.name === 'remember');
  expect(replaced?.value).not.toBe(remember!.value);
  await later.close();
});

test('a member registered by mobile logs in with the number and is never shown a made-up name', async ({
  page,
  request,
}) => {
  const mobile = uniqueMobile();
  const password = 'Sorte2026x';
  await page.goto('/register');
  const form = page.getByTestId('register-form-mobile');
  await form.getByLabel('Celular').fill(mobile);
  const code = await sendSmsCode(request, form.getByTestId('sms-send'), mobile);
  await expect(form.getByTestId('sms-send')).toBeDisabled();
  await form.getByLabel('Código SMS').fill(code);
  await form.getByLabel('Senha', { exact: true }).fill(password);
  await form.getByLabel('Confirmar senha').fill(password);
  await form.getByLabel('Nome completo').fill('Rita Teste Lima');
  await form.getByLabel('CPF').fill(generateCpf());
  await form.getByTestId('register-terms').check();
  await form.getByTestId('register-submit').click();
  const welcome = page.getByTestId('after-register-modal');
  await expect(welcome).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(welcome).toBeHidden();

  const masked = `+55 ••••• ${mobile.slice(-4)}`;
  const menu = page.getByTestId('account-menu');
  await expect(menu).toContainText(masked);
  await expect(page.locator('body')).not.toContainText(`m55${mobile}`);
  await logOut(page);
  await expect(page.getByTestId('header-login')).toBeVisible();

  // Log in with the number as people type it, and the password chosen at registration.
  await page.getByTestId('header-login').click();
  const formatted = `(${mobile.slice(0, 2)}) ${mobile.slice(2, 7)}-${mobile.slice(7)}`;
  await loginWithPassword(page, formatted, password);
  const greeting = page.getByTestId('login-success-modal');
  await expect(greeting).toBeVisible();
  await expect(greeting).toContainText(masked);
  await expect(greeting).not.toContainText(`m55${mobile}`);
  await dismissWelcome(page);
  await expect(menu).toContainText(masked);
  await menu.click();
  await expect(page.getByRole('menu')).not.toContainText(`m55${mobile}`);
});
