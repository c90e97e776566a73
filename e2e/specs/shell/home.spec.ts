import { expect, test } from '@playwright/test';
import { fetchStatus } from '../../support';

test('home renders in Portuguese with header, menu, footer and a ticking clock', async ({
  page,
  request,
}) => {
  const { info } = await fetchStatus(request);
  await page.goto('/');

  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByTestId('header-login')).toHaveText('Entrar');
  await expect(page.getByTestId('header-register')).toHaveText('Cadastrar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Cassino, esportes e loterias em um só lugar',
  );
  await expect(page.getByRole('link', { name: info.brand.logoText })).toBeVisible();
  await expect(page).toHaveTitle(info.brand.name);

  const chips = page.getByTestId('category-chips').getByRole('link');
  await expect(chips).toHaveText([
    'Início',
    'Cassino ao vivo',
    'Slots',
    'Pesca',
    'Esportes',
    'E-sports',
    'Loterias',
    'Jogos de cartas',
    'Exclusivos',
  ]);
  await expect(page.getByRole('heading', { name: 'Os jogos chegam em breve' })).toBeVisible();

  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Promoções' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Ajuda' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Atendimento' })).toBeVisible();

  const footer = page.getByTestId('site-footer');
  await expect(footer.getByRole('link', { name: 'Termos e condições' })).toHaveAttribute(
    'href',
    '/help#term',
  );
  await expect(page.getByTestId('footer-adults-only')).toHaveText(
    'Proibido para menores de 18 anos. Jogue com responsabilidade.',
  );
  await expect(page.getByTestId('footer-operator')).toContainText(info.brand.companyName);
  await expect(page.getByTestId('footer-licence')).toHaveText(info.brand.licence);
  for (const resource of info.resources.filter((entry) => entry.resourceType.startsWith('SOCIAL_'))) {
    await expect(footer.getByRole('link', { name: resource.labelNameEn })).toHaveAttribute(
      'href',
      resource.url,
    );
  }

  const clock = page.getByTestId('clock').locator('time');
  await expect(clock).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  const shown = await clock.textContent();
  await expect(clock).not.toHaveText(shown ?? '');
});

test('the side menu collapses to icons and expands again on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByText('Promoções')).toBeVisible();

  await page.getByRole('button', { name: 'Recolher menu' }).click();
  await expect(menu.getByText('Promoções')).toBeHidden();
  await expect(menu.getByRole('link', { name: 'Promoções' })).toBeVisible();

  await page.getByRole('button', { name: 'Expandir menu' }).click();
  await expect(menu.getByText('Promoções')).toBeVisible();
});

test('a category chip leads to its lobby page', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('category-chips').getByRole('link', { name: 'Cassino ao vivo' }).click();
  await expect(page).toHaveURL(/\/live$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cassino ao vivo');
  await page.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(page).toHaveURL(/\/$/);
});
