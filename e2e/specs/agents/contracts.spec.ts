import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { encryptPayload } from '../../../packages/contracts/src/payload-crypto';
import { DEMO, agentLogin, dismissWelcome, loginWithPassword, uniqueUsername } from '../../accounts-support';
import { agente1Holds } from '../../agents-support';
import { DESKTOP_VIEWPORT, SCREEN_WIDTHS, screenshotsAtWidths } from '../../support';

const daily = (rate: number) => ({
  type: 'DAILY_SALARY' as const,
  dailySalary: {
    tiers: [
      { betAmount: 50_000, activeMembers: 1, rate: Math.floor(rate / 2) },
      { betAmount: 200_000, activeMembers: 2, rate },
    ],
  },
});

/**
 * A dialog at a phone's and a desktop's width, on a screen tall enough to show all of it (a
 * full-page picture would show the page under it, and the dialog scrolled).
 */
const dialogShots = async (page: Page, testInfo: TestInfo, name: string) => {
  for (const { name: width, viewport } of SCREEN_WIDTHS) {
    await page.setViewportSize({ width: viewport.width, height: 1500 });
    // Crossing the phone breakpoint turns the dialog into a sheet and replays its entry animation.
    await page.waitForTimeout(400);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize(DESKTOP_VIEWPORT);
};

test('an agent offers its new member a daily salary from the downline detail; the member accepts it in the contract popup', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const password = 'Sorte2026x';
  const player = uniqueUsername();

  // The operator starts agente1's chain; agente1 accepts and creates a member.
  const { agentToken, agent } = await agente1Holds(request, daily(150));
  const key = (await (await request.get('/wps/system/payloadKey')).json()).value;
  const created = await encryptPayload(key, {
    kind: 'MEMBER',
    username: player,
    password,
    confirmPassword: password,
    ageConfirmed: true,
  });
  const registration = await request.post('/wps/agent/downline', {
    headers: { authorization: agentToken, encryption: created.header, 'content-type': 'application/json' },
    data: created.body,
  });
  expect(registration.ok(), await registration.text()).toBe(true);

  // agente1 opens the member in downlineManagmentView and offers it a daily salary.
  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  await agentPage.setViewportSize(DESKTOP_VIEWPORT);
  await agentLogin(agentPage, DEMO.agent.username, DEMO.agent.password);
  await expect(agentPage.getByTestId('agent-contracts-link')).toBeVisible();
  await agentPage.goto(`/agentHome/downlineManagmentView?search=${player}`);
  await agentPage.getByTestId('downline-row').filter({ hasText: player }).getByRole('button').first().click();
  const detail = agentPage.getByTestId('downline-detail');
  await expect(detail.getByTestId('downline-contracts')).toContainText(
    'Nenhum contrato com este membro ainda.',
  );
  await detail.getByTestId('offer-contract').click();
  const dialog = agentPage.getByTestId('offer-dialog');
  await expect(dialog.getByRole('heading', { name: `Oferecer um contrato a ${player}` })).toBeVisible();
  await dialog.getByLabel('Salário diário').check();
  // agente1's own daily salary (1,50 %) is the ceiling, shown beside the form.
  await dialog.getByTestId('offer-own-terms').locator('summary').click();
  await expect(dialog.getByTestId('offer-own-terms').getByRole('cell', { name: '1,50%' })).toBeVisible();
  const tier = (index: number) => dialog.getByTestId('offer-tier').nth(index);
  await tier(0).getByLabel('Aposta válida da equipe no dia').fill('500');
  await tier(0).getByLabel('Membros ativos').fill('1');
  await tier(0).getByLabel('Taxa (%)').fill('0,6');
  await dialog.getByTestId('offer-add-tier').click();
  await tier(1).getByLabel('Aposta válida da equipe no dia').fill('2000');
  await tier(1).getByLabel('Membros ativos').fill('2');
  // Above agente1's own rate: the server refuses, and says why in the form.
  await tier(1).getByLabel('Taxa (%)').fill('2');
  await dialogShots(agentPage, testInfo, 'contract-offer-form');
  await dialog.getByTestId('offer-review-button').click();
  await expect(dialog.getByTestId('offer-review').getByRole('cell', { name: 'R$ 2.000,00' })).toBeVisible();
  await dialog.getByTestId('offer-send').click();
  await expect(dialog.getByTestId('offer-refused')).toHaveText(
    'A taxa do subordinado não pode ser maior que a sua para este tipo de contrato.',
  );
  await tier(1).getByLabel('Taxa (%)').fill('1,2');
  await dialog.getByTestId('offer-review-button').click();
  await dialog.getByTestId('offer-send').click();
  await expect(dialog).toBeHidden();
  await expect(detail.getByTestId('offer-sent')).toBeVisible();
  const offeredCard = detail.getByTestId('contract-card');
  await expect(offeredCard).toHaveAttribute('data-contract-status', 'OFFERED');
  await expect(offeredCard.getByTestId('contract-action-WITHDRAW')).toBeVisible();
  await expect(offeredCard.getByRole('cell', { name: '1,20%' })).toBeVisible();
  await screenshotsAtWidths(agentPage, testInfo, 'contract-downline-detail');
  await agentContext.close();

  // The member logs in: the popup shows the offer and its tiers.
  await page.goto('/login');
  await loginWithPassword(page, player, password);
  await dismissWelcome(page);
  const popup = page.getByTestId('contract-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('heading', { name: 'Oferta de contrato' })).toBeVisible();
  await expect(popup).toContainText(`${DEMO.agent.username} oferece a você um contrato de salário diário.`);
  await expect(popup.getByRole('cell', { name: '1,20%' })).toBeVisible();
  await screenshotsAtWidths(page, testInfo, 'contract-popup');

  // Closing hides it for the visit; a reload of the same tab does not bring it back.
  await popup.getByRole('button', { name: 'Fechar' }).click();
  await expect(popup).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await expect(page.getByTestId('contract-popup')).toBeHidden();

  // In a new visit it is back; the member accepts and it goes away.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect(popup).toBeVisible();
  await popup.getByTestId('contract-accept').click();
  await expect(popup).toBeHidden();
  const list = await agent.get('/wps/member/contracts');
  const mine = (list.contracts as Array<{ holder: string; status: string }>).find(
    (contract) => contract.holder === player,
  );
  expect(mine?.status).toBe('ACTIVE');

  // The member centre now lists Contracts: the contract in force, with the holder's action.
  await page.goto('/member');
  await page.getByTestId('member-menu').getByRole('link', { name: 'Contratos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contratos' })).toBeVisible();
  const held = page.getByTestId('contract-card');
  await expect(held).toHaveAttribute('data-contract-status', 'ACTIVE');
  await expect(held).toContainText(`Oferecido por ${DEMO.agent.username}`);
  await expect(held.getByTestId('contract-action-REQUEST_TERMINATION')).toBeVisible();
  await screenshotsAtWidths(page, testInfo, 'contract-member-list');
});
