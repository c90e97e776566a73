import { expect, test, type FrameLocator, type Page, type Response } from '@playwright/test';
import type {
  LotteryBuyResponse,
  LotteryDrawsResponse,
  LotteryTicket,
  LotteryTicketsResponse,
} from '@platform/contracts';
import { registerMember } from '../../accounts-support';
import { chargeReference, payInSandbox } from '../../payments-support';
import { brl, SCREEN_WIDTHS } from '../../support';

// The lottery's studio draws the VN regions every minute (STUDIO_LOTTERY_VN_TEST_PERIOD_MINUTES,
// playwright.config.ts) and the fast games on their own 1-minute periods, betting closing 10 s
// before each draw: a ticket bought now is drawn and settled within about a minute and a half.
test.describe.configure({ timeout: 300_000 });

const DEPOSIT = 5_000;
/** Lô on every 2-digit number at R$ 0,10 a line: 27 north prizes end in some of them, so it wins. */
const LO_LINES = 100;
const LINE_STAKE = 10;
/** Đề on the ten numbers ending in 7 (đuôi 7) at R$ 0,10 a line. */
const DE_LINES = 10;
const ELOTT_STAKE = 100;
/** A draw is settled within this long of its draw time (the jobs look every 5 s). */
const SETTLED_WITHIN_MS = 150_000;

const isLotteryCall = (path: string) => (response: Response) =>
  response.url().endsWith(`/studio/api/lottery/${path}`) && response.request().method() === 'POST';

const answerOf = async <T>(response: Response): Promise<{ success: boolean; errorCode: string; value: T }> =>
  (await response.json()) as { success: boolean; errorCode: string; value: T };

/**
 * The game at a phone's and a desktop's width, whole: the window is made as tall as the game's own
 * page (it scrolls inside its frame), then set back to the phone.
 */
const shoot = async (page: Page, name: string) => {
  for (const { name: width, viewport } of SCREEN_WIDTHS) {
    await page.setViewportSize(viewport);
    const frame = page.frames().find((candidate) => candidate.url().includes('/studio/'));
    const inner = (await frame?.evaluate(() => document.documentElement.scrollHeight)) ?? 0;
    const box = await page.getByTestId('lottery-frame').boundingBox();
    const height = Math.max(viewport.height, Math.ceil((box?.y ?? 0) + inner));
    await page.setViewportSize({ width: viewport.width, height });
    await page.screenshot({ path: test.info().outputPath(`lottery-${name}-${width}.png`) });
  }
  await page.setViewportSize(SCREEN_WIDTHS[0].viewport);
};

/**
 * Opens a lottery game from the site's lottery lobby (/lottery) on the game's own lobby view
 * (lottoView=lobby): its page opens on the game's open draws.
 */
const openGame = async (page: Page, mode: 'Loteria do Vietnã' | 'Loterias rápidas', name: string) => {
  await page.goto('/lottery');
  await page.getByRole('tab', { name: mode }).click();
  const draws = page.waitForResponse(isLotteryCall('draws'));
  await page.getByRole('link', { name: `Resultados e sorteios de ${name}` }).click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=SGL-\d{4}&lottoView=lobby/u);
  const game = page.frameLocator('[data-testid="lottery-frame"]');
  const answer = await answerOf<LotteryDrawsResponse>(await draws);
  expect(answer.success, JSON.stringify(answer)).toBe(true);
  return { game, draws: answer.value };
};

/**
 * Confirms the ticket on the board and waits for its answer. A purchase a draw's close overtook
 * is refused (lottery-betting-closed, its message on the board); the board has moved to the next
 * draw by then, and the player buys again, as this does.
 */
const buyTicket = async (page: Page, game: FrameLocator): Promise<LotteryBuyResponse> => {
  for (let attempt = 1; ; attempt += 1) {
    await game.getByTestId('buy').click();
    const bought = page.waitForResponse(isLotteryCall('buy'));
    await game.getByTestId('buy-confirm').click();
    const answer = await answerOf<LotteryBuyResponse>(await bought);
    if (answer.success) {
      await expect(game.getByTestId('buy-done')).toBeVisible();
      return answer.value;
    }
    expect(answer.errorCode, JSON.stringify(answer)).toBe('lottery-betting-closed');
    await expect(game.getByTestId('buy-error')).toBeVisible();
    expect(attempt, 'the ticket was refused three times').toBeLessThan(3);
  }
};

