import { describe, expect, it } from 'vitest';
import {
  combinations,
  countdownParts,
  drawIdParts,
  elottOddsOf,
  formatOdds,
  numbersEndingIn,
  numbersStartingWith,
  parseNumbers,
  randomNumbers,
  returnPerHit,
  sumSides,
  ticketCost,
  vnLineCount,
  vnLinesFrom,
} from './lottery-math';
import { checkDraw, computeDrawResult, sameData } from './lottery-verify-compute';

/** A source that answers 0 every time: the partial Fisher–Yates then keeps the pool's order. */
const first = () => 0;

describe('VN entry helpers', () => {
  it('reads many numbers typed at once with any separator, dropping repeats', () => {
    expect(parseNumbers('12 34,56;78.90\n12', 2)).toEqual({
      ok: true,
      numbers: ['12', '34', '56', '78', '90'],
    });
    expect(parseNumbers('  ', 2)).toEqual({ ok: true, numbers: [] });
  });

  it('refuses a number of the wrong length and names it instead of padding it', () => {
    expect(parseNumbers('12 5 34', 2)).toEqual({ ok: false, token: '5' });
    expect(parseNumbers('123', 2)).toEqual({ ok: false, token: '123' });
    expect(parseNumbers('1a', 2)).toEqual({ ok: false, token: '1a' });
  });

  it('gives every number ending in (đuôi) or starting with (đầu) a digit', () => {
    expect(numbersEndingIn(7, 2)).toEqual(['07', '17', '27', '37', '47', '57', '67', '77', '87', '97']);
    expect(numbersStartingWith(0, 2)).toEqual(['00', '01', '02', '03', '04', '05', '06', '07', '08', '09']);
    expect(numbersEndingIn(5, 3)).toHaveLength(100);
  });

  it('picks distinct random numbers, none already chosen', () => {
    expect(randomNumbers(3, 2, first)).toEqual(['00', '01', '02']);
    expect(randomNumbers(2, 2, first, ['00', '01'])).toEqual(['02', '03']);
    const picked = randomNumbers(50, 2);
    expect(new Set(picked).size).toBe(50);
    expect(picked.every((number) => /^\d{2}$/u.test(number))).toBe(true);
    // Never more than there are.
    expect(randomNumbers(20, 1)).toHaveLength(10);
  });

  it('makes one line a number, and every combination for a xiên (xiên ghép)', () => {
    expect(vnLinesFrom('LO_2', ['45', '07'])).toEqual([['45'], ['07']]);
    expect(vnLinesFrom('XIEN_2', ['11', '22', '33', '44'])).toHaveLength(6);
    expect(vnLinesFrom('XIEN_3', ['11', '22', '33'])).toEqual([['11', '22', '33']]);
    expect(vnLineCount('XIEN_4', 6)).toBe(15);
    expect(vnLineCount('DE', 6)).toBe(6);
    expect(combinations(10, 2)).toBe(45);
  });
});

describe('costs and returns', () => {
  it('costs stake × lines for a VN ticket, as the engine: lô on 45, 07, 33 at R$ 5 is R$ 15', () => {
    expect(
      ticketCost({ product: 'VN', betType: 'LO_2', lines: [['45'], ['07'], ['33']], stakePerLineMinor: 500 }),
    ).toBe(1_500);
    // A lô 45 at R$ 10 pays 3.6 a hit (R$ 36), seven hits R$ 252; a đề 45 R$ 980.
    expect(returnPerHit(1_000, 3_600) * 7).toBe(25_200);
    expect(returnPerHit(1_000, 98_000)).toBe(98_000);
  });

  it('costs a 4D permutation once per ordering', () => {
    const bet = { product: 'SEA_4D', number: '2143', size: 'BIG', stakeMinor: 100 } as const;
    expect(
      ['1234', '1123', '1122', '1112', '1111'].map((number) => ticketCost({ ...bet, number, kind: 'PERM' })),
    ).toEqual([2_400, 1_200, 600, 400, 100]);
    expect(ticketCost({ ...bet, kind: 'PERM' })).toBe(2_400);
    expect(ticketCost({ ...bet, kind: 'IBOX' })).toBe(100);
    expect(ticketCost({ product: 'ELOTT', choice: { kind: 'SUM_SIDE', side: 'BIG' }, stakeMinor: 200 })).toBe(
      200,
    );
  });

  it('reads an ELOTT choice’s odds from the session’s prices', () => {
    const odds = {
      sumSide: { BIG: 2_016, SMALL: 2_016, ODD: 1_960, EVEN: 1_960 },
      sumValue: { '3': 211_680, '10': 7_840 },
      positionSide: { BIG: 1_960, SMALL: 1_960, ODD: 1_960, EVEN: 1_960 },
      positionValue: 5_880,
    };
    expect(elottOddsOf(odds, { kind: 'SUM_SIDE', side: 'BIG' })).toBe(2_016);
    expect(elottOddsOf(odds, { kind: 'SUM_VALUE', value: 10 })).toBe(7_840);
    expect(elottOddsOf(odds, { kind: 'SUM_VALUE', value: 11 })).toBeNull();
    expect(elottOddsOf(odds, { kind: 'POSITION_VALUE', position: 2, value: 6 })).toBe(5_880);
  });

  it('names the sides of a sum; a triple of dice is none of them', () => {
    expect(sumSides('FAST_3', [1, 6, 3])).toEqual(['SMALL', 'EVEN']);
    expect(sumSides('FAST_3', [4, 4, 4])).toEqual([]);
    expect(sumSides('LUCKY_5', [9, 9, 5, 0, 0])).toEqual(['BIG', 'ODD']);
    // The race adds its first two cars only: 7 + 5 = 12, big.
    expect(sumSides('CAR_RACE_10', [7, 5, 1, 2, 3, 4, 6, 8, 9, 10])).toEqual(['BIG', 'EVEN']);
  });

  it('writes odds, countdowns and draw ids as the board shows them', () => {
    expect(formatOdds(3_600, 'PT')).toBe('3,6');
    expect(formatOdds(98_000, 'EN')).toBe('98');
    expect(countdownParts(65_000, 0)).toEqual({ days: 0, clock: '01:05' });
    expect(countdownParts(3_725_000, 0)).toEqual({ days: 0, clock: '1:02:05' });
    expect(countdownParts(0, 5_000)).toEqual({ days: 0, clock: '00:00' });
    // A day and more: whole days apart, the hours under 24 (the clock keeps its hour).
    expect(countdownParts(86_400_000, 0)).toEqual({ days: 1, clock: '0:00:00' });
    expect(countdownParts(2 * 86_400_000 + 3_725_000, 0)).toEqual({ days: 2, clock: '1:02:05' });
    expect(drawIdParts('ELOTT-FAST_3-1M-20261130-0042')).toEqual({ date: '20261130', period: 42 });
    expect(drawIdParts('VN-SOUTH-HCM-20261130')).toEqual({ date: '20261130', period: null });
  });
});

