import { randomUUID } from 'node:crypto';
import type { LotteryTicketBet } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudioTestDatabase, type StudioTestDatabase } from '../../../../test/helpers/database.js';
import type { DatabaseHandle } from '../../../db/client.js';
import { createFakeWallet } from '../../sportsbook/bets/testing/fake-wallet.js';
import { createDrawCommitment, permutationsOf, resultOfDraw } from '../engine/index.js';
import { plannedDraws } from './draw-schedule.js';
import {
  buyRequest,
  createLotteryFixture,
  failureOf,
  lotterySession,
  testClock,
  TEST_LOTTERY_CONFIG,
} from './testing/lottery-fixture.js';

const SEA_4D = { product: 'SEA_4D' } as const;
const TRIALS = 5;
const RACERS = 4;
const fourD = (
  number: string,
  kind: 'STRAIGHT' | 'IBOX' | 'PERM',
  size: 'BIG' | 'SMALL' = 'BIG',
  stakeMinor = 100,
): LotteryTicketBet => ({ product: 'SEA_4D', number, size, kind, stakeMinor });

/** A 4-digit number the result does not hold in any ordering. */
const aLoser = (drawn: ReadonlySet<string>): string => {
  for (let n = 0; n < 10_000; n += 1) {
    const number = String(n).padStart(4, '0');
    if (permutationsOf(number).every((each) => !drawn.has(each))) return number;
  }
  throw new Error('every number won');
};

