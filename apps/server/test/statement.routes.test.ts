import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMemberDay } from '../src/tables.js';
import { brasiliaDay } from '../src/lib/day-range.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { fundMember, memberIdOf, testWallet } from './helpers/money.js';
import { insertWithdrawal } from './helpers/records.js';
import { loginAs } from './helpers/session.js';

describe('the activity statement (GET /wps/member/statement and its CSV)', () => {
  let t: TestApp;
  let auth: string;
  let memberId: string;
  const today = brasiliaDay(new Date());
  const daysBefore = (days: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
  // Within one statement's 366 days of today: a day of play, and a night across midnight.
  const start = daysBefore(300);
  const played = daysBefore(200);
  const night = daysBefore(101);
  const next = daysBefore(100);

  const play = (kind: 'BET' | 'WIN' | 'ROLLBACK', amount: number) =>
    testWallet(t.database.handle.db).move({
      idempotencyKey: randomUUID(),
      kind,
      memberId,
      legs: [
        { account: { member: memberId }, amount: kind === 'BET' ? -amount : amount },
        { account: { vendor: 'STUDIO' }, amount: kind === 'BET' ? amount : -amount },
      ],
    });

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.handle.db;
    memberId = await memberIdOf(db, 'jogador1');
    auth = await loginAs(t.app, 'jogador1');
    // Today, through the wallet: R$ 1.000 in, two R$ 30 bets (one refunded), R$ 25 won.
    await fundMember(db, memberId, 100_000);
    await play('BET', 3_000);
    await play('BET', 3_000);
    await play('ROLLBACK', 3_000);
    await play('WIN', 2_500);
    // Earlier days, as the wallet's day rows would hold them.
    await db.insert(ledgerMemberDay).values([
      { memberId, day: played, kind: 'DEPOSIT', amount: 50_000, entries: 1 },
      { memberId, day: played, kind: 'BET', amount: -20_000, entries: 4 },
      { memberId, day: played, kind: 'WIN', amount: 35_000, entries: 2 },
      { memberId, day: next, kind: 'BET', amount: -1_000, entries: 1 },
    ]);
    // 02:30 UTC is 23:30 of the day before in Brasília: that day's withdrawal.
    await insertWithdrawal(db, { memberId, amount: 40_000, createdAt: new Date(`${next}T02:30:00Z`) });
    // Rejected and returned withdrawals never left: not counted.
    await insertWithdrawal(db, {
      memberId,
      amount: 9_999,
      status: 'REJECTED',
      createdAt: new Date(`${next}T12:00:00Z`),
    });
    await insertWithdrawal(db, {
      memberId,
      amount: 8_888,
      confirmation: 'RETURNED',
      createdAt: new Date(`${next}T13:00:00Z`),
    });
    // Another member's activity is not this member's.
    const other = await memberIdOf(db, 'jogador2');
    await db
      .insert(ledgerMemberDay)
      .values({ memberId: other, day: played, kind: 'DEPOSIT', amount: 7_777, entries: 1 });
    await insertWithdrawal(db, {
      memberId: other,
      amount: 7_777,
      createdAt: new Date(`${played}T15:00:00Z`),
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: auth, language: 'PT', ...headers } });

  it('answers totals and each day with activity, in Brasília days', async () => {
    const response = await get(`/wps/member/statement?from=${start}&to=${today}`);
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value.days).toEqual([
      { day: played, deposits: 50_000, withdrawals: 0, bets: 20_000, wins: 35_000, net: 15_000 },
      { day: night, deposits: 0, withdrawals: 40_000, bets: 0, wins: 0, net: 0 },
      { day: next, deposits: 0, withdrawals: 0, bets: 1_000, wins: 0, net: -1_000 },
      { day: today, deposits: 100_000, withdrawals: 0, bets: 3_000, wins: 2_500, net: -500 },
    ]);
    expect(value.totals).toEqual({
      deposits: 150_000,
      withdrawals: 40_000,
      bets: 24_000,
      wins: 37_500,
      net: 13_500,
    });
  });

  it('counts only the days asked for', async () => {
    const value = (await get(`/wps/member/statement?from=${next}&to=${next}`)).json().value;
    expect(value.days.map((day: { day: string }) => day.day)).toEqual([next]);
    expect(value.totals.withdrawals).toBe(0);
    const empty = (await get('/wps/member/statement?from=2024-01-01&to=2024-01-31')).json().value;
    expect(empty).toEqual({
      from: '2024-01-01',
      to: '2024-01-31',
      days: [],
      totals: { deposits: 0, withdrawals: 0, bets: 0, wins: 0, net: 0 },
    });
  });

  it('takes up to 366 days and refuses more, or an inverted period, with a translated message', async () => {
    expect((await get('/wps/member/statement?from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
    const tooLong = await get('/wps/member/statement?from=2024-01-01&to=2025-01-01');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      errorCode: 'validation-failed',
      value: {
        fields: [{ field: 'to', messageKey: 'dayRange', message: expect.stringContaining('366 dias') }],
      },
    });
    const inverted = await get('/wps/member/statement?from=2025-02-01&to=2025-01-01', { language: 'EN' });
    expect(inverted.json().value.fields[0].message).toContain('1 to 366 days');
    const chinese = await get('/wps/member/statement?from=2025-02-01&to=2025-01-01', { language: 'CN' });
    expect(chinese.json().value.fields[0].message).toContain('366');
    const malformed = await get('/wps/member/statement?from=01/01/2025&to=2025-01-02');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errorCode).toBe('validation-failed');
  });

  it('downloads the CSV: UTF-8 with a BOM, semicolons, decimal commas, a totals row, as an attachment', async () => {
    const response = await get(`/wps/member/statement/csv?from=${start}&to=${today}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="extrato-${start}-${today}.csv"; filename*=UTF-8''extrato-${start}-${today}.csv`,
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.body.slice(1).split('\r\n')).toEqual([
      'Dia;Depósitos (R$);Saques (R$);Apostas (R$);Ganhos (R$);Resultado (R$)',
      `${played};500,00;0,00;200,00;350,00;150,00`,
      `${night};0,00;400,00;0,00;0,00;0,00`,
      `${next};0,00;0,00;10,00;0,00;-10,00`,
      `${today};1000,00;0,00;30,00;25,00;-5,00`,
      'Total;1500,00;400,00;240,00;375,00;135,00',
      '',
    ]);
    const english = await get(`/wps/member/statement/csv?from=2025-01-01&to=2025-01-31`, { language: 'EN' });
    expect(english.body.slice(1).split('\r\n')[0]).toBe(
      'Day;Deposits (R$);Withdrawals (R$);Bets (R$);Wins (R$);Net result (R$)',
    );
    expect(english.headers['content-disposition']).toContain('statement-2025-01-01-2025-01-31.csv');
  });

  it('answers a refused CSV in the envelope, as JSON', async () => {
    const response = await get('/wps/member/statement/csv?from=2024-01-01&to=2025-06-01');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.json().errorCode).toBe('validation-failed');
  });

  it('refuses visitors, trial accounts and operators', async () => {
    const visitor = await t.app.inject({
      method: 'GET',
      url: '/wps/member/statement/csv?from=2025-01-01&to=2025-01-02',
    });
    expect(visitor.statusCode).toBe(401);
    const trial = (
      await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })
    ).json().value.token as string;
    for (const url of ['/wps/member/statement', '/wps/member/statement/csv']) {
      const refused = await get(`${url}?from=2025-01-01&to=2025-01-02`, { authorization: trial });
      expect(refused.json().errorCode).toBe('in-need-true-account');
    }
    const operator = await loginAs(t.app, 'operador', 'Demo2026', { portal: 'operator' });
    const byOperator = await get('/wps/member/statement?from=2025-01-01&to=2025-01-02', {
      authorization: operator,
    });
    expect(byOperator.statusCode).toBe(403);
    expect(byOperator.json().errorCode).toBe('members-only');
  });
});
