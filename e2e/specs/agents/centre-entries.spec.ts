import { expect, test, type Page } from '@playwright/test';
import { DEMO, agentLogin } from '../../accounts-support';
import { SCREEN_WIDTHS, fetchStatus } from '../../support';

/**
 * Nothing the agent centre shows leads nowhere (spec section 2: the agent pages, and the portal's
 * deposit, withdraw, messages and customer-service entries): every entry of its menu opens a page
 * that works — its own heading, never a placeholder, a "not found" or a login prompt — and customer
 * service opens the operator's first entry in a window of its own.
 */

/** What each portal entry that leaves the agent pages must open: the member centre's page. */
const MEMBER_PAGES: Record<string, string> = {
  '/member?tab=depositv2': 'Depositar',
  '/member?tab=withdraw': 'Sacar',
  '/member?tab=messageV2': 'Mensagens',
};

const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Menu da central do agente' });

const expectWorkingPage = async (page: Page, href: string) => {
  await expect(page.locator('main#main'), href).toBeVisible();
  for (const deadEnd of ['placeholder-page', 'not-found-page', 'maintenance-view', 'login-modal']) {
    await expect(page.getByTestId(deadEnd), `${href}: ${deadEnd}`).toHaveCount(0);
  }
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading, href).toBeVisible();
  if (MEMBER_PAGES[href]) await expect(heading, href).toHaveText(MEMBER_PAGES[href]);
  else await expect(page.getByRole('link', { name: 'Central do agente' }), href).toBeVisible();
};

test('every entry of the agent centre opens a page that works, on a desk and on a phone', async ({
  page,
  request,
}) => {
  // Two passes over about twenty pages, each a full load.
  test.setTimeout(300_000);
  const status = await fetchStatus(request);
  await page.setViewportSize(SCREEN_WIDTHS[1].viewport);
  await agentLogin(page, DEMO.agent.username, DEMO.agent.password);

  for (const { viewport } of [SCREEN_WIDTHS[1], SCREEN_WIDTHS[0]]) {
    await page.setViewportSize(viewport);
    await page.goto('/agentHome');
    await expect(menuOf(page).getByTestId('agent-overview-link')).toBeVisible();
    const hrefs = await menuOf(page)
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    // The portal's own entries of spec section 2 are there, with the centre's pages.
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/agentHome/agentAnnouncement',
        '/agentHome/agentTeamOverview',
        '/agentHome/registerCenter',
        '/agentHome/downlineManagmentView',
        '/agentHome/personalHistoryCopy',
        '/agentHome/palStatementsAgentCopy',
        '/agentHome/agentRevenueReport',
        '/agentHome/agentDownlineTransactionDetailsCopy',
        ...Object.keys(MEMBER_PAGES),
      ]),
    );
    for (const href of hrefs) {
      await page.goto('/agentHome');
      await menuOf(page).locator(`a[href="${href}"]`).click();
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
      await expectWorkingPage(page, href);
    }
  }

  // Customer service opens the operator's first entry (the chat is outside the test's network:
  // answer for it so the window's address can be read).
  await page.goto('/agentHome');
  const entry = status.info.customerService[0]!;
  await page
    .context()
    .route(new URL(entry.path).origin + '/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }),
    );
  const popup = page.waitForEvent('popup');
  await menuOf(page).getByTestId('agent-customer-service').click();
  expect((await popup).url()).toBe(new URL(entry.path).href);
});
