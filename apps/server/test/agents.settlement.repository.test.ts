import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { member, vendorRound, vendorTransaction } from '../src/db/schema.js';
import { createSettlementRepository } from '../src/modules/agents/index.js';
import { periodOf } from '../src/modules/agents/contracts/index.js';
import { createTestDatabase, type TestDatabase } from './helpers/database.js';

const VENDOR = 'repo-test';
const WINDOW = periodOf('FIVE_MINUTES', new Date('2026-11-27T10:00:00-03:00'));
const at = (offsetMs: number) => new Date(WINDOW.start.getTime() + offsetMs);

/**
 * What settlement reads (docs/agents.md "Settlement jobs", step 3): the team under a chain of
 * holders, each member once, and every round settled in the period by it, once, whichever of the
 * slices the period is read in holds it.
 */
describe('settlement reads: the team under the holders and its settled rounds', () => {
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
});
