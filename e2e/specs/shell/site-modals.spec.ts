import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, loginWithPassword } from '../../accounts-support';

/** Closes an open overlay with Escape, as a keyboard user does, and checks it is gone. */
const closeWithEscape = async (page: Page, overlay: Locator) => {
  await expect(overlay).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
};

test('the spec’s overlays and banner groups open over the page on a phone and close with Escape', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');

  // The notice modal: a ticker item opens its notice over home.
  await page.getByTestId('notice-ticker').getByRole('link').first().click();
  const notice = page.getByTestId('notice-modal');
  await expect(notice.getByRole('link', { name: 'Ver todos os avisos' })).toHaveAttribute(
    'href',
    /^\/announce\?id=/,
  );
  await closeWithEscape(page, notice);
  await expect(page).toHaveURL(/\/$/);

  // The side menu's banner (w_leftmenu), then the partners and help-centre modals from it.
  const drawer = page.getByRole('dialog', { name: 'Menu principal' });
  await page.getByTestId('menu-button').click();
  await expect(drawer.getByTestId('banner-w_leftmenu')).toHaveAttribute('href', '/missions');
  await drawer.getByRole('button', { name: 'Parceiros' }).click();
  const partners = page.getByTestId('partners-modal');
  await expect(partners.getByRole('link').first()).toHaveAttribute('href', /\?vassalage=/);
  await closeWithEscape(page, partners);

  await page.getByTestId('menu-button').click();
  await drawer.getByRole('button', { name: 'Ajuda' }).click();
  const help = page.getByTestId('help-modal');
  await expect(help.getByRole('link', { name: 'Abrir a central de ajuda' })).toBeVisible();
  await closeWithEscape(page, help);

  // The registration and login popups with their banners (w_register, w_login).
  await page.getByTestId('header-register').click();
  const register = page.getByTestId('register-modal');
  await expect(register.getByTestId('banner-w_register').getByRole('img')).toBeVisible();
  await closeWithEscape(page, register);

  await page.getByTestId('header-login').click();
  await expect(page.getByTestId('login-modal').getByTestId('banner-w_login').getByRole('img')).toBeVisible();
  await loginWithPassword(page, DEMO.member.username, DEMO.member.password);
  // The successful-login modal.
  await closeWithEscape(page, page.getByTestId('login-success-modal'));

  // The member centre over the current page, from the account menu.
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Minha conta' }).click();
  const memberCentre = page.getByTestId('member-centre-overlay');
  await expect(memberCentre.getByTestId('member-menu').getByRole('link').first()).toBeVisible();
  await closeWithEscape(page, memberCentre);
  await expect(page).toHaveURL(/\/$/);
});

test('the agent centre opens over the page on a phone from an agent’s account menu and closes with Escape', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/agent');
  await loginWithPassword(page, DEMO.agent.username, DEMO.agent.password);
  await closeWithEscape(page, page.getByTestId('login-success-modal'));
  await page.goto('/');

  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Central do agente' }).click();
  const agentCentre = page.getByTestId('agent-centre-overlay');
  await expect(agentCentre.getByRole('link', { name: 'Abrir a central do agente' })).toHaveAttribute(
    'href',
    '/agentHome',
  );
  await closeWithEscape(page, agentCentre);
  await expect(page).toHaveURL(/\/$/);
});
