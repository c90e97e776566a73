import { expect, test } from '@playwright/test';
import {
  DEMO,
  dismissWelcome,
  forgetBrowserSession,
  loginWithPassword,
  sendSmsCode,
} from '../../accounts-support';

// Each test comes from an address of its own that the site has never verified.
const fromNewAddress = (octet: number) => ({ extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${octet}` } });

test.describe('from a new address', () => {
  test.use(fromNewAddress(10));

  test('a password login asks a second factor, and the account holder name passes it', async ({ page }) => {
    await page.goto('/login');
    await loginWithPassword(page, DEMO.member.username, DEMO.member.password);
    const step = page.getByTestId('two-factor-step');
    await expect(step).toBeVisible();
    await expect(step).toContainText('+55 ••••• 0002');

    await step.getByText('Nome do titular da conta bancária').click();
    await step.getByLabel('Nome completo do titular').fill('Outra Pessoa');
    await step.getByTestId('two-factor-submit').click();
    await expect(step.getByRole('alert').first()).toContainText('O código de verificação não é válido');

    await step.getByLabel('Nome completo do titular').fill('joão jogador demo');
    await step.getByTestId('two-factor-submit').click();
    await dismissWelcome(page);
  });
});

test.describe('from another new address', () => {
  test.use(fromNewAddress(11));

  test('the SMS code passes the second factor, and the address is then known', async ({ page, request }) => {
    await page.goto('/login');
    await loginWithPassword(page, DEMO.member.username, DEMO.member.password);
    const step = page.getByTestId('two-factor-step');
    const code = await sendSmsCode(request, step.getByTestId('two-factor-send'), DEMO.member.mobile);
    await step.getByLabel('Código de verificação').fill(code);
    await step.getByTestId('two-factor-submit').click();
    await dismissWelcome(page);

    // Verified once, this address logs in without the extra step.
    await forgetBrowserSession(page);
    await page.goto('/login');
    await loginWithPassword(page, DEMO.member.username, DEMO.member.password);
    await dismissWelcome(page);
  });
});
