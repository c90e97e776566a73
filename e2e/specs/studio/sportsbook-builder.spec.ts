import { expect, test, type Page, type Response } from '@playwright/test';
import type { SportsEventSummary, SportsLobbyResponse, SportsPlaceResponse } from '@platform/contracts';
import { registerMember } from '../../accounts-support';
import { chargeReference, payInSandbox } from '../../payments-support';
import { brl, SCREEN_WIDTHS } from '../../support';

// A bet builder on a match before kick-off: the page's "Criar aposta" mode, the engine's refusal of
// a redundant selection, the builder's own price, and the bet placed and listed in my bets.
test.describe.configure({ timeout: 120_000 });

const DEPOSIT = 5_000;
const STAKE = 500;

const isStudioCall = (path: string) => (response: Response) =>
  response.url().endsWith(`/studio/api/sportsbook/${path}`) && response.request().method() === 'POST';

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`sportsbook-builder-${name}.png`) });

test('a member builds a bet on one match, sees a redundant selection refused, places it and finds it in my bets', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize(SCREEN_WIDTHS[1].viewport);
  await registerMember(page, request);
  await page.goto('/member?tab=depositv2');
  await page.getByRole('button', { name: 'R$ 50,00' }).click();
  await page.getByTestId('deposit-review').click();
  await page.getByTestId('deposit-confirm').click();
  await payInSandbox(context, await chargeReference(page));
  await expect(page.getByTestId('header-balance-amount')).toHaveText(brl(DEPOSIT));

  await page.goto('/sports');
  const tile = page.getByTestId('lobby-grid').getByTestId('game-tile').first();
  const name = (await tile.locator('.game-tile-name').textContent()) ?? '';
  const firstLobby = page.waitForResponse(isStudioCall('lobby'));
  await tile.getByRole('button', { name: `Jogar ${name}` }).click();
  const game = page.frameLocator('[data-testid="seamless-frame"]');
  const lobby = ((await (await firstLobby).json()) as { value: SportsLobbyResponse }).value;
  // The match furthest from kick-off: it stays before play for the whole test.
  const match = lobby.events
    .filter((event) => event.status === 'SCHEDULED')
    .reduce<SportsEventSummary | null>(
      (latest, event) => (latest === null || event.startsAt > latest.startsAt ? event : latest),
      null,
    );
  expect(match).not.toBeNull();
  const { home, away } = match!;

  // Today's list, or the later one when the match is another day.
  const row = game.getByTestId(`event-${match!.id}`);
  await game.getByRole('button', { name: /^Hoje/u }).click();
  await expect(game.getByTestId(/^event-/u).first()).toBeVisible();
  if ((await row.count()) === 0) await game.getByRole('button', { name: /^Próximos/u }).click();
  await row.getByRole('button', { name: `${home.name} x ${away.name}`, exact: true }).click();
  const toggle = game.getByTestId('builder-toggle');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(game.getByTestId('builder-empty')).toBeVisible();

  // Over 2.5 and over 1.5: the second changes nothing, and the slip names it.
  await game.getByRole('button', { name: /^Mais de 2,5 — Total de gols 2,5 — odd/u }).click();
  await game.getByRole('button', { name: /^Mais de 1,5 — Total de gols 1,5 — odd/u }).click();
  await expect(game.getByTestId('builder-refused')).toBeVisible();
  await expect(game.getByTestId('builder-leg').nth(1)).toHaveClass(/is-refused/u);
  await expect(game.getByTestId('builder-leg-why')).toHaveText('Esta seleção já está incluída em outra');
  await shoot(page, 'refused-1440');

  // Out with it, in with the home win: the builder is priced.
  await game.getByRole('button', { name: 'Remover Mais de 1,5' }).click();
  const quoted = page.waitForResponse(isStudioCall('builder-quote'));
  await game
    .getByRole('button', {
      name: new RegExp(`^${home.name.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')} — Resultado final — odd`, 'u'),
    })
    .click();
  const quote = (await (await quoted).json()) as { success: boolean; value: { oddsE3: number } };
  expect(quote.success).toBe(true);
  await expect(game.getByTestId('builder-odds')).toBeVisible();
  await game.getByLabel('Se a odd mudar').selectOption('ANY');
  await game.getByTestId('builder-slip').getByRole('button', { name: 'R$ 5', exact: true }).click();
  await expect(game.getByTestId('builder-return')).not.toHaveText(brl(0));
  await shoot(page, 'priced-1440');

  // A phone: the builder's slip as a sheet.
  await page.setViewportSize(SCREEN_WIDTHS[0].viewport);
  await expect(game.getByTestId('slip-bar')).toContainText('Criar aposta (2)');
  await shoot(page, 'page-375');
  await game.getByTestId('slip-bar').click();
  await expect(game.getByTestId('builder-slip')).toBeVisible();
  await shoot(page, 'slip-375');

  await game.getByTestId('builder-place').click();
  const placing = page.waitForResponse(isStudioCall('builder-place'), { timeout: 30_000 });
  await game.getByTestId('slip-confirm').getByRole('button', { name: 'Confirmar aposta' }).click();
  const answer = (await (await placing).json()) as { success: boolean; value: SportsPlaceResponse };
  expect(answer.success, JSON.stringify(answer)).toBe(true);
  const bet = answer.value.bet;
  expect(bet).toMatchObject({ status: 'OPEN', stakeMinor: STAKE, shape: { kind: 'BUILDER' } });
  expect(bet.legs.map((leg) => `${leg.marketKey}|${leg.selection}`)).toEqual(['OU:2.5|OVER', '1X2|1']);
  await expect(game.getByTestId('slip-done')).toContainText('Criar aposta (2)');
  await expect(game.getByTestId('balance')).toHaveText(brl(DEPOSIT - STAKE));

  await game.getByRole('button', { name: 'Ver minhas apostas' }).click();
  await page.setViewportSize(SCREEN_WIDTHS[1].viewport);
  const card = game.getByTestId(`bet-${bet.id}`);
  await expect(card).toContainText('Criar aposta (2)');
  await expect(card).toContainText('Mais de 2,5');
  await expect(card).toContainText(home.name);
  await expect(card.getByTestId('builder-bet-odds')).toBeVisible();
  await shoot(page, 'my-bets-1440');
});
