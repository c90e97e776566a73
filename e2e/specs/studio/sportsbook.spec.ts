import { expect, test, type FrameLocator, type Page, type Response } from '@playwright/test';
import type {
  BetRecord,
  SportsBet,
  SportsCashOutResponse,
  SportsEventSummary,
  SportsLobbyResponse,
  SportsPlaceResponse,
} from '@platform/contracts';
import { RequestHeader } from '../../../packages/contracts/src/headers';
import { registerMember } from '../../accounts-support';
import { chargeReference, operatorApi, operatorToken, payInSandbox } from '../../payments-support';
import { brl, SCREEN_WIDTHS } from '../../support';

// The site's studio plays the sportsbook's simulated matches fast (playwright.config.ts): a slot of
// three kick-offs every 15 s, a match in 105 s, so a test sees matches kick off, bets placed in
// play, a cash-out, and the final whistle and its settlement in about three minutes.
test.describe.configure({ timeout: 240_000 });

const centavosOf = (text: string | null) => Number((text ?? '').replace(/\D/gu, ''));

const DEPOSIT = 5_000;
const SINGLE_STAKE = 1_000;
const MULTIPLE_STAKE = 500;

const apiAnswer = async <T>(response: Pick<Response, 'json'>): Promise<T> => {
  const body = (await response.json()) as { success: boolean; value: T };
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.value;
};
const isStudioCall = (path: string) => (response: Response) =>
  response.url().endsWith(`/studio/api/sportsbook/${path}`) && response.request().method() === 'POST';

/**
 * The three matches of the next kick-off slot, from the lobby's own answer: one slot's matches kick
 * off and end together, so the bets on them are placed at the start of play and settle together.
 */
const nextSlot = (lobby: SportsLobbyResponse): SportsEventSummary[] => {
  const upcoming = lobby.events.filter(
    (event) => event.status === 'SCHEDULED' && event.startsAt > lobby.serverTime,
  );
  const kickOff = Math.min(...upcoming.map((event) => event.startsAt));
  return upcoming.filter((event) => event.startsAt === kickOff);
};

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`sportsbook-${name}.png`) });

/**
 * Sends the slip and waits for its answer. An in-play bet is priced again after the in-play delay;
 * a goal in that moment suspends the match's markets for a minute of match time and the bet is
 * refused with the reason on the slip. The player then sends it again, as this does.
 */
const placeSlip = async (page: Page, game: FrameLocator): Promise<SportsBet> => {
  for (let attempt = 1; ; attempt += 1) {
    await game.getByTestId('slip-place').click();
    const placed = page.waitForResponse(isStudioCall('place'), { timeout: 30_000 });
    await game.getByTestId('slip-confirm').getByRole('button', { name: 'Confirmar aposta' }).click();
    const answer = (await (await placed).json()) as { success: boolean; errorCode: string; value: unknown };
    if (answer.success) {
      await expect(game.getByTestId('slip-done')).toBeVisible();
      return (answer.value as SportsPlaceResponse).bet;
    }
    // Only a market suspended by a goal is worth another try; anything else is a failure.
    expect(answer.errorCode, JSON.stringify(answer)).toBe('sports-market-suspended');
    await expect(game.getByTestId('slip-error')).toBeVisible();
    expect(attempt, 'the slip was refused three times').toBeLessThan(3);
  }
};

