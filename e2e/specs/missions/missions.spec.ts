import { expect, test, type Page } from '@playwright/test';
import { registerMember, uniqueDigits } from '../../accounts-support';
import { chargeReference, operatorApi, operatorToken, payInSandbox } from '../../payments-support';
import { openFirstSlot, screenshotsAtWidths, spinSlotOnce } from '../../support';

// The missions page (docs/missions.md) under the OPEN profile: an operator adds a daily mission of
// one round paying a R$ 5,00 bonus, a new member deposits and plays a slot round, the progress job
// (every minute) completes the mission, and the member claims it: the bonus reaches the balance.
test.describe.configure({ timeout: 300_000 });

/** The header's balance in centavos ("R$ 1.234,56" → 123456). */
const headerBalance = async (page: Page): Promise<number> => {
  const text = (await page.getByTestId('header-balance-amount').textContent()) ?? '';
  return Number(text.replace(/[^\d]/gu, ''));
};

test('a member plays a round, the mission completes, and claiming it credits the bonus', async ({
  page,
  context,
  request,
}, testInfo) => {
  const operator = operatorApi(request, await operatorToken(request));
  const code = `E2E-ROUND-${uniqueDigits(8)}`;
  const name = `Jogar 1 rodada ${code.slice(-4)}`;
  await operator.post('/ops/missions', {
    code,
    kind: 'ROUNDS',
    target: 1,
    period: 'DAILY',
    rewardKind: 'BONUS',
    rewardAmount: 500,
    names: { PT: name, EN: `Play 1 round ${code.slice(-4)}`, CN: `玩 1 局 ${code.slice(-4)}` },
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    sort: 0,
  });

  try {
    // A member of their own, so no other test moves the balance this one checks.
    await registerMember(page, request);
    await page.goto('/member?tab=depositv2');
    await page.getByRole('button', { name: 'R$ 20,00' }).click();
    await page.getByTestId('deposit-review').click();
    await page.getByTestId('deposit-confirm').click();
    await payInSandbox(context, await chargeReference(page));
    await expect(page.getByTestId('header-balance-amount')).toHaveText('R$ 20,00');

    await page.goto('/missions');
    const card = page.getByTestId('mission-card').filter({ hasText: name });
    await expect(card.getByTestId('mission-state')).toHaveText('Em andamento');

    const game = await openFirstSlot(page);
    await spinSlotOnce(game);

    // The progress job counts a round a minute or two after it closes.
    await page.goto('/missions');
    await expect(async () => {
      await page.reload();
      await expect(card.getByTestId('mission-state')).toHaveText('Concluída', { timeout: 5_000 });
    }).toPass({ timeout: 240_000, intervals: [10_000] });
    await screenshotsAtWidths(page, testInfo, 'missions-completed');

    const before = await headerBalance(page);
    await card.getByTestId('mission-claim').click();
    await card.getByTestId('mission-claim-confirm').click();
    await expect(card.getByRole('status')).toHaveText('Recompensa resgatada: R$ 5,00 de bônus no seu saldo.');
    await expect(card.getByTestId('mission-state')).toHaveText('Resgatada');
    await expect.poll(() => headerBalance(page)).toBe(before + 500);
    await expect(card.getByTestId('mission-claim')).toHaveCount(0);
    await screenshotsAtWidths(page, testInfo, 'missions-claimed');
  } finally {
    await operator.post('/ops/missions/disable', { code });
  }
});
