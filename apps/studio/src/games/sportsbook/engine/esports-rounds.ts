import type { EsportsTitle, MatchFormat } from './feed.js';
import { SportsbookInputError } from './input-error.js';
import { assertScore, type Score } from './score.js';

/**
 * The round-level model of a CS2 or Valorant map. Each round is won by the first-named team with
 * one constant chance p, independently of every other round. Real rounds are not independent
 * (pistol rounds, the economy, the side switch at half-time all matter), but the iid race is the
 * standard first model: it gives the whole distribution of final round scores from one number, it
 * can be conditioned on any round score in play, and the simulation draws from it, so the book
 * prices its own simulated maps exactly.
 *
 * A regulation map is won by the first to `roundsToWin` (13). At (roundsToWin − 1) all (12-12)
 * the map goes to overtime, simplified per title:
 * - CS2, MR3: blocks of six rounds, the first to four rounds of the block wins; at 3-3 in a block
 *   (15-15, 18-18, …) another block starts. (Valve's rule exactly, given iid rounds.)
 * - Valorant, win by two: rounds go on until one team leads by two (14-12, 15-13, …). Some
 *   tournaments end a long overtime with a sudden-death round; that rule is left out.
 */

export type OvertimeRule = 'MR3' | 'WIN_BY_TWO';

export type RoundRules = { roundsToWin: number; overtime: OvertimeRule };

/** A CS2 overtime block is six rounds, first to four. */
const MR3_BLOCK_TIE = 3;
const MR3_BLOCK_TO_WIN = 4;

/**
 * The round rules of a title's map, or null for titles whose maps have no rounds (League of
 * Legends and Dota 2 are won by destroying a base). A round title without `roundsToWinMap` is refused.
 */
export const roundRulesFor = (
  title: EsportsTitle,
  format: Extract<MatchFormat, { kind: 'MAPS' }>,
): RoundRules | null => {
  switch (title) {
    case 'LEAGUE_OF_LEGENDS':
    case 'DOTA_2':
      return null;
    case 'CS2':
    case 'VALORANT': {
      const roundsToWin = format.roundsToWinMap;
      if (roundsToWin === null || !Number.isInteger(roundsToWin) || roundsToWin < 2 || roundsToWin > 30) {
        throw new SportsbookInputError('ROUNDS_TO_WIN_INVALID', `${title} ${String(roundsToWin)}`);
      }
      return { roundsToWin, overtime: title === 'CS2' ? 'MR3' : 'WIN_BY_TWO' };
    }
    default: {
      const unknown: never = title;
      throw new SportsbookInputError('TITLE_UNKNOWN', String(unknown));
    }
  }
};

/** True once a round score ends the map (in regulation or in overtime). */
export const isMapOver = (score: Score, rules: RoundRules): boolean => {
  const high = Math.max(score.home, score.away);
  const low = Math.min(score.home, score.away);
  const tie = rules.roundsToWin - 1;
  if (low < tie) return high >= rules.roundsToWin;
  switch (rules.overtime) {
    case 'WIN_BY_TWO':
      return high - low >= 2;
    case 'MR3': {
      const block = Math.floor((low - tie) / MR3_BLOCK_TIE);
      return high >= tie + MR3_BLOCK_TIE * block + MR3_BLOCK_TO_WIN;
    }
    default: {
      const unknown: never = rules.overtime;
      throw new SportsbookInputError('OVERTIME_RULE_UNKNOWN', String(unknown));
    }
  }
};

/**
 * True when rounds played one at a time can reach this score: 0-0, or one round more than a
 * reachable score at which the map was still going. (13-12 is reachable in overtime, 14-0 is not,
 * nor is 13-5 followed by more rounds.)
 */
export const isReachableRoundScore = (score: Score, rules: RoundRules): boolean => {
  const reachable = new Map<string, boolean>();
  const visit = (home: number, away: number): boolean => {
    if (home < 0 || away < 0) return false;
    if (home === 0 && away === 0) return true;
    const key = `${home}-${away}`;
    const known = reachable.get(key);
    if (known !== undefined) return known;
    const from = (h: number, a: number) => visit(h, a) && !isMapOver({ home: h, away: a }, rules);
    const result = from(home - 1, away) || from(home, away - 1);
    reachable.set(key, result);
    return result;
  };
  return visit(score.home, score.away);
};

export const assertRoundScore = (score: Score, rules: RoundRules): void => {
  assertScore(score);
  if (!isReachableRoundScore(score, rules)) {
    throw new SportsbookInputError('ROUND_SCORE_INVALID', `${score.home}-${score.away}`);
  }
};

