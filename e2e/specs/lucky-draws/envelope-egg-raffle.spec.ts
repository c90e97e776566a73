import { expect, test } from '@playwright/test';
import { registerMember } from '../../accounts-support';
import { operatorApi, operatorToken } from '../../payments-support';
import { screenshotsAtWidths } from '../../support';

/**
 * The red envelope, the golden egg and the raffle on the OPEN profile (docs/lucky-draws.md): each
 * granted ticket opened once with its animation, the raffle's entries claimed under the hash
 * published at its opening; no sideways scrolling at 375 and 1440 px.
 */
test('a member opens a red envelope and a golden egg and claims raffle entries', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { username } = await registerMember(page, request);
  const operator = operatorApi(request, await operatorToken(request));
  const stamp = Date.now();
  const window = {
    startsAt: new Date(stamp - 60_000).toISOString(),
    endsAt: new Date(stamp + 30 * 86_400_000).toISOString(),
    rules: { depositPerTicket: 5_000, turnoverPerTicket: null, maxPerDay: 3 },
    ticketDays: 7,
  };
  const segments = [
    { prize: { type: 'POINTS', points: 30 }, weight: 1 },
    { prize: { type: 'POINTS', points: 30 }, weight: 1 },
  ];
  for (const [kind, pt] of [
    ['RED_ENVELOPE', 'Envelope da sorte'],
    ['GOLDEN_EGG', 'Ovo de ouro de Natal'],
  ] as const) {
    const code = `${kind}-${stamp}`;
    await operator.post('/ops/lucky-draws', {
      code,
      kind,
      names: { PT: pt, EN: pt, CN: pt },
      ...window,
      segments,
    });
    await operator.post('/ops/lucky-draws/grant', { code, account: username, count: 1, reason: 'test' });
  }
  const raffle = (await operator.post('/ops/lucky-draws', {
    code: `RAFFLE-${stamp}`,
    kind: 'RAFFLE',
    names: { PT: 'Sorteio de Natal', EN: 'Christmas raffle', CN: '圣诞抽奖' },
    ...window,
    places: [
      { type: 'CASH', amount: 50_000 },
      { type: 'POINTS', points: 500 },
    ],
  })) as { serverSeedHash: string };
  await operator.post('/ops/lucky-draws/grant', {
    code: `RAFFLE-${stamp}`,
    account: username,
    count: 2,
    reason: 'test',
  });

  await page.goto('/redEnvelope');
  await expect(page.getByText('Envelope da sorte')).toBeVisible();
  await page.getByTestId('lucky-open').click();
  await expect(page.getByTestId('lucky-result')).toHaveText('Você ganhou 30 pontos!');
  await screenshotsAtWidths(page, testInfo, 'red-envelope-opened');

  await page.goto('/goldenEgg');
  await expect(page.getByText('Ovo de ouro de Natal')).toBeVisible();
  await screenshotsAtWidths(page, testInfo, 'golden-egg-ready');
  await page.getByTestId('lucky-open').click();
  await expect(page.getByTestId('lucky-result')).toHaveText('Você ganhou 30 pontos!');
  await screenshotsAtWidths(page, testInfo, 'golden-egg-cracked');

  await page.goto('/raffle');
  await expect(page.getByTestId('raffle-hash')).toHaveText(raffle.serverSeedHash);
  await expect(page.getByTestId('raffle-claimable')).toHaveText('2');
  await page.getByTestId('raffle-claim').click();
  await expect(page.getByText('2 participações resgatadas.')).toBeVisible();
  await expect(page.getByTestId('raffle-entries')).toHaveText('2');
  await screenshotsAtWidths(page, testInfo, 'raffle-claimed');
});
