import { expect, test } from '@playwright/test';
import { encryptPayload } from '../../../packages/contracts/src/payload-crypto';
import {
  DEMO,
  agentLogin,
  apiLogin,
  dismissWelcome,
  generateCpf,
  loginWithPassword,
  uniqueUsername,
} from '../../accounts-support';
import { agente1Holds } from '../../agents-support';
import { chargeReference, operatorApi, payInSandbox } from '../../payments-support';
import { DESKTOP_VIEWPORT, openFirstSlot, screenshotsAtWidths, spinSlotOnce } from '../../support';

// The slot's animations as a player who asked for less motion sees them (at most 250 ms a step):
// a spin that wins free spins plays them all before its round closes, which at full length can
// take longer than any wait here. What is tested is the money, not the animation.
test.use({ reducedMotion: 'reduce' });

// Runs on a server and database of its own (the "periods" project of playwright.config.ts), beside
// the other browser tests: most of it is waiting for a real window to close and be settled, and the
// window's pay must hold only this test's bets.
test('agente1 registers a member and offers it a real-time salary; the member accepts in the popup and plays, and the settled window pays agente1 its difference; a sibling agent sees none of it', async ({
  page,
  context,
  browser,
  request,
}, testInfo) => {
  // The window the bets fall in is settled a minute after it ends (docs/agents.md, "Settlement
  // jobs"): up to six minutes of waiting, which no clock trick shortens on a real server.
  test.setTimeout(660_000);
  const { agentToken, agent } = await agente1Holds(request, {
    type: 'REALTIME_SALARY',
    realtimeSalary: { profitRate: 300, lossRate: 300, minimumSingleBet: 10 },
  });

  // agente1 registers the player directly in registerCenter.
  const agentContext = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
  const agentPage = await agentContext.newPage();
  await agentLogin(agentPage, DEMO.agent.username, DEMO.agent.password);
  await agentPage.getByTestId('agent-register-center-link').click();
  const player = { username: uniqueUsername(), password: 'Sorte2026x' };
  const form = agentPage.getByTestId('create-downline');
  await form.getByTestId('create-downline-username').fill(player.username);
  await form.getByTestId('create-downline-password').fill(player.password);
  await form.getByTestId('create-downline-confirm').fill(player.password);
  await form.getByTestId('create-downline-age').check();
  await form.getByTestId('create-downline-submit').click();
  await expect(form.getByTestId('create-downline-created')).toContainText(player.username);

  // The player logs in with the password agente1 gave and deposits R$ 20,00 by PIX (the CPF the
  // deposit asks for once, as agente1's form does not ask for one).
  await page.goto('/login');
  await loginWithPassword(page, player.username, player.password);
  await dismissWelcome(page);
  await page.goto('/member?tab=depositv2');
  await page.getByRole('button', { name: 'R$ 20,00' }).click();
  await page.getByLabel('Seu CPF').fill(generateCpf());
  await page.getByTestId('deposit-review').click();
  await page.getByTestId('deposit-confirm').click();
  await payInSandbox(context, await chargeReference(page));
  await expect(page.getByTestId('header-balance-amount')).toHaveText('R$ 20,00');

  // agente1 offers the player 1 % on won and lost bets from R$ 0,10.
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
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('salário em tempo real');
  await popup.getByTestId('contract-accept').click();
  await expect(popup).toBeHidden();
  const agentBefore = (await agent.get('/wps/v2/wallets/balance')).balance as number;
  await page.goto('/rng');
  const game = await openFirstSlot(page, page.getByTestId('lobby-grid'));
  const history = game.getByRole('region', { name: 'Últimas rodadas' });
  for (let rounds = 0; rounds < 5; rounds += 1) await spinSlotOnce(game, rounds);
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
