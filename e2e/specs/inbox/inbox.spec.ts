import { expect, test } from '@playwright/test';
import { registerMember } from '../../accounts-support';
import { chargeReference, payInSandbox } from '../../payments-support';
import { screenshotsAtWidths } from '../../support';

test.use({ viewport: { width: 1440, height: 900 } });

test('a credited deposit arrives as a message: the badge shows, opening it clears the badge', async ({
  page,
  context,
  request,
}, testInfo) => {
  await registerMember(page, request);
  const accountButton = page.getByTestId('account-menu');
  await expect(accountButton.getByTestId('unread-badge')).toHaveCount(0);

  await page.goto('/member?tab=depositv2');
  await page.getByRole('button', { name: 'R$ 20,00' }).click();
  await page.getByTestId('deposit-review').click();
  await page.getByTestId('deposit-confirm').click();
  await payInSandbox(context, await chargeReference(page));
  await expect(page.getByRole('heading', { name: 'Depósito confirmado' })).toBeVisible();

  // Without a reload: the page that saw the deposit paid asks for the count again.
  await expect(accountButton.getByTestId('unread-badge')).toHaveText(/^1/u);
  await accountButton.click();
  const menuEntry = page.getByTestId('menu-messages');
  await expect(menuEntry).toContainText('Mensagens');
  await expect(menuEntry.getByTestId('unread-badge')).toContainText('1');
  await menuEntry.click();

  await expect(page.getByRole('heading', { name: 'Mensagens', level: 1 })).toBeVisible();
  const message = page.getByTestId('inbox-item');
  await expect(message).toHaveCount(1);
  await expect(message).toHaveAttribute('data-read', 'false');
  await expect(message).toContainText('Depósito creditado');
  await screenshotsAtWidths(page, testInfo, 'inbox-unread');

  await message.getByRole('button', { expanded: false }).click();
  await expect(message).toContainText(/Seu depósito de R\$\s20,00 \(ref\. D[0-9A-F]{12}\) foi confirmado/u);
  await expect(message).toHaveAttribute('data-read', 'true');
  await expect(accountButton.getByTestId('unread-badge')).toHaveCount(0);
  await expect(page.getByText('Tudo lido')).toBeVisible();
  await screenshotsAtWidths(page, testInfo, 'inbox-open');
});
