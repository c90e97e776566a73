import { expect, test, type Page } from '@playwright/test';
import { signInAsFunded } from '../../accounts-support';
import { screenshotsAtWidths } from '../../support';

// The points mall: a demo member with points (the demo seed gives jogador3 5.000) converts some
// into balance after the confirmation and the payment password, and the header balance rises.
test.describe.configure({ timeout: 120_000 });

/** The header's balance in centavos (R$ 1.234,56 → 123456). */
const headerBalance = async (page: Page): Promise<number> => {
  const text = (await page.getByTestId('header-balance-amount').textContent()) ?? '';
  return Number(text.replace(/\D/gu, ''));
};

test('a member converts points to balance and sees the header balance rise', async ({ page }, testInfo) => {
  await signInAsFunded(page);

  await page.getByTestId('side-menu').getByRole('link', { name: 'Loja de pontos' }).click();
  await expect(page).toHaveURL(/\/pointMall$/u);
  await expect(page.getByRole('heading', { level: 1, name: 'Loja de pontos' })).toBeVisible();
  const points = page.getByTestId('points-balance');
  await expect(points).toHaveText(/^\d+$/u);
  const pointsBefore = Number(await points.textContent());
  expect(pointsBefore).toBeGreaterThanOrEqual(500);
  await expect(page.getByTestId('points-catalogue').getByRole('listitem')).toHaveCount(3);
  await screenshotsAtWidths(page, testInfo, 'point-mall');

  await expect(page.getByTestId('header-balance-amount')).toHaveText(/R\$/u);
  const cashBefore = await headerBalance(page);
  await page.getByTestId('points-choose-cash').click();
  await page.getByLabel('Pontos a converter').fill('500');
  await expect(page.getByText(/Você recebe R\$\s5,00/u)).toBeVisible();
  await page.getByLabel('Senha de pagamento').fill('135790');
  await page.getByTestId('points-review').click();
  await expect(page.getByText(/Converter 500 pontos em R\$\s5,00 de saldo\?/u)).toBeVisible();
  await screenshotsAtWidths(page, testInfo, 'point-mall-confirm');
  await page.getByTestId('points-confirm').click();
  await expect(page.getByTestId('points-result')).toContainText('R$');
  await expect(points).toHaveText(String(pointsBefore - 500));
  await expect.poll(() => headerBalance(page)).toBe(cashBefore + 500);

  await page.getByRole('tab', { name: 'Histórico' }).click();
  const redeems = page.getByTestId('points-redeems');
  await expect(redeems.getByRole('listitem').first()).toContainText('Aprovado');
  await expect(page.getByTestId('points-movements').getByRole('listitem').first()).toContainText('−500');
  await screenshotsAtWidths(page, testInfo, 'point-mall-history');
});
