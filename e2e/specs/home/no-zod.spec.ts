import { expect, test, type Page } from '@playwright/test';
import { DEMO, dismissWelcome, loginWithPassword } from '../../accounts-support';

/**
 * The home page, the lobbies and the deposit page check every answer against its contract without downloading zod
 * (lib/wire-schema.ts; docs/PERFORMANCE.md): the build keeps zod in a chunk of its own, which
 * must not be requested until a form or another page needs it.
 */
const ZOD_CHUNK = /\/assets\/zod-[^/]*\.js$/;

const scriptsOf = (page: Page) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
};

// Generous waits: the answers arrive after the status call on a machine shared with other work.
const LOADED = { timeout: 45_000 };

const expectHomeLoaded = async (page: Page) => {
  await expect(page.getByTestId('banner-carousel')).toBeVisible(LOADED);
  await expect(page.getByTestId('home-section-RNG').getByTestId('game-tile').first()).toBeVisible(LOADED);
  await expect(page.getByTestId('winners-board').getByRole('status')).toHaveCount(0);
  await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('home-page').getByRole('status')).toHaveCount(0);
};

test.describe.configure({ timeout: 240_000 });

test('a visitor opens home and the slots lobby without downloading zod', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/');
  await expectHomeLoaded(page);
  await page.goto('/rng');
  await expect(page.getByTestId('lobby-grid').getByTestId('game-tile').first()).toBeVisible(LOADED);
  // The zod chunk exists (the login form still uses it), so the check below can fail.
  expect(scripts.some((path) => path.startsWith('/assets/index-'))).toBe(true);
  expect(scripts.filter((path) => ZOD_CHUNK.test(path))).toEqual([]);
});

test('a member opens home, the slots lobby and the deposit page in a new tab without downloading zod', async ({
  context,
}) => {
  const login = await context.newPage();
  const loginScripts = scriptsOf(login);
  await login.goto('/login');
  await expect(login.getByTestId('login-modal')).toBeVisible(LOADED);
  await loginWithPassword(login, DEMO.member.username, DEMO.member.password);
  await expect(login.getByTestId('login-success-modal')).toBeVisible(LOADED);
  await dismissWelcome(login);
  // The login form validates with zod: proof that the chunk is there to be requested.
  expect(loginScripts.some((path) => ZOD_CHUNK.test(path))).toBe(true);

  const page = await context.newPage();
  const scripts = scriptsOf(page);
  await page.goto('/');
  await expect(page.getByTestId('header-balance')).toBeVisible(LOADED);
  await expectHomeLoaded(page);
  await page.goto('/rng');
  await expect(page.getByTestId('lobby-grid').getByTestId('game-tile').first()).toBeVisible(LOADED);
  // The deposit page, where the header's deposit button leads, draws its form without the other
  // tabs' forms (features/member/pages/member-page.tsx).
  await page.goto('/member?tab=depositv2');
  await expect(page.getByTestId('deposit-form')).toBeVisible(LOADED);
  expect(scripts.filter((path) => ZOD_CHUNK.test(path))).toEqual([]);
});
