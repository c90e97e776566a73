import { expect, test } from '@playwright/test';
import { registerMember } from '../../accounts-support';
import { operatorApi, operatorToken } from '../../payments-support';
import { screenshotsAtWidths } from '../../support';

/**
 * The prize wheel on the OPEN profile (docs/lucky-draws.md): an operator sets a wheel up and grants
 * a ticket, the member follows the side menu to the wheel, spins, the prize arrives in the header
 * balance, and after rotating the seed the draw verifies against the revealed seed.
 */
test('a member spins the prize wheel with a granted ticket, gets the prize and verifies the draw', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { username } = await registerMember(page, request);
  const header = page.getByTestId('header-balance-amount');
  await expect(header).toHaveText('R$ 0,00');

  const operator = operatorApi(request, await operatorToken(request));
  const code = `WHEEL-${Date.now()}`;
  await operator.post('/ops/lucky-draws', {
    code,
    kind: 'PRIZE_WHEEL',
    names: { PT: 'Roda da sorte de dezembro', EN: 'December prize wheel', CN: '十二月幸运转盘' },
    // The newest wheel running is the one members see.
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    endsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    rules: { depositPerTicket: 5_000, turnoverPerTicket: 20_000, maxPerDay: 3 },
    ticketDays: 7,
    segments: [
      { prize: { type: 'CASH', amount: 200 }, weight: 30 },
      { prize: { type: 'CASH', amount: 500 }, weight: 25 },
      { prize: { type: 'CASH', amount: 100 }, weight: 20 },
      { prize: { type: 'CASH', amount: 1_000 }, weight: 12 },
      { prize: { type: 'CASH', amount: 300 }, weight: 10 },
      { prize: { type: 'CASH', amount: 5_000 }, weight: 3 },
    ],
  });
  expect(
    await operator.post('/ops/lucky-draws/grant', { code, account: username, count: 1, reason: 'welcome' }),
  ).toEqual({
    granted: 1,
  });

  // The site learns which games are open when a page loads (lib/lucky-draws.ts): the wheel was
  // opened after this page loaded, so the member comes back to find it.
  await page.reload();
  await page.getByTestId('side-menu').getByRole('link', { name: 'Roda da sorte' }).first().click();
  await expect(page).toHaveURL(/\/prizeWheel$/);
  await expect(page.getByText('Roda da sorte de dezembro')).toBeVisible();
  await expect(page.getByTestId('lucky-tickets')).toContainText('1 bilhete');
  const committed = (await page.getByTestId('lucky-seed-hash').textContent())!;
  expect(committed).toMatch(/^[0-9a-f]{64}$/);
  await screenshotsAtWidths(page, testInfo, 'prize-wheel-ready');

  await page.getByTestId('lucky-open').click();
  const result = page.getByTestId('lucky-result');
  await expect(result).toContainText('Você ganhou', { timeout: 30_000 });
  const won = (await result.textContent())!.match(/R\$\s?[\d.,]+/u)![0]!.replace(/\s/gu, ' ');
  await expect(header).toHaveText(won.replace(' ', '\u00a0'));
  await expect(page.getByTestId('lucky-open')).toHaveText('Sem bilhetes agora');
  await expect(page.getByTestId('lucky-history-row')).toHaveCount(1);
  await screenshotsAtWidths(page, testInfo, 'prize-wheel-won');

  await page.getByRole('button', { name: 'Trocar semente e revelar' }).click();
  await expect(page.getByTestId('lucky-revealed-seed')).toHaveCount(1);
  await expect(page.getByTestId('lucky-seed-hash')).not.toHaveText(committed);
  await page.getByTestId('lucky-history-row').getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByTestId('lucky-verify-result')).toHaveText('Conferido: o sorteio dá o mesmo prêmio.');
  await screenshotsAtWidths(page, testInfo, 'prize-wheel-verified');
});
