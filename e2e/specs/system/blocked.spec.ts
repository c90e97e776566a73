import { expect, test } from '@playwright/test';
import { fetchStatus } from '../../support';

test('a blocked region sees title, its IP address, info and customer service', async ({ page, request }) => {
  const status = await fetchStatus(request);
  expect(status.status).toBe(2);

  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acesso indisponível na sua região');
  await expect(page.getByTestId('blocked-ip')).toHaveText(`Seu endereço IP: ${status.location.ip}`);
  await expect(page.getByTestId('blocked-info')).toHaveText(status.regionRestriction.info);
  await expect(page.getByRole('button', { name: 'Falar com o atendimento' })).toBeVisible();
  await expect(page.getByTestId('header-login')).toHaveCount(0);
});
