import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { inArray, sql } from 'drizzle-orm';
import type { ContractTerms, ContractType } from '@platform/contracts';
import type { Db } from '../src/db/client.js';
import { agentContract, agentSettlement, member, vendorRound, vendorTransaction } from '../src/tables.js';
import { createAuditService } from '../src/modules/audit/index.js';
import { createInboxRepository, createInboxService } from '../src/modules/inbox/index.js';
import {
  createContractsRepository,
  createContractsService,
  createSettlementRepository,
  createSettlementService,
} from '../src/modules/agents/index.js';
import {
  memberFiguresFromBets,
  parsePeriodKey,
  settlePeriod,
  settleRealtimeWindow,
  type SettledBet,
  type SettlingContract,
} from '../src/modules/agents/contracts/index.js';
import { STUDIO_VENDOR } from '../src/modules/seamless/seamless.seed.js';
import { createTestDatabase, type TestDatabase } from './helpers/database.js';
import { memberIdOf, testWallet } from './helpers/money.js';

/**
 * Commissions reconcile over random trees and bets: each random tree (a top agent, sub-agents and
 * members, under one another at random) gets real-time and daily salary contracts down every chain
 * of agents (offered and accepted through the contracts service, each within its upline's), and
 * random rounds settled in one 5-minute window of one day. After the settlement jobs' code runs,
 * for every holder: the recorded amounts = the pure settlement of the generated facts (a model
 * outside the database) = the ledger's COMMISSION postings to the holder = its balance = the
 * totals of the agent's own settlement records; and the house's COMMISSIONS account paid exactly
 * their sum. A replay changes nothing. Each run adds a new tree beside the earlier ones, in a
 * window of its own, so a tree that took in anything of another would fail the model.
 */

const DAY_KEY = 'D:2027-03-01';
/** The n-th run's window: 10:00, 10:05, … on DAY_KEY (Brasília). */
const windowKey = (run: number) => {
  const minutes = 10 * 60 + run * 5;
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `FIVE_MINUTES:2027-03-01T${hh}:${mm}`;
};

type Round = { who: number; stake: number; payout: number; second: number };
const treeArbitrary = fc.integer({ min: 2, max: 7 }).chain((size) =>
  fc.record({
    parents: fc.tuple(
      ...Array.from({ length: size - 1 }, (_, index) => fc.nat({ max: index })),
    ) as fc.Arbitrary<number[]>,
    agents: fc.array(fc.boolean(), { minLength: size, maxLength: size }),
    /** Per node: real-time profit and loss rates, minimum single bet, daily salary's top rate and first threshold, as fractions of its upline's. */
    terms: fc.array(
      fc.record({
        profit: fc.integer({ min: 0, max: 100 }),
        loss: fc.integer({ min: 0, max: 100 }),
        minimum: fc.integer({ min: 0, max: 3_000 }),
        daily: fc.integer({ min: 0, max: 100 }),
        threshold: fc.integer({ min: 0, max: 40_000 }),
      }),
      { minLength: size, maxLength: size },
    ),
    rounds: fc.array(
      fc.record({
        who: fc.nat({ max: size - 1 }),
        stake: fc.integer({ min: 1, max: 60_000 }),
        payout: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 150_000 })),
        second: fc.integer({ min: 0, max: 299 }),
      }),
      { maxLength: 12 },
    ),
  }),
);

type NodeTerms = { realtime: ContractTerms; daily: ContractTerms; topDaily: number };

/** A node's contracts: the top agent's as generated, a sub-agent's never above its upline's. */
const termsFor = (
  generated: { profit: number; loss: number; minimum: number; daily: number; threshold: number },
  upline: NodeTerms | null,
): NodeTerms => {
  const uplineRealtime = upline?.realtime.type === 'REALTIME_SALARY' ? upline.realtime.realtimeSalary : null;
  const profitRate = uplineRealtime
    ? Math.floor((uplineRealtime.profitRate * generated.profit) / 100)
    : generated.profit * 3;
  const lossRate = uplineRealtime
    ? Math.floor((uplineRealtime.lossRate * generated.loss) / 100)
    : generated.loss * 3;
  const minimumSingleBet = Math.max(uplineRealtime?.minimumSingleBet ?? 0, generated.minimum);
  const topDaily = Math.max(
    1,
    upline ? Math.floor((upline.topDaily * generated.daily) / 100) : generated.daily * 4,
  );
  return {
    realtime: { type: 'REALTIME_SALARY', realtimeSalary: { profitRate, lossRate, minimumSingleBet } },
    daily: {
      type: 'DAILY_SALARY',
      dailySalary: {
        tiers: [
          { betAmount: generated.threshold, activeMembers: 1, rate: Math.floor(topDaily / 2) },
          { betAmount: generated.threshold * 2, activeMembers: 2, rate: topDaily },
        ],
      },
    },
    topDaily,
  };
};