/** Waits on My tickets until every ticket named is settled, and answers them as the page read them. */
const settledTickets = async (page: Page, game: FrameLocator, ids: readonly string[]) => {
  let last: LotteryTicket[] = [];
  const watch = async (response: Response) => {
    if (!isLotteryCall('tickets')(response)) return;
    const answer = await answerOf<LotteryTicketsResponse>(response).catch(() => null);
    if (answer?.success) last = answer.value.tickets;
  };
  page.on('response', watch);
  await game
    .getByRole('navigation', { name: 'Seções' })
    .getByRole('button', { name: 'Meus bilhetes' })
    .click();
  for (const id of ids) {
    await expect(game.getByTestId(`ticket-${id}`).getByTestId('ticket-status')).not.toHaveText('Aguardando', {
      timeout: SETTLED_WITHIN_MS,
    });
  }
  await expect
    .poll(() => ids.every((id) => last.some((ticket) => ticket.id === id && ticket.status !== 'OPEN')))
    .toBe(true);
  page.off('response', watch);
  return ids.map((id) => last.find((ticket) => ticket.id === id)!);
};

type VnVerify = { verified: boolean; result: { result: { prizes: { numbers: string[] }[] } } };

/** A draw's verify answer asked from the game's own page, as its verify view asks it. */
const verifyInFrame = async (page: Page, drawId: string): Promise<VnVerify> => {
  const frame = page.frames().find((candidate) => candidate.url().includes('/studio/'));
  if (!frame) throw new Error('no game frame');
  return frame.evaluate(async (id) => {
    const response = await fetch('/studio/api/lottery/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ drawId: id }),
    });
    return ((await response.json()) as { value: VnVerify }).value;
  }, drawId);
};

