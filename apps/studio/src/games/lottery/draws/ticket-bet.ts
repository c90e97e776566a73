import {
  DEFAULT_ELOTT_ODDS,
  DEFAULT_SEA_4D_PRIZES,
  DEFAULT_VN_ODDS,
  elottExposureKey,
  elottOddsFor,
  LotteryInputError,
  returnMinor,
  sea4dBetExposure,
  sea4dCost,
  settleElottBet,
  settleSea4dBet,
  settleVnTicket,
  vnTicketCost,
  vnTicketExposure,
  assertElottBet,
  type ElottOdds,
  type LotteryGame,
  type LotteryResult,
  type Sea4dBet,
  type Sea4dPrizeTable,
  type VnOddsConfig,
} from '../engine/index.js';
import type { LotteryTicketBet } from '@platform/contracts';
import type { LotteryExposureTaken } from './lottery.tables.js';

/**
 * What a ticket bets, stored on it as JSON: a VN ticket (one bet type, lines, a stake per line),
 * one SEA 4D bet (a number, big or small, straight, i-box or permutation) or one ELOTT choice. Pricing, exposure and settlement switch over it here, so the money path
 * handles every product the same way.
 */
export type { LotteryTicketBet };

export type LotteryOdds = { vn: VnOddsConfig; sea4d: Sea4dPrizeTable; elott: ElottOdds };
export const DEFAULT_LOTTERY_ODDS: LotteryOdds = {
  vn: DEFAULT_VN_ODDS,
  sea4d: DEFAULT_SEA_4D_PRIZES,
  elott: DEFAULT_ELOTT_ODDS,
};

/**
 * The market a bet's exposure rows belong to: the VN bet type, one market for 4D (a big and a
 * small bet on one number both pay when it comes, so they share its limit), or one market for an
 * ELOTT game.
 */
const SEA_4D_MARKET = '4D';
const ELOTT_MARKET = 'ELOTT';

const sea4dBetOf = (bet: Extract<LotteryTicketBet, { product: 'SEA_4D' }>): Sea4dBet => ({
  number: bet.number,
  size: bet.size,
  kind: bet.kind,
  stakeMinor: bet.stakeMinor,
});

const vnTicketOf = (bet: Extract<LotteryTicketBet, { product: 'VN' }>) => ({
  betType: bet.betType,
  lines: bet.lines,
  stakeMinor: bet.stakePerLineMinor,
});

/**
 * A bet priced for the draw's game: what it costs and what it adds to each number. Throws
 * LotteryInputError for a bet that does not fit the game (the caller's `lottery-selection-invalid`).
 */
export const priceTicketBet = (
  bet: LotteryTicketBet,
  game: LotteryGame,
  odds: LotteryOdds,
): { costMinor: number; exposure: LotteryExposureTaken[] } => {
  switch (bet.product) {
    case 'VN': {
      if (game.product !== 'VN') throw new LotteryInputError('PRODUCT_MISMATCH', game.product);
      const ticket = vnTicketOf(bet);
      const costMinor = vnTicketCost(ticket);
      const oddsE3 = odds.vn[game.region][bet.betType];
      const exposure = vnTicketExposure(ticket, oddsE3).map(({ number, amountMinor }) => ({
        market: bet.betType,
        number,
        amountMinor,
      }));
      return { costMinor, exposure };
    }
    case 'SEA_4D': {
      if (game.product !== 'SEA_4D') throw new LotteryInputError('PRODUCT_MISMATCH', game.product);
      const sea4dBet = sea4dBetOf(bet);
      const costMinor = sea4dCost(sea4dBet);
      const exposure = sea4dBetExposure(sea4dBet, odds.sea4d).map(({ number, amountMinor }) => ({
        market: SEA_4D_MARKET,
        number,
        amountMinor,
      }));
      return { costMinor, exposure };
    }
    case 'ELOTT': {
      if (game.product !== 'ELOTT') throw new LotteryInputError('PRODUCT_MISMATCH', game.product);
      const elottBet = { game: game.game, choice: bet.choice, stakeMinor: bet.stakeMinor };
      assertElottBet(elottBet);
      const oddsE3 = elottOddsFor(odds.elott, game.game, bet.choice);
      return {
        costMinor: bet.stakeMinor,
        exposure: [
          {
            market: ELOTT_MARKET,
            number: elottExposureKey(bet.choice),
            amountMinor: returnMinor({ stakeMinor: bet.stakeMinor, oddsE3 }),
          },
        ],
      };
    }
    default: {
      const unknown: never = bet;
      throw new Error(`unknown lottery bet ${JSON.stringify(unknown)}`);
    }
  }
};

/** What a ticket's bet returns on the draw's result (0 when it lost). */
export const ticketReturn = (bet: LotteryTicketBet, result: LotteryResult, odds: LotteryOdds): number => {
  switch (bet.product) {
    case 'VN':
      if (result.product !== 'VN') throw new LotteryInputError('RESULT_GAME_MISMATCH', result.product);
      return settleVnTicket(vnTicketOf(bet), result.result, odds.vn).returnMinor;
    case 'SEA_4D':
      if (result.product !== 'SEA_4D') throw new LotteryInputError('RESULT_GAME_MISMATCH', result.product);
      return settleSea4dBet(sea4dBetOf(bet), result.result, odds.sea4d).returnMinor;
    case 'ELOTT':
      if (result.product !== 'ELOTT') throw new LotteryInputError('RESULT_GAME_MISMATCH', result.product);
      return settleElottBet(
        { game: result.result.game, choice: bet.choice, stakeMinor: bet.stakeMinor },
        result.result,
        odds.elott,
      ).returnMinor;
    default: {
      const unknown: never = bet;
      throw new Error(`unknown lottery bet ${JSON.stringify(unknown)}`);
    }
  }
};

/**
 * Every row a ticket takes, once per (market, number) with its amounts added up, in code-point
 * order: every purchase locks its rows in this order, so two never wait on each other crosswise.
 */
export const exposureRows = (exposure: readonly LotteryExposureTaken[]): LotteryExposureTaken[] => {
  const rows = new Map<string, LotteryExposureTaken>();
  for (const each of exposure) {
    const key = `${each.market}\u0000${each.number}`;
    const earlier = rows.get(key);
    if (earlier) earlier.amountMinor += each.amountMinor;
    else rows.set(key, { ...each });
  }
  const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...rows.values()].sort(
    (a, b) => byCodePoint(a.market, b.market) || byCodePoint(a.number, b.number),
  );
};
