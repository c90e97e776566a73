import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { encryptPayload } from '../../../packages/contracts/src/payload-crypto';
import { DEMO, dismissWelcome, loginWithPassword, uniqueUsername } from '../../accounts-support';
import { operatorApi, operatorToken } from '../../payments-support';
import { screenshotsAtWidths } from '../../support';

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

test('an agent offers its new member a daily salary; the member accepts it in the contract popup', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const password = 'Sorte2026x';
  const player = uniqueUsername();

  // The operator starts agente1's chain; agente1 accepts, creates a member and offers it less.
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
  const offered = await agent.post('/wps/relay/processDailySalContract', {
    action: 'OFFER',
    requestId: randomUUID(),
    account: player,
    terms: daily(120),
  });
  expect(offered.contract.status).toBe('OFFERED');

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
  const mine = (list.contracts as Array<{ id: string; status: string }>).find(
    (contract) => contract.id === offered.contract.id,
  );
  expect(mine?.status).toBe('ACTIVE');
});
