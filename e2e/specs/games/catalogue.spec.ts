import { expect, test, type Page } from '@playwright/test';
import { registerMember } from '../../accounts-support';

const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity)).toBeLessThanOrEqual(
    width,
  );

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a visitor filters a lobby through the address and is asked to log in to play or favourite', async ({
    page,
  }, testInfo) => {
    await page.goto('/rng');
    await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    const grid = page.getByTestId('lobby-grid');
    await expect(grid.getByTestId('game-tile')).toHaveCount(15);

    // Spec 4: another vendor resets classify to all.
    await page.getByTestId('classify-menu').getByRole('button', { name: 'Jackpot' }).click();
    await expect(page).toHaveURL(/\/rng\?classify=JP$/);
    await page.getByTestId('vendor-menu').getByRole('button', { name: 'Tucano Spin' }).click();
    await expect(page).toHaveURL(/\/rng\?vassalage=TUC$/);
    await expect(page.getByTestId('classify-menu').getByRole('button', { name: 'Todos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(grid.getByText('Tucano Spin').first()).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Páginas de Slots' })
      .getByRole('button', { name: 'Página 2' })
      .click();
    await expect(page).toHaveURL(/vassalage=TUC&page=2$/);
    await page.getByLabel('Buscar jogo pelo nome').fill('  zzzz-nada  ');
    await expect(page).toHaveURL(/vassalage=TUC&name=zzzz-nada$/);
    await expect(page.getByRole('heading', { name: 'Nenhum jogo com “zzzz-nada”' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('lobby-empty-1440.png') });

    await page.goBack();
    await expect(page).toHaveURL(/vassalage=TUC$/);
    await page.goBack();
    await expect(page).toHaveURL(/classify=JP$/);

    const tile = grid.getByTestId('game-tile').first();
    await tile.getByRole('button', { name: /^Favoritar / }).click();
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await page.keyboard.press('Escape');
    await tile.getByRole('button', { name: /^Jogar / }).click();
    await expect(page.getByTestId('login-modal')).toBeVisible();
  });

  test('a member favourites a game, opens it full width and finds it in recent games', async ({
    page,
    request,
  }, testInfo) => {
    await registerMember(page, request);
    await page.goto('/');
    const section = page.getByTestId('home-section-RNG');
    const tile = section.getByTestId('game-tile').first();
    const name = (await tile.locator('.game-tile-name').textContent()) ?? '';
    const heart = tile.getByRole('button', { name: `Favoritar ${name}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await tile.getByRole('button', { name: `Jogar ${name}` }).click();
    await expect(page).toHaveURL(/\/seamless\?nodeId=\d+&name=/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('seamless-frame')).toBeVisible();
    await expect(page.getByTestId('side-menu')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('seamless-1440.png') });

    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('tab', { name: 'Recentes' }).click();
    await expect(page.getByRole('tabpanel').getByText(name)).toBeVisible();

    await page.goto('/favorite');
    await expect(page.getByTestId('favorite-grid').getByText(name)).toBeVisible();
    await page.goto('/recent');
    await expect(page.getByTestId('recent-grid').getByText(name)).toBeVisible();
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('home and a lobby fit the screen, with three games a row', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.getByTestId('home-menu').getByRole('tab', { name: 'Em alta' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('home-section-RNG').getByTestId('game-tile')).toHaveCount(5);
    await noSidewaysScroll(page, 375);
    await page.screenshot({ path: testInfo.outputPath('home-375.png'), fullPage: true });

    await page.goto('/rng');
    const tiles = page.getByTestId('lobby-grid').getByTestId('game-tile');
    await expect(tiles).toHaveCount(15);
    const tops = await Promise.all(
      (await tiles.all()).slice(0, 4).map(async (tile) => (await tile.boundingBox())?.y),
    );
    expect(tops[0]).toBe(tops[2]);
    expect(tops[3]).toBeGreaterThan(tops[0] ?? 0);
    await noSidewaysScroll(page, 375);
    await page.screenshot({ path: testInfo.outputPath('lobby-375.png'), fullPage: true });
  });
});
