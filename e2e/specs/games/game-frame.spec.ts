import { expect, test } from '@playwright/test';

/**
 * The game frame loads its page once per launch: a launch address holds a one-time token, so a
 * second request (the first aborted, the frame's address set twice) would spend it for nothing
 * and make the player wait for two page loads.
 */
test('one launch from the home page asks for the game page exactly once', async ({ page }) => {
  const plays: string[] = [];
  const launches: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/studio/play') plays.push(request.url());
    // A trial account's launch is the free-play one (GCS_gameLaunchFB, decision 0023).
    if (pathname === '/wps/relay/GCS_gameLaunchFB' || pathname === '/wps/game/launchGame') {
      launches.push(request.url());
    }
  });

  await page.goto('/login');
  await page.getByTestId('free-play').click();
  await expect(page.getByTestId('login-modal')).toBeHidden();
  await page.goto('/');
  const tile = page.getByTestId('home-section-RNG').getByTestId('game-tile').first();
  const name = (await tile.locator('.game-tile-name').textContent()) ?? '';
  await tile.getByRole('button', { name: `Jogar ${name}` }).click();
  await expect(page).toHaveURL(/\/seamless\?nodeId=\d+/);
  const game = page.frameLocator('[data-testid="seamless-frame"]');
  const rules = game.getByRole('dialog', { name: 'Tabela de pagamentos' });
  await expect(rules).toBeVisible();
  // Counted once the game is in play, so a late second render or refetch would have shown itself.
  await rules.getByRole('button', { name: 'Entendi, jogar' }).click();
  await expect(game.getByTestId('balance')).toHaveText('R$ 2.000,00');

  expect(launches.map((url) => new URL(url).pathname)).toEqual(['/wps/relay/GCS_gameLaunchFB']);
  expect(plays).toHaveLength(1);
});