describe('a draw recomputed in the browser', () => {
  // docs/lottery.md, "Worked example" (checked on the server by verify-draw.test.ts).
  const SEED = '7f3c9a2e5b1d4f6a8c0e2b4d6f8a1c3e5b7d9f0a2c4e6b8d0f1a3c5e7b9d2f4a';
  const HASH = '7959d1910d477a39e7aae0836dbbd8c85dc6e11b9da9579e081e9ee1c2422738';

  it('gives the worked example’s dice 1, 6, 3 and its first HMAC round', async () => {
    const { result, rounds } = await computeDrawResult(SEED, 'ELOTT-FAST_3-1M-20261130-0001', {
      product: 'ELOTT',
      game: 'FAST_3',
    });
    expect(result).toEqual({ product: 'ELOTT', result: { game: 'FAST_3', values: [1, 6, 3] } });
    expect(rounds[0]?.startsWith('e5246bd8d8de72538230a12c48508afc')).toBe(true);
  });

  it('gives the worked example’s north special 06620 and G1 90452, 27 numbers', async () => {
    const { result } = await computeDrawResult(SEED, 'VN-NORTH-20261130', { product: 'VN', region: 'NORTH' });
    if (result.product !== 'VN') throw new Error('not a VN result');
    expect(result.result.prizes[0]).toEqual({ prize: 'SPECIAL', numbers: ['06620'] });
    expect(result.result.prizes[1]).toEqual({ prize: 'G1', numbers: ['90452'] });
    expect(result.result.prizes.flatMap((row) => row.numbers)).toHaveLength(27);
  });

  it('checks the hash and the published result, whatever the order of its keys', async () => {
    const published = { result: { values: [1, 6, 3], game: 'FAST_3' }, product: 'ELOTT' };
    const check = await checkDraw({
      drawId: 'ELOTT-FAST_3-1M-20261130-0001',
      serverSeed: SEED,
      serverSeedHash: HASH,
      game: { product: 'ELOTT', game: 'FAST_3' },
      published,
    });
    expect(check).toMatchObject({ hash: HASH, hashMatches: true, resultMatches: true });
    // A seed moved to another draw gives another result, and a wrong hash is caught.
    const moved = await checkDraw({
      drawId: 'ELOTT-FAST_3-1M-20261130-0002',
      serverSeed: SEED,
      serverSeedHash: HASH.replace(/^7/u, '8'),
      game: { product: 'ELOTT', game: 'FAST_3' },
      published,
    });
    expect(moved).toMatchObject({ hashMatches: false, resultMatches: false });
    expect(sameData({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(false);
  });

  it('draws 23 different 4D numbers and a race of ten different cars', async () => {
    const { result: sea } = await computeDrawResult(SEED, 'SEA4D-20261202', { product: 'SEA_4D' });
    if (sea.product !== 'SEA_4D') throw new Error('not a 4D result');
    const all = [
      sea.result.first,
      sea.result.second,
      sea.result.third,
      ...sea.result.starters,
      ...sea.result.consolations,
    ];
    expect(new Set(all).size).toBe(23);
    const { result: race } = await computeDrawResult(SEED, 'ELOTT-CAR_RACE_10-1M-20261130-0001', {
      product: 'ELOTT',
      game: 'CAR_RACE_10',
    });
    if (race.product !== 'ELOTT') throw new Error('not an ELOTT result');
    expect([...race.result.values].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
