import { expect, test } from '@playwright/test';

test('an unknown address shows the translated 404 page inside the site', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
  await expect(page.getByTestId('header-login')).toBeVisible();

  await page.getByTestId('not-found-page').getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('home-page')).toBeVisible();
});
