import {
  elottSumRange,
  LANGUAGE_TAGS,
  permutationsOf,
  vnSelectionShape,
  type LOTTERY_ELOTT_GAMES,
  type LOTTERY_ELOTT_SIDES,
  type LOTTERY_VN_BET_TYPES,
  type LotteryTicketBet,
  type SupportedLanguage,
} from '@platform/contracts';

/**
 * The betting board's arithmetic and entry helpers. The rules the studio's engine keeps too (what
 * a VN line chooses, the 4D orderings, the fast games' ranges) come from packages/contracts
 * (lottery-rules.ts); what only the board needs is here. The server prices and checks every
 * ticket again.
 */

export type VnBetType = (typeof LOTTERY_VN_BET_TYPES)[number];
export type ElottGame = (typeof LOTTERY_ELOTT_GAMES)[number];
export type ElottSide = (typeof LOTTERY_ELOTT_SIDES)[number];
export type ElottChoice = Extract<LotteryTicketBet, { product: 'ELOTT' }>['choice'];

export type ParsedNumbers = { ok: true; numbers: string[] } | { ok: false; token: string };

/**
 * "12 34,56;78": numbers typed at once, any of space, comma, semicolon, dot or new line between.
 * Each must have exactly `digits` digits ("5" for a lô 2 could be 05 or 50, so it is refused and
 * named, never padded). Repeats are dropped, the first kept.
 */
export const parseNumbers = (text: string, digits: number): ParsedNumbers => {
  const tokens = text.split(/[\s,;.]+/u).filter((token) => token !== '');
  for (const token of tokens) {
    if (token.length !== digits || !/^[0-9]+$/u.test(token)) return { ok: false, token };
  }
  return { ok: true, numbers: [...new Set(tokens)] };
};

const pad = (value: number, digits: number) => value.toString().padStart(digits, '0');

export const everyNumber = (digits: number): string[] =>
  Array.from({ length: 10 ** digits }, (_, value) => pad(value, digits));

/** "Đuôi d": every number of `digits` digits ending in `digit` (2 digits: 0d, 1d, … 9d). */
export const numbersEndingIn = (digit: number, digits: number): string[] =>
  everyNumber(digits).filter((number) => number.endsWith(String(digit)));

/** "Đầu d": every number of `digits` digits starting with `digit` (2 digits: d0 … d9). */
export const numbersStartingWith = (digit: number, digits: number): string[] =>
  everyNumber(digits).filter((number) => number.startsWith(String(digit)));

/** A uniform integer below `bound`; the browser's CSPRNG by default (tests pass their own). */
export type UniformInt = (bound: number) => number;

export const cryptoUniform: UniformInt = (bound) => {
  const limit = 0x1_0000_0000 - (0x1_0000_0000 % bound);
  const word = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(word);
    if (word[0]! < limit) return word[0]! % bound;
  }
};

/** `count` distinct numbers of `digits` digits not among `taken`, uniformly (a partial Fisher–Yates). */
export const randomNumbers = (
  count: number,
  digits: number,
  random: UniformInt = cryptoUniform,
  taken: readonly string[] = [],
): string[] => {
  const skip = new Set(taken);
  const pool = everyNumber(digits).filter((number) => !skip.has(number));
  const wanted = Math.max(0, Math.min(count, pool.length));
  for (let index = 0; index < wanted; index += 1) {
    const swap = index + random(pool.length - index);
    [pool[index], pool[swap]] = [pool[swap]!, pool[index]!];
  }
  return pool.slice(0, wanted);
};

/** n choose k, exact for the board's sizes. */
export const combinations = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let index = 1; index <= k; index += 1) result = (result * (n - k + index)) / index;
  return Math.round(result);
};

/** How many lines the chosen numbers make: one a number, or every xiên combination of its size. */
export const vnLineCount = (betType: VnBetType, count: number): number => {
  const size = vnSelectionShape(betType).numbers;
  return size === 1 ? count : combinations(count, size);
};

