import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { JobQueue } from '@platform/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberLoginIp, payee, vendorRound } from '../src/tables.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { fundMember, memberIdOf, testWallet } from './helpers/money.js';
import { insertPaidDeposit, insertWithdrawal } from './helpers/records.js';

/**
 * The member records Portaria SPA/MF 1.143/2024 asks to keep for five years (docs/compliance-br.md,
 * "Record retention"), each with the key that names a row.
 */
const KEPT_TABLES: Record<string, string> = {
  member: 'id::text',
  member_login_ip: "member_id::text || '/' || ip",
  ledger_account: 'id::text',
  journal_entry: 'id::text',
  posting: 'id::text',
  ledger_member_day: "member_id::text || '/' || day::text || '/' || kind",
  deposit_order: 'id::text',
  withdrawal: 'id::text',
  withdrawal_proof: 'id::text',
  payee: 'member_id::text',
  payment_webhook_event: 'id::text',
  vendor_round: "vendor_code || '/' || round_id",
  vendor_transaction: "vendor_code || '/' || transaction_id",
  agent_settlement: "contract_id::text || '/' || period_key",
  audit_event: 'id::text',
};

type Periodic = { name: string; handler: (period: { periodStart: Date; attempt: number }) => Promise<void> };

describe('record retention: no job removes a member record', () => {
  let t: TestApp;
  const periodic: Periodic[] = [];
  const keyed: string[] = [];

  beforeAll(async () => {
    // Record every job the modules declare, and hand the real queue the same declarations.
    const wrapJobs = (jobs: JobQueue): JobQueue => ({
      ...jobs,
      every(name, every, handler, options) {
        periodic.push({ name, handler });
        jobs.every(name, every, handler, options);
      },
      defineJob(name, handler, options) {
        keyed.push(name);
        jobs.defineJob(name, handler, options);
      },
    });
    t = await buildTestApp({}, { wrapJobs });
    const db = t.database.handle.db;
    const memberId = await memberIdOf(db, 'jogador2');
    const longAgo = new Date(Date.now() - 6 * 365 * 86_400_000);
    // Records of every kind, some older than the five years, some open (the sweep's business).
    await fundMember(db, memberId, 50_000);
    await testWallet(db).move({
      idempotencyKey: randomUUID(),
      kind: 'BET',
      memberId,
      legs: [
        { account: { member: memberId }, amount: -1_000 },
        { account: { vendor: 'STUDIO' }, amount: 1_000 },
      ],
    });
    await insertPaidDeposit(db, { memberId, amount: 10_000, paidAt: longAgo });
    await insertPaidDeposit(db, { memberId, amount: 20_000, paidAt: new Date() });
    await insertWithdrawal(db, { memberId, amount: 5_000, createdAt: longAgo, status: 'REJECTED' });
    await insertWithdrawal(db, { memberId, amount: 5_000, createdAt: longAgo });
    await db.insert(payee).values({
      memberId,
      keyType: 'EMAIL',
      pixKey: 'jogador2@example.com',
      holderCpf: '11144477735',
      holderName: 'Jogador Dois',
    });
    await db
      .insert(memberLoginIp)
      .values({ memberId, ip: '200.1.2.3', firstSeenAt: longAgo, lastSeenAt: longAgo });
    await db.insert(vendorRound).values({
      vendorCode: 'STUDIO',
      roundId: 'old-round',
      memberId,
      gameCode: 'G1',
      status: 'settled',
      createdAt: longAgo,
      closedAt: longAgo,
    });
  });
  afterAll(() => t.close());

  const keysOf = async (table: string): Promise<Set<string>> => {
    const result = await t.database.handle.db.execute(
      sql.raw(`select ${KEPT_TABLES[table]} as key from ${table}`),
    );
    return new Set((result as unknown as { rows: { key: string }[] }).rows.map((row) => row.key));
  };

  it('exposes the profile’s retention: five years under BR', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wps/system/jurisdiction' });
    expect(response.json().value).toMatchObject({ code: 'BR', retentionYears: 5 });
  });

  it('runs every periodic job, now and in six years’ time, and every record is still there', async () => {
    expect(periodic.map((job) => job.name).sort()).toEqual(
      expect.arrayContaining(['games.import-catalogue', 'payments.sweep', 'agents.team-rollup']),
    );
    // A keyed job would need its own payloads here: none is declared today.
    expect(keyed).toEqual([]);
    const before = new Map<string, Set<string>>();
    for (const table of Object.keys(KEPT_TABLES)) before.set(table, await keysOf(table));
    expect(before.get('deposit_order')!.size).toBeGreaterThanOrEqual(2);
    expect(before.get('withdrawal')!.size).toBeGreaterThanOrEqual(2);
    expect(before.get('vendor_round')!.size).toBeGreaterThanOrEqual(1);

    const sixYears = new Date(Date.now() + 6 * 365 * 86_400_000);
    for (const periodStart of [new Date(), sixYears]) {
      for (const job of periodic) {
        // A job may fail on its own business (the catalogue feed's answer); what it must never do
        // is remove a record, which is checked below whatever it answered.
        await job.handler({ periodStart, attempt: 1 }).catch(() => undefined);
      }
    }
    for (const [table, keys] of before) {
      const after = await keysOf(table);
      const removed = [...keys].filter((key) => !after.has(key));
      expect({ table, removed }).toEqual({ table, removed: [] });
    }
  });
});
