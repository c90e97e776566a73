import {
  expect,
  type APIRequestContext,
  type FrameLocator,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import type { SystemStatusResponse } from '@platform/contracts';

/** The status the server under test reports, so assertions follow its seeded configuration. */
export const fetchStatus = async (request: APIRequestContext): Promise<SystemStatusResponse> => {
  const response = await request.get('/wps/system/status');
  const body = (await response.json()) as { value: SystemStatusResponse };
  return body.value;
};

/** The widths the pages are looked at: a phone and a desktop. */
/** An amount in centavos as the site writes it (R$ 1.234,56). */
export const brl = (centavos: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(centavos / 100);

export const SCREEN_WIDTHS = [
  { name: '375', viewport: { width: 375, height: 812 } },
  { name: '1440', viewport: { width: 1440, height: 900 } },
] as const;
export const DESKTOP_VIEWPORT = SCREEN_WIDTHS[1].viewport;

/**
 * A full-page picture at a phone and a desktop width, with no sideways scrolling on either; the
 * page is left at the desktop width.
 */
export const screenshotsAtWidths = async (page: Page, testInfo: TestInfo, name: string) => {
  for (const { name: width, viewport } of SCREEN_WIDTHS) {
    await page.setViewportSize(viewport);
    // Polled: the layout settles a moment after the resize (the side menu turns into a drawer).
    await expect
      .poll(() => page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity), {
        message: `${name} at ${width} px scrolls sideways`,
      })
      .toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
};

/** Opens the first slot of a list on the page (else of the home page's slots) in the game frame. */
export const openFirstSlot = async (page: Page, list?: Locator) => {
  if (!list) await page.goto('/');
  const tile = (list ?? page.getByTestId('home-section-RNG')).getByTestId('game-tile').first();
  const name = (await tile.locator('.game-tile-name').textContent()) ?? '';
  await tile.getByRole('button', { name: `Jogar ${name}` }).click();
  await expect(page).toHaveURL(/\/seamless\?nodeId=\d+/);
  const game = page.frameLocator('[data-testid="seamless-frame"]');
  // Brazilian rule: the paytable and the RTP before the first bet.
  const rules = game.getByRole('dialog', { name: 'Tabela de pagamentos' });
  await expect(rules).toBeVisible();
  await expect(rules.getByText(/\d{2},\d{2} %/u).first()).toBeVisible();
  await rules.getByRole('button', { name: 'Entendi, jogar' }).click();
  return game;
};

/** How long a slot round can take to reach the history: one that wins free spins plays them all first. */
const ROUND_WITH_FREE_SPINS_MS = 60_000;

/**
 * Spins a slot once and waits until the round is in its history (`roundsBefore` rounds were there),
 * returning the history region. The wait covers a round that triggers free spins.
 */
export const spinSlotOnce = async (game: FrameLocator, roundsBefore = 0) => {
  await game.getByRole('button', { name: 'Girar' }).click();
  const history = game.getByRole('region', { name: 'Últimas rodadas' });
  // The header row, then one row per round.
  await expect(history.getByRole('row')).toHaveCount(roundsBefore + 2, { timeout: ROUND_WITH_FREE_SPINS_MS });
  return history;
};
