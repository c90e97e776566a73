import { expect, test, type Page } from '@playwright/test';
import { signInAsFunded } from '../../accounts-support';

// A real-money Dice roll, then the betting record: the game and its vendor by name (never by
// code), the time as dd/mm/aaaa HH:mm, and past periods to choose from; at phone and desktop sizes.
test.describe.configure({ timeout: 120_000 });

const VIEWPORTS = [
  { label: '360x640', width: 360, height: 640 },
  { label: '812x375', width: 812, height: 375 },
  { label: '1440', width: 1440, height: 900 },
] as const;

const rollDice = async (page: Page) => {
  await page.goto('/inhouse');
  await page.getByRole('button', { name: 'Jogar Dados', exact: true }).first().click();
  const game = page.frameLocator('[data-testid="seamless-frame"]');
  const rules = game.getByRole('dialog');
  await expect(rules).toBeVisible({ timeout: 30_000 });
  await rules.getByRole('button', { name: 'Entendi, jogar' }).click();
  await expect(game.getByTestId('balance')).toBeVisible();
  const before = await game.getByTestId('balance').textContent();
  await game.locator('.fair-action').click();
  await expect(game.getByTestId('balance')).not.toHaveText(before ?? '', { timeout: 30_000 });
};

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.label}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the betting record names the game and its vendor', async ({ page }, testInfo) => {
      await signInAsFunded(page);
      await rollDice(page);
      await page.screenshot({ path: testInfo.outputPath(`game-dice-${viewport.label}.png`) });

      await page.goto('/member?tab=personalHistoryCopy');
      const presets = page.getByRole('group', { name: 'Período' }).getByRole('button');
      await expect(presets).toHaveText(['Hoje', 'Ontem', 'Últimos 7 dias', 'Últimos 30 dias', 'Este mês']);
      await page.getByRole('button', { name: 'Hoje' }).click();
      const table = page.getByTestId('records-table');
      const line = table.getByRole('row').filter({ hasText: 'Dados' }).first();
      await expect(line).toBeVisible();
      await expect(line).toContainText('Sorte Grande Originals');
      await expect(line).not.toContainText(/SG-\d{4}|STUDIO/u);
      await expect(line).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/u);
      await page.screenshot({
        path: testInfo.outputPath(`bet-record-${viewport.label}.png`),
        fullPage: true,
      });
    });
  });
}
