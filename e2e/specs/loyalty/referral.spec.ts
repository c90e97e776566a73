import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { registerMember } from '../../accounts-support';

test.use({ viewport: { width: 1280, height: 900 } });

/** The page at a phone and a desktop width, with no sideways scrolling; left at the desktop width. */
const screenshots = async (page: Page, testInfo: TestInfo, name: string) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expect
      .poll(() => page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity))
      .toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
};

test('a member copies their referral link, a friend registers with it, and the friend is listed', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}, testInfo) => {
  // Two registrations (each an argon2 hash and an SMS code) and four screenshots.
  test.setTimeout(240_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerMember(page, request);

  // The side menu's entry leads to the member's own referral page.
  await page.getByTestId('side-menu').getByRole('link', { name: 'Indique amigos' }).click();
  await expect(page).toHaveURL(/\/member\?tab=referral$/u);
  await expect(page.getByRole('heading', { level: 1, name: 'Indique amigos' })).toBeVisible();
  const code = (await page.getByTestId('referral-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z0-9]{8}$/u);
  await expect(page.getByRole('img', { name: 'QR code do seu link de cadastro' })).toBeVisible();
  await expect(page.getByText('Nenhum amigo ainda')).toBeVisible();

  const copy = page.getByTestId('referral-copy-link');
  await copy.click();
  await expect(copy).toHaveText('Copiado');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${baseURL}/register?referralCode=${code}`);

  // A friend opens the copied link in a browser of their own and registers.
  const friendContext = await browser.newContext({
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1280, height: 900 },
  });
  try {
    const friendPage = await friendContext.newPage();
    const { username } = await registerMember(friendPage, friendContext.request, { referralCode: code });
    await page.reload();
    const friends = page.getByTestId('referral-friends').getByRole('listitem');
    await expect(friends).toHaveCount(1);
    await expect(friends.first()).toContainText(`${username.slice(0, 2)}****${username.slice(-2)}`);
    await expect(friends.first()).toContainText('Cadastrado');
    await expect(friends.first()).not.toContainText(username);
  } finally {
    await friendContext.close();
  }
  await screenshots(page, testInfo, 'referral');

  // The VIP entry leads to the member's level and the levels' benefits.
  await page.getByTestId('side-menu').getByRole('link', { name: 'Clube VIP' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clube VIP' })).toBeVisible();
  await expect(page.getByTestId('rank-current')).toContainText('Bronze');
  await expect(page.getByTestId('rank-levels').getByRole('listitem')).toHaveCount(4);
  await screenshots(page, testInfo, 'player-rank');
});
