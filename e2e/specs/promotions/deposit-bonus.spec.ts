import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { registerMember } from '../../accounts-support';
import { chargeReference, operatorApi, operatorToken, payInSandbox } from '../../payments-support';
import { openFirstSlot, screenshotsAtWidths, spinSlotOnce } from '../../support';

// A deposit promotion with wagering (docs/promotions.md, OPEN profile): a member deposits by PIX,
// the match lands in the BONUS wallet shown apart from cash, slot rounds wager it, it converts to
// cash, and the ledger check stays clean. The promotion is in force only while this member
// deposits (a minimum no other spec's deposit reaches, and switched off after), so no other spec
// meets it.
test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 1440, height: 900 } });

const DAY_MS = 86_400_000;
const DEPOSIT = '98,76';
/** 2 % of R$ 98,76, floored: R$ 1,97 of bonus, wagered once. */
const BONUS = 'R$ 1,97';

test('a deposit match lands as bonus money apart from cash, is wagered on a slot and converts', async ({
  page,
  context,
  request,
}, testInfo) => {
  const operator = operatorApi(request, await operatorToken(request));
  const code = `E2E-DEP-${randomUUID().slice(0, 8).toUpperCase()}`;
  const text = (title: string) => ({ title, summary: `${title}: 2 % do depósito`, terms: '<p>Regras</p>' });
  const promotion = {
    code,
    kind: 'ADVANCE_BONUS',
    entry: 'DEPOSIT',
    period: 'ONCE',
    rewardAmount: 5_000,
    matchPercent: 2,
    minDeposit: 9_876,
    wageringMultiplier: 1,
    maxBetWhileWagering: 0,
    expiryDays: 7,
    startsAt: new Date(Date.now() - DAY_MS).toISOString(),
    endsAt: new Date(Date.now() + DAY_MS).toISOString(),
    image: '',
    texts: { 'pt-BR': text('Depósito turbinado'), en: text('Deposit boost'), zh: text('存款加码') },
  };
  await operator.post('/ops/promotions', promotion);

  try {
    await registerMember(page, request);
    const cash = page.getByTestId('header-balance-amount');
    await expect(cash).toHaveText('R$ 0,00');
    await expect(page.getByTestId('header-bonus-amount')).toHaveCount(0);

    // The promotion is listed with what it pays and the way to take part: a deposit.
    await page.goto('/promotions');
    const card = page.getByTestId('promo-card').filter({ hasText: 'Depósito turbinado' });
    await expect(card.getByTestId('promo-status')).toHaveText('Participar');
    await card.getByRole('link').click();
    await expect(page.getByTestId('promo-conditions')).toContainText('2% do depósito');
    await expect(page.getByTestId('promo-conditions')).toContainText('aposte 1× o bônus');
    await screenshotsAtWidths(page, testInfo, 'deposit-promotion');
    await page.getByTestId('promo-deposit').click();

    await expect(page.getByRole('heading', { name: 'Depositar', level: 1 })).toBeVisible();
    await page.getByLabel('Valor do depósito').fill(DEPOSIT);
    await page.getByTestId('deposit-review').click();
    await page.getByTestId('deposit-confirm').click();
    await payInSandbox(context, await chargeReference(page));
    await expect(page.getByRole('heading', { name: 'Depósito confirmado' })).toBeVisible();
  } finally {
    await operator.post('/ops/promotions', { ...promotion, enabled: false });
  }

  const cash = page.getByTestId('header-balance-amount');
  const bonus = page.getByTestId('header-bonus-amount');
  await page.getByTestId('header-balance-refresh').click();
  await expect(cash).toHaveText(`R$ ${DEPOSIT}`);
  await expect(bonus).toHaveText(`Bônus ${BONUS}`);

  await page.goto('/member?tab=bonusDetails');
  await expect(page.getByTestId('bonus-balance')).toHaveText(BONUS);
  const active = page.getByTestId('bonus-active');
  await expect(active).toContainText(`R$ 0,00 de ${BONUS} apostados`);
  await expect(active).toContainText(code);
  await screenshotsAtWidths(page, testInfo, 'bonus-details-active');

  // Cash is bet first; every slot round counts in full towards the wagering. Spin until it is met.
  const game = await openFirstSlot(page);
  for (let round = 0; round < 12; round += 1) {
    await spinSlotOnce(game, round);
    await page.getByTestId('header-balance-refresh').click();
    await expect(page.getByTestId('header-balance-refresh')).toBeEnabled();
    if ((await bonus.count()) === 0) break;
  }
  await expect(bonus).toHaveCount(0);

  await page.goto('/member?tab=bonusDetails');
  await expect(page.getByTestId('bonus-balance')).toHaveText('R$ 0,00');
  const history = page.getByTestId('bonus-history');
  await expect(history).toContainText(code);
  await expect(history).toContainText('Liberado');
  await expect(history).toContainText(`${BONUS} para o saldo`);
  await screenshotsAtWidths(page, testInfo, 'bonus-details-converted');

  // The ledger's own check, as operators run it: balanced, cached balances right, no negative member.
  const check = (await operator.get('/ops/ledger/check')) as { clean: boolean; problems: unknown[] };
  expect(check).toEqual({ clean: true, problems: [] });
});
