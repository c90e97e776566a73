import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { encryptPayload } from '../../../packages/contracts/src/payload-crypto';
import {
  DEMO,
  dismissWelcome,
  loginWithPassword,
  registerMember,
  uniqueUsername,
} from '../../accounts-support';
import { chargeReference, operatorApi, operatorToken, payInSandbox } from '../../payments-support';
import { DESKTOP_VIEWPORT, SCREEN_WIDTHS, openFirstSlot, screenshotsAtWidths } from '../../support';

/** A session token from the encrypted login call, for the portal named. */
const apiLogin = async (request: APIRequestContext, username: string, password: string, portal?: string) => {
  const key = (await (await request.get('/wps/system/payloadKey')).json()).value;
  const { header, body } = await encryptPayload(key, {
    type: 'username',
    username,
    password,
    ...(portal ? { portal } : {}),
  });
  const response = await request.post('/wps/session/login', {
    headers: { encryption: header, 'content-type': 'application/json' },
    data: body,
  });
  const answer = await response.json();
  expect(answer.success, JSON.stringify(answer)).toBe(true);
  return answer.value.token as string;
};

const daily = (rate: number) => ({
  type: 'DAILY_SALARY',
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

/** agente1 logs in at the agent portal and closes the greeting. */
const agentLogin = async (page: Page) => {
  await page.goto('/agent');
  await expect(page.getByTestId('login-modal')).toBeVisible({ timeout: 60_000 });
  await loginWithPassword(page, DEMO.agent.username, DEMO.agent.password);
  await expect(page).toHaveURL(/\/agentHome$/);
  await page.getByTestId('login-success-modal').getByRole('button', { name: 'Começar a jogar' }).click();
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
  const ops = operatorApi(request, await operatorToken(request));
  const agentToken = await apiLogin(request, DEMO.agent.username, DEMO.agent.password, 'agent');
  const agent = operatorApi(request, agentToken);
  const top = await ops.post('/ops/agent/contracts/offer', {
    requestId: randomUUID(),
    account: DEMO.agent.username,
    terms: daily(150),
  });
  await agent.post('/wps/relay/processDailySalContract', { contractId: top.contract.id, action: 'ACCEPT' });
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
  await agentLogin(agentPage);
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
  await expect(popup).toBeVisible({ timeout: 15_000 });
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
  await expect(popup).toBeVisible({ timeout: 15_000 });
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

test('a member of agente1 accepts a real-time salary, plays, and the settled window pays agente1 its difference; a sibling agent sees none of it', async ({
  page,
  context,
  browser,
  request,
}, testInfo) => {
  // The window the bets fall in is settled a minute after it ends (docs/agents.md, "Settlement
  // jobs"): up to six minutes of waiting, which no clock trick shortens on a real server.
  test.setTimeout(660_000);
  const ops = operatorApi(request, await operatorToken(request));
  const agentToken = await apiLogin(request, DEMO.agent.username, DEMO.agent.password, 'agent');
  const agent = operatorApi(request, agentToken);
  const top = await ops.post('/ops/agent/contracts/offer', {
    requestId: randomUUID(),
    account: DEMO.agent.username,
    terms: {
      type: 'REALTIME_SALARY',
      realtimeSalary: { profitRate: 300, lossRate: 300, minimumSingleBet: 10 },
    },
  });
  await agent.post('/wps/relay/MCSFE_processRealTimeSalaryContract', {
    contractId: top.contract.id,
    action: 'ACCEPT',
  });

  // A player joins through agente1's invitation code and deposits R$ 20,00 by PIX.
  const player = await registerMember(page, request, { referralCode: 'SORTE001' });
  await page.goto('/member?tab=depositv2');
  await page.getByRole('button', { name: 'R$ 20,00' }).click();
  await page.getByTestId('deposit-review').click();
  await page.getByTestId('deposit-confirm').click();
  await payInSandbox(context, await chargeReference(page));
  await expect(page.getByTestId('header-balance-amount')).toHaveText('R$ 20,00', { timeout: 15_000 });

  // agente1 offers the player 1 % on won and lost bets from R$ 0,10.
  const agentContext = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
  const agentPage = await agentContext.newPage();
  await agentLogin(agentPage);
  await agentPage.goto(`/agentHome/downlineManagmentView?search=${player.username}`);
  await agentPage
    .getByTestId('downline-row')
    .filter({ hasText: player.username })
    .getByRole('button')
    .first()
    .click();
  const detail = agentPage.getByTestId('downline-detail');
  await detail.getByTestId('offer-contract').click();
  const dialog = agentPage.getByTestId('offer-dialog');
  await dialog.getByLabel('Salário em tempo real').check();
  await dialog.getByLabel('Taxa sobre apostas ganhas pelo jogador (%)').fill('1');
  await dialog.getByLabel('Taxa sobre apostas perdidas pelo jogador (%)').fill('1');
  await dialog.getByLabel('Aposta única mínima').fill('0,10');
  await dialog.getByTestId('offer-review-button').click();
  await dialog.getByTestId('offer-send').click();
  await expect(dialog).toBeHidden();
  await expect(detail.getByTestId('contract-card')).toHaveAttribute('data-contract-status', 'OFFERED');

  // The player accepts in the popup, then plays five spins.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  const popup = page.getByTestId('contract-popup');
  await expect(popup).toBeVisible({ timeout: 15_000 });
  await expect(popup).toContainText('salário em tempo real');
  await popup.getByTestId('contract-accept').click();
  await expect(popup).toBeHidden();
  const agentBefore = (await agent.get('/wps/v2/wallets/balance')).balance as number;
  await page.goto('/rng');
  const game = await openFirstSlot(page, page.getByTestId('lobby-grid'));
  const history = game.getByRole('region', { name: 'Últimas rodadas' });
  for (let spin = 1; spin <= 5; spin += 1) {
    await game.getByRole('button', { name: 'Girar' }).click();
    await expect(history.getByRole('row')).toHaveCount(spin + 1, { timeout: 15_000 });
  }
  // What agente1 is owed, from the rounds as the game shows them: 3 % − 1 % = 2 % of each stake,
  // won or lost (a push, paid back exactly, earns nothing), rounded down once for the window.
  const centavos = (text: string | null) => Number((text ?? '').replace(/\D/gu, ''));
  let earningStakes = 0;
  for (const row of (await history.getByRole('row').all()).slice(1)) {
    const [bet, win] = await Promise.all([
      row.getByRole('cell').nth(1).textContent(),
      row.getByRole('cell').nth(2).textContent(),
    ]);
    if (centavos(win) !== centavos(bet)) earningStakes += centavos(bet);
  }

  // Once the window is settled, agente1's real-time record shows it, and its balance rose by it.
  // Polled until every window the spins fell in is paid: the lines' valid bet is that of the
  // bets they paid on, so it reaches the earning stakes once the last window is settled.
  type Settlements = {
    list: Array<{ amount: number; state: string }>;
    totals: { amount: number; validBet: number };
  };
  const settled = async () =>
    (await agent.get(
      '/wps/agent/contracts/settlements?type=REALTIME_SALARY&nonZero=true&pageSize=50',
    )) as Settlements;
  await expect
    .poll(async () => (await settled()).totals.validBet, { timeout: 480_000, intervals: [10_000] })
    .toBe(earningStakes);
  const { list, totals } = await settled();
  expect(list.every((line) => line.state === 'PAID' && line.amount > 0)).toBe(true);
  // Each window is rounded down on its own: one or two windows, at most a centavo apart.
  const owed = Math.floor((earningStakes * 200) / 10_000);
  expect(totals.amount).toBeGreaterThanOrEqual(owed - (list.length - 1));
  expect(totals.amount).toBeLessThanOrEqual(owed);
  expect((await agent.get('/wps/v2/wallets/balance')).balance).toBe(agentBefore + totals.amount);
  await agentPage.goto('/agentHome');
  await agentPage.getByTestId('agent-records-agentRealtimeSalary').click();
  await expect(agentPage.getByTestId('report-row')).toHaveCount(list.length);
  const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  await expect(agentPage.getByTestId('report-total')).toContainText(brl.format(totals.amount / 100));
  await agentPage.getByTestId('settlement-open').first().click();
  await expect(agentPage.getByRole('dialog')).toContainText(player.username);
  await screenshotsAtWidths(agentPage, testInfo, 'realtime-salary-record');
  await agentContext.close();

  // A sub-agent beside the player (another branch of agente1) sees neither the player nor the pay.
  const sibling = uniqueUsername();
  const key = (await (await request.get('/wps/system/payloadKey')).json()).value;
  const created = await encryptPayload(key, {
    kind: 'AGENT',
    agentType: 2,
    username: sibling,
    password: 'Sorte2026x',
    confirmPassword: 'Sorte2026x',
    ageConfirmed: true,
  });
  const made = await request.post('/wps/agent/downline', {
    headers: { authorization: agentToken, encryption: created.header, 'content-type': 'application/json' },
    data: created.body,
  });
  expect(made.ok(), await made.text()).toBe(true);
  const siblingApi = operatorApi(request, await apiLogin(request, sibling, 'Sorte2026x', 'agent'));
  expect((await siblingApi.get('/wps/agent/contracts/settlements?type=REALTIME_SALARY')).list).toEqual([]);
  const siblingPage = await (await browser.newContext({ viewport: DESKTOP_VIEWPORT })).newPage();
  await siblingPage.goto('/agent');
  await expect(siblingPage.getByTestId('login-modal')).toBeVisible({ timeout: 60_000 });
  await loginWithPassword(siblingPage, sibling, 'Sorte2026x');
  await expect(siblingPage).toHaveURL(/\/agentHome$/);
  await siblingPage.goto('/agentHome/agentRealtimeSalary');
  await expect(siblingPage.getByRole('heading', { name: 'Nada neste período' })).toBeVisible();
  await siblingPage.goto(`/agentHome/downlineManagmentView?search=${player.username}`);
  await expect(siblingPage.getByTestId('downline-row')).toHaveCount(0);
});
