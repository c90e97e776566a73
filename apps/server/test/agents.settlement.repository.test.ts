import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { agentContract, member, vendorRound, vendorTransaction } from '../src/tables.js';
import { createContractsRepository, createSettlementRepository } from '../src/modules/agents/index.js';
import { periodAfter, periodOf, type RealtimeBetShare } from '../src/modules/agents/contracts/index.js';
import { createTestDatabase, type TestDatabase } from './helpers/database.js';

const VENDOR = 'repo-test';
const WINDOW = periodOf('FIVE_MINUTES', new Date('2026-11-27T10:00:00-03:00'));
const at = (offsetMs: number) => new Date(WINDOW.start.getTime() + offsetMs);

/**
 * What settlement reads (docs/agents.md "Settlement jobs", step 3): the team under a chain of
 * holders, each member once, and every round settled in the period by it, once, whichever of the
 * slices the period is read in holds it; and what it writes: a real-time line with its bets, once.
 */
describe('settlement reads and records: the team under the holders, its settled rounds, the lines', () => {
  let database: TestDatabase;
  let db: Db;
  const id: Record<string, string> = {};

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
    const suffix = randomUUID().slice(0, 6);
    // top ─ sub ─ player; top ─ direct; and an outsider in no holder's team.
    for (const [name, parent] of [
      ['top', null],
      ['sub', 'top'],
      ['player', 'sub'],
      ['direct', 'top'],
      ['outsider', null],
    ] as const) {
      const [row] = await db
        .insert(member)
        .values({
          account: `rt${name}${suffix}`,
          nickname: name,
          type: name === 'top' || name === 'sub' ? 2 : 0,
          passwordHash: 'x',
          parentId: parent ? id[parent]! : null,
        })
        .returning();
      id[name] = row!.id;
    }
    const round = async (
      roundId: string,
      who: string,
      closedAt: Date,
      legs: Array<{ type: 'bet' | 'win'; amount: number; status?: 'done' | 'rolled-back' }>,
      status: 'settled' | 'open' = 'settled',
    ) => {
      await db.insert(vendorRound).values({
        vendorCode: VENDOR,
        roundId,
        memberId: id[who]!,
        gameCode: 'test',
        status,
        createdAt: new Date(closedAt.getTime() - 1_000),
        closedAt: status === 'settled' ? closedAt : null,
      });
      for (const [index, leg] of legs.entries()) {
        await db.insert(vendorTransaction).values({
          vendorCode: VENDOR,
          transactionId: `${roundId}-${index}`,
          type: leg.type,
          status: leg.status ?? 'done',
          memberId: id[who]!,
          roundId,
          gameCode: 'test',
          amount: leg.amount,
          fingerprint: 'test',
        });
      }
    };
    // At the window's first instant, on each quarter (where one slice ends and the next begins)
    // and at its last millisecond: each read once.
    await round('start', 'player', at(0), [{ type: 'bet', amount: 1_000 }]);
    await round('q1', 'direct', at(75_000), [
      { type: 'bet', amount: 2_000 },
      { type: 'win', amount: 5_000 },
    ]);
    await round('q2', 'sub', at(150_000), [
      { type: 'bet', amount: 3_000 },
      { type: 'bet', amount: 3_000, status: 'rolled-back' },
    ]);
    await round('q3', 'top', at(225_000), [{ type: 'bet', amount: 4_000 }]);
    await round('last', 'player', at(299_999), [
      { type: 'bet', amount: 500 },
      { type: 'win', amount: 500 },
    ]);
    // Outside the window, outside the team, not settled, or with no money: none of them.
    await round('before', 'player', at(-1), [{ type: 'bet', amount: 100 }]);
    await round('after', 'player', at(300_000), [{ type: 'bet', amount: 100 }]);
    await round('outside', 'outsider', at(10_000), [{ type: 'bet', amount: 100 }]);
    await round('open', 'player', at(20_000), [{ type: 'bet', amount: 100 }], 'open');
    await round('empty', 'player', at(30_000), []);
  }, 60_000);
  afterAll(() => database.dispose());

  it('maps the team under nested holders once, the top holder to no parent', async () => {
    const tree = await createSettlementRepository(db).treeUnder([id.sub!, id.top!]);
    expect(Object.fromEntries(tree)).toEqual({
      [id.top!]: null,
      [id.sub!]: id.top,
      [id.player!]: id.sub,
      [id.direct!]: id.top,
    });
  });

  it('reads each round settled in the window by the team once, with its valid bet and the P&L', async () => {
    const bets = await createSettlementRepository(db).settledBets([id.top!, id.sub!], WINDOW);
    expect(bets.sort((a, b) => a.settledAt.getTime() - b.settledAt.getTime())).toEqual([
      {
        betId: `${VENDOR}:start`,
        memberId: id.player,
        validBet: 1_000,
        profitLoss: -1_000,
        settledAt: at(0),
      },
      {
        betId: `${VENDOR}:q1`,
        memberId: id.direct,
        validBet: 2_000,
        profitLoss: 3_000,
        settledAt: at(75_000),
      },
      {
        betId: `${VENDOR}:q2`,
        memberId: id.sub,
        validBet: 3_000,
        profitLoss: -3_000,
        settledAt: at(150_000),
      },
      {
        betId: `${VENDOR}:q3`,
        memberId: id.top,
        validBet: 4_000,
        profitLoss: -4_000,
        settledAt: at(225_000),
      },
      { betId: `${VENDOR}:last`, memberId: id.player, validBet: 500, profitLoss: 0, settledAt: at(299_999) },
    ]);
    // A sub-agent alone reads its own team only.
    const sub = await createSettlementRepository(db).settledBets([id.sub!], WINDOW);
    expect(sub.map((bet) => bet.betId).sort()).toEqual([`${VENDOR}:last`, `${VENDOR}:q2`, `${VENDOR}:start`]);
  });

  it('records a real-time line with its bets once, whatever a bet id holds, and reads them back a page at a time', async () => {
    const repository = createSettlementRepository(db);
    const [contract] = await db
      .insert(agentContract)
      .values({
        holderId: id.top!,
        type: 'REALTIME_SALARY',
        terms: {
          type: 'REALTIME_SALARY',
          realtimeSalary: { profitRate: 50, lossRate: 80, minimumSingleBet: 0 },
        },
        status: 'ACTIVE',
        offeredBy: id.top!,
        requestId: randomUUID(),
        activatedAt: WINDOW.start,
      })
      .returning();
    // A vendor names its rounds: quotes, backslashes, commas, braces and spaces reach the list as sent.
    const odd = ['a"quoted"', 'back\\slash', 'comma,brace}{', ' spaced ', 'NULL', 'plain'];
    const bets: RealtimeBetShare[] = odd.map((round, index) => ({
      betId: `${VENDOR}:${round}`,
      memberId: index % 2 === 0 ? id.player! : id.direct!,
      validBet: 1_000 * (index + 1),
      outcome: index % 3 === 0 ? 'PROFIT' : 'LOSS',
      rate: 10 + index,
    }));
    const line = { contractId: contract!.id, periodKey: WINDOW.key };
    const record = (shares: RealtimeBetShare[], amount: number) =>
      repository.record({
        contractId: contract!.id,
        holderId: id.top!,
        type: 'REALTIME_SALARY',
        period: WINDOW,
        amount,
        line: { ...line, amount, betCount: shares.length },
        bets: shares,
      });
    expect(await record(bets, 12)).toEqual({ amount: 12, state: 'PENDING' });
    // Recorded already: the first line and its bets stand.
    expect(await record(bets.slice(0, 1), 99)).toEqual({ amount: 12, state: 'PENDING' });

    const contracts = createContractsRepository(db);
    const pages = await Promise.all(
      [0, 4].map((offset) => contracts.realtimeBetsOf(id.top!, line, { offset, limit: 4 })),
    );
    expect(pages.map((page) => page!.total)).toEqual([6, 6]);
    expect(pages.flatMap((page) => page!.bets)).toEqual(bets);
    expect(await contracts.realtimeBetsOf(id.top!, line, { offset: 6, limit: 4 })).toEqual({
      total: 6,
      bets: [],
    });
    // Only the holder reads them.
    expect(await contracts.realtimeBetsOf(id.sub!, line, { offset: 0, limit: 4 })).toBeNull();

    // A line that paid on no bet has no list, and reads as none.
    const next = periodAfter(WINDOW);
    await repository.record({
      contractId: contract!.id,
      holderId: id.top!,
      type: 'REALTIME_SALARY',
      period: next,
      amount: 0,
      line: { contractId: contract!.id, periodKey: next.key, amount: 0, betCount: 0 },
      bets: [],
    });
    expect(
      await contracts.realtimeBetsOf(
        id.top!,
        { contractId: contract!.id, periodKey: next.key },
        { offset: 0, limit: 4 },
      ),
    ).toEqual({ total: 0, bets: [] });
  });
});
