import { expect, test, type Page } from '@playwright/test';
import { DEMO, agentLogin, uniqueUsername } from '../../accounts-support';
import { DESKTOP_VIEWPORT, screenshotsAtWidths } from '../../support';

/** Fills registerCenter's direct registration and waits for the confirmation. */
const registerDirectly = async (page: Page, username: string, password: string) => {
  const form = page.getByTestId('create-downline');
  await form.getByTestId('create-downline-username').fill(username);
  await form.getByTestId('create-downline-password').fill(password);
  await form.getByTestId('create-downline-confirm').fill(password);
  await form.getByTestId('create-downline-age').check();
  await form.getByTestId('create-downline-submit').click();
  await expect(form.getByTestId('create-downline-created')).toContainText(username);
};

test('an agent registers a sub-agent and a member in registerCenter and finds them in its team; the sub-agent does not see the member', async ({
  page,
  browser,
}, testInfo) => {
  // Two logins, four forms and six full-page pictures: longer than one page's default budget.
  test.setTimeout(240_000);
  const password = 'Sorte2026x';
  const subAgent = uniqueUsername();
  const player = uniqueUsername();

  await page.setViewportSize(DESKTOP_VIEWPORT);
  await agentLogin(page, DEMO.agent.username, DEMO.agent.password);
  await expect(page.getByTestId('team-summary')).toBeVisible();
  await screenshotsAtWidths(page, testInfo, 'agent-home');
  await page.getByTestId('agent-register-center-link').click();
  await expect(page).toHaveURL(/\/agentHome\/registerCenter$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Central de cadastro' })).toBeVisible();

  // A sub-agent first (agente1 is a master agent: its policy offers sub-agent types).
  const form = page.getByTestId('create-downline');
  await form.getByRole('tab', { name: 'Subagente' }).click();
  await form.getByRole('radio', { name: 'Agente', exact: true }).check();
  await registerDirectly(page, subAgent, password);
  // Then a member.
  await form.getByRole('tab', { name: 'Membro' }).click();
  await registerDirectly(page, player, password);

  // A labelled invitation link with its QR code.
  await page.getByTestId('invitation-label').fill('Instagram');
  await page.getByTestId('invitation-add').click();
  const link = page.getByTestId('invitation').filter({ hasText: 'Instagram' });
  await expect(link.getByTestId('invitation-code')).toHaveText(/^[A-Z2-9]{10}$/u);
  await expect(link.getByRole('img', { name: 'QR code do link Instagram' })).toBeVisible();
  await expect(link.getByTestId('invitation-link')).toContainText('/register?referralCode=');
  await screenshotsAtWidths(page, testInfo, 'register-center');

  // The confirmation leads to the member in team management.
  await form.getByRole('link', { name: 'Ver na equipe' }).click();
  await expect(page).toHaveURL(/\/agentHome\/downlineManagmentView\?search=/u);
  await expect(page.getByRole('heading', { level: 1, name: 'Gestão da equipe' })).toBeVisible();
  const rows = page.getByTestId('downline-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId('downline-account')).toHaveText(player);
  await rows.first().getByRole('button').click();
  const detail = page.getByTestId('downline-detail');
  await expect(detail.getByRole('heading', { name: player })).toBeVisible();
  await expect(detail.getByTestId('downline-detail-balance')).toHaveText(/^R\$\s0,00$/u);
  await screenshotsAtWidths(page, testInfo, 'downline-management');

  // Direct downlines hold both new accounts.
  await page.getByTestId('downline-search').fill('');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('tab', { name: 'Diretos' }).click();
  await expect(page.getByTestId('downline-account').filter({ hasText: subAgent })).toBeVisible();
  await expect(page.getByTestId('downline-account').filter({ hasText: player })).toBeVisible();

  // The detail's transfer entry opens the transfer with the account filled in.
  await detail.getByTestId('downline-transfer-link').click();
  await expect(page).toHaveURL(/\/agentHome\/transfer\?account=/u);
  await expect(page.getByLabel('Conta do destinatário')).toHaveValue(player);

  // The sub-agent, in a browser of its own, sees an empty team and cannot find the member.
  const other = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const second = await other.newPage();
  await second.setViewportSize(DESKTOP_VIEWPORT);
  await agentLogin(second, subAgent, password);
  await second.getByTestId('agent-downlines-link').click();
  await expect(second.getByRole('heading', { name: 'Sua equipe ainda está vazia' })).toBeVisible();
  await second.getByTestId('downline-search').fill(player);
  await second.getByRole('button', { name: 'Buscar' }).click();
  await expect(second.getByRole('heading', { name: 'Nenhuma conta encontrada' })).toBeVisible();
  await expect(second.getByTestId('downline-row')).toHaveCount(0);
  await screenshotsAtWidths(second, testInfo, 'downline-management-empty');
  await other.close();
});
