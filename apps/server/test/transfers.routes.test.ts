import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditEvent, member } from '../src/db/schema.js';
import { hashPassword } from '../src/modules/accounts/password.js';
import { checkLedger, createWalletRepository, createWalletService } from '../src/modules/wallet/index.js';
import { patchSetting } from './helpers/accounts.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { loginAs, sendEncrypted } from './helpers/session.js';

describe('transfers within one line: member to upline, agent to downline', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp();
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
    const wallet = createWalletService({
      repository: createWalletRepository(db),
      isEligibleToBet: async () => true,
    });
    for (const account of ['jogador1', 'agente1']) {
      await wallet.move({
        idempotencyKey: randomUUID(),
        kind: 'DEPOSIT',
        memberId: ids[account],
        legs: [
          { account: { house: 'PAYMENTS_CLEARING' }, amount: -10_000 },
          { account: { member: ids[account]! }, amount: 10_000 },
        ],
      });
    }
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
    expect((await limits(player)).json().value).toEqual({ min: 100, max: 5_000_000 });
    expect((await limits(agent)).json().value).toEqual({ min: 100, max: 5_000_000 });
    expect((await limits()).statusCode).toBe(401);

    await patchSetting(t.database.handle.db, 'wallet', { transferLimits: { min: 500, max: 2_000 } });
    try {
      expect((await limits(player)).json().value).toEqual({ min: 500, max: 2_000 });
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
});
