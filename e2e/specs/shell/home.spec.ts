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
  await expect(page.getByRole('link', { name: info.brand.logoText, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(info.brand.name);

  // Spec 2: banners, the notice ticker, the category menu (HOT first and chosen; favourites only
  // when logged in; in-house after the vendor categories) and the winners board.
  await expect(page.getByTestId('banner-carousel')).toBeVisible();
  await expect(page.getByTestId('notice-ticker')).toBeVisible();
  const tabs = page.getByTestId('home-menu').getByRole('tab');
  await expect(tabs.first()).toHaveText('Em alta');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.filter({ hasText: 'Slots' })).toHaveCount(1);
  // Only categories with games a launch opens: the studio has no live tables yet.
  await expect(tabs.filter({ hasText: 'Ao vivo' })).toHaveCount(0);
  await expect(tabs.last()).toHaveText('Exclusivos');
  await expect(tabs.filter({ hasText: 'Favoritos' })).toHaveCount(0);
  await expect(page.getByTestId('winners-board')).toBeVisible();

  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  // The OPEN profile lists the demo promotions, so the menu offers them (docs/promotions.md).
  await expect(menu.getByRole('link', { name: 'Promoções' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Ajuda' })).toBeVisible();
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
  await expect(menu.getByText('Exclusivos')).toBeVisible();

  await page.getByRole('button', { name: 'Recolher menu' }).click();
  await expect(menu.getByText('Exclusivos')).toBeHidden();
  await expect(menu.getByRole('link', { name: 'Exclusivos' })).toBeVisible();

  await page.getByRole('button', { name: 'Expandir menu' }).click();
  await expect(menu.getByText('Exclusivos')).toBeVisible();
});

test('a category of the home menu lists its vendors, each leading to its lobby', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('home-menu').getByRole('tab', { name: 'Slots' }).click();
  const vendor = page.getByTestId('home-vendors').getByRole('link').first();
  await vendor.click();
  await expect(page).toHaveURL(/\/rng\?vassalage=[A-Z]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Slots');
});
