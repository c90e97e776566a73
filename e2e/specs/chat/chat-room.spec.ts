import { expect, test, type Page } from '@playwright/test';
import { dismissWelcome, loginWithPassword, registerMember } from '../../accounts-support';
import { chargeReference, payInSandbox } from '../../payments-support';
import { HAS_SITE_TWIN, SERVERS } from '../../servers';
import { screenshotsAtWidths } from '../../support';

test.use({ viewport: { width: 1440, height: 900 } });
// Each test signs two members in and pays or chats through two pages: on a busy two-core machine
// that outlasts the default 90 s.
test.describe.configure({ timeout: 240_000 });

/** Signs a demo member in through the login popup. */
const logIn = async (page: Page, username: string) => {
  await page.goto('/login');
  await loginWithPassword(page, username, 'Demo2026');
  await dismissWelcome(page);
};

/** Opens the chat room from the side menu and waits for its history. */
const openChat = async (page: Page) => {
  await page.getByTestId('side-menu').getByRole('button', { name: 'Sala de chat' }).click();
  const panel = page.getByTestId('chat-room');
  await expect(panel.getByRole('heading', { name: 'Sala de chat' })).toBeVisible();
  await expect(panel.getByLabel('Sua mensagem')).toBeVisible();
  return panel;
};

const say = async (page: Page, text: string) => {
  const panel = page.getByTestId('chat-room');
  await panel.getByLabel('Sua mensagem').fill(text);
  // The keyboard sends it, as a member on a phone or with a screen reader does.
  await panel.getByLabel('Sua mensagem').press('Enter');
  await expect(panel.getByLabel('Sua mensagem')).toHaveValue('');
};

test('a message written while the page is open raises the badge without a reload or a poll', async ({
  page,
  context,
  request,
}) => {
  await registerMember(page, request);
  const accountButton = page.getByTestId('account-menu');
  await expect(accountButton.getByTestId('unread-badge')).toHaveCount(0);
  // Once the page's socket is open, it no longer asks for the count by itself.
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/wps/relay/CSP_unreadCount')) asked.push(sent.url());
  });
  const socket = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/wps/live'));
  await page.goto('/');
  await socket;
  await expect(accountButton).toBeVisible();

  // The deposit is made and paid in another tab; this one stays on the home page.
  const other = await context.newPage();
  await other.goto('/member?tab=depositv2');
  await other.getByRole('button', { name: 'R$ 20,00' }).click();
  await other.getByTestId('deposit-review').click();
  await other.getByTestId('deposit-confirm').click();
  await payInSandbox(context, await chargeReference(other));
  await other.close();

  await expect(accountButton.getByTestId('unread-badge')).toHaveText(/^1/u);
  // The balance the header shows moved too, pushed by the same socket.
  await expect(page.getByTestId('header-balance')).toContainText('20,00');
  expect(asked).toEqual([]);
});

test('two members on two server instances see each other in the chat room', async ({
  page,
  browser,
}, testInfo) => {
  await logIn(page, 'jogador1');
  // The second member's browser talks to the second instance where there is one (PostgreSQL).
  const twin = await browser.newContext({
    baseURL: HAS_SITE_TWIN ? SERVERS.siteTwin.url : SERVERS.site.url,
    viewport: { width: 1440, height: 900 },
    locale: 'pt-BR',
    serviceWorkers: 'block',
  });
  const other = await twin.newPage();
  await logIn(other, 'jogador3');

  const mine = await openChat(page);
  const theirs = await openChat(other);
  const hello = `Olá da primeira instância ${Date.now()}`;
  await say(page, hello);
  await expect(mine.getByTestId('chat-messages')).toContainText(hello);
  await expect(theirs.getByTestId('chat-messages')).toContainText(hello);

  const answer = `Oi! Respondendo da segunda ${Date.now()}`;
  await say(other, answer);
  await expect(mine.getByTestId('chat-messages')).toContainText(answer);
  await expect(mine.locator('.chat-message.is-mine', { hasText: hello })).toContainText('Você');

  // The word filter stars what the operator listed, for everyone.
  await say(other, 'que merda de sorte');
  await expect(mine.getByTestId('chat-messages')).toContainText('que ***** de sorte');

  await screenshotsAtWidths(page, testInfo, 'chat-room');
  await twin.close();
});