test('a member bets a single and a multiple in play, cashes out the single, and the multiple settles at the final whistle', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize(SCREEN_WIDTHS[1].viewport);
  // A new member with R$ 50,00 deposited by PIX: the ledger holds only this test's movements.
  await registerMember(page, request);
  const header = page.getByTestId('header-balance-amount');
  await page.goto('/member?tab=depositv2');
  await page.getByRole('button', { name: 'R$ 50,00' }).click();
  await page.getByTestId('deposit-review').click();
  await page.getByTestId('deposit-confirm').click();
  await payInSandbox(context, await chargeReference(page));
  await expect(header).toHaveText(brl(DEPOSIT));

  // The sportsbook from the site's /sports lobby; its first lobby answer names the matches.
  await page.goto('/sports');
  const tile = page.getByTestId('lobby-grid').getByTestId('game-tile').first();
  const name = (await tile.locator('.game-tile-name').textContent()) ?? '';
  const firstLobby = page.waitForResponse(isStudioCall('lobby'));
  await tile.getByRole('button', { name: `Jogar ${name}` }).click();
  await expect(page).toHaveURL(/\/seamless\?nodeId=\d+/u);
  const game = page.frameLocator('[data-testid="seamless-frame"]');
  const slot = nextSlot(await apiAnswer<SportsLobbyResponse>(await firstLobby));
  expect(slot.length).toBeGreaterThanOrEqual(3);
  const [singleEvent, firstLeg, secondLeg] = slot as [SportsEventSummary, ...SportsEventSummary[]];
  await expect(game.getByTestId('balance')).toHaveText(brl(DEPOSIT));
  await expect(game.getByTestId(/^event-/u).first()).toBeVisible();
  await shoot(page, 'lobby-1440');

  // Kick-off: the slot's matches appear in the live list (the lobby's default tab).
  const row = (event: SportsEventSummary) => game.getByTestId(`event-${event.id}`);
  for (const event of [singleEvent, firstLeg!, secondLeg!]) {
    await expect(row(event).locator('.sb-clock')).toBeVisible({ timeout: 45_000 });
  }

  // A single on Under 3.5 goals: between goals its value only rises as the clock runs, so the
  // cash-out offered a moment ago is still there when the player confirms it.
  await row(singleEvent)
    .getByRole('button', { name: `${singleEvent.home.name} x ${singleEvent.away.name}`, exact: true })
    .click();
  await game.getByRole('button', { name: /^Menos de 3,5 — Total de gols 3,5 — odd/u }).click();
  await expect(game.getByTestId('slip-leg')).toHaveCount(1);
  await game.getByLabel('Se a odd mudar').selectOption('ANY');
  await game.getByRole('button', { name: 'R$ 10', exact: true }).click();
  await expect(game.getByTestId('slip-cost')).toHaveText(brl(SINGLE_STAKE));
  const single = await placeSlip(page, game);
  expect(single).toMatchObject({ status: 'OPEN', stakeMinor: SINGLE_STAKE, shape: { kind: 'SINGLE' } });
  await expect(game.getByTestId('balance')).toHaveText(brl(DEPOSIT - SINGLE_STAKE));
  await expect(header).toHaveText(brl(DEPOSIT - SINGLE_STAKE));

  // Cash out the single from the open bets at once: the longer it runs, the likelier a fourth goal
  // decides it and nothing is left to cash out.
  await game.getByRole('button', { name: 'Ver minhas apostas' }).click();
  const singleCard = game.getByTestId(`bet-${single.id}`);
  let cashedOut: SportsCashOutResponse | null = null;
  for (let attempt = 1; cashedOut === null; attempt += 1) {
    // Offered while no goal has just suspended the market (the card then says so for a moment).
    await singleCard.getByRole('button', { name: /^Cash out R\$/u }).click({ timeout: 30_000 });
    const answer = page.waitForResponse(isStudioCall('cashout'));
    await game.getByRole('dialog', { name: 'Cash out' }).getByTestId('confirm-cash-out').click();
    const body = (await (await answer).json()) as { success: boolean; errorCode: string; value: unknown };
    if (body.success) cashedOut = body.value as SportsCashOutResponse;
    else {
      // A goal between the offer and the confirmation: the card shows the new state; offer again.
      expect(body.errorCode, JSON.stringify(body)).toMatch(/^sports-cash-out-(unavailable|changed)$/u);
      expect(attempt, 'the cash-out was refused three times').toBeLessThan(3);
    }
  }
  expect(cashedOut.bet.status).toBe('CASHED_OUT');
  const cashOut = cashedOut.paidMinor;
  expect(cashOut).toBeGreaterThan(0);
  const afterCashOut = DEPOSIT - SINGLE_STAKE + cashOut;
  await expect(game.getByTestId('balance')).toHaveText(brl(afterCashOut));
  await expect(header).toHaveText(brl(afterCashOut));
  await expect(singleCard).toBeHidden();

  // A double on the home sides of the slot's two other matches, from the lobby's rows.
  await game.getByRole('navigation').getByRole('button', { name: 'Esportes' }).click();
  for (const event of [firstLeg!, secondLeg!]) {
    await row(event)
      .getByRole('button', { name: /Resultado final — odd/u })
      .first()
      .click();
  }
  await expect(game.getByTestId('slip-leg')).toHaveCount(2);
  await game.getByRole('button', { name: 'Múltipla', exact: true }).click();
  await game.getByRole('button', { name: 'R$ 5', exact: true }).click();
  await expect(game.getByTestId('slip-cost')).toHaveText(brl(MULTIPLE_STAKE));
  await shoot(page, 'slip-1440');
  const multiple = await placeSlip(page, game);
  expect(multiple).toMatchObject({
    status: 'OPEN',
    stakeMinor: MULTIPLE_STAKE,
    shape: { kind: 'ACCUMULATOR' },
  });
  expect(multiple.legs.map((leg) => leg.eventId)).toEqual([firstLeg!.id, secondLeg!.id]);

  // The double's stake left the wallet: the game's balance and the site's header say so.
  const staked = afterCashOut - MULTIPLE_STAKE;
  await expect(game.getByTestId('balance')).toHaveText(brl(staked));
  await expect(header).toHaveText(brl(staked));

  // The open list holds the double only.
  await game.getByRole('button', { name: 'Ver minhas apostas' }).click();
  await expect(game.getByTestId(`bet-${multiple.id}`)).toContainText('Em aberto');
  await expect(singleCard).toBeHidden();
  await shoot(page, 'my-bets-open-1440');

  // The settled list shows the cash-out with the amount paid, the same the balance rose by.
  await game.getByRole('button', { name: 'Encerradas', exact: true }).click();
  const cashedCard = game.getByTestId(`bet-${single.id}`);
  await expect(cashedCard).toContainText('Cash out');
  await expect(cashedCard.getByTestId('bet-paid')).toHaveText(brl(cashOut));

  // While the double's matches play on: the same pages at a phone's width.
  await page.setViewportSize(SCREEN_WIDTHS[0].viewport);
  await shoot(page, 'my-bets-settled-375');
  await game.getByRole('navigation').getByRole('button', { name: 'Esportes' }).click();
  await expect(game.getByTestId(/^event-/u).first()).toBeVisible();
  await shoot(page, 'lobby-375');
  // A selection on the slip (not placed) to see the slip as a phone shows it, then cleared.
  await game
    .getByTestId(/^event-/u)
    .first()
    .getByRole('button', { name: /Resultado final — odd/u })
    .first()
    .click();
  await game.getByTestId('slip-bar').click();
  await expect(game.getByTestId('slip-leg')).toHaveCount(1);
  await shoot(page, 'slip-375');
  await game.getByRole('button', { name: 'Limpar tudo' }).click();
  await game.getByRole('button', { name: 'Fechar' }).first().click();
  await game.getByRole('navigation').getByRole('button', { name: 'Minhas apostas' }).click();
  await expect(game.getByTestId(`bet-${multiple.id}`)).toBeVisible();
  await shoot(page, 'my-bets-open-375');
  await page.setViewportSize(SCREEN_WIDTHS[1].viewport);

  // The final whistle: the double settles, and the settled list (watched, not reloaded) shows it.
  await game.getByRole('button', { name: 'Encerradas', exact: true }).click();
  const settledCard = game.getByTestId(`bet-${multiple.id}`);
  await expect(settledCard.locator('.sb-status')).toHaveText(/^(Ganhou|Perdeu)$/u, { timeout: 150_000 });
  const won = (await settledCard.locator('.sb-status').textContent()) === 'Ganhou';
  const paid = centavosOf(await settledCard.getByTestId('bet-paid').textContent());
  expect(paid).toBe(won ? multiple.potentialReturnMinor : 0);
  await expect(settledCard.getByRole('img', { name: 'Em andamento' })).toHaveCount(0);
  await expect(game.getByTestId(`bet-${single.id}`)).toBeVisible();
  await shoot(page, 'my-bets-settled-1440');
  await game.getByRole('button', { name: 'Abertas', exact: true }).click();
  await expect(game.getByText('Você não tem apostas em aberto')).toBeVisible();

  // The ledger: the member's account record ends at the balance the header and the game show, and
  // the betting record holds both bets with their stakes and what they paid.
  const final = staked + paid;
  await expect(game.getByTestId('balance')).toHaveText(brl(final));
  await expect(header).toHaveText(brl(final));
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
  const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'America/Sao_Paulo',
  });
  const records = `from=${yesterday}&to=${today}&pageSize=100`;
  // The member's own record routes, with the browser's session cookie (which the site's client
  // sends with its header: a cookie alone authenticates nothing).
  const memberGet = (url: string) =>
    page.request.get(url, { headers: { [RequestHeader.gatewayVersion]: '1' } });
  const account = await apiAnswer<{ content: { amount: number; balanceAfter: number; wallet: string }[] }>(
    await memberGet(`/wps/member/records/account?${records}`),
  );
  const main = account.content.filter((entry) => entry.wallet === 'MAIN');
  expect(main[0]?.balanceAfter).toBe(final);
  expect(main.reduce((sum, entry) => sum + entry.amount, 0)).toBe(final);
  const bets = await apiAnswer<{ content: BetRecord[] }>(
    await memberGet(`/wps/member/records/bets?${records}`),
  );
  const record = (roundId: string) => bets.content.find((line) => line.roundId === roundId);
  expect(record(single.id)).toMatchObject({ betAmount: SINGLE_STAKE, winAmount: cashOut, status: 'settled' });
  expect(record(multiple.id)).toMatchObject({
    betAmount: MULTIPLE_STAKE,
    winAmount: paid,
    status: 'settled',
  });
  const ops = operatorApi(request, await operatorToken(request));
  expect(await ops.get('/ops/ledger/check')).toEqual({ clean: true, problems: [] });
});
