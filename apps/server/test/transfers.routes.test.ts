import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { MovementKind } from '@platform/contracts';
import { auditEvent, journalEntry, member, withdrawal } from '../src/tables.js';
import { hashPassword } from '../src/modules/accounts/password.js';
import { DEFAULT_SETTINGS } from '../src/modules/system/system.defaults.js';
import { checkLedger, ledgerPostArguments } from '../src/modules/wallet/index.js';
import { cpfFrom, patchSetting } from './helpers/accounts.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { fundMember, testWallet } from './helpers/money.js';
import { loginAs, sendEncrypted } from './helpers/session.js';

describe('transfers within one line: member to upline, agent to downline', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    // Money between players: the OPEN profile has it (BR refuses it: jurisdiction.routes.test.ts).
    t = await buildTestApp({ JURISDICTION_PROFILE: 'OPEN' });
    const db = t.database.handle.db;
    for (const account of ['jogador1', 'agente1']) {
      const [row] = await db.select().from(member).where(eq(member.account, account));
      ids[account] = row!.id;
    }
    // A member outside agente1's line, with a password but no payment password yet.
    const [outsider] = await db
      .insert(member)
      .values({ account: 'avulso1', nickname: 'Avulso', passwordHash: await hashPassword('Teste2026') })
      .returning();
    ids.avulso1 = outsider!.id;
    // Money that asks no turnover (like the demo opening balance): these tests are about the
    // other rules; the turnover's own tests follow.
    for (const account of ['jogador1', 'agente1']) await fundMember(db, ids[account]!, 10_000, 'ADJUSTMENT');
  });
  afterEach(async () => {
    expect(await checkLedger(t.database.handle.db)).toEqual([]);
  });
  afterAll(() => t.close());

  const balance = async (token: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: { authorization: token } })
    ).json().value.balance as number;
  const upline = (token: string, body: object) =>
    sendEncrypted(t.app, {
      method: 'POST',
      url: '/wps/member/transfer/upline',
      body,
      headers: { authorization: token },
    });
  const downline = (token: string, body: object) =>
    sendEncrypted(t.app, {
      method: 'POST',
      url: '/wps/agent/transfer/downline',
      body,
      headers: { authorization: token },
    });

  it('sends money to the agent above, once per request id', async () => {
    const player = await loginAs(t.app, 'jogador1');
    const agent = await loginAs(t.app, 'agente1', 'Demo2026', { portal: 'agent' });
    const agentBefore = await balance(agent);
    const body = { requestId: randomUUID(), amount: 2_500, paymentPassword: '135790' };
    const sent = await upline(player, body);
    expect(sent.json().value).toEqual({ balance: 7_500, counterpart: 'agente1' });
    expect((await upline(player, body)).json().value).toEqual({ balance: 7_500, counterpart: 'agente1' });
    expect(await balance(agent)).toBe(agentBefore + 2_500);
    const audited = await t.database.handle.db
      .select()
      .from(auditEvent)
      .where(eq(auditEvent.action, 'transfer.upline'));
    expect(audited.some((row) => row.result === 'ok' && row.detail.amount === 2_500)).toBe(true);
  });

  it('refuses a wrong payment password, an amount out of bounds or beyond the balance, moving nothing', async () => {
    const player = await loginAs(t.app, 'jogador1');
    const before = await balance(player);
    const send = (amount: number, paymentPassword = '135790') =>
      upline(player, { requestId: randomUUID(), amount, paymentPassword });
    expect((await send(100, '000000')).json().errorCode).toBe('incorrect-payment-password');
    expect((await send(99)).json().errorCode).toBe('validation-failed');
    expect((await send(before + 1)).json()).toMatchObject({
      errorCode: 'insufficient-funds',
      value: { balance: before },
    });
    expect(await balance(player)).toBe(before);
  });

  it('tells members and agents the bounds of one transfer, as the wallet setting says', async () => {
    const limits = (token?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/wps/member/transfer/limits',
        headers: token ? { authorization: token } : {},
      });
    const player = await loginAs(t.app, 'jogador1');
    const agent = await loginAs(t.app, 'agente1', 'Demo2026', { portal: 'agent' });
    const met = { required: 0, wagered: 0, remaining: 0 };
    expect((await limits(player)).json().value).toEqual({ min: 100, max: 5_000_000, turnover: met });
    expect((await limits(agent)).json().value).toEqual({ min: 100, max: 5_000_000, turnover: met });
    expect((await limits()).statusCode).toBe(401);

    await patchSetting(t.database.handle.db, 'wallet', { transferLimits: { min: 500, max: 2_000 } });
    try {
      expect((await limits(player)).json().value).toEqual({ min: 500, max: 2_000, turnover: met });
      const below = await upline(player, { requestId: randomUUID(), amount: 499, paymentPassword: '135790' });
      expect(below.json()).toMatchObject({
        errorCode: 'validation-failed',
        value: { fields: [{ field: 'amount', min: 500, max: 2_000 }] },
      });
      // Translated by the server like every field message, with the bounds in the member's money.
      expect(below.json().value.fields[0]).toMatchObject({
        messageKey: 'amountBounds',
        message: 'Enter an amount between R$5.00 and R$20.00.',
      });
    } finally {
      await patchSetting(t.database.handle.db, 'wallet', { transferLimits: { min: 100, max: 5_000_000 } });
    }
  });

  it('lets an agent send only to their own downline, and only agents send downline', async () => {
    const agent = await loginAs(t.app, 'agente1', 'Demo2026', { portal: 'agent' });
    const body = { requestId: randomUUID(), amount: 1_000, paymentPassword: '135790' };
    const sent = await downline(agent, { ...body, account: 'jogador1' });
    expect(sent.json().value.counterpart).toBe('jogador1');
    const outsider = await downline(agent, { ...body, requestId: randomUUID(), account: 'avulso1' });
    expect(outsider.json().errorCode).toBe('not-in-downline');
    const player = await loginAs(t.app, 'jogador1');
    const fromPlayer = await downline(player, { ...body, requestId: randomUUID(), account: 'jogador2' });
    expect(fromPlayer.json().errorCode).toBe('agents-only');
  });

  it('has no upline transfer for a member with no agent, and asks a payment password to be set first', async () => {
    const token = await loginAs(t.app, 'avulso1', 'Teste2026');
    const body = { requestId: randomUUID(), amount: 100, paymentPassword: '123123' };
    expect((await upline(token, body)).json().errorCode).toBe('operation-not-allowed');

    const setPassword = (input: object) =>
      sendEncrypted(t.app, {
        method: 'POST',
        url: '/wps/member/security/paymentPassword',
        body: input,
        headers: { authorization: token },
      });
    const wrongLogin = await setPassword({
      loginPassword: 'Errada2026',
      paymentPassword: '123123',
      confirmPaymentPassword: '123123',
    });
    expect(wrongLogin.json().errorCode).toBe('incorrect-password');
    const set = await setPassword({
      loginPassword: 'Teste2026',
      paymentPassword: '123123',
      confirmPaymentPassword: '123123',
    });
    expect(set.statusCode).toBe(200);
    const again = await setPassword({
      loginPassword: 'Teste2026',
      paymentPassword: '456456',
      confirmPaymentPassword: '456456',
    });
    expect(again.json().errorCode).toBe('operation-not-allowed');
  });

  /**
   * A transfer carries only money its sender could withdraw now (docs/decisions/0008): no
   * deposit reaches another account, and from there another PIX key, without being bet.
   */
  describe('turnover: a transfer carries only money its sender could withdraw now', () => {
    const PASSWORD = 'Teste2026';
    const PAYMENT_PASSWORD = '135790';
    const hashes = { login: '', payment: '' };
    let operator: string;

    beforeAll(async () => {
      [hashes.login, hashes.payment] = await Promise.all([
        hashPassword(PASSWORD),
        hashPassword(PAYMENT_PASSWORD),
      ]);
      operator = await loginAs(t.app, 'operador', 'Demo2026', { portal: 'operator' });
      // Rejected withdrawals do not count towards the day's number; the races below leave none open.
      await patchSetting(t.database.handle.db, 'payments', {
        withdrawal: { ...DEFAULT_SETTINGS.payments.withdrawal, dailyCount: 1_000 },
      });
    });

    type Party = { id: string; account: string; token: string };

    /** A fresh agent with one member under them, both with a payment password; the member has a CPF. */
    const newLine = async (): Promise<{ agent: Party; player: Party; cpf: string }> => {
      const db = t.database.handle.db;
      const suffix = randomUUID().slice(0, 8);
      const cpf = cpfFrom(String(randomInt(100_000_000, 999_999_999)));
      const common = {
        nickname: 'Turnover',
        passwordHash: hashes.login,
        paymentPasswordHash: hashes.payment,
      };
      const [agentRow] = await db
        .insert(member)
        .values({ ...common, account: `ag${suffix}`, type: 1 })
        .returning();
      const [playerRow] = await db
        .insert(member)
        .values({ ...common, account: `jg${suffix}`, parentId: agentRow!.id, idNumber: cpf })
        .returning();
      return {
        agent: {
          id: agentRow!.id,
          account: agentRow!.account,
          token: await loginAs(t.app, agentRow!.account, PASSWORD, { portal: 'agent' }),
        },
        player: {
          id: playerRow!.id,
          account: playerRow!.account,
          token: await loginAs(t.app, playerRow!.account, PASSWORD),
        },
        cpf,
      };
    };

    const wallet = () => testWallet(t.database.handle.db);
    /** Money in from the payments clearing account: a DEPOSIT asks turnover, an ADJUSTMENT does not. */
    const credit = (memberId: string, amount: number, kind: 'DEPOSIT' | 'ADJUSTMENT' = 'DEPOSIT') =>
      fundMember(t.database.handle.db, memberId, amount, kind);
    /** A bet (wagered, counts towards the turnover) or a win with the studio. */
    const play = (memberId: string, amount: number, kind: 'BET' | 'WIN' = 'BET') =>
      wallet().move({
        idempotencyKey: randomUUID(),
        kind,
        memberId,
        legs: [
          { account: { member: memberId }, amount: kind === 'BET' ? -amount : amount },
          { account: { vendor: 'STUDIO' }, amount: kind === 'BET' ? amount : -amount },
        ],
      });
    const balanceOf = (memberId: string) => wallet().balanceOf(memberId);
    /** Journal entries about a member, counted by kind. */
    const entriesOf = async (memberId: string): Promise<Partial<Record<MovementKind, number>>> => {
      const rows = await t.database.handle.db
        .select({ kind: journalEntry.kind, count: sql<number>`count(*)::int` })
        .from(journalEntry)
        .where(eq(journalEntry.memberId, memberId))
        .groupBy(journalEntry.kind);
      return Object.fromEntries(rows.map((row) => [row.kind, row.count]));
    };
    const send = (from: Party, amount: number, to?: Party) => {
      const body = { requestId: randomUUID(), amount, paymentPassword: PAYMENT_PASSWORD };
      return to ? downline(from.token, { ...body, account: to.account }) : upline(from.token, body);
    };
    const answerOf = (response: { json(): { success: boolean; errorCode?: string } }) => {
      const json = response.json();
      return json.success ? 'ok' : json.errorCode!;
    };
    const limitsOf = async (party: Party) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/wps/member/transfer/limits',
          headers: { authorization: party.token },
        })
      ).json().value;
    const overviewOf = async (party: Party) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/wps/member/withdraw/overview',
          headers: { authorization: party.token },
        })
      ).json().value;
    const withdraw = (party: Party, amount: number) =>
      sendEncrypted(t.app, {
        method: 'POST',
        url: '/wps/member/withdraw',
        body: { requestId: randomUUID(), amount, paymentPassword: PAYMENT_PASSWORD },
        headers: { authorization: party.token },
      });
    const setPayee = async (party: Party, cpf: string) => {
      const response = await sendEncrypted(t.app, {
        method: 'POST',
        url: '/wps/member/withdraw/payee',
        body: { keyType: 'CPF', key: cpf, paymentPassword: PAYMENT_PASSWORD },
        headers: { authorization: party.token },
      });
      expect(response.statusCode).toBe(200);
    };

    it('refuses to send an unplayed deposit to the agent, saying how much is left to bet', async () => {
      const { agent, player } = await newLine();
      await credit(player.id, 30_000);
      expect(await limitsOf(player)).toEqual({
        min: 100,
        max: 5_000_000,
        turnover: { required: 30_000, wagered: 0, remaining: 30_000 },
      });

      // The reported attack: deposit, send it all to the agent, the agent withdraws it unplayed.
      const attack = await send(player, 30_000);
      expect(attack.statusCode).toBe(400);
      expect(attack.json()).toMatchObject({
        errorCode: 'transfer-turnover-not-met',
        message:
          'Deposited money must be bet before it can be transferred. The transfer page shows how much is left.',
        value: { required: 30_000, wagered: 0, remaining: 30_000 },
      });
      expect(await balanceOf(player.id)).toBe(30_000);
      expect(await balanceOf(agent.id)).toBe(0);
      expect(await entriesOf(player.id)).toEqual({ DEPOSIT: 1 });
      // The agent has nothing to withdraw, and asks no turnover of their own.
      expect(await overviewOf(agent)).toMatchObject({
        balance: 0,
        turnover: { required: 0, wagered: 0, remaining: 0 },
      });

      // Partly played: still refused, whatever the amount, until every deposited centavo is bet.
      await play(player.id, 20_000);
      await play(player.id, 15_000, 'WIN');
      const partly = await send(player, 5_000);
      expect(partly.json()).toMatchObject({
        errorCode: 'transfer-turnover-not-met',
        value: { required: 30_000, wagered: 20_000, remaining: 10_000 },
      });
      expect(await balanceOf(player.id)).toBe(25_000);

      // Played in full: what is left is the player's to send, and the agent's to withdraw.
      await play(player.id, 10_000);
      expect((await limitsOf(player)).turnover).toEqual({ required: 30_000, wagered: 30_000, remaining: 0 });
      const sent = await send(player, 15_000);
      expect(sent.json().value).toEqual({ balance: 0, counterpart: agent.account });
      expect(await balanceOf(agent.id)).toBe(15_000);
      expect(await overviewOf(agent)).toMatchObject({
        balance: 15_000,
        turnover: { required: 0, wagered: 0, remaining: 0 },
      });
      expect(await entriesOf(player.id)).toEqual({ DEPOSIT: 1, BET: 2, WIN: 1, TRANSFER: 1 });

      const audited = await t.database.handle.db
        .select()
        .from(auditEvent)
        .where(and(eq(auditEvent.action, 'transfer.upline'), eq(auditEvent.memberId, player.id)));
      expect(audited.map((row) => [row.result, row.detail.reason ?? null, row.detail.turnover])).toEqual([
        ['refused', 'transfer-turnover-not-met', { required: 30_000, wagered: 0, remaining: 30_000 }],
        ['refused', 'transfer-turnover-not-met', { required: 30_000, wagered: 20_000, remaining: 10_000 }],
        ['ok', null, { required: 30_000, wagered: 30_000, remaining: 0 }],
      ]);
    });

    it("refuses an agent's unplayed deposit to the downline too; played money arrives asking nothing more", async () => {
      const { agent, player } = await newLine();
      // Money that asks no turnover (a commission, say) does not excuse a deposit beside it.
      await credit(agent.id, 10_000, 'ADJUSTMENT');
      await credit(agent.id, 1_000);
      const refused = await send(agent, 5_000, player);
      expect(refused.json()).toMatchObject({
        errorCode: 'transfer-turnover-not-met',
        value: { required: 1_000, wagered: 0, remaining: 1_000 },
      });
      expect(await balanceOf(agent.id)).toBe(11_000);
      expect(await balanceOf(player.id)).toBe(0);

      await play(agent.id, 1_000);
      await play(agent.id, 1_000, 'WIN');
      expect((await limitsOf(agent)).turnover).toEqual({ required: 1_000, wagered: 1_000, remaining: 0 });
      const sent = await send(agent, 5_000, player);
      expect(sent.json().value).toEqual({ balance: 6_000, counterpart: player.account });
      // What the player received could have been withdrawn by the agent: it asks no turnover.
      expect((await limitsOf(player)).turnover).toEqual({ required: 0, wagered: 0, remaining: 0 });
      expect(await overviewOf(player)).toMatchObject({
        balance: 5_000,
        turnover: { required: 0, wagered: 0, remaining: 0 },
      });
      expect(await entriesOf(agent.id)).toEqual({ ADJUSTMENT: 1, DEPOSIT: 1, BET: 1, WIN: 1, TRANSFER: 1 });
    });

    it('two transfers at once from one balance: exactly one moves the money (50 trials)', async () => {
      const { agent, player } = await newLine();
      await credit(player.id, 10_000, 'ADJUSTMENT');
      for (let trial = 1; trial <= 50; trial += 1) {
        const answers = (await Promise.all([send(player, 6_000), send(player, 6_000)])).map(answerOf);
        expect(answers.sort()).toEqual(['insufficient-funds', 'ok']);
        expect(await balanceOf(player.id)).toBe(4_000);
        expect(await balanceOf(agent.id)).toBe(6_000 * trial);
        expect(await entriesOf(player.id)).toEqual({ ADJUSTMENT: trial, TRANSFER: trial });
        await credit(player.id, 6_000, 'ADJUSTMENT');
      }
    });

    it('a deposit credited while a transfer is on its way never leaves with it (50 trials)', async () => {
      const { agent, player } = await newLine();
      for (let trial = 1; trial <= 50; trial += 1) {
        // The deposit lands before, during or after the transfer's payment-password check.
        const deposit = new Promise((resolve) => setTimeout(resolve, randomInt(0, 40))).then(() =>
          credit(player.id, 5_000),
        );
        const [answer] = await Promise.all([send(player, 5_000).then(answerOf), deposit]);
        // Before the deposit there was nothing to send; after it, its turnover was still to bet.
        expect(['insufficient-funds', 'transfer-turnover-not-met']).toContain(answer);
        expect(await balanceOf(player.id)).toBe(5_000);
        expect(await balanceOf(agent.id)).toBe(0);
        expect(await entriesOf(player.id)).toEqual({
          DEPOSIT: trial,
          ...(trial > 1 ? { BET: trial - 1 } : {}),
        });
        await play(player.id, 5_000);
      }
    });

    it('a transfer and a withdrawal request at once from one balance: exactly one takes it (50 trials)', async () => {
      const { agent, player, cpf } = await newLine();
      await setPayee(player, cpf);
      await credit(player.id, 10_000, 'ADJUSTMENT');
      const counts = { transfer: 0, withdrawal: 0 };
      for (let trial = 1; trial <= 50; trial += 1) {
        const [withdrawn, sent] = await Promise.all([withdraw(player, 6_000), send(player, 6_000)]);
        const answers = [answerOf(withdrawn), answerOf(sent)];
        expect([...answers].sort()).toEqual(['insufficient-funds', 'ok']);
        expect(await balanceOf(player.id)).toBe(4_000);
        const open = (await overviewOf(player)).open;
        if (answers[0] === 'ok') {
          counts.withdrawal += 1;
          expect(open).toMatchObject({ id: withdrawn.json().value.id, amount: 6_000, status: 'PENDING' });
          const rejected = await t.app.inject({
            method: 'POST',
            url: '/ops/withdrawals/reject',
            payload: { id: open.id },
            headers: { authorization: operator },
          });
          expect(rejected.json().value.status).toBe('REJECTED');
        } else {
          counts.transfer += 1;
          // The refused request left no withdrawal behind.
          expect(open).toBeNull();
          await credit(player.id, 6_000, 'ADJUSTMENT');
        }
        expect(await balanceOf(player.id)).toBe(10_000);
        expect(await balanceOf(agent.id)).toBe(6_000 * counts.transfer);
        expect(await entriesOf(player.id)).toEqual({
          ADJUSTMENT: 1 + counts.transfer,
          ...(counts.transfer ? { TRANSFER: counts.transfer } : {}),
          ...(counts.withdrawal
            ? { WITHDRAWAL_HOLD: counts.withdrawal, WITHDRAWAL_RETURN: counts.withdrawal }
            : {}),
        });
      }
      const rows = await t.database.handle.db
        .select()
        .from(withdrawal)
        .where(eq(withdrawal.memberId, player.id));
      expect(rows.length).toBe(counts.withdrawal);
      expect(rows.every((row) => row.status === 'REJECTED')).toBe(true);
    });

    /**
     * On the PostgreSQL server a deposit is held open in another connection while the request
     * arrives: the request must wait for it and then see its turnover. A check made before the
     * lock would have read the ledger without the deposit, and let the money out after it. PGlite
     * is one connection, so there the deposit commits first and the request follows it.
     */
    describe('a deposit committing while the request waits for it', () => {
      const withDepositInFlight = async <T>(memberId: string, amount: number, request: () => Promise<T>) => {
        const deposit = {
          idempotencyKey: randomUUID(),
          kind: 'DEPOSIT' as const,
          memberId,
          legs: [
            { account: { house: 'PAYMENTS_CLEARING' as const }, amount: -amount },
            { account: { member: memberId }, amount },
          ],
        };
        if (t.database.handle.engine === 'pglite') {
          await wallet().move(deposit);
          return request();
        }
        const pool = (t.database.handle.db as unknown as { $client: pg.Pool }).$client;
        const client = await pool.connect();
        try {
          await client.query('begin');
          const planned = await wallet().plan(deposit);
          await client.query(
            'select * from ledger_post($1, $2, $3, $4, $5::jsonb, $6::uuid[], $7::bigint[])',
            ledgerPostArguments(planned.entry),
          );
          const pending = request();
          // Wait until the request queues behind the deposit's lock on the member's account.
          for (let attempt = 0; attempt < 200; attempt += 1) {
            const waiting = await pool.query(
              "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
            );
            if (waiting.rows[0].n > 0) break;
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
          await client.query('commit');
          return await pending;
        } finally {
          client.release();
        }
      };

      /**
       * Each instance remembers ledger account ids; until it does, opening the account (an insert
       * that meets the deposit's uncommitted row in the unique index) would wait for the deposit
       * whatever the code under test does. A refused transfer makes the server learn them.
       */
      const learnAccounts = async (player: Party) =>
        expect(answerOf(await send(player, 5_000_000))).toBe('insufficient-funds');

      it('a transfer is refused by the deposit it waited for', async () => {
        const { agent, player } = await newLine();
        await learnAccounts(player);
        const answer = await withDepositInFlight(player.id, 5_000, () => send(player, 5_000));
        expect(answer.json()).toMatchObject({
          errorCode: 'transfer-turnover-not-met',
          value: { required: 5_000, wagered: 0, remaining: 5_000 },
        });
        expect(await balanceOf(player.id)).toBe(5_000);
        expect(await balanceOf(agent.id)).toBe(0);
        expect(await entriesOf(player.id)).toEqual({ DEPOSIT: 1 });
      });

      it('a withdrawal hold is refused by the deposit it waited for, and leaves no request behind', async () => {
        const { player, cpf } = await newLine();
        await setPayee(player, cpf);
        await credit(player.id, 10_000, 'ADJUSTMENT');
        await learnAccounts(player);
        const answer = await withDepositInFlight(player.id, 5_000, () => withdraw(player, 10_000));
        expect(answer.json()).toMatchObject({
          errorCode: 'turnover-not-met',
          value: { required: 5_000, wagered: 0, remaining: 5_000 },
        });
        expect(await balanceOf(player.id)).toBe(15_000);
        expect(await entriesOf(player.id)).toEqual({ ADJUSTMENT: 1, DEPOSIT: 1 });
        expect((await overviewOf(player)).open).toBeNull();
      });
    });
  });
});