describe('SEA 4D tickets', () => {
  let database: StudioTestDatabase;
  let handles: DatabaseHandle[];

  beforeAll(async () => {
    database = await createStudioTestDatabase();
    handles = [database.handle, ...Array.from({ length: RACERS - 1 }, () => database.connectAgain())];
  }, 60_000);
  afterAll(async () => {
    await database.dispose();
  });

  it('buys straight, i-box and permutation tickets and settles them on the draw’s result', async () => {
    const clock = testClock();
    const { wallet, lottery } = createLotteryFixture(database.handle.db, { now: clock.now });
    // The draw's seed is known here, so the test picks numbers it knows win.
    const drawId = `SEA4D-T${randomUUID().slice(0, 8)}`;
    const { serverSeed, serverSeedHash } = createDrawCommitment(drawId);
    await lottery.repository.insertDraws([
      {
        id: drawId,
        game: SEA_4D,
        serverSeed,
        serverSeedHash,
        closesAt: new Date(clock.at + 60_000),
        drawAt: new Date(clock.at + 120_000),
      },
    ]);
    const outcome = resultOfDraw(serverSeed, drawId, SEA_4D);
    if (outcome.product !== 'SEA_4D') throw new Error('not a 4D result');
    const result = outcome.result;
    const drawn = new Set([
      result.first,
      result.second,
      result.third,
      ...result.starters,
      ...result.consolations,
    ]);
    const loser = aLoser(drawn);
    const orderings = permutationsOf(result.first).length;

    const session = lotterySession(wallet, 1_000_000);
    const straight = await lottery.buy(session, buyRequest(drawId, fourD(result.first, 'STRAIGHT')));
    const small = await lottery.buy(session, buyRequest(drawId, fourD(result.second, 'STRAIGHT', 'SMALL')));
    const ibox = await lottery.buy(session, buyRequest(drawId, fourD(result.first, 'IBOX', 'BIG', 2_400)));
    const perm = await lottery.buy(session, buyRequest(drawId, fourD(loser, 'PERM')));
    expect(straight.ticket.stakeMinor).toBe(100);
    expect(perm.ticket.stakeMinor).toBe(100 * permutationsOf(loser).length);
    const spent = 100 + 100 + 2_400 + 100 * permutationsOf(loser).length;
    expect(wallet.balanceOf(session.playerId)).toBe(1_000_000 - spent);

    // A VN bet on a 4D draw, and a 4D number of three digits, are not 4D tickets.
    const vnBet: LotteryTicketBet = { product: 'VN', betType: 'DE', lines: [['45']], stakePerLineMinor: 100 };
    expect(await failureOf(lottery.buy(session, buyRequest(drawId, vnBet)))).toBe(
      'lottery-selection-invalid',
    );

    clock.at += 120_000;
    await lottery.dueDraws();
    expect(await lottery.drawDraw(drawId)).toBe(true);
    expect((await lottery.repository.findDraw(drawId))?.result).toEqual(outcome);
    expect(await lottery.settleDraw(drawId)).toMatchObject({ settled: 4, done: true });

    const tickets = new Map((await lottery.repository.ticketsOfDraw(drawId)).map((row) => [row.id, row]));
    // Big first prize: 2,000 per unit; small second: 2,000 per unit.
    expect(tickets.get(straight.ticket.id)).toMatchObject({ status: 'WON', payoutMinor: 200_000 });
    expect(tickets.get(small.ticket.id)).toMatchObject({ status: 'WON', payoutMinor: 200_000 });
    // The i-box's share of the first prize, plus its share of every other ordering that came.
    const iboxExpected = Math.floor(
      (2_400 *
        permutationsOf(result.first).reduce((sum, number) => {
          if (number === result.first) return sum + 2_000;
          if (number === result.second) return sum + 1_000;
          if (number === result.third) return sum + 490;
          if (result.starters.includes(number)) return sum + 250;
          if (result.consolations.includes(number)) return sum + 60;
          return sum;
        }, 0)) /
        orderings,
    );
    expect(tickets.get(ibox.ticket.id)).toMatchObject({ status: 'WON', payoutMinor: iboxExpected });
    expect(tickets.get(perm.ticket.id)).toMatchObject({ status: 'LOST', payoutMinor: 0 });
    expect(wallet.balanceOf(session.playerId)).toBe(1_000_000 - spent + 200_000 + 200_000 + iboxExpected);
    // Settling again pays nothing more.
    await lottery.settleDraw(drawId);
    expect(wallet.balanceOf(session.playerId)).toBe(1_000_000 - spent + 200_000 + 200_000 + iboxExpected);
  });

  it('takes a number’s limit across big and small, and across the orderings a permutation covers', async () => {
    const clock = testClock();
    // A big straight at R$ 1 stands to pay R$ 2,000: the limit admits two such bets on a number.
    const { wallet, lottery } = createLotteryFixture(database.handle.db, {
      now: clock.now,
      config: { liabilityLimitMinor: 400_000 },
    });
    const drawId = `SEA4D-L${randomUUID().slice(0, 8)}`;
    await lottery.repository.insertDraws([
      {
        id: drawId,
        game: SEA_4D,
        ...createDrawCommitment(drawId),
        closesAt: new Date(clock.at + 60_000),
        drawAt: new Date(clock.at + 120_000),
      },
    ]);
    const session = lotterySession(wallet, 1_000_000);
    await lottery.buy(session, buyRequest(drawId, fourD('1234', 'STRAIGHT')));
    await lottery.buy(session, buyRequest(drawId, fourD('4321', 'PERM')));
    // 1234 now stands at R$ 4,000: a small bet on it (R$ 3,000 more) no longer fits.
    expect(
      await failureOf(lottery.buy(session, buyRequest(drawId, fourD('1234', 'STRAIGHT', 'SMALL')))),
    ).toBe('lottery-liability-reached');
    expect(await lottery.repository.exposureOf(drawId, '4D', '1234')).toBe(400_000);
    expect(await lottery.repository.exposureOf(drawId, '4D', '2143')).toBe(200_000);
    expect(wallet.balanceOf(session.playerId)).toBe(1_000_000 - 100 - 2_400);
  });

  it('admits exactly the tickets that fit when straight and permutation bets race for one number', async () => {
    // Each ticket stands to pay R$ 2,000 on 1234 (a straight on it, or a permutation of 4321 at
    // R$ 1 an ordering): the limit admits three, on separate connections racing each other.
    const wallet = createFakeWallet();
    const clock = testClock();
    const limited = handles.map(
      (handle) =>
        createLotteryFixture(handle.db, {
          wallet,
          now: clock.now,
          config: { liabilityLimitMinor: 3 * 200_000 + 199_999 },
        }).lottery,
    );
    const lottery = limited[0]!;
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const drawId = `SEA4D-R${trial}${randomUUID().slice(0, 6)}`;
      await lottery.repository.insertDraws([
        {
          id: drawId,
          game: SEA_4D,
          ...createDrawCommitment(drawId),
          closesAt: new Date(clock.at + 60_000),
          drawAt: new Date(clock.at + 120_000),
        },
      ]);
      const sessions = Array.from({ length: 10 }, () => lotterySession(wallet, 10_000));
      const bets = sessions.map((_, index) =>
        index % 2 === 0 ? fourD('1234', 'STRAIGHT') : fourD('4321', 'PERM'),
      );
      const outcomes = await Promise.all(
        sessions.map((session, index) =>
          failureOf(limited[index % RACERS]!.buy(session, buyRequest(drawId, bets[index]!))),
        ),
      );
      expect(outcomes.filter((code) => code === 'none')).toHaveLength(3);
      expect(outcomes.filter((code) => code === 'lottery-liability-reached')).toHaveLength(7);
      expect(await lottery.repository.exposureOf(drawId, '4D', '1234')).toBe(600_000);
      // Every other ordering holds what the admitted permutations took, and nothing of a refused one.
      const perms = outcomes.filter((code, index) => code === 'none' && index % 2 === 1).length;
      expect(await lottery.repository.exposureOf(drawId, '4D', '4312')).toBe(perms * 200_000);
      const tickets = await lottery.repository.ticketsOfDraw(drawId);
      expect(tickets.map((ticket) => ticket.status)).toEqual(['OPEN', 'OPEN', 'OPEN']);
      for (const [index, session] of sessions.entries()) {
        const cost = index % 2 === 0 ? 100 : 2_400;
        expect(wallet.balanceOf(session.playerId)).toBe(outcomes[index] === 'none' ? 10_000 - cost : 10_000);
      }
    }
  }, 120_000);

  it('plans the next 4D draw beside the VN and ELOTT ones', () => {
    // Monday 30 November: the next 4D draw is Wednesday 2 December, 18:30 in Singapore.
    const planned = plannedDraws(new Date('2026-11-30T03:00:00Z'), TEST_LOTTERY_CONFIG);
    const fourDDraws = planned.filter((draw) => draw.game.product === 'SEA_4D');
    expect(fourDDraws).toEqual([
      {
        id: 'SEA4D-20261202',
        game: SEA_4D,
        drawAt: new Date('2026-12-02T10:30:00Z'),
        closesAt: new Date('2026-12-02T10:00:00Z'),
      },
    ]);
  });
});
