import { expect, test } from '@playwright/test';
import { registerMember, signInAsFunded } from '../../accounts-support';
import { brl, openFirstSlot, spinSlotOnce } from '../../support';

// The slot's animations as a player who asked for less motion sees them (at most 250 ms a step):
// a spin that wins free spins plays them all before its round closes, which at full length can
// take longer than any wait here. What is tested is the money, not the animation.
test.use({ reducedMotion: 'reduce' });

const centavos = (text: string | null) => Number((text ?? '').replace(/\D/gu, ''));

test('a trial user plays a slot on demo credits', async ({ page }, testInfo) => {
  await page.goto('/login');
  await page.getByTestId('free-play').click();
  await expect(page.getByTestId('login-modal')).toBeHidden();

  const game = await openFirstSlot(page);
  await expect(game.locator('.studio-demo')).toBeVisible();
  await expect(game.getByTestId('balance')).toHaveText('R$ 2.000,00');
  // The round is over when it is in the history; the balance is the credits less the bet plus the win.
  const history = await spinSlotOnce(game);
  const [bet, win] = await Promise.all([
    history.getByRole('row').nth(1).getByRole('cell').nth(1).textContent(),
    history.getByRole('row').nth(1).getByRole('cell').nth(2).textContent(),
  ]);
  await expect(game.getByTestId('balance')).toHaveText(brl(200_000 - centavos(bet) + centavos(win)));
  await page.screenshot({ path: testInfo.outputPath('slot-demo-1440.png') });
});

test('a trial player’s header follows the demo credits of the game they play', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('free-play').click();
  await expect(page.getByTestId('login-modal')).toBeHidden();
  const game = await openFirstSlot(page);
  const header = page.getByTestId('header-balance-amount');
  const inGame = game.getByTestId('balance');
  await expect(inGame).toHaveText('R$ 2.000,00');
  await expect(header).toHaveText('R$ 2.000,00');
  // Spin until the credits differ from the opening figure (a win can equal the bet).
  for (let rounds = 0; rounds < 5; rounds += 1) {
    await spinSlotOnce(game, rounds);
    if ((await inGame.textContent()) !== 'R$ 2.000,00') break;
  }
  const credits = await inGame.textContent();
  expect(credits).not.toBe('R$ 2.000,00');
  await expect(header).toHaveText(credits ?? '');
  // Leaving the game, the header shows the account's own figure again.
  await page.goto('/');
  await expect(header).toHaveText('R$ 2.000,00');
});

test('a member with money launches a slot from the lobby, spins, and the header balance moves by the bet and the win', async ({
  page,
}, testInfo) => {
  await signInAsFunded(page);
  await page.goto('/rng');
  const header = page.getByTestId('header-balance-amount');
  await expect(header).toHaveText(/^R\$\s[\d.]+,\d{2}$/u);
  const game = await openFirstSlot(page, page.getByTestId('lobby-grid'));
  // A real session: the game's balance is the wallet's, the same as the header's.
  const before = centavos(await header.textContent());
  expect(before).toBeGreaterThan(0);
  await expect(game.getByTestId('balance')).toHaveText(brl(before));

  const history = await spinSlotOnce(game);
  const cells = history.getByRole('row').nth(1).getByRole('cell');
  const [bet, win] = await Promise.all([cells.nth(1).textContent(), cells.nth(2).textContent()]);
  expect(centavos(bet)).toBeGreaterThan(0);
  const after = brl(before - centavos(bet) + centavos(win));
  await expect(game.getByTestId('balance')).toHaveText(after);
  // The game page tells the site that money moved; the header reads the wallet again.
  await expect(header).toHaveText(after);
  await page.screenshot({ path: testInfo.outputPath('slot-real-1440.png') });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('a member with no money plays from the wallet’s balance, is told it is too low, and cannot spin', async ({
    page,
    request,
  }, testInfo) => {
    await registerMember(page, request);
    const game = await openFirstSlot(page);
    // A real session: the balance is the wallet's, the same as the game page's bar (on a phone the
    // site header steps aside for that bar).
    await expect(game.getByTestId('balance')).toHaveText('R$ 0,00');
    await expect(page.getByTestId('seamless-balance')).toContainText('R$ 0,00');
    await expect(game.getByText('Saldo insuficiente para esta aposta.')).toBeVisible();
    await expect(game.getByRole('button', { name: 'Girar' })).toBeDisabled();
    await expect(game.getByText('Nenhuma rodada ainda')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('slot-refused-375.png') });
  });
});
