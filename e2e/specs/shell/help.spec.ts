import { expect, test } from '@playwright/test';
import { screenshotsAtWidths } from '../../support';

test('/help#term opens the help centre at the terms', async ({ page }) => {
  await page.goto('/help#term');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Central de ajuda');
  const terms = page.getByTestId('help-section-term');
  await expect(terms.getByRole('heading', { level: 2 })).toHaveText('Termos e condições');
  await expect(terms).toBeInViewport();
  await expect(
    page.getByRole('navigation', { name: 'Tópicos' }).getByRole('link', { name: 'Termos e condições' }),
  ).toHaveAttribute('aria-current', 'location');
});

test('the footer terms link and the topic list lead to their sections', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('site-footer').getByRole('link', { name: 'Termos e condições' }).click();
  await expect(page).toHaveURL(/\/help#term$/);
  await expect(page.getByTestId('help-section-term')).toBeInViewport();

  await page.getByRole('navigation', { name: 'Tópicos' }).getByRole('link', { name: 'Sobre nós' }).click();
  await expect(page).toHaveURL(/\/help#about$/);
  await expect(page.getByTestId('help-section-about')).toBeInViewport();
});

test('the search keeps the topics that hold every word typed, on a phone and a desktop', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/help');
  await page.getByRole('searchbox', { name: 'Buscar na ajuda' }).fill('quanto tempo saque');
  await expect(page.getByTestId('help-section-faq')).toBeVisible();
  await expect(page.getByTestId('help-section-about')).toHaveCount(0);
  await expect(page.getByText(/tópicos? encontrados?/)).toBeVisible();
  await screenshotsAtWidths(page, testInfo, 'help-search');
});