test('a member buys VN lô and đề tickets and a fast-game ticket, the draws settle them and the verify page reproduces the draw', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize(SCREEN_WIDTHS[0].viewport);
  await registerMember(page, request);
  const header = page.getByTestId('header-balance-amount');
  await page.goto('/member?tab=depositv2');
  await page.getByRole('button', { name: 'R$ 50,00' }).click();
  await page.getByTestId('deposit-review').click();
  await page.getByTestId('deposit-confirm').click();
  await payInSandbox(context, await chargeReference(page));
  await expect(header).toHaveText(brl(DEPOSIT));

  // The VN north from the site's lottery lobby (/lottery): its open draws, each with its commitment.
  const north = await openGame(page, 'Loteria do Vietnã', 'Loteria do Norte do Vietnã');
  let game = north.game;
  expect(north.draws.draws.length).toBeGreaterThan(0);
  const firstDraw = north.draws.draws[0]!;
  expect(firstDraw.serverSeedHash).toMatch(/^[0-9a-f]{64}$/u);
  await expect(game.getByTestId(`draw-${firstDraw.drawId}`).getByTestId('commitment')).toHaveText(
    firstDraw.serverSeedHash,
  );
  await expect(game.getByTestId('balance')).toHaveText(brl(DEPOSIT));
  await shoot(page, 'lobby');

  // Lô 2 số on all 100 numbers (the random pick of 100), R$ 0,10 a line.
  await game.getByRole('button', { name: 'Apostar neste sorteio' }).first().click();
  await expect(game.getByTestId('bet-type-LO_2')).toHaveAttribute('aria-checked', 'true');
  await game.getByLabel('Quantidade').fill(String(LO_LINES));
  await game.getByRole('button', { name: `Sortear ${LO_LINES}` }).click();
  await expect(game.getByTestId('chosen-count')).toHaveText(`${LO_LINES} números escolhidos`);
  await game.getByLabel('Valor por linha').fill('0,10');
  await expect(game.getByTestId('ticket-cost')).toHaveText(brl(LO_LINES * LINE_STAKE));
  await shoot(page, 'vn-board');
  const lo = await buyTicket(page, game);
  expect(lo.ticket).toMatchObject({ status: 'OPEN', stakeMinor: LO_LINES * LINE_STAKE });
  expect(lo.ticket.bet).toMatchObject({ product: 'VN', betType: 'LO_2', stakePerLineMinor: LINE_STAKE });
  await expect(game.getByTestId('balance')).toHaveText(brl(DEPOSIT - LO_LINES * LINE_STAKE));

  // Đề on every number ending in 7 (the đuôi helper), R$ 0,10 a line.
  await game.getByRole('button', { name: 'Novo bilhete' }).click();
  await game.getByTestId('bet-type-DE').click();
  await game.getByLabel('Terminados em / Começados por').selectOption('7');
  await game.getByRole('button', { name: /Todos terminados em 7/u }).click();
  await expect(game.getByTestId('chosen-count')).toHaveText(`${DE_LINES} números escolhidos`);
  await game.getByLabel('Valor por linha').fill('0,10');
  await expect(game.getByTestId('ticket-cost')).toHaveText(brl(DE_LINES * LINE_STAKE));
  const de = await buyTicket(page, game);
  expect(de.ticket.bet).toMatchObject({ product: 'VN', betType: 'DE' });
  const vnCost = (LO_LINES + DE_LINES) * LINE_STAKE;
  await expect(game.getByTestId('balance')).toHaveText(brl(DEPOSIT - vnCost));

  // A lottery game's tile in its category's lobby opens it on the lottery's page, as /lottery does.
  await page.goto('/elott');
  await page.getByRole('button', { name: 'Jogar Três Dados Rápidos 1 min' }).first().click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=SGL-\d{4}&lottoPrizeMode=ELOTT$/u);

  // A fast game: three dice every minute, a bet on a big sum.
  const dice = await openGame(page, 'Loterias rápidas', 'Três Dados Rápidos 1 min');
  game = dice.game;
  await game.getByRole('navigation', { name: 'Seções' }).getByRole('button', { name: 'Apostar' }).click();
  await expect(game.getByTestId('countdown').first()).toBeVisible();
  await game.getByTestId('pick-sum-BIG').click();
  await game.getByRole('button', { name: 'R$ 1', exact: true }).click();
  await expect(game.getByTestId('ticket-cost')).toHaveText(brl(ELOTT_STAKE));
  await shoot(page, 'elott-board');
  const big = await buyTicket(page, game);
  expect(big.ticket.bet).toEqual({
    product: 'ELOTT',
    choice: { kind: 'SUM_SIDE', side: 'BIG' },
    stakeMinor: ELOTT_STAKE,
  });

  // The dice are drawn: the ticket is settled and the last result shows the draw.
  const [diceTicket] = await settledTickets(page, game, [big.ticket.id]);
  await shoot(page, 'elott-tickets');
  await game.getByRole('navigation', { name: 'Seções' }).getByRole('button', { name: 'Resultados' }).click();
  await expect(game.getByTestId(`result-${big.ticket.drawId}`)).toBeVisible();
  await shoot(page, 'elott-results');

  // Back to the VN north: both tickets settled, the lô won (27 prizes end in its numbers).
  game = (await openGame(page, 'Loteria do Vietnã', 'Loteria do Norte do Vietnã')).game;
  const [loTicket, deTicket] = await settledTickets(page, game, [lo.ticket.id, de.ticket.id]);
  expect(loTicket!.status).toBe('WON');
  // 27 hits at 3.6 on R$ 0,10: 27 × R$ 0,36.
  expect(loTicket!.payoutMinor).toBe(27 * 36);
  await expect(game.getByTestId(`ticket-${lo.ticket.id}`).getByTestId('ticket-payout')).toHaveText(
    brl(27 * 36),
  );
  expect(['WON', 'LOST']).toContain(deTicket!.status);
  await shoot(page, 'vn-tickets');

  // Winnings arrive: the site's balance is the deposit less the stakes plus every payout, and the
  // game's own bar, which My tickets brought up to date, says the same.
  const paid = loTicket!.payoutMinor + deTicket!.payoutMinor + diceTicket!.payoutMinor;
  const balance = brl(DEPOSIT - vnCost - ELOTT_STAKE + paid);
  await expect(game.getByTestId('balance')).toHaveText(balance);
  await page.goto('/lott');
  await expect(header).toHaveText(balance);
  game = (await openGame(page, 'Loteria do Vietnã', 'Loteria do Norte do Vietnã')).game;
  await expect(game.getByTestId('balance')).toHaveText(balance);

  // The verify page reproduces the lô's draw: the server's check and the browser's own.
  await game
    .getByRole('navigation', { name: 'Seções' })
    .getByRole('button', { name: 'Meus bilhetes' })
    .click();
  const verified = page.waitForResponse(isLotteryCall('verify'));
  await game.getByTestId(`ticket-${lo.ticket.id}`).getByRole('button', { name: 'Verificar sorteio' }).click();
  const verify = await answerOf<VnVerify>(await verified);
  expect(verify.value.verified).toBe(true);
  await expect(game.getByTestId('server-check')).toHaveClass(/is-ok/u);
  await expect(game.getByTestId('browser-hash')).toHaveClass(/is-ok/u);
  await expect(game.getByTestId('browser-result')).toHaveClass(/is-ok/u);
  // The đề paid exactly when its draw's special prize ends in 7 (its draw is the lô's unless a
  // close came between the two purchases).
  const deDraw =
    de.ticket.drawId === lo.ticket.drawId ? verify.value : await verifyInFrame(page, de.ticket.drawId);
  const special = deDraw.result.result.prizes[0]!.numbers[0]!;
  expect(deTicket!.payoutMinor).toBe(special.endsWith('7') ? 98 * LINE_STAKE : 0);
  await shoot(page, 'verify');
  await game.getByRole('navigation', { name: 'Seções' }).getByRole('button', { name: 'Resultados' }).click();
  await expect(game.getByTestId(`result-${lo.ticket.drawId}`)).toBeVisible();
  await shoot(page, 'vn-results');
});
