import { expect, test } from '@playwright/test';
import { generateCpf, uniqueDigits } from '../../accounts-support';

type OutboxRow = { body: string };

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

test('registers on a phone with a Portuguese number, the country chosen from the keyboard', async ({
  page,
  request,
}) => {
  const mobile = `9${uniqueDigits(8)}`;
  await page.goto('/register');
  const form = page.getByTestId('register-form-mobile');
  await expect(form).toBeVisible();

  // Brazil first; nine digits are too few there.
  const trigger = form.getByTestId('country-trigger');
  await expect(trigger).toHaveAccessibleName('Código do país: Brasil +55');
  await expect(trigger.locator('img')).toHaveJSProperty('naturalWidth', 36);
  await form.getByLabel('Celular').fill(mobile);
  await form.getByTestId('sms-send').click();
  await expect(form.getByText('Informe um número de celular válido')).toBeVisible();

  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Código do país' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitemradio').first()).toHaveText('Brasil+55');
  await page.keyboard.type('Portugal');
  await page.keyboard.press('Enter');
  await expect(menu).toHaveCount(0);
  await expect(trigger).toHaveAccessibleName('Código do país: Portugal +351');
  await expect(trigger).toBeFocused();

  await form.getByTestId('sms-send').click();
  await expect(form.getByTestId('sms-send')).toContainText(/Reenviar em \d+ s/);
  let code: string | null = null;
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/outbox.json?to=351${mobile}`);
      code =
        /\b(\d{6})\b/.exec(((await response.json()) as { value: OutboxRow[] }).value[0]?.body ?? '')?.[1] ??
        null;
      return code;
    })
    .not.toBeNull();
  await form.getByLabel('Código SMS').fill(code!);
  await form.getByLabel('Senha', { exact: true }).fill('Sorte2026x');
  await form.getByLabel('Confirmar senha').fill('Sorte2026x');
  await form.getByLabel('Nome completo').fill('Rita Alves Costa');
  await form.getByLabel('CPF').fill(generateCpf());
  await form.getByTestId('register-terms').check();
  await form.getByTestId('register-submit').click();
  await expect(page.getByTestId('after-register-modal')).toBeVisible();
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity)).toBeLessThanOrEqual(
    375,
  );
});
