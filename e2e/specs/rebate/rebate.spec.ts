import { expect, test } from '@playwright/test';
import { signInAsFunded } from '../../accounts-support';
import { openFirstSlot, screenshotsAtWidths, spinSlotOnce } from '../../support';

// The rebate page (docs/rebate.md) under the OPEN profile with MANPLAYREB3 on (the seed's flag):
// the side menu leads to it, and a slot round played today shows in today's preview under Slots
// at the member's rate. A period's rebate is computed once the Brasília day ends, so the claim
// itself is tested by the server's route and race tests and the page's own tests.
test.describe.configure({ timeout: 180_000 });

test("a member opens the rebate page from the side menu and sees today's slot turnover at their rate", async ({
  page,
}, testInfo) => {
  await signInAsFunded(page);

  await page.getByTestId('side-menu').getByRole('link', { name: 'Cashback' }).click();
  await expect(page).toHaveURL(/\/member\?tab=manualRebate$/u);
  await expect(page.getByRole('heading', { level: 1, name: 'Cashback' })).toBeVisible();
  await expect(page.getByTestId('rebate-pending')).toHaveText(/R\$/u);
  await screenshotsAtWidths(page, testInfo, 'rebate');

  const game = await openFirstSlot(page);
  await spinSlotOnce(game);

  await page.goto('/member?tab=manualRebate');
  const today = page.getByRole('table', { name: /Hoje até agora/u });
  const slots = today.getByRole('row', { name: /Slots/u });
  await expect(slots).toBeVisible({ timeout: 30_000 });
  // The member's level's rate on slots (the demo rule: 0,40 % to 1,00 %), as a percentage.
  await expect(slots).toContainText(/\d,\d{2}\s?%/u);
  await screenshotsAtWidths(page, testInfo, 'rebate-today');
});
