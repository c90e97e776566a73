import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { brl } from '../../support';

// Rounds run on their own clock (see STUDIO_CRASH_* in the Playwright config): a long flight or
// several lost rounds before a cash-out can take longer than the default 30 s, never 3 minutes.
test.describe.configure({ timeout: 180_000 });

const centavosOf = (text: string | null) => Number((text ?? '').replace(/\D/gu, ''));

/** A trial account (free play), then Crash from the in-house lobby. */
const openCrash = async (page: Page): Promise<FrameLocator> => {
  await page.goto('/login');
  await page.getByTestId('free-play').click();
  await expect(page.getByTestId('login-modal')).toBeHidden();
  await page.goto('/inhouse');
  await page.getByRole('button', { name: 'Jogar Crash', exact: true }).first().click();
  await expect(page).toHaveURL(/\/seamless\?nodeId=\d+/u);
  return page.frameLocator('[data-testid="seamless-frame"]');
};

/** Brazilian rule: the rules, the RTP and the chain's terminal hash before the first bet. */
const acknowledgeRules = async (game: FrameLocator, seen?: () => Promise<unknown>) => {
  const rules = game.getByRole('dialog', { name: 'Regras do Crash' });
  await expect(rules).toBeVisible();
  await expect(rules.getByText('99,00 %').first()).toBeVisible();
  await expect(rules.getByTestId('crash-terminal-hash')).toHaveText(/^[0-9a-f]{64}$/u);
  await seen?.();
  await rules.getByRole('button', { name: 'Entendi, jogar' }).click();
  await expect(rules).toBeHidden();
};

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a trial user plays a crash round to cash-out on demo credits', async ({ page }, testInfo) => {
    const game = await openCrash(page);
    await acknowledgeRules(game);
    await expect(game.locator('.studio-demo')).toBeVisible();
    const balance = game.getByTestId('balance');
    await expect(balance).toHaveText('R$ 2.000,00');

    // R$ 1,00 with auto cash-out at 1,10×: a round reaches it nine times in ten, so a few rounds
    // always see one; each lost round costs the stake.
    await game.getByRole('checkbox', { name: 'Retirada automática' }).check();
    await game.getByLabel('Retirar em (×)').fill('1,10');
    const action = game.getByTestId('crash-action');
    const ended = game.getByTestId('crash-outcome').filter({ hasText: /Você retirou|aposta perdida/u });
    // The page's clock can still show time to bet when the server has closed the round (a busy
    // machine answers late): the bet is then refused, said, and costs nothing.
    const refused = game.getByRole('alert').filter({ hasText: 'As apostas desta rodada estão encerradas' });
    let expected = 200_000;
    let cashedOut = false;
    for (let round = 0; round < 12 && !cashedOut; round += 1) {
      await expect(action).toHaveText('Apostar', { timeout: 60_000 });
      await action.click();
      // No check of the balance between the bet and the outcome: at the tests' growth rate a
      // round reaches 1,10× in about 0.3 s, so the stake and the cash-out can land together.
      await expect(ended.or(refused)).toBeVisible({ timeout: 60_000 });
      if (await refused.isVisible()) {
        await expect(balance).toHaveText(brl(expected));
        continue;
      }
      expected -= 100;
      if ((await ended.textContent())?.startsWith('Você retirou')) {
        cashedOut = true;
        await expect(ended).toHaveText(/^Você retirou R\$\s1,10 em 1,10×$/u);
        expected += 110;
      }
      await expect(balance).toHaveText(brl(expected));
    }
    expect(cashedOut).toBe(true);
    // The round's list shows this player's cash-out.
    const mine = game.getByRole('row').filter({ hasText: 'você' });
    await expect(mine).toContainText('1,10×');
    await expect(centavosOf(await balance.textContent())).toBe(expected);
    await page.screenshot({ path: testInfo.outputPath('crash-cash-out-1440.png') });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('a trial user sees the rules, then the round, the bet controls and the history at 375 px', async ({
    page,
  }, testInfo) => {
    const game = await openCrash(page);
    await acknowledgeRules(game, () => page.screenshot({ path: testInfo.outputPath('crash-rules-375.png') }));
    await expect(game.getByTestId('crash-action')).toHaveText('Apostar', { timeout: 60_000 });
    await expect(
      game.getByRole('region', { name: 'Últimos crashes' }).getByRole('button').first(),
    ).toBeVisible({
      timeout: 60_000,
    });
    await page.screenshot({ path: testInfo.outputPath('crash-betting-375.png') });
    await expect(game.getByTestId('crash-multiplier')).toBeVisible({ timeout: 60_000 });
    await page.screenshot({ path: testInfo.outputPath('crash-flying-375.png') });
  });
});