describe('agent commissions reconcile with the ledger over random trees and bets', () => {
  let database: TestDatabase;
  let db: Db;
  let operator: { memberId: string; account: string };

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
    operator = { memberId: await memberIdOf(db, 'operador'), account: 'operador' };
  }, 120_000);
  afterAll(() => database.dispose());

  const houseCommissions = async () => {
    const result = await db.execute(sql`select coalesce(sum(balance), 0)::bigint as balance
      from ledger_account where house_code = 'COMMISSIONS'`);
    const [row] = (result as unknown as { rows: Array<{ balance: string | number }> }).rows;
    return Number(row!.balance);
  };
  const commissionPostingsTo = async (memberId: string) => {
    const result = await db.execute(sql`select coalesce(sum(p.amount), 0)::bigint as amount,
        count(distinct e.id)::int as entries
      from journal_entry e
      join posting p on p.entry_id = e.id
      join ledger_account a on a.id = p.account_id
      where e.kind = 'COMMISSION' and a.member_id = ${memberId}`);
    const [row] = (result as unknown as { rows: Array<{ amount: string | number; entries: number }> }).rows;
    return { amount: Number(row!.amount), entries: Number(row!.entries) };
  };

  it('records = the model = the ledger’s COMMISSION postings = balances = the agent’s record totals', async () => {
    const contracts = createContractsService({
      repository: createContractsRepository(db),
      settings: { getSetting: async () => ({ AGENTPOLICY3: true }) },
      audit: createAuditService({ db }),
      inbox: createInboxService({ repository: createInboxRepository(db) }),
    });
    const settlement = createSettlementService({
      repository: createSettlementRepository(db),
      wallet: testWallet(db),
      audit: createAuditService({ db }),
    });
    const meta = { ip: '127.0.0.1', userAgent: 'test' };
    const day = parsePeriodKey(DAY_KEY)!;
    let run = 0;
    let paidToSubAgents = 0;
    let paidToTopAgents = 0;

    await fc.assert(
      fc.asyncProperty(treeArbitrary, async ({ parents, agents, terms, rounds }) => {
        const window = parsePeriodKey(windowKey(run))!;
        run += 1;
        const size = parents.length + 1;
        const parentOf = (index: number) => (index === 0 ? null : parents[index - 1]!);
        // The top agent is a master agent; the other agents salary partners (both offer these types).
        const typeOf = (index: number) => (index === 0 ? 1 : agents[index] ? 42 : 0);
        const ids: string[] = [];
        const accounts: string[] = [];
        for (let index = 0; index < size; index += 1) {
          const parent = parentOf(index);
          const [row] = await db
            .insert(member)
            .values({
              account: `k${randomUUID().slice(0, 12)}`,
              nickname: 'K',
              type: typeOf(index),
              passwordHash: 'never logs in',
              parentId: parent === null ? null : ids[parent]!,
            })
            .returning({ id: member.id, account: member.account });
          ids.push(row!.id);
          accounts.push(row!.account);
        }

        // Contracts down every chain of agents: the operator's to the top agent, then each agent
        // whose direct upline holds one offers it its own, within its own.
        const held = new Map<number, NodeTerms>();
        const contractIds: string[] = [];
        const principalOf = (index: number) => ({
          sessionId: 's',
          memberId: ids[index]!,
          account: accounts[index]!,
          type: typeOf(index),
        });
        for (let index = 0; index < size; index += 1) {
          const parent = parentOf(index);
          if (typeOf(index) === 0) continue;
          if (parent !== null && !held.has(parent)) continue;
          const nodeTerms = termsFor(terms[index]!, parent === null ? null : held.get(parent)!);
          for (const offered of [nodeTerms.realtime, nodeTerms.daily]) {
            const offer =
              parent === null
                ? await contracts.operatorOffer(
                    operator,
                    { requestId: randomUUID(), account: accounts[index]!, terms: offered },
                    meta,
                  )
                : await contracts.relay(
                    offered.type,
                    principalOf(parent),
                    { action: 'OFFER', requestId: randomUUID(), account: accounts[index]!, terms: offered },
                    meta,
                  );
            const accepted = await contracts.relay(
              offered.type,
              principalOf(index),
              { contractId: offer.contract.id, action: 'ACCEPT' },
              meta,
            );
            expect(accepted.contract.status).toBe('ACTIVE');
            contractIds.push(offer.contract.id);
          }
          held.set(index, nodeTerms);
        }
        // In force from before the day, as if accepted long ago.
        await db
          .update(agentContract)
          .set({ activatedAt: new Date('2027-02-01T00:00:00-03:00') })
          .where(inArray(agentContract.id, contractIds));

        // The rounds, settled inside this run's window.
        const bets: SettledBet[] = [];
        for (const round of rounds as Round[]) {
          const roundId = randomUUID();
          const settledAt = new Date(window.start.getTime() + round.second * 1_000);
          await db.insert(vendorRound).values({
            vendorCode: STUDIO_VENDOR,
            roundId,
            memberId: ids[round.who]!,
            gameCode: 'reconcile',
            status: 'settled',
            createdAt: new Date(settledAt.getTime() - 10_000),
            closedAt: settledAt,
          });
          const leg = (type: 'bet' | 'win', amount: number) => ({
            vendorCode: STUDIO_VENDOR,
            transactionId: `${roundId}-${type}`,
            type,
            memberId: ids[round.who]!,
            roundId,
            gameCode: 'reconcile',
            amount,
            fingerprint: 'reconcile',
          });
          await db.insert(vendorTransaction).values(leg('bet', round.stake));
          if (round.payout > 0) await db.insert(vendorTransaction).values(leg('win', round.payout));
          bets.push({
            betId: roundId,
            memberId: ids[round.who]!,
            validBet: round.stake,
            profitLoss: round.payout - round.stake,
            settledAt,
          });
        }

        // The model: the pure settlement of the generated facts.
        const tree = new Map<string, string | null>(
          ids.map((memberId, index) => {
            const parent = parentOf(index);
            return [memberId, parent === null ? null : ids[parent]!];
          }),
        );
        const settling = (type: ContractType): SettlingContract[] =>
          [...held.entries()].map(([index, nodeTerms]) => ({
            contractId: `${type}-${index}`,
            holderId: ids[index]!,
            terms: type === 'REALTIME_SALARY' ? nodeTerms.realtime : nodeTerms.daily,
          }));
        const expected = new Map<string, number>();
        const add = (holderId: string, amount: number) =>
          expected.set(holderId, (expected.get(holderId) ?? 0) + amount);
        for (const line of settleRealtimeWindow({
          period: window,
          tree,
          bets,
          contracts: settling('REALTIME_SALARY'),
        })) {
          add(line.holderId, line.amount);
        }
        for (const line of settlePeriod({
          period: day,
          tree,
          figures: memberFiguresFromBets(bets, day),
          contracts: settling('DAILY_SALARY'),
        })) {
          add(line.holderId, line.amount);
        }

        // The jobs' code settles the window and the day, twice: the second pays nothing.
        const houseBefore = await houseCommissions();
        const first = [
          await settlement.settlePeriod('FIVE_MINUTES', window),
          await settlement.settlePeriod('D', day),
        ];
        const replay = [
          await settlement.settlePeriod('FIVE_MINUTES', window),
          await settlement.settlePeriod('D', day),
        ];
        expect(replay.map((counts) => counts.paid)).toEqual([0, 0]);

        let paidInTotal = 0;
        const holderIds = [...held.keys()].map((index) => ids[index]!);
        const records = await db
          .select()
          .from(agentSettlement)
          .where(inArray(agentSettlement.holderId, holderIds));
        for (const [index] of held) {
          const holderId = ids[index]!;
          const own = records.filter((record) => record.holderId === holderId);
          expect(own.every((record) => record.state === 'PAID')).toBe(true);
          const recorded = own.reduce((sum, record) => sum + record.amount, 0);
          expect(recorded, `holder ${index}`).toBe(expected.get(holderId) ?? 0);
          const postings = await commissionPostingsTo(holderId);
          expect(postings).toEqual({
            amount: recorded,
            entries: own.filter((record) => record.amount > 0).length,
          });
          expect(await testWallet(db).balanceOf(holderId)).toBe(recorded);
          // The agent's own settlement records (the centre's pages) total the same.
          let fromReport = 0;
          for (const type of ['REALTIME_SALARY', 'DAILY_SALARY'] as const) {
            const listed = await contracts.settlements(principalOf(index), {
              type,
              from: '2027-03-01',
              to: '2027-03-01',
              page: 1,
              pageSize: 5,
            });
            expect(listed.totals.pendingAmount).toBe(0);
            fromReport += listed.totals.amount;
          }
          expect(fromReport, `holder ${index}`).toBe(recorded);
          paidInTotal += recorded;
          if (index === 0) paidToTopAgents += recorded;
          else paidToSubAgents += recorded;
        }
        expect(first.reduce((sum, counts) => sum + counts.centavos, 0)).toBe(paidInTotal);
        expect(await houseCommissions()).toBe(houseBefore - paidInTotal);
      }),
      {
        numRuns: 14,
        // Besides the random trees, one that surely pays both types down a chain: top agent 0,
        // sub-agent 1 under it with member 2, and member 3 directly under the top.
        examples: [
          [
            {
              parents: [0, 1, 0],
              agents: [true, true, false, false],
              terms: [
                { profit: 60, loss: 90, minimum: 500, daily: 50, threshold: 10_000 },
                { profit: 50, loss: 50, minimum: 1_000, daily: 50, threshold: 5_000 },
                { profit: 0, loss: 0, minimum: 0, daily: 0, threshold: 0 },
                { profit: 0, loss: 0, minimum: 0, daily: 0, threshold: 0 },
              ],
              rounds: [
                { who: 2, stake: 50_000, payout: 0, second: 10 },
                { who: 2, stake: 20_000, payout: 45_000, second: 70 },
                { who: 3, stake: 30_000, payout: 0, second: 299 },
                { who: 1, stake: 800, payout: 0, second: 0 },
              ],
            },
          ],
        ],
      },
    );
    // The property held on trees that paid: sub-agents earned beside their uplines.
    expect(paidToSubAgents).toBeGreaterThan(0);
    expect(paidToTopAgents).toBeGreaterThan(0);
  }, 600_000);
});