/** The lines of a ticket from the numbers chosen (xiên ghép: 4 numbers as xiên 2 are 6 lines). */
export const vnLinesFrom = (betType: VnBetType, numbers: readonly string[]): string[][] => {
  const size = vnSelectionShape(betType).numbers;
  if (size === 1) return numbers.map((number) => [number]);
  const lines: string[][] = [];
  const walk = (start: number, chosen: string[]): void => {
    if (chosen.length === size) {
      lines.push(chosen);
      return;
    }
    for (let index = start; index < numbers.length; index += 1) walk(index + 1, [...chosen, numbers[index]!]);
  };
  walk(0, []);
  return lines;
};

/** What one hit of a line returns, the stake counted: floor(stake × odds), as the engine pays. */
export const returnPerHit = (stakeMinor: number, oddsE3: number): number =>
  Math.floor((stakeMinor * oddsE3) / 1000);

/** What a bet costs: a VN ticket stake × lines, a 4D permutation stake × orderings, else the stake. */
export const ticketCost = (bet: LotteryTicketBet): number => {
  switch (bet.product) {
    case 'VN':
      return bet.stakePerLineMinor * bet.lines.length;
    case 'SEA_4D':
      return bet.kind === 'PERM' ? bet.stakeMinor * permutationsOf(bet.number).length : bet.stakeMinor;
    case 'ELOTT':
      return bet.stakeMinor;
    default: {
      const unknown: never = bet;
      throw new Error(`unknown bet ${JSON.stringify(unknown)}`);
    }
  }
};

/** The sum the sum bets read: the race adds only its first two cars. */
export const elottSum = (game: ElottGame, values: readonly number[]): number =>
  (game === 'CAR_RACE_10' ? values.slice(0, 2) : values).reduce((sum, value) => sum + value, 0);

/** Which of big / small / odd / even a sum is (a triple of dice is none: the house's number). */
export const sumSides = (game: ElottGame, values: readonly number[]): ElottSide[] => {
  if (game === 'FAST_3' && values.every((value) => value === values[0])) return [];
  const sum = elottSum(game, values);
  return [sum >= elottSumRange(game).bigFrom ? 'BIG' : 'SMALL', sum % 2 === 1 ? 'ODD' : 'EVEN'];
};

/** The odds (× 1,000) of an ELOTT choice at the game's prices. */
export const elottOddsOf = (
  odds: {
    sumSide: Record<ElottSide, number>;
    sumValue: Record<string, number>;
    positionSide: Record<ElottSide, number>;
    positionValue: number;
  },
  choice: ElottChoice,
): number | null => {
  switch (choice.kind) {
    case 'SUM_SIDE':
      return odds.sumSide[choice.side];
    case 'SUM_VALUE':
      return odds.sumValue[String(choice.value)] ?? null;
    case 'POSITION_SIDE':
      return odds.positionSide[choice.side];
    case 'POSITION_VALUE':
      return odds.positionValue;
    default: {
      const unknown: never = choice;
      throw new Error(`unknown ELOTT choice ${JSON.stringify(unknown)}`);
    }
  }
};

/** Decimal odds as the board prints them: "98", "3,6", "1,96" in Portuguese. */
export const formatOdds = (oddsE3: number, language: SupportedLanguage): string =>
  new Intl.NumberFormat(LANGUAGE_TAGS[language], { maximumFractionDigits: 3, useGrouping: false }).format(
    oddsE3 / 1000,
  );

/**
 * What a draw id says: its day (YYYYMMDD), and the period's number that day for the fast games
 * and the VN test schedule (`ELOTT-FAST_3-1M-20261130-0042` → 42).
 */
export const drawIdParts = (drawId: string): { date: string | null; period: number | null } => {
  const match = /-(\d{8})(?:-(\d{4}))?$/u.exec(drawId);
  if (!match) return { date: null, period: null };
  return { date: match[1]!, period: match[2] ? Number(match[2]) : null };
};

/**
 * The time until `target`, never below zero: whole days apart (a 4D special draw is weeks ahead,
 * and "170:02:05" reads as nothing), then "1:02:05" or "01:05".
 */
export const countdownParts = (target: number, now: number): { days: number; clock: string } => {
  const total = Math.max(0, Math.ceil((target - now) / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (value: number) => value.toString().padStart(2, '0');
  const clock =
    hours > 0 || days > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
  return { days, clock };
};

export const newRequestId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
