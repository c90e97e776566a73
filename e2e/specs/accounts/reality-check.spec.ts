import { expect, test } from '@playwright/test';
import { DEMO, dismissWelcome, loginWithPassword } from '../../accounts-support';
import { screenshotsAtWidths } from '../../support';

/**
 * The reality check (docs/responsible-gaming.md): on the site server's interval
 * (REALITY_CHECK_MINUTES=60, playwright.config.ts), the page's clock moved on by an hour, the
 * member sees the session's figures, goes on, meets it again an hour later and stops, which ends
 * the session. The server's figures and schedule are tested in test/reality-check.routes.test.ts.
 */
test('an hour into a session the member sees its figures, continues, and an hour later stops playing', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  // Time runs as usual until the test moves it on.
  await page.clock.install();
  await page.goto('/login');
  await loginWithPassword(page, DEMO.member.username, DEMO.member.password);
  await dismissWelcome(page);

  const check = page.getByTestId('reality-check');
  await expect(check).toBeHidden();
  await page.clock.fastForward('01:00:00');
  await expect(check).toBeVisible();
  await expect(check.getByRole('heading')).toHaveText(/^Você está jogando há /u);
  for (const label of ['Tempo de sessão', 'Apostado', 'Ganho', 'Resultado'])
    await expect(check.getByText(label, { exact: true })).toBeVisible();
  await expect(check.getByText('"Parar de jogar" encerra a sua sessão.')).toBeVisible();
  await screenshotsAtWidths(page, testInfo, 'reality-check');

  await check.getByRole('button', { name: 'Continuar' }).click();
  await expect(check).toBeHidden();
  await expect(page.getByTestId('header-balance')).toBeVisible();

  await page.clock.fastForward('01:00:00');
  await expect(check).toBeVisible();
  await check.getByRole('button', { name: 'Parar de jogar' }).click();
  await expect(check).toBeHidden();
  await expect(page.getByTestId('header-balance')).toBeHidden();
  await expect(page.getByTestId('header-login')).toBeVisible();
});