export type RoundScoreChance = { score: Score; probability: number };

/** Rounds are followed until the unfinished share falls below this; what is left is renormalised away. */
const NEGLIGIBLE_MASS = 1e-15;
/** A hard stop well past any overtime with a measurable chance (≈ 50 CS2 blocks, 150 Valorant pairs). */
const MAX_ROUNDS_FOLLOWED = 320;

const assertRoundProbability = (p: number): void => {
  if (!(p > 0 && p < 1)) throw new SportsbookInputError('ROUND_PROBABILITY_INVALID', `${p}`);
};

/**
 * Every final round score of the map from a round score (0-0 before it starts), with its chance,
 * the first-named team winning each round with chance `homeRound`. Exact up to the overtime
 * followed (the unfinished remainder, under 1e-15, is renormalised away), listed by rounds played.
 */
export const finalRoundScores = (input: {
  homeRound: number;
  from: Score;
  rules: RoundRules;
}): RoundScoreChance[] => {
  const { homeRound, from, rules } = input;
  assertRoundProbability(homeRound);
  assertRoundScore(from, rules);
  if (isMapOver(from, rules)) return [{ score: from, probability: 1 }];
  const finals: RoundScoreChance[] = [];
  let frontier: RoundScoreChance[] = [{ score: from, probability: 1 }];
  for (let played = 0; played < MAX_ROUNDS_FOLLOWED && frontier.length > 0; played += 1) {
    const next = new Map<number, RoundScoreChance>();
    for (const { score, probability } of frontier) {
      const steps: ReadonlyArray<readonly [Score, number]> = [
        [{ home: score.home + 1, away: score.away }, probability * homeRound],
        [{ home: score.home, away: score.away + 1 }, probability * (1 - homeRound)],
      ];
      for (const [after, chance] of steps) {
        if (isMapOver(after, rules)) finals.push({ score: after, probability: chance });
        else {
          // One level holds scores with the same total, so the home rounds identify a score.
          const entry = next.get(after.home);
          if (entry) entry.probability += chance;
          else next.set(after.home, { score: after, probability: chance });
        }
      }
    }
    frontier = [...next.values()];
    if (frontier.reduce((sum, entry) => sum + entry.probability, 0) < NEGLIGIBLE_MASS) break;
  }
  const total = finals.reduce((sum, entry) => sum + entry.probability, 0);
  return finals.map((entry) => ({ score: entry.score, probability: entry.probability / total }));
};

/** The chance the first-named team wins a map whose final round scores are these. */
export const homeMapWin = (finals: readonly RoundScoreChance[]): number =>
  finals.reduce((sum, { score, probability }) => sum + (score.home > score.away ? probability : 0), 0);

/**
 * The round win chance that makes the first-named team win a map from 0-0 with `homeMap`: the
 * ratings give the map price (esports-model.ts), the rounds are then drawn so the two agree.
 * Bisection: the map chance grows strictly with the round chance.
 */
export const roundWinProbabilityFor = (homeMap: number, rules: RoundRules): number => {
  if (!(homeMap > 0 && homeMap < 1)) throw new SportsbookInputError('MAP_PROBABILITY_INVALID', `${homeMap}`);
  const key = `${homeMap}|${rules.roundsToWin}|${rules.overtime}`;
  const known = solvedRoundChances.get(key);
  if (known !== undefined) return known;
  const solved = solveRoundWinProbability(homeMap, rules);
  // A pairing's map chance is fixed, so a book asks the same few hundred again and again (every
  // in-play price and every series played): solving takes tens of milliseconds, a lookup none.
  if (solvedRoundChances.size >= MAX_SOLVED_ROUND_CHANCES) solvedRoundChances.clear();
  solvedRoundChances.set(key, solved);
  return solved;
};

/** Solved round chances by map chance and rules: a pure function's answers, so kept per process. */
const solvedRoundChances = new Map<string, number>();
const MAX_SOLVED_ROUND_CHANCES = 10_000;

const solveRoundWinProbability = (homeMap: number, rules: RoundRules): number => {
  let low = 0;
  let high = 1;
  for (let iteration = 0; iteration < 60; iteration += 1) {
    const middle = (low + high) / 2;
    const map = homeMapWin(finalRoundScores({ homeRound: middle, from: { home: 0, away: 0 }, rules }));
    if (map < homeMap) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
};
