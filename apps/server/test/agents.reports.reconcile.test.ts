import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { TeamFigures } from '@platform/contracts';
import { member } from '../src/tables.js';
import { createReportsRepository, createReportsService } from '../src/modules/agents/index.js';
import { STUDIO_VENDOR } from '../src/modules/seamless/index.js';
import { createTestDatabase, type TestDatabase } from './helpers/database.js';
import { fundMember, testWallet } from './helpers/money.js';

/**
 * Reconciliation over random trees and random money: for every agent of the tree, the overview
 * equals a model computed from the generated facts, the statement's own row plus its direct
 * downlines' rows equals the team, and the transaction details' totals equal the ledger's
 * postings. Each run adds a new tree beside the earlier ones, so a tree's figures that took in
 * anything of a sibling tree would fail the model.
 */

type Round = { stake: number; payout: number; state: 'settled' | 'open' | 'rolled-back' };
type Fact =
  | { kind: 'deposit'; amount: number }
  | { kind: 'bonus'; amount: number }
  | { kind: 'withdrawal'; amount: number; returned: boolean }
  | { kind: 'transfer'; amount: number; to: number }
  | { kind: 'round'; round: Round };

const amount = fc.integer({ min: 1, max: 200_000 });
const factArbitrary = (size: number): fc.Arbitrary<Fact> =>
  fc.oneof(
    fc.record({ kind: fc.constant('deposit' as const), amount }),
    fc.record({ kind: fc.constant('bonus' as const), amount }),
    fc.record({ kind: fc.constant('withdrawal' as const), amount, returned: fc.boolean() }),
    fc.record({ kind: fc.constant('transfer' as const), amount, to: fc.nat({ max: size - 1 }) }),
    fc.record({
      kind: fc.constant('round' as const),
      round: fc.record({
        stake: amount,
        payout: fc.integer({ min: 0, max: 400_000 }),
        state: fc.constantFrom('settled' as const, 'open' as const, 'rolled-back' as const),
      }),
    }),
  );

/** A tree of 2–9 members: 0 is the top agent, every other one under an earlier one. */
const treeArbitrary = fc.integer({ min: 2, max: 9 }).chain((size) =>
  fc.record({
    parents: fc.tuple(
      ...Array.from({ length: size - 1 }, (_, index) => fc.nat({ max: index })),
    ) as fc.Arbitrary<number[]>,
    agents: fc.array(fc.boolean(), { minLength: size, maxLength: size }),
    facts: fc.array(fc.record({ who: fc.nat({ max: size - 1 }), fact: factArbitrary(size) }), {
      maxLength: 14,
    }),
  }),
);

const ZERO: TeamFigures = {
  newMembers: 0,
  activeMembers: 0,
  firstDepositCount: 0,
  firstDepositAmount: 0,
  depositCount: 0,
  depositAmount: 0,
  withdrawalCount: 0,
  withdrawalAmount: 0,
  betCount: 0,
  validBet: 0,
  payout: 0,
  profitLoss: 0,
  bonusAmount: 0,
};

