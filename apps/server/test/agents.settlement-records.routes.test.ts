import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '@platform/contracts';
import { createAuditService } from '../src/modules/audit/index.js';
import { createSettlementRepository, createSettlementService } from '../src/modules/agents/index.js';
import {
  EXPECTED_DAILY_SALARY,
  EXPECTED_DIVIDEND,
  EXPECTED_REALTIME_SALARY,
} from '../src/modules/agents/contracts/worked-example.fixture.js';
import { hashPassword } from '../src/modules/accounts/password.js';
import { patchSetting } from './helpers/accounts.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { testWallet } from './helpers/money.js';
import { loginAs } from './helpers/session.js';
import { AFTER_THE_WEEK, seedWorkedExample, type WorkedExample } from './helpers/worked-example.js';

const PASSWORD = 'Registro2026';
const WEEK = 'from=2026-11-23&to=2026-11-29';
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The agent centre's settlement records (docs/agents.md "Settlement records") over the worked
 * example, settled by the jobs' own code: each holder's lines of a type in a period, the totals
 * of the whole filter, the account names its lines name, and the CSV of the same filter.
 */
describe('agent settlement records: list, period filter, totals, CSV', () => {
  let t: TestApp;
  let example: WorkedExample;
  const token: Record<string, string> = {};
  const get = (who: 'A' | 'B', url: string, language = 'EN') =>
    t.app.inject({ method: 'GET', url, headers: { authorization: token[who]!, language } });

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.handle.db;
    await patchSetting(db, 'whitelabel', { AGENTPOLICY3: true });
    example = await seedWorkedExample(db, { passwordHash: await hashPassword(PASSWORD) });
    const settlement = createSettlementService({
      repository: createSettlementRepository(db),
      wallet: testWallet(db),
      audit: createAuditService({ db }),
    });
    for (const kind of ['W', 'D', 'HOUR', 'FIVE_MINUTES'] as const) {
      await settlement.settleDue(kind, AFTER_THE_WEEK);
    }
    for (const who of ['A', 'B'] as const) {
      token[who] = await loginAs(t.app, example.account[who]!, PASSWORD, { portal: 'agent' });
    }
  }, 180_000);
  afterAll(() => t.close());

  it("lists a type's lines in the period, newest first, with the whole filter's totals", async () => {
    const response = await get('A', `/wps/agent/contracts/settlements?type=DAILY_SALARY&${WEEK}&pageSize=3`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json().value;
    expect(answer.list.map((row: { periodKey: string }) => row.periodKey)).toEqual([
      'D:2026-11-29',
      'D:2026-11-28',
      'D:2026-11-27',
    ]);
    expect(answer).toMatchObject({ total: 7, totalPages: 3, page: 1 });
    const amount = sum(EXPECTED_DAILY_SALARY.map((row) => row.A.amount));
    expect(answer.totals).toEqual({
      count: 7,
      amount,
      paidAmount: amount,
      pendingAmount: 0,
      validBet: sum(EXPECTED_DAILY_SALARY.map((row) => row.A.base)),
      base: sum(EXPECTED_DAILY_SALARY.map((row) => row.A.base)),
    });
    expect(answer.list[2]).toMatchObject({ amount: 600, state: 'PAID', type: 'DAILY_SALARY' });
    expect(answer.list[2].line).toMatchObject({ effectiveRate: 100, base: 60_000 });

    // Two days: only the periods that started in them, and totals of those only.
    const twoDays = (
      await get('A', '/wps/agent/contracts/settlements?type=DAILY_SALARY&from=2026-11-24&to=2026-11-25')
    ).json().value;
    expect(twoDays.list.map((row: { periodKey: string }) => row.periodKey)).toEqual([
      'D:2026-11-25',
      'D:2026-11-24',
    ]);
    expect(twoDays.totals).toMatchObject({ count: 2, amount: 3300, validBet: 220_000 + 20_000 });
    // Before the week nothing was settled.
    const before = (
      await get('A', '/wps/agent/contracts/settlements?type=DAILY_SALARY&from=2026-11-01&to=2026-11-22')
    ).json().value;
    expect(before).toMatchObject({ list: [], total: 0, totals: { count: 0, amount: 0 } });
  });

  it('names the sub-agents and bettors of its lines, within the holder’s own tree', async () => {
    const dividend = (await get('A', `/wps/agent/contracts/settlements?type=DIVIDEND&${WEEK}`)).json().value;
    expect(dividend.list).toHaveLength(1);
    expect(dividend.list[0]).toMatchObject({ periodKey: 'W:2026-11-23', amount: EXPECTED_DIVIDEND.A.amount });
    expect(dividend.list[0].line.subAgents).toEqual([
      expect.objectContaining({
        holderId: example.id.B,
        effectiveRate: 2500,
        base: EXPECTED_DIVIDEND.B.base,
      }),
    ]);
    expect(dividend.accounts).toEqual({ [example.id.B!]: example.account.B });

    // A real-time salary records every 5-minute window of the week, most of them zero.
    const week = (await get('B', `/wps/agent/contracts/settlements?type=REALTIME_SALARY&${WEEK}`)).json()
      .value;
    expect(week.totals).toMatchObject({
      count: 7 * 288,
      amount: sum(EXPECTED_REALTIME_SALARY.map((row) => row.B.amount)),
    });
    // Only the windows that paid: the five of the doc's table where B earned something.
    const paying = (
      await get('B', `/wps/agent/contracts/settlements?type=REALTIME_SALARY&${WEEK}&nonZero=true`)
    ).json().value;
    expect(paying.list.map((row: { periodKey: string }) => row.periodKey)).toEqual(
      EXPECTED_REALTIME_SALARY.filter((row) => row.B.amount > 0)
        .map((row) => row.period)
        .reverse(),
    );
    expect(paying.totals).toMatchObject({ count: 5, amount: week.totals.amount });
    const monday = (
      await get(
        'B',
        '/wps/agent/contracts/settlements?type=REALTIME_SALARY&from=2026-11-23&to=2026-11-23&pageSize=100',
      )
    ).json().value;
    const first = monday.list.find(
      (row: { periodKey: string }) => row.periodKey === 'FIVE_MINUTES:2026-11-23T20:00',
    );
    // 50 bp × R$ 500,00 + 20 bp × R$ 300,00: R$ 3,10 exactly.
    expect(first.line).toMatchObject({ betCount: 2, earnedExact: '3100000', validBet: 80_000 });
    expect(first.line).not.toHaveProperty('bets');
    // The window's lines name nobody: its bets, read apart, name their bettors.
    expect(monday.accounts).toEqual({});
    const bets = await get(
      'B',
      `/wps/agent/contracts/settlements/bets?contractId=${first.contractId}&periodKey=${first.periodKey}`,
    );
    expect(bets.statusCode, bets.body).toBe(200);
    const answer = bets.json().value;
    expect(answer).toMatchObject({ page: 1, total: 2, totalPages: 1 });
    expect(
      answer.list.map(
        (bet: { betId: string; memberId: string; validBet: number; outcome: string; rate: number }) => [
          bet.betId.split(':').at(-1),
          bet.memberId,
          bet.validBet,
          bet.outcome,
          bet.rate,
        ],
      ),
    ).toEqual([
      ['g01', example.id.b1, 50_000, 'LOSS', 50],
      ['g02', example.id.b1, 30_000, 'PROFIT', 20],
    ]);
    // The page's only bettor is b1; nobody outside B's tree (A above it) is ever named to B.
    expect(answer.accounts).toEqual({ [example.id.b1!]: example.account.b1 });
  });

  it("pages a real-time window's bets, and shows them to its holder only", async () => {
    const row = EXPECTED_REALTIME_SALARY.find((window) => window.A.bets.length > 1)!;
    const url = (page: number) =>
      `/wps/agent/contracts/settlements/bets?contractId=${example.contractOf.A.REALTIME_SALARY}&periodKey=${row.period}&pageSize=1&page=${page}`;
    const pages = [];
    for (let page = 1; page <= row.A.bets.length + 1; page += 1) {
      const answer = (await get('A', url(page))).json().value;
      expect(answer).toMatchObject({
        page,
        pageSize: 1,
        total: row.A.bets.length,
        totalPages: row.A.bets.length,
      });
      pages.push(...answer.list);
    }
    expect(
      pages.map((bet: { betId: string; rate: number }) => [bet.betId.split(':').at(-1), bet.rate]),
    ).toEqual(row.A.bets);
    // B is below A, yet A's window is not B's to read; nor is a window nobody recorded.
    for (const [who, query] of [
      ['B', url(1)],
      [
        'A',
        `/wps/agent/contracts/settlements/bets?contractId=${example.contractOf.A.REALTIME_SALARY}&periodKey=FIVE_MINUTES:2026-11-22T20:00`,
      ],
      [
        'A',
        `/wps/agent/contracts/settlements/bets?contractId=${example.contractOf.A.DAILY_SALARY}&periodKey=D:2026-11-24`,
      ],
    ] as const) {
      const refused = await get(who, query, 'PT');
      expect(refused.statusCode, query).toBe(404);
      expect(refused.json()).toMatchObject({
        errorCode: 'settlement-not-found',
        message: errorMessage('settlement-not-found', 'PT'),
      });
    }
    for (const query of [
      'contractId=nope&periodKey=x',
      `contractId=${example.contractOf.A.REALTIME_SALARY}`,
      `contractId=${example.contractOf.A.REALTIME_SALARY}&periodKey=${row.period}&pageSize=500`,
    ]) {
      const response = await get('A', `/wps/agent/contracts/settlements/bets?${query}`, 'EN');
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'validation-failed' });
    }
  });

  it('exports the same filter as CSV: every row, the totals row, headers in the caller’s language', async () => {
    const response = await get('A', `/wps/agent/contracts/settlements/csv?type=DAILY_SALARY&${WEEK}`);
    expect(response.statusCode, response.body).toBe(200);
    const { fileName, content } = response.json().value as { fileName: string; content: string };
    expect(fileName).toBe('agentDailyWages2_2026-11-23_2026-11-29.csv');
    expect(content.startsWith('\uFEFF')).toBe(true);
    const lines = content.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 7 + 1);
    expect(lines[0]).toBe(
      "Period,Start,Contract,Status,Team valid bet,House result,Active members,Tier,Tier rate (bp),Effective rate (bp),Base,Sub-agents' shares,Bets,Amount",
    );
    // D:2026-11-24: A's team reached tier 2 (150 bp) on R$ 2.200,00; B reached none, so A keeps it all.
    const day = lines.find((line) => line.startsWith('D:2026-11-24,'))!.split(',');
    expect(day).toEqual([
      'D:2026-11-24',
      '2026-11-24T03:00:00.000Z',
      example.contractOf.A.DAILY_SALARY,
      'Paid',
      '2200.00',
      expect.any(String),
      '2',
      '2',
      '150',
      '150',
      '2200.00',
      '0.00',
      '2',
      '33.00',
    ]);
    // D:2026-11-23: B's 80 bp of R$ 880,33 is handed down exactly, R$ 7,04264.
    expect(lines.find((line) => line.startsWith('D:2026-11-23,'))!.split(',')[11]).toBe('7.04264');
    const amount = sum(EXPECTED_DAILY_SALARY.map((row) => row.A.amount));
    expect(lines.at(-1)!.split(',')).toEqual([
      'Total',
      '',
      '7',
      '',
      '5820.33',
      '',
      '',
      '',
      '',
      '',
      '5820.33',
      '',
      '',
      (amount / 100).toFixed(2),
    ]);
    const pt = (await get('A', `/wps/agent/contracts/settlements/csv?type=DAILY_SALARY&${WEEK}`, 'PT')).json()
      .value.content as string;
    expect(pt.slice(1).split('\r\n')[0]).toContain('Período,Início,Contrato,Situação');
    expect(pt).toContain(',Pago,');
  });

  it('refuses half a period or a bad day in words, never a 500', async () => {
    for (const query of [
      'from=2026-11-23',
      'to=2026-11-29',
      'from=2026-02-30&to=2026-03-01',
      'from=23/11/2026',
    ]) {
      const response = await get('A', `/wps/agent/contracts/settlements?type=DIVIDEND&${query}`, 'PT');
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({
        errorCode: 'validation-failed',
        message: errorMessage('validation-failed', 'PT'),
      });
    }
    const inverted = await get(
      'A',
      '/wps/agent/contracts/settlements/csv?from=2026-11-29&to=2026-11-23',
      'CN',
    );
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().message).toBe(errorMessage('validation-failed', 'CN'));
  });
});
