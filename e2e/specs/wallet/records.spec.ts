import { expect, test } from '@playwright/test';
import { DEMO, dismissWelcome, loginWithPassword } from '../../accounts-support';

test('the transaction history of a member with no movements shows the empty state and a next step', async ({
  page,
}) => {
  await page.goto('/login');
  await loginWithPassword(page, DEMO.member.username, DEMO.member.password);
  await dismissWelcome(page);
  await page.goto('/member?tab=transactionHistory');
  await expect(page.getByRole('heading', { level: 1, name: 'Histórico de transações' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Últimos 7 dias' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Nenhuma transação neste período')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fazer um depósito' })).toHaveAttribute(
    'href',
    '/member?tab=depositv2',
  );
});
