import { expect, test } from '@playwright/test';
import { registerMember } from '../../accounts-support';
import { operatorApi, operatorToken } from '../../payments-support';
import { screenshotsAtWidths } from '../../support';

/** A 1×1 png: what a phone's screenshot of a receipt would be, only smaller. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a member applies with an image, an operator approves, and the member sees the bonus issued', async ({
  page,
  request,
}, testInfo) => {
  const { username } = await registerMember(page, request);
  const header = page.getByTestId('header-balance-amount');
  await expect(header).toHaveText('R$ 0,00');

  await page.goto('/promotions');
  const card = page.getByTestId('promo-card').filter({ hasText: 'Bônus de boas-vindas R$ 20' });
  await expect(card.getByTestId('promo-status')).toHaveText('Participar');
  await screenshotsAtWidths(page, testInfo, 'promotions-list');
  await card.getByRole('link').click();

  await page.getByTestId('promo-remark').fill('Meu primeiro depósito');
  await expect(page.getByText('21/140')).toBeVisible();
  await page
    .getByTestId('promo-proof-input')
    .setInputFiles({ name: 'recibo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'recibo.png' })).toBeVisible();
  await screenshotsAtWidths(page, testInfo, 'promotions-apply');
  await page.getByTestId('promo-apply').click();
  await page.getByTestId('promo-apply-confirm').click();
  await expect(page.getByTestId('promo-detail').getByTestId('promo-status')).toHaveText('Em análise');

  const operator = operatorApi(request, await operatorToken(request));
  const applying = (await operator.get('/ops/promotions/applications?status=APPLYING&pageSize=100')) as {
    list: Array<{ id: string; account: string; proofCount: number }>;
  };
  const application = applying.list.find((item) => item.account === username);
  expect(application?.proofCount).toBe(1);
  const approved = await operator.post('/ops/promotions/applications/approve', { id: application!.id });
  expect(approved.status).toBe('ISSUED');

  await page.reload();
  await expect(page.getByTestId('promo-detail').getByTestId('promo-status')).toHaveText('Creditada');
  await expect(header).toHaveText('R$ 20,00');
  await screenshotsAtWidths(page, testInfo, 'promotions-issued');
});
