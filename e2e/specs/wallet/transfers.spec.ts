import { expect, test } from '@playwright/test';
import { DEMO, dismissWelcome, loginWithPassword } from '../../accounts-support';
import { DESKTOP_VIEWPORT, screenshotsAtWidths } from '../../support';

test('a member sees the single-wallet panel with the balance, and the account record', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await loginWithPassword(page, DEMO.member.username, DEMO.member.password);
  await dismissWelcome(page);

  await page.goto('/member');
  await page.getByTestId('member-menu').getByRole('link', { name: 'Transferir entre carteiras' }).click();
  await expect(page).toHaveURL(/\/member\?tab=transferFund$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transferir entre carteiras' })).toBeVisible();
  const panel = page.getByTestId('single-wallet-panel');
  await expect(panel.getByRole('heading', { name: 'Uma só carteira para todos os jogos' })).toBeVisible();
  await expect(panel.getByTestId('single-wallet-balance')).toHaveText(/^R\$\s[\d.]+,\d{2}$/u);
  // The same balance as the header shows.
  await expect(panel.getByTestId('single-wallet-balance')).toHaveText(
    (await page.getByTestId('header-balance-amount').textContent()) ?? '',
  );
  await expect(panel.getByRole('link', { name: 'Depositar' })).toHaveAttribute(
    'href',
    '/member?tab=depositv2',
  );
  await screenshotsAtWidths(page, testInfo, 'transfer-fund');

  await page.setViewportSize(DESKTOP_VIEWPORT);
  await panel.getByRole('link', { name: 'Ver extrato da conta' }).click();
  await expect(page).toHaveURL(/\/member\?tab=accountRecord$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Extrato da conta' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Últimos 7 dias' })).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByTestId('account-records-table').or(page.getByText('Nenhuma movimentação neste período')),
  ).toBeVisible();
  await screenshotsAtWidths(page, testInfo, 'account-record');
});

test('an agent opens the downline transfer, confirms once and reads the refusal in Portuguese', async ({
  page,
}, testInfo) => {
  await page.goto('/agent');
  await loginWithPassword(page, DEMO.agent.username, DEMO.agent.password);
  await expect(page).toHaveURL(/\/agentHome$/);
  await page.getByTestId('login-success-modal').getByRole('button', { name: 'Começar a jogar' }).click();

  await page.getByTestId('agent-transfer-link').click();
  await expect(page).toHaveURL(/\/agentHome\/transfer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transferir para a equipe' })).toBeVisible();
  await expect(page.getByText(/Entre R\$\s1,00 e R\$\s50\.000,00 por transferência/u)).toBeVisible();
  await expect(page.getByTestId('downline-balance')).toHaveText(/^R\$\s[\d.]+,\d{2}$/u);
  await screenshotsAtWidths(page, testInfo, 'agent-transfer');

  await page.getByTestId('downline-review').click();
  await expect(page.getByText('Informe a conta do destinatário.')).toBeVisible();

  // A member outside the agent's line: refused before any money or password check.
  await page.getByLabel('Conta do destinatário').fill('naoexiste1');
  await page.getByLabel('Valor').fill('10,00');
  await page.getByLabel('Senha de pagamento').fill('135790');
  await page.getByTestId('downline-review').click();
  await expect(page.getByText(/Enviar R\$\s10,00 para naoexiste1\?/u)).toBeVisible();
  await page.getByTestId('downline-confirm').click();
  await expect(page.getByRole('alert')).toContainText('Esta conta não faz parte da sua equipe.');
  await screenshotsAtWidths(page, testInfo, 'agent-transfer-refused');
});
