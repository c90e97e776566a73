import { expect, test } from '@playwright/test';
import { generateCpf, sendSmsCode, uniqueMobile } from '../../accounts-support';
import { chargeReference, operatorApi, operatorToken, payInSandbox } from '../../payments-support';
import { brl, spinSlotOnce } from '../../support';

// The slot's animations as a player who asked for less motion sees them (at most 250 ms a step):
// a spin that wins free spins plays them all before its round closes, which at full length can
// take longer than any wait here. What is tested is the money, not the animation.
test.use({ reducedMotion: 'reduce' });

const centavosOf = (text: string | null) => Number((text ?? '').replace(/\D/gu, ''));

// The product's main promise, as a new player takes it: register by mobile, deposit by PIX, find
// a slot by searching the lobby, play it, withdraw what is left, the operator approves, it is
// paid, and the ledger checks clean. This test stays green.
test('a new player registers, deposits by PIX, plays a slot found by search, and withdraws what is left', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const ops = operatorApi(request, await operatorToken(request));
  // The operator asks 2 % of deposits in bets before a withdrawal (R$ 1,00 of R$ 50,00: one spin).
  const rules = await ops.get('/ops/settings/payments');
  await ops.put('/ops/settings/payments', {
    ...rules,
    turnoverPercent: { ...rules.turnoverPercent, deposit: 2 },
  });
  try {
    // 1. Register by mobile (the default form), with the SMS code from the outbox.
    const mobile = uniqueMobile();
    const cpf = generateCpf();
    await page.goto('/register');
    const form = page.getByTestId('register-form-mobile');
    await form.getByLabel('Celular').fill(mobile);
    await form
      .getByLabel('Código SMS')
      .fill(await sendSmsCode(request, form.getByTestId('sms-send'), mobile));
    await form.getByLabel('Senha', { exact: true }).fill('Sorte2026x');
    await form.getByLabel('Confirmar senha').fill('Sorte2026x');
    await form.getByLabel('Nome completo').fill('Bruna Jornada Souza');
    await form.getByLabel('CPF').fill(cpf);
    await form.getByTestId('register-terms').check();
    await form.getByTestId('register-submit').click();
    const header = page.getByTestId('header-balance-amount');
    await expect(header).toHaveText('R$ 0,00');

    // 2. The after-register modal leads to the deposit page: R$ 50,00 by PIX, paid in the sandbox.
    await page.getByTestId('after-register-deposit').click();
    await expect(page).toHaveURL(/\/member\?tab=depositv2$/u);
    await page.getByRole('button', { name: 'R$ 50,00' }).click();
    await page.getByTestId('deposit-review').click();
    await page.getByTestId('deposit-confirm').click();
    await payInSandbox(context, await chargeReference(page));
    await expect(page.getByRole('heading', { name: 'Depósito confirmado' })).toBeVisible();
    await expect(header).toHaveText('R$ 50,00');

    // 3. Find a slot by searching the lobby, and play one round.
    await page.goto('/rng');
    await page.getByLabel('Buscar jogo pelo nome').fill('Coelho Imperial');
    await expect(page).toHaveURL(/name=Coelho/u);
    const tile = page
      .getByTestId('lobby-grid')
      .getByTestId('game-tile')
      .filter({ hasText: 'Coelho Imperial' })
      .first();
    await tile.getByRole('button', { name: /^Jogar Coelho Imperial/u }).click();
    const game = page.frameLocator('[data-testid="seamless-frame"]');
    await game
      .getByRole('dialog', { name: 'Tabela de pagamentos' })
      .getByRole('button', { name: 'Entendi, jogar' })
      .click();
    await expect(game.getByTestId('balance')).toHaveText('R$ 50,00');
    const history = await spinSlotOnce(game);
    const cells = history.getByRole('row').nth(1).getByRole('cell');
    const [bet, win] = [
      centavosOf(await cells.nth(1).textContent()),
      centavosOf(await cells.nth(2).textContent()),
    ];
    const left = 5_000 - bet + win;
    await expect(header).toHaveText(brl(left));
    await page.screenshot({ path: testInfo.outputPath('journey-slot-1440.png') });

    // 4. Withdraw what is left to the player's own CPF key.
    await page.goto('/member?tab=withdraw');
    await expect(page.getByTestId('turnover-remaining')).toHaveText(/Volume de apostas cumprido/u);
    await page.getByTestId('withdraw-setup-link').click();
    // A new account sets its payment password first, confirmed by the login password.
    const setup = page.getByTestId('payment-password-setup');
    await setup.getByLabel('Senha de acesso').fill('Sorte2026x');
    await setup.getByLabel('Senha de pagamento (6 dígitos)').fill('246810');
    await setup.getByLabel('Confirme a senha de pagamento').fill('246810');
    await setup.getByRole('button', { name: 'Cadastrar senha de pagamento' }).click();
    await expect(page.getByTestId('payment-password-set')).toBeVisible();
    await page.goto('/member?tab=withdraw');
    const payee = page.getByTestId('payee-form');
    await payee.getByLabel('Chave PIX').fill(cpf);
    await payee.getByLabel('Senha de pagamento').fill('246810');
    await payee.getByTestId('payee-save').click();
    const withdraw = page.getByTestId('withdraw-form');
    await withdraw.getByTestId('withdraw-all').click();
    await withdraw.getByLabel('Senha de pagamento').fill('246810');
    await withdraw.getByTestId('withdraw-review').click();
    await page.getByTestId('withdraw-confirm').click();
    await expect(page.getByTestId('open-withdrawal')).toContainText(brl(left));
    await expect(header).toHaveText('R$ 0,00');

    // 5. The operator approves; the sandbox pays; the player confirms it arrived.
    const queue = (await ops.get('/ops/withdrawals?status=PENDING')).list as Array<{
      id: string;
      amount: number;
      pixKey: string;
    }>;
    const asked = queue.find((item) => item.pixKey === cpf);
    expect(asked?.amount).toBe(left);
    await ops.post('/ops/withdrawals/approve', { id: asked!.id });
    const confirmation = page.getByTestId('withdrawal-confirmation');
    await expect(confirmation).toBeVisible();
    await confirmation.getByTestId('confirm-received').click();
    await expect(page.getByTestId('withdraw-history')).toContainText('Pago');
    await page.screenshot({ path: testInfo.outputPath('journey-paid-1440.png'), fullPage: true });

    // 6. Every centavo accounted for.
    expect(await ops.get('/ops/ledger/check')).toEqual({ clean: true, problems: [] });
  } finally {
    await ops.put('/ops/settings/payments', rules);
  }
});
