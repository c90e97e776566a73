import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { encryptPayload } from '../packages/contracts/src/payload-crypto';

/** Demo accounts the server seeds (apps/server accounts.seed.ts, README). */
export const DEMO = {
  member: { username: 'jogador1', password: 'Demo2026', nickname: 'Jogador Demo', mobile: '11900000002' },
  agent: { username: 'agente1', password: 'Demo2026' },
  defaultPassword: { username: 'jogador2', password: '123456' },
  /** Starts with R$ 1.000,00 (an opening balance the demo seed posts). */
  funded: { username: 'jogador3', password: 'Demo2026' },
} as const;

/** Distinct per run and per call, so a run never collides with accounts an earlier one made. */
export const uniqueDigits = (length: number) => {
  let digits = `${Date.now()}${Math.floor(Math.random() * 1e9)}`.replace(/\D/g, '');
  while (digits.length < length) digits += Math.floor(Math.random() * 10);
  return digits.slice(-length);
};

/** A username the seeded rule accepts: a letter first, then letters or digits, 6 to 16. */
export const uniqueUsername = () => `e2e${uniqueDigits(9)}`;

/** A São Paulo mobile number (11 digits, national format) not used before. */
export const uniqueMobile = () => `119${uniqueDigits(8)}`;

/** A CPF with valid check digits (the algorithm of isValidCpf in packages/contracts). */
export const generateCpf = () => {
  let base = uniqueDigits(9);
  if (/^(\d)\1{8}$/.test(base)) base = `${base.slice(0, 8)}${(Number(base[8]) + 1) % 10}`;
  const checkDigit = (digits: string) => {
    let sum = 0;
    for (let index = 0; index < digits.length; index += 1)
      sum += Number(digits[index]) * (digits.length + 1 - index);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = checkDigit(base);
  const second = checkDigit(`${base}${first}`);
  return `${base}${first}${second}`;
};

type OutboxRow = { destination: string; body: string; createdAt: string };

/** The latest 6-digit code sent to a number (dialing code + national number) by the dev outbox. */
export const readSmsCode = async (request: APIRequestContext, nationalMobile: string) => {
  const to = `55${nationalMobile}`;
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/outbox.json?to=${to}`);
        const body = (await response.json()) as { value: OutboxRow[] };
        code = /\b(\d{6})\b/.exec(body.value[0]?.body ?? '')?.[1] ?? null;
        return code;
      },
      { message: `an SMS code for ${to}` },
    )
    .not.toBeNull();
  return code as unknown as string;
};

/**
 * Presses a send-code button and reads the code it sent. The button is disabled while the call is
 * pending and counts down once the code is written; only then is the outbox worth reading, as its
 * newest code for the number may be an earlier one (the demo number's, say).
 */
export const sendSmsCode = async (request: APIRequestContext, button: Locator, nationalMobile: string) => {
  await button.click();
  await expect(button).toContainText(/Reenviar em \d+ s/);
  return readSmsCode(request, nationalMobile);
};

/** A session token from the encrypted login call, for the portal named (member when none). */
export const apiLogin = async (
  request: APIRequestContext,
  username: string,
  password: string,
  portal?: 'agent' | 'operator',
): Promise<string> => {
  const key = (await (await request.get('/wps/system/payloadKey')).json()).value;
  const { header, body } = await encryptPayload(key, {
    type: 'username',
    username,
    password,
    ...(portal ? { portal } : {}),
  });
  const response = await request.post('/wps/session/login', {
    headers: { encryption: header, 'content-type': 'application/json' },
    data: body,
  });
  const answer = await response.json();
  expect(answer.success, JSON.stringify(answer)).toBe(true);
  return answer.value.token as string;
};

/** Logs in at the agent portal (/agent) in the browser and closes the greeting. */
export const agentLogin = async (page: Page, username: string, password: string) => {
  await page.goto('/agent');
  // The popup is a chunk loaded on first use; the first visit of a cold server on a busy machine is slow.
  await expect(page.getByTestId('login-modal')).toBeVisible({ timeout: 60_000 });
  await loginWithPassword(page, username, password);
  await expect(page).toHaveURL(/\/agentHome$/);
  await page.getByTestId('login-success-modal').getByRole('button', { name: 'Começar a jogar' }).click();
};

/** Logs in through the popup on the page already open (username and password tab). */
export const loginWithPassword = async (page: Page, username: string, password: string) => {
  const dialog = page.getByTestId('login-modal');
  // The popup is a chunk loaded on first use; a cold server on a busy machine takes a while (over
  // 20 s seen with the games' tests beside on two cores), as agentLogin allows.
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await dialog.getByLabel('Usuário ou celular', { exact: true }).fill(username);
  await dialog.getByLabel('Senha', { exact: true }).fill(password);
  await dialog.getByTestId('login-submit').click();
};

/** Opens /login and signs in as the funded demo member, through the greeting to the member header. */
export const signInAsFunded = async (page: Page) => {
  await page.goto('/login');
  await loginWithPassword(page, DEMO.funded.username, DEMO.funded.password);
  await dismissWelcome(page);
};

/** Closes the successful-login greeting and waits for the member header. */
export const dismissWelcome = async (page: Page) => {
  const welcome = page.getByTestId('login-success-modal');
  // After a password check (argon2) and a chunk loaded on first use, on a machine that may be busy.
  await expect(welcome).toBeVisible({ timeout: 30_000 });
  await welcome.getByRole('button', { name: 'Começar a jogar' }).click();
  await expect(welcome).toBeHidden();
  await expect(page.getByTestId('header-balance')).toBeVisible();
};

/**
 * Registers a new member in username mode through the popup and leaves them logged in, for tests
 * whose failures must not touch the shared demo accounts (a wrong password makes an account ask
 * for a captcha).
 */
export const registerMember = async (
  page: Page,
  request: APIRequestContext,
  options: { referralCode?: string } = {},
) => {
  const username = uniqueUsername();
  const password = 'Sorte2026x';
  const mobile = uniqueMobile();
  // An agent's invitation link (spec: /register?referralCode=) puts the member in its team.
  await page.goto(options.referralCode ? `/register?referralCode=${options.referralCode}` : '/register');
  await page.getByTestId('register-modal').getByRole('tab', { name: 'Com usuário' }).click();
  const form = page.getByTestId('register-form-username');
  await form.getByLabel('Usuário').fill(username);
  await form.getByLabel('Senha', { exact: true }).fill(password);
  await form.getByLabel('Confirmar senha').fill(password);
  await form.getByLabel('Nome completo').fill('Carla Teste Lima');
  await form.getByLabel('CPF').fill(generateCpf());
  await form.getByLabel('Celular').fill(mobile);
  await form.getByTestId('sms-send').click();
  await form.getByLabel('Código SMS').fill(await readSmsCode(request, mobile));
  await form.getByTestId('register-terms').check();
  await form.getByTestId('register-submit').click();
  const welcome = page.getByTestId('after-register-modal');
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Explorar o site' }).click();
  await expect(page.getByTestId('header-balance')).toBeVisible();
  return { username, password, mobile };
};

/**
 * Makes this browser forget its session without logging out (as a new visit would after the
 * session cookie was gone): the HttpOnly cookies, the tabs' marker and this tab's storage.
 */
export const forgetBrowserSession = async (page: Page) => {
  await page.context().clearCookies();
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.removeItem('session');
  });
};

/** The browser's session cookie as the server set it, or undefined. */
export const sessionCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'session');
