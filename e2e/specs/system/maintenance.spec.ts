import { expect, test } from '@playwright/test';
import { fetchStatus } from '../../support';

test('maintenance replaces the site with title, info and customer service', async ({ page, request }) => {
  const status = await fetchStatus(request);
  expect(status.status).toBe(1);

  await page.goto('/promotions');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estamos em manutenção');
  await expect(page.getByTestId('maintenance-info')).toHaveText(status.maintenance.info);
  await expect(page.getByTestId('maintenance-end')).toHaveCount(status.maintenance.endTime ? 1 : 0);
  await expect(page.getByTestId('header-login')).toHaveCount(0);

  const customerService = page.getByRole('button', { name: 'Falar com o atendimento' });
  await expect(customerService).toBeVisible();
  // The chat service is outside this test's network: answer for it so the popup's address can be read.
  await page
    .context()
    .route(/^https:\/\/wa\.me\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }),
    );
  const popup = page.waitForEvent('popup');
  await customerService.click();
  const opened = await popup;
  const target = new URL(status.info.customerService[0]?.path ?? '', opened.url());
  expect(opened.url()).toBe(target.href);
});

test('the maintenance page follows the language choice', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Idioma').selectOption('EN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We are under maintenance');
  // The operator's info text comes back from the server in the chosen language too.
  await expect(page.getByTestId('maintenance-info')).toHaveText(
    'We are improving the platform for you. We will be back soon.',
  );
  await expect(page.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
});
