import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { signInAsFunded } from '../../accounts-support';

// Each in-house family launched through the platform's game page, on a phone held upright and
// sideways: the button that plays (Apostar, Atirar…) must be on screen as the page opens, with
// nothing scrolled, below the platform's bar and the game's own top bar.
test.describe.configure({ timeout: 120_000 });

type Family = {
  name: string;
  lobby: string;
  /** The lobby tile's play button. */
  tile: (page: Page) => Locator;
  /** The button that plays a round, inside the game's frame. */
  action: (game: FrameLocator) => Locator;
};

const FAMILIES: readonly Family[] = [
  {
    name: 'Dice (provably fair)',
    lobby: '/inhouse',
    tile: (page) => page.getByRole('button', { name: 'Jogar Dados', exact: true }).first(),
    action: (game) => game.locator('.fair-action'),
  },
  {
    name: 'Crash',
    lobby: '/inhouse',
    tile: (page) => page.getByRole('button', { name: 'Jogar Crash', exact: true }).first(),
    action: (game) => game.getByTestId('crash-action'),
  },
  {
    name: 'Fishing',
    lobby: '/fish',
    tile: (page) => page.getByRole('button', { name: /^Jogar / }).first(),
    action: (game) => game.locator('.fish-fire'),
  },
];

const VIEWPORTS = [
  { label: '360x640', width: 360, height: 640 },
  { label: '812x375', width: 812, height: 375 },
] as const;

/** The rules every family shows before the first bet (Brazilian rule), closed with its button. */
const acknowledgeRules = async (game: FrameLocator) => {
  const rules = game.getByRole('dialog');
  await expect(rules).toBeVisible({ timeout: 30_000 });
  await rules.getByRole('button', { name: 'Entendi, jogar' }).click();
  await expect(rules).toBeHidden();
};

for (const viewport of VIEWPORTS) {
  test.describe(`on a phone at ${viewport.label}`, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      hasTouch: true,
      isMobile: true,
    });

    for (const family of FAMILIES) {
      test(`${family.name}: the main button is fully in view without scrolling`, async ({
        page,
      }, testInfo) => {
        // A member with money, by password: trial accounts are limited per address, and this file
        // opens many games.
        await signInAsFunded(page);
        await page.goto(family.lobby);
        await family.tile(page).click();
        await expect(page).toHaveURL(/\/seamless\?nodeId=\d+/u);
        const game = page.frameLocator('[data-testid="seamless-frame"]');
        await acknowledgeRules(game);

        const action = family.action(game);
        await expect(action).toBeVisible({ timeout: 60_000 });
        const box = await action.boundingBox();
        expect(box).not.toBeNull();
        if (!box) return;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);

        // Whole inside the game's own frame too (not cut off by it), and nothing drawn over its centre.
        const unobstructed = await action.evaluate((element) => {
          const rect = element.getBoundingClientRect();
          const view = element.ownerDocument.defaultView;
          if (!view || rect.bottom > view.innerHeight || rect.right > view.innerWidth) return false;
          const hit = element.ownerDocument.elementFromPoint(
            rect.x + rect.width / 2,
            rect.y + rect.height / 2,
          );
          return hit !== null && element.contains(hit);
        });
        expect(unobstructed).toBe(true);

        // Nothing was scrolled to get there: neither the site nor the game's own page.
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        const frameScroll = await action.evaluate(
          (element) => element.ownerDocument.scrollingElement?.scrollTop ?? 0,
        );
        expect(frameScroll).toBe(0);

        // The browser offers full screen here, so the game page offers it too.
        const supported = await page.evaluate(() => document.fullscreenEnabled);
        expect(supported).toBe(true);
        await expect(page.getByTestId('seamless-fullscreen')).toBeVisible();
        await page.screenshot({
          path: testInfo.outputPath(`${family.name.split(' ')[0]?.toLowerCase()}-${viewport.label}.png`),
        });
      });
    }
  });
}

test.describe('full screen', () => {
  test.use({ viewport: { width: 812, height: 375 }, hasTouch: true, isMobile: true });

  test('the full-screen button gives the game the whole screen and the bar comes back after', async ({
    page,
  }) => {
    await signInAsFunded(page);
    await page.goto('/inhouse');
    await page.getByRole('button', { name: 'Jogar Dados', exact: true }).first().click();
    const fullscreen = page.getByTestId('seamless-fullscreen');
    await fullscreen.click();
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid') ?? null))
      .toBe('seamless-stage');
    await page.evaluate(() => document.exitFullscreen());
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
    await expect(fullscreen).toBeVisible();
  });

  test('where the browser has no full screen, the button is not offered and the bar can be tucked away', async ({
    page,
  }) => {
    // iPhone Safari: no element full screen. Hide the API before the site's code runs.
    await page.addInitScript(() => {
      Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false });
    });
    await signInAsFunded(page);
    await page.goto('/inhouse');
    await page.getByRole('button', { name: 'Jogar Dados', exact: true }).first().click();
    await expect(page.getByTestId('seamless-frame')).toBeVisible();
    await expect(page.getByTestId('seamless-fullscreen')).toHaveCount(0);
    const bar = page.getByTestId('seamless-bar');
    const frameBefore = await page.getByTestId('seamless-frame').boundingBox();
    await page.getByTestId('seamless-hide-bar').click();
    await expect(bar).toBeHidden();
    const frameAfter = await page.getByTestId('seamless-frame').boundingBox();
    expect(frameAfter?.height ?? 0).toBeGreaterThan(frameBefore?.height ?? 0);
    await page.getByTestId('seamless-show-bar').click();
    await expect(bar).toBeVisible();
  });
});