describe('agent reports reconcile with the ledger and the rounds over random trees', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ demo: false });
  });
  afterAll(() => database.dispose());

  it('team = own + direct downlines’ teams = the model; transaction totals = the postings', async () => {
    const db = () => database.handle.db;
    const wallet = () => testWallet(db());
    const service = createReportsService({ repository: createReportsRepository(db()) });
    const move = (
      kind: 'WITHDRAWAL_HOLD' | 'WITHDRAWAL_RETURN' | 'BONUS' | 'TRANSFER',
      memberId: string,
      legs: object[],
    ) =>
      wallet().move({
        idempotencyKey: randomUUID(),
        kind,
        memberId,
        legs: legs as never,
        // A bonus names the promotion that pays it (a rebate; the OPEN profile lets it pay money).
        ...(kind === 'BONUS' ? { reference: { promotion: 'REBATE' } } : {}),
      });

    const playRound = async (memberId: string, round: Round) => {
      const roundId = randomUUID();
      await db().execute(sql`insert into vendor_round (vendor_code, round_id, member_id, game_code)
        values (${STUDIO_VENDOR}, ${roundId}, ${memberId}, 'SLOT1')`);
      await db().execute(sql`insert into vendor_transaction
          (vendor_code, transaction_id, type, status, member_id, round_id, game_code, amount, fingerprint)
        values (${STUDIO_VENDOR}, ${randomUUID()}, 'bet',
          ${round.state === 'rolled-back' ? 'rolled-back' : 'done'}, ${memberId}, ${roundId}, 'SLOT1',
          ${round.stake}, 'f')`);
      if (round.state === 'settled' && round.payout > 0) {
        await db().execute(sql`insert into vendor_transaction
            (vendor_code, transaction_id, type, member_id, round_id, game_code, amount, fingerprint,
             bet_transaction_id)
          values (${STUDIO_VENDOR}, ${randomUUID()}, 'win', ${memberId}, ${roundId}, 'SLOT1',
            ${round.payout}, 'f', null)`);
      }
      if (round.state !== 'open') {
        await db().execute(sql`update vendor_round set status = ${round.state}, closed_at = now()
          where vendor_code = ${STUDIO_VENDOR} and round_id = ${roundId}`);
      }
    };

    await fc.assert(
      fc.asyncProperty(treeArbitrary, async ({ parents, agents, facts }) => {
        const size = parents.length + 1;
        const ids: string[] = [];
        for (let index = 0; index < size; index += 1) {
          const [row] = await db()
            .insert(member)
            .values({
              account: `r${randomUUID().slice(0, 12)}`,
              nickname: 'R',
              type: index === 0 || agents[index] ? (index === 0 ? 1 : 2) : 0,
              passwordHash: 'never logs in',
              parentId: index === 0 ? null : ids[parents[index - 1]!]!,
            })
            .returning({ id: member.id });
          ids.push(row!.id);
          // Money that is none of the reports' business (an adjustment), so every move can be paid.
          await fundMember(db(), row!.id, 5_000_000, 'ADJUSTMENT');
        }

        const model = Array.from({ length: size }, () => ({ ...ZERO }));
        const postings = Array.from(
          { length: size },
          () => new Map<string, { count: number; amount: number }>(),
        );
        const posted = (who: number, kind: string, value: number) => {
          const sum = postings[who]!.get(kind) ?? { count: 0, amount: 0 };
          postings[who]!.set(kind, { count: sum.count + 1, amount: sum.amount + value });
        };
        for (const { who, fact } of facts) {
          const memberId = ids[who]!;
          const figures = model[who]!;
          switch (fact.kind) {
            case 'deposit':
              await fundMember(db(), memberId, fact.amount, 'DEPOSIT');
              if (figures.depositCount === 0) {
                figures.firstDepositCount = 1;
                figures.firstDepositAmount = fact.amount;
              }
              figures.depositCount += 1;
              figures.depositAmount += fact.amount;
              posted(who, 'DEPOSIT', fact.amount);
              break;
            case 'bonus':
              await move('BONUS', memberId, [
                { account: { house: 'BONUS' }, amount: -fact.amount },
                { account: { member: memberId }, amount: fact.amount },
              ]);
              figures.bonusAmount += fact.amount;
              posted(who, 'BONUS', fact.amount);
              break;
            case 'withdrawal':
              await move('WITHDRAWAL_HOLD', memberId, [
                { account: { member: memberId }, amount: -fact.amount },
                { account: { house: 'PENDING_WITHDRAWAL' }, amount: fact.amount },
              ]);
              figures.withdrawalCount += 1;
              figures.withdrawalAmount += fact.amount;
              posted(who, 'WITHDRAWAL', -fact.amount);
              if (fact.returned) {
                await move('WITHDRAWAL_RETURN', memberId, [
                  { account: { house: 'PENDING_WITHDRAWAL' }, amount: -fact.amount },
                  { account: { member: memberId }, amount: fact.amount },
                ]);
                figures.withdrawalCount -= 1;
                figures.withdrawalAmount -= fact.amount;
                posted(who, 'WITHDRAWAL', fact.amount);
              }
              break;
            case 'transfer':
              if (fact.to === who) break;
              await move('TRANSFER', memberId, [
                { account: { member: memberId }, amount: -fact.amount },
                { account: { member: ids[fact.to]! }, amount: fact.amount },
              ]);
              posted(who, 'TRANSFER', -fact.amount);
              posted(fact.to, 'TRANSFER', fact.amount);
              break;
            case 'round':
              await playRound(memberId, fact.round);
              if (fact.round.state === 'settled') {
                figures.betCount += 1;
                figures.activeMembers = 1;
                figures.validBet += fact.round.stake;
                figures.payout += fact.round.payout;
                figures.profitLoss += fact.round.stake - fact.round.payout;
              }
              break;
            default: {
              const unknown: never = fact;
              throw new Error(`no fact ${String(unknown)}`);
            }
          }
        }

        // What the agents.team-rollup job does every minute; a second run finds nothing left.
        expect(await service.rollUp()).not.toBeNull();
        expect(await service.rollUp()).toEqual({ memberDays: 0, teamDays: 0 });

        const childrenOf = (index: number) =>
          Array.from({ length: size - 1 }, (_, child) => child + 1).filter(
            (child) => parents[child - 1] === index,
          );
        const teamOf = (index: number): number[] => [index, ...childrenOf(index).flatMap(teamOf)];
        const sumOf = (members: number[], self: number): TeamFigures => {
          const total = { ...ZERO };
          for (const index of members) {
            for (const key of Object.keys(ZERO) as Array<keyof TeamFigures>) total[key] += model[index]![key];
            if (index !== self) total.newMembers += 1;
          }
          return total;
        };

        for (let agent = 0; agent < size; agent += 1) {
          if (agent !== 0 && childrenOf(agent).length === 0) continue;
          const principal = {
            sessionId: 's',
            memberId: ids[agent]!,
            account: `a${agent}`,
            type: agent === 0 ? 1 : 2,
          };
          const team = teamOf(agent);
          const expected = sumOf(team, agent);
          const overview = await service.overview(principal, { preset: 'previous7' }, 'EN');
          expect(overview.teamSize).toBe(team.length - 1);
          expect(overview.directCount).toBe(childrenOf(agent).length);
          expect(overview.figures).toEqual(expected);

          const statement = await service.profitLoss(
            principal,
            { preset: 'previous7', page: 1, pageSize: 100 },
            'EN',
          );
          expect(statement.totals).toEqual(expected);
          const summed = { ...ZERO };
          for (const row of statement.list) {
            for (const key of Object.keys(ZERO) as Array<keyof TeamFigures>) summed[key] += row[key];
          }
          expect(summed).toEqual(expected);

          const details = await service.transactions(
            principal,
            { preset: 'previous7', page: 1, pageSize: 100 },
            'EN',
          );
          const fromModel = new Map<string, { count: number; amount: number }>();
          for (const index of team.filter((index) => index !== agent)) {
            for (const [kind, sum] of postings[index]!) {
              const seen = fromModel.get(kind) ?? { count: 0, amount: 0 };
              fromModel.set(kind, { count: seen.count + sum.count, amount: seen.amount + sum.amount });
            }
          }
          expect(
            new Map(
              details.totals.byKind.map((entry) => [
                entry.kind,
                { count: entry.count, amount: entry.amount },
              ]),
            ),
          ).toEqual(fromModel);

          const descendants = team
            .filter((index) => index !== agent)
            .map((index) => sql`${ids[index]!}::uuid`);
          const [ledger] = (
            (await db().execute(sql`
              select count(*)::int as n, coalesce(sum(p.amount), 0)::bigint as amount
              from posting p join ledger_account a on a.id = p.account_id join journal_entry e on e.id = p.entry_id
              where a.member_id in (${sql.join(descendants, sql`, `)}) and a.wallet = 'MAIN'
                and e.kind in ('DEPOSIT', 'WITHDRAWAL_HOLD', 'WITHDRAWAL_RETURN', 'TRANSFER', 'BONUS')`)) as unknown as {
              rows: Array<{ n: number; amount: string }>;
            }
          ).rows;
          expect(details.totals.count).toBe(ledger!.n);
          expect(details.totals.amount).toBe(Number(ledger!.amount));
        }
      }),
      { numRuns: 12 },
    );
  }, 240_000);
  it('counts a member active on several days once in a period, whatever order its rounds settle in', async () => {
    const db = () => database.handle.db;
    const service = createReportsService({ repository: createReportsRepository(db()) });
    const insert = async (type: number, parentId: string | null) => {
      const [row] = await db()
        .insert(member)
        .values({
          account: `g${randomUUID().slice(0, 12)}`,
          nickname: 'G',
          type,
          passwordHash: 'x',
          parentId,
        })
        .returning({ id: member.id });
      return row!.id;
    };
    const agent = await insert(1, null);
    const players = [await insert(0, agent), await insert(0, agent)];
    const DAY = 86_400_000;
    // Noon in Brasília, `daysAgo` days back: clear of any day's edge.
    const noon = (daysAgo: number) => {
      const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
      return new Date(Date.parse(`${today}T15:00:00Z`) - daysAgo * DAY);
    };
    const dayOf = (daysAgo: number) =>
      new Date(noon(daysAgo).getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
    const settle = async (memberId: string, daysAgo: number, stake: number) => {
      const roundId = randomUUID();
      await db()
        .execute(sql`insert into vendor_round (vendor_code, round_id, member_id, game_code, created_at)
        values (${STUDIO_VENDOR}, ${roundId}, ${memberId}, 'SLOT1', ${noon(daysAgo)})`);
      await db().execute(sql`insert into vendor_transaction
          (vendor_code, transaction_id, type, member_id, round_id, game_code, amount, fingerprint)
        values (${STUDIO_VENDOR}, ${randomUUID()}, 'bet', ${memberId}, ${roundId}, 'SLOT1', ${stake}, 'f')`);
      await db().execute(sql`update vendor_round set status = 'settled', closed_at = now()
        where vendor_code = ${STUDIO_VENDOR} and round_id = ${roundId}`);
    };
    const principal = { sessionId: 's', memberId: agent, account: 'g', type: 1 };
    const active = async (fromAgo: number, toAgo: number) =>
      (await service.overview(principal, { from: dayOf(fromAgo), to: dayOf(toAgo) }, 'EN')).figures
        .activeMembers;

    // Player 0 plays today, then a round of four days ago settles, then one of two days ago (each
    // late round re-links the later days); player 1 plays two days ago only. A roll-up between
    // the settlements, as the job would run.
    await settle(players[0]!, 0, 100);
    await service.rollUp();
    await settle(players[0]!, 4, 100);
    await settle(players[1]!, 2, 100);
    await service.rollUp();
    await settle(players[0]!, 2, 100);
    await service.rollUp();

    expect(await active(6, 0)).toBe(2);
    expect(await active(4, 0)).toBe(2);
    expect(await active(3, 0)).toBe(2);
    expect(await active(1, 0)).toBe(1);
    expect(await active(4, 4)).toBe(1);
    expect(await active(4, 3)).toBe(1);
    expect(await active(3, 1)).toBe(2);
    expect(await active(6, 5)).toBe(0);
    const trend = (await service.overview(principal, { from: dayOf(4), to: dayOf(0) }, 'EN')).trend;
    expect(trend.map((point) => point.activeMembers)).toEqual([1, 0, 2, 0, 1]);
    expect(trend.map((point) => point.validBet)).toEqual([100, 0, 200, 0, 100]);
  });
});
