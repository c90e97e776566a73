import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { signInAsFunded } from '../../accounts-support';
import { spinSlotOnce } from '../../support';

/**
 * On a phone the whole slot fits the game frame: Spin and the bet are in sight without scrolling,
 * upright (360 × 640) and held sideways (812 × 375), and Spin plays. Slots differ: the catalogue's
 * games come in several layouts, so two of the home page's slots show different grids.
 */

const centavos = (text: string | null) => Number((text ?? '').replace(/\D/gu, ''));

const startTrial = async (page: Page) => {
  await page.goto('/login');
  await page.getByTestId('free-play').click();
  await expect(page.getByTestId('login-modal')).toBeHidden();
};

/** Opens the home page's slot at `index` in the game frame and closes the rules shown first. */
const openSlot = async (page: Page, index: number): Promise<FrameLocator> => {
  await page.goto('/');
  const tile = page.getByTestId('home-section-RNG').getByTestId('game-tile').nth(index);
  const name = (await tile.locator('.game-tile-name').textContent()) ?? '';
  await tile.getByRole('button', { name: `Jogar ${name}` }).click();
  await expect(page).toHaveURL(/\/seamless\?nodeId=\d+/);
  const game = page.frameLocator('[data-testid="seamless-frame"]');
  const rules = game.getByRole('dialog', { name: 'Tabela de pagamentos' });
  // A game's first launch derives its maths (a cluster game enumerates its grids): allow for it.
  await expect(rules.getByText(/\d{2},\d{2} %/u).first()).toBeVisible({ timeout: 20_000 });
  await rules.getByRole('button', { name: 'Entendi, jogar' }).click();
  await expect(rules).toBeHidden();
  return game;
};

/** The element's box lies wholly inside the page's viewport, as first shown (nothing scrolled). */
const expectFullyInView = async (page: Page, game: FrameLocator, testId: string | null, name?: string) => {
  const target = testId ? game.getByTestId(testId) : game.getByRole('button', { name: name ?? '' });
  const box = await target.boundingBox();
  const viewport = page.viewportSize();
  expect(box, `${testId ?? name} is laid out`).not.toBeNull();
  expect(viewport).not.toBeNull();
  if (!box || !viewport) return;
  const where = `${testId ?? name} at ${JSON.stringify(box)} in ${viewport.width}×${viewport.height}`;
  expect(box.x, where).toBeGreaterThanOrEqual(0);
  expect(box.y, where).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, where).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height, where).toBeLessThanOrEqual(viewport.height);
};

const expectNothingScrolled = async (page: Page) => {
  expect(await page.evaluate(() => [window.scrollX, window.scrollY])).toEqual([0, 0]);
};

for (const viewport of [
  { width: 360, height: 640, label: 'upright' },
  { width: 812, height: 375, label: 'held sideways' },
])
  test.describe(`on a phone ${viewport.label} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, hasTouch: true });

    test('Spin and the bet are in sight without scrolling, and Spin plays a round', async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      await signInAsFunded(page);
      const game = await openSlot(page, 0);
      await expectNothingScrolled(page);
      await expectFullyInView(page, game, null, 'Girar');
      await expectFullyInView(page, game, null, 'Aumentar aposta');
      await expectFullyInView(page, game, null, 'Diminuir aposta');
      await expectFullyInView(page, game, 'balance');
      // The reels scaled to the frame: every cell inside the viewport too.
      const cells = game.locator('.studio-reel .studio-cell');
      await expect(cells.first()).toBeVisible();
      await expectFullyInView(page, game, null, 'Girar');
      const frameBox = await game.locator('.studio-reels-frame').boundingBox();
      expect(frameBox && frameBox.y + frameBox.height).toBeLessThanOrEqual(viewport.height);
      expect(frameBox && frameBox.x + frameBox.width).toBeLessThanOrEqual(viewport.width);

      const before = centavos(await game.getByTestId('balance').textContent());
      const history = await spinSlotOnce(game);
      const cellsOfRound = history.getByRole('row').nth(1).getByRole('cell');
      const [bet, win] = await Promise.all([
        cellsOfRound.nth(1).textContent(),
        cellsOfRound.nth(2).textContent(),
      ]);
      expect(centavos(bet)).toBeGreaterThan(0);
      // The balance moved by the round: the bet out, the win in.
      await expect
        .poll(async () => centavos(await game.getByTestId('balance').textContent()))
        .toBe(before - centavos(bet) + centavos(win));
      await expectNothingScrolled(page);
      await expectFullyInView(page, game, null, 'Girar');
      await page.screenshot({
        path: testInfo.outputPath(`slot-in-view-${viewport.width}x${viewport.height}.png`),
      });
    });
  });

test('two slots of different layouts draw different grids', async ({ page }) => {
  test.setTimeout(180_000);
  await startTrial(page);
  const first = await openSlot(page, 0);
  const firstLayout = await first.locator('.studio-reels-frame').getAttribute('data-layout');
  const firstGrid = await first.locator('.studio-reel').count();
  expect(firstLayout).toMatch(/^\d+x\d+-(lines|ways|cluster)/u);
  // The home page's next slots, until one plays another layout (the catalogue mixes them).
  let other: { layout: string | null; reels: number; rows: number[] } | null = null;
  for (let index = 1; index < 8 && !other; index += 1) {
    const game = await openSlot(page, index);
    const layout = await game.locator('.studio-reels-frame').getAttribute('data-layout');
    if (layout === firstLayout) continue;
    const reels = game.locator('.studio-reel');
    const count = await reels.count();
    const rows = await Promise.all(
      Array.from({ length: count }, (_, reel) => reels.nth(reel).locator('.studio-cell').count()),
    );
    other = { layout, reels: count, rows };
  }
  expect(other, 'another layout among the first slots').not.toBeNull();
  const [, reels, rows] = /^(\d+)x(\d+)/u.exec(other?.layout ?? '') ?? [];
  // What the page draws is what the layout says: its reels, each with up to its rows of cells.
  expect(other?.reels).toBe(Number(reels));
  for (const cells of other?.rows ?? []) expect(cells).toBeLessThanOrEqual(Number(rows));
  expect(`${firstLayout}|${firstGrid}`).not.toBe(`${other?.layout}|${other?.reels}`);
});
