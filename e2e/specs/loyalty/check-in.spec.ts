import { expect, test } from '@playwright/test';
import { registerMember } from '../../accounts-support';
import { screenshotsAtWidths } from '../../support';

// The daily check-in (docs/check-in.md) under the OPEN profile: the reward centre shows the 7-day
// strip, the member checks in once, day 1's R$ 1,00 reaches the balance and the button is spent
// for the day; the VIP page shows each level's bonuses.
test.describe.configure({ timeout: 180_000 });

test('a member checks in from the reward centre once a day, and sees the VIP bonuses of each level', async ({
  page,
  request,
}, testInfo) => {
  await registerMember(page, request);
  const header = page.getByTestId('header-balance-amount');
  await expect(header).toHaveText('R$ 0,00');

  await page.goto('/member?tab=rewardCenter');
  const card = page.getByTestId('check-in');
  await expect(card.getByTestId('check-in-streak')).toHaveText('Nenhuma sequência ainda');
  await expect(card.getByRole('listitem')).toHaveCount(7);
  await expect(card.getByTestId('check-in-day-1')).toHaveAttribute('aria-current', 'date');
  await screenshotsAtWidths(page, testInfo, 'check-in');

  await card.getByTestId('check-in-button').click();
  await expect(card.getByTestId('check-in-credited')).toHaveText('Check-in feito! Dia 1 da sua sequência.');
  await expect(card.getByTestId('check-in-button')).toBeDisabled();
  await expect(card.getByTestId('check-in-button')).toHaveText('Check-in feito hoje');
  await expect(card.getByTestId('check-in-streak')).toHaveText('Sequência de 1 dia');
  await expect(header).toHaveText('R$ 1,00');
  await screenshotsAtWidths(page, testInfo, 'check-in-done');

  // A second visit finds the day spent.
  await page.reload();
  await expect(page.getByTestId('check-in').getByTestId('check-in-button')).toBeDisabled();

  await page.goto('/member?tab=playerRank');
  await expect(page.getByTestId('rank-levels')).toContainText('Bônus de subida R$ 10,00');
  await expect(page.getByTestId('rank-rewards')).toBeVisible();
  await screenshotsAtWidths(page, testInfo, 'vip-rank');
});
