import { LotteryInputError } from './input-error.js';
import { ODDS_SCALE, assertOddsE3 } from './money.js';
import {
  ELOTT_SIDES,
  elottSumRange,
  positionBigFrom,
  sideWins,
  type ElottBetChoice,
  type ElottSide,
} from './elott-bets.js';
import { ELOTT_GAMES, elottShape, type ElottGame } from './elott-result.js';

/**
 * ELOTT odds (× 1,000, money.ts) per game and bet. The defaults are derived from each bet's exact
 * chance at one return to player, rounded down: odds = floor(rtp × total ways / winning ways). So a
 * lucky-5 sum of 0 (1 way in 100,000) and a race's sum of 11 (10 ways in 90) are each priced from
 * what they really are, and the race's big (40 of 90) pays more than its small (50 of 90).
 */

export type ElottGameOdds = {
  sumSide: Record<ElottSide, number>;
  /** Indexed by the sum; every sum of the game's range is priced. */
  sumValue: Record<number, number>;
  positionSide: Record<ElottSide, number>;
  positionValue: number;
};
export type ElottOdds = Record<ElottGame, ElottGameOdds>;

export type SumOutcome = { sum: number; triple: boolean; ways: number };

type SumOutcomes = { outcomes: readonly SumOutcome[]; total: number };

/** Lucky 5's walk is 100,000 rows and every sum bet asks for it: walk each game once per process. */
const sumOutcomesByGame = new Map<ElottGame, SumOutcomes>();

/** Every way the numbers the sum reads can fall, grouped by sum (and, for dice, triple or not). */
export const elottSumOutcomes = (game: ElottGame): SumOutcomes => {
  const known = sumOutcomesByGame.get(game);
  if (known !== undefined) return known;
  const walked = walkSumOutcomes(game);
  sumOutcomesByGame.set(game, walked);
  return walked;
};

const walkSumOutcomes = (game: ElottGame): SumOutcomes => {
  const { positions, min, max } = elottShape(game);
  const values = Array.from({ length: max - min + 1 }, (_, index) => min + index);
  const counts = new Map<string, SumOutcome>();
  const add = (sum: number, triple: boolean, ways: number): void => {
    const key = `${sum}:${triple}`;
    const known = counts.get(key);
    counts.set(key, { sum, triple, ways: (known?.ways ?? 0) + ways });
  };
  let total = 0;
  if (game === 'CAR_RACE_10') {
    // Only the first two cars count, and they differ: 90 ordered pairs.
    for (const first of values) {
      for (const second of values) {
        if (first === second) continue;
        add(first + second, false, 1);
        total += 1;
      }
    }
  } else {
    // Independent digits or dice: walk every row (10^5 for lucky 5, 6^3 for dice).
    const walk = (depth: number, sum: number, allSame: boolean, firstValue: number): void => {
      if (depth === positions) {
        add(sum, game === 'FAST_3' && allSame, 1);
        total += 1;
        return;
      }
      for (const value of values) {
        walk(
          depth + 1,
          sum + value,
          depth === 0 || (allSame && value === firstValue),
          depth === 0 ? value : firstValue,
        );
      }
    };
    walk(0, 0, true, 0);
  }
  return { outcomes: [...counts.values()].sort((a, b) => a.sum - b.sum), total };
};

/** The exact chance of a bet, as winning ways over all ways. */
export const elottChance = (game: ElottGame, choice: ElottBetChoice): { ways: number; total: number } => {
  switch (choice.kind) {
    case 'SUM_SIDE':
    case 'SUM_VALUE': {
      const { outcomes, total } = elottSumOutcomes(game);
      const { bigFrom } = elottSumRange(game);
      const wins = (outcome: SumOutcome): boolean =>
        choice.kind === 'SUM_VALUE'
          ? outcome.sum === choice.value
          : !outcome.triple && sideWins(choice.side, outcome.sum, bigFrom);
      return { ways: outcomes.filter(wins).reduce((sum, outcome) => sum + outcome.ways, 0), total };
    }
    case 'POSITION_SIDE':
    case 'POSITION_VALUE': {
      // Each position alone is uniform over its values, the race's too (every order equally likely).
      const { min, max } = elottShape(game);
      const values = Array.from({ length: max - min + 1 }, (_, index) => min + index);
      const wins = (value: number): boolean =>
        choice.kind === 'POSITION_VALUE'
          ? value === choice.value
          : sideWins(choice.side, value, positionBigFrom(game));
      return { ways: values.filter(wins).length, total: values.length };
    }
    default: {
      const unknown: never = choice;
      throw new Error(`unknown ELOTT bet ${JSON.stringify(unknown)}`);
    }
  }
};

const RTP_SCALE = 10_000;

/** odds × 1,000 for a chance at an RTP in basis points, rounded down (never above the RTP). */
const oddsAt = (rtpBp: number, { ways, total }: { ways: number; total: number }): number =>
  ways === 0 ? 0 : Math.floor((rtpBp * ODDS_SCALE * total) / (RTP_SCALE * ways));

export const elottOddsAt = (rtpBp: number): ElottOdds => {
  if (!Number.isInteger(rtpBp) || rtpBp < 1 || rtpBp >= RTP_SCALE)
    throw new LotteryInputError('RTP_INVALID', `${rtpBp}`);
  const priced = (game: ElottGame): ElottGameOdds => {
    const side = (make: (side: ElottSide) => ElottBetChoice) =>
      Object.fromEntries(
        ELOTT_SIDES.map((each) => [each, oddsAt(rtpBp, elottChance(game, make(each)))]),
      ) as Record<ElottSide, number>;
    const { min, max } = elottSumRange(game);
    const sumValue: Record<number, number> = {};
    for (let value = min; value <= max; value += 1) {
      sumValue[value] = oddsAt(rtpBp, elottChance(game, { kind: 'SUM_VALUE', value }));
    }
    return {
      sumSide: side((each) => ({ kind: 'SUM_SIDE', side: each })),
      sumValue,
      positionSide: side((each) => ({ kind: 'POSITION_SIDE', position: 1, side: each })),
      positionValue: oddsAt(
        rtpBp,
        elottChance(game, { kind: 'POSITION_VALUE', position: 1, value: elottShape(game).min }),
      ),
    };
  };
  return Object.fromEntries(ELOTT_GAMES.map((game) => [game, priced(game)])) as ElottOdds;
};

/** 98 % to the player on every bet. */
export const DEFAULT_ELOTT_RTP_BP = 9_800;
export const DEFAULT_ELOTT_ODDS: ElottOdds = elottOddsAt(DEFAULT_ELOTT_RTP_BP);

export const elottOddsFor = (odds: ElottOdds, game: ElottGame, choice: ElottBetChoice): number => {
  const table = odds[game];
  const oddsE3 = ((): number | undefined => {
    switch (choice.kind) {
      case 'SUM_SIDE':
        return table.sumSide[choice.side];
      case 'SUM_VALUE':
        return table.sumValue[choice.value];
      case 'POSITION_SIDE':
        return table.positionSide[choice.side];
      case 'POSITION_VALUE':
        return table.positionValue;
      default: {
        const unknown: never = choice;
        throw new Error(`unknown ELOTT bet ${JSON.stringify(unknown)}`);
      }
    }
  })();
  assertOddsE3(oddsE3 ?? -1, `${game} ${choice.kind}`);
  return oddsE3 ?? 0;
};
