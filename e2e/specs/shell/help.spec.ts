import { expect, test } from '@playwright/test';

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
