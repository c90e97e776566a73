import { expect, test } from '@playwright/test';
import {
  DEMO,
  dismissWelcome,
  loginWithPassword,
  registerMember,
  signInAsFunded,
} from '../../accounts-support';
import { chargeReference, operatorApi, operatorToken, payInSandbox } from '../../payments-support';

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a member deposits by PIX in the sandbox and sees the balance rise', async ({
    page,
    context,
    request,
  }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await registerMember(page, request);
    const header = page.getByTestId('header-balance-amount');
    await expect(header).toHaveText('R$ 0,00');
    await page.goto('/member?tab=depositv2');
    await expect(page.getByRole('heading', { name: 'Depositar', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'R$ 20,00' }).click();
    await page.getByTestId('deposit-review').click();
    await page.getByTestId('deposit-confirm').click();

    const charge = page.getByTestId('deposit-charge');
    await expect(charge.getByRole('img', { name: 'QR Code do PIX' })).toBeVisible();
    await expect(page.getByTestId('deposit-br-code')).toHaveValue(/^000201010212.*6304[0-9A-F]{4}$/u);
    await expect(page.getByTestId('deposit-countdown')).toContainText(/Expira em \d{2}:\d{2}/u);
    await page.getByTestId('deposit-copy').click();
    await expect(page.getByText('Código copiado! Cole no app do seu banco.')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('deposit-charge-1440.png'), fullPage: true });

    await payInSandbox(context, await chargeReference(page));
    await expect(page.getByRole('heading', { name: 'Depósito confirmado' })).toBeVisible();
    await expect(header).toHaveText('R$ 20,00');
    await expect(page.getByTestId('deposit-history')).toContainText('Pago');
  });

  test('a withdrawal is held, approved through the operator API, paid, and confirmed received', async ({
    page,
    request,
  }, testInfo) => {
    await signInAsFunded(page);
    const header = page.getByTestId('header-balance-amount');
    const before = Number(((await header.textContent()) ?? '').replace(/\D/gu, ''));
    await page.goto('/member?tab=withdraw');

    // The payee: an own-name CPF key (jogador3's CPF), confirmed by the payment password.
    const payee = page.getByTestId('payee-form');
    await payee.getByLabel('Chave PIX').fill('529.982.247-25');
    await payee.getByLabel('Senha de pagamento').fill('135790');
    await payee.getByTestId('payee-save').click();
    await expect(page.getByTestId('payee-summary')).toContainText('***.982.247-**');

    const form = page.getByTestId('withdraw-form');
    await form.getByLabel('Valor do saque').fill('25,00');
    await form.getByLabel('Senha de pagamento').fill('135790');
    await form.getByTestId('withdraw-review').click();
    await page.getByTestId('withdraw-confirm').click();
    const open = page.getByTestId('open-withdrawal');
    await expect(open).toContainText('Em análise');
    await expect(header).toHaveText(
      new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format((before - 2_500) / 100),
    );
    await page.screenshot({ path: testInfo.outputPath('withdraw-pending-1440.png'), fullPage: true });

    const ops = operatorApi(request, await operatorToken(request));
    const queue = (await ops.get('/ops/withdrawals?status=PENDING')).list as Array<{
      id: string;
      memberAccount: string;
    }>;
    const mine = queue.find((item) => item.memberAccount === DEMO.funded.username);
    expect(mine).toBeTruthy();
    await ops.post('/ops/withdrawals/approve', { id: mine!.id });

    const confirmation = page.getByTestId('withdrawal-confirmation');
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText('R$ 25,00');
    await page.screenshot({ path: testInfo.outputPath('withdraw-confirmation-1440.png'), fullPage: true });
    await confirmation.getByTestId('confirm-received').click();
    await expect(confirmation).toBeHidden();
    const history = page.getByTestId('withdraw-history');
    await expect(history).toContainText('Pago');
    await expect(history).toContainText('Recebido');
    expect((await ops.get('/ops/ledger/check')).clean).toBe(true);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('the deposit and withdraw pages fit a 375 px screen', async ({ page }, testInfo) => {
    await page.goto('/login');
    await loginWithPassword(page, DEMO.member.username, DEMO.member.password);
    await dismissWelcome(page);
    await page.goto('/member?tab=depositv2');
    await expect(page.getByTestId('deposit-form')).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'R$ 50,00' }).click();
    await page.getByTestId('deposit-review').click();
    await page.getByTestId('deposit-confirm').click();
    await expect(page.getByTestId('deposit-charge')).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath('deposit-charge-375.png'), fullPage: true });

    await page.goto('/member?tab=withdraw');
    await expect(page.getByTestId('turnover')).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath('withdraw-375.png'), fullPage: true });
  });
});
