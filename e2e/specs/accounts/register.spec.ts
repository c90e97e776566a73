import { expect, test, type Page } from '@playwright/test';
import {
  forgetBrowserSession,
  generateCpf,
  readSmsCode,
  sendSmsCode,
  sessionCookie,
  uniqueMobile,
  uniqueUsername,
} from '../../accounts-support';

const PASSWORD = 'Sorte2026x';

const fillProfile = async (form: ReturnType<Page['getByTestId']>) => {
  await form.getByLabel('Nome completo').fill('Ana Teste Silva');
  await form.getByLabel('CPF').fill(generateCpf());
};

test('registers in username mode, lands logged in and is led to the deposit page', async ({
  page,
  request,
}) => {
  const username = uniqueUsername();
  const mobile = uniqueMobile();
  await page.goto('/register');
  const modal = page.getByTestId('register-modal');
  await expect(modal).toBeVisible();
  await modal.getByRole('tab', { name: 'Com usuário' }).click();
  const form = page.getByTestId('register-form-username');

  // Submitting empty shows every message under its field and keeps the visitor on the form.
  await form.getByTestId('register-submit').click();
  await expect(form.getByText('O campo não pode ficar vazio').first()).toBeVisible();
  await expect(form.getByText('Confirme que você tem 18 anos ou mais')).toBeVisible();

  await form.getByLabel('Usuário').fill(username);
  await form.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirmar senha').fill('Outra2026x');
  await form.getByLabel('Confirmar senha').blur();
  await expect(form.getByText('A confirmação da senha não confere.')).toBeVisible();
  await form.getByLabel('Confirmar senha').fill(PASSWORD);
  await fillProfile(form);
  await form.getByLabel('Celular').fill(mobile);
  await form.getByTestId('sms-send').click();
  await expect(form.getByTestId('sms-send')).toBeDisabled();
  await expect(form.getByTestId('sms-send')).toContainText(/Reenviar em \d+ s/);
  await form.getByLabel('Código SMS').fill(await readSmsCode(request, mobile));
  await form.getByTestId('register-terms').check();
  await form.getByTestId('register-submit').click();

  const welcome = page.getByTestId('after-register-modal');
  await expect(welcome).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  // The session lives in the HttpOnly cookie; the page's scripts keep no token.
  expect(await sessionCookie(page)).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await welcome.getByTestId('after-register-deposit').click();
  await expect(page).toHaveURL(/\/member\?tab=depositv2$/);
});

test('registers in mobile mode (the default) with the SMS code', async ({ page, request }) => {
  const mobile = uniqueMobile();
  await page.goto('/register');
  const form = page.getByTestId('register-form-mobile');
  await expect(form).toBeVisible();

  // The code is only sent for a valid number.
  await form.getByLabel('Celular').fill('123');
  await form.getByTestId('sms-send').click();
  await expect(form.getByText('Informe um número de celular válido')).toBeVisible();

  await form.getByLabel('Celular').fill(mobile);
  const code = await sendSmsCode(request, form.getByTestId('sms-send'), mobile);
  await expect(form.getByTestId('sms-send')).toBeDisabled();
  await form.getByLabel('Código SMS').fill(code);
  await form.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirmar senha').fill(PASSWORD);
  await fillProfile(form);

  // Terms not ticked: the submit is refused with the message under the box.
  await form.getByTestId('register-submit').click();
  await expect(form.getByText('Confirme que você tem 18 anos ou mais')).toBeVisible();
  await expect(page.getByTestId('after-register-modal')).toHaveCount(0);

  await form.getByTestId('register-terms').check();
  await form.getByTestId('register-submit').click();
  await expect(page.getByTestId('after-register-modal')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toBeVisible();
});

test('a duplicate CPF is reported under the CPF field by the server', async ({ page, request }) => {
  const cpf = generateCpf();
  const register = async (mobile: string) => {
    await page.goto('/register');
    const form = page.getByTestId('register-form-mobile');
    await form.getByLabel('Celular').fill(mobile);
    await form
      .getByLabel('Código SMS')
      .fill(await sendSmsCode(request, form.getByTestId('sms-send'), mobile));
    await form.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirmar senha').fill(PASSWORD);
    await form.getByLabel('Nome completo').fill('Bruno Teste Souza');
    await form.getByLabel('CPF').fill(cpf);
    await form.getByTestId('register-terms').check();
    await form.getByTestId('register-submit').click();
    return form;
  };
  await register(uniqueMobile());
  await expect(page.getByTestId('after-register-modal')).toBeVisible();
  await forgetBrowserSession(page);

  const form = await register(uniqueMobile());
  await expect(
    form.getByText('Este CPF já está cadastrado. Cada pessoa pode ter apenas uma conta.'),
  ).toBeVisible();
  await expect(form.getByLabel('CPF')).toHaveAttribute('aria-invalid', 'true');
});
