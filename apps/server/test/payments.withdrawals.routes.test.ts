import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent, ledgerAccount, withdrawal } from '../src/tables.js';
import { createAuditService } from '../src/modules/audit/index.js';
import { createInboxRepository, createInboxService } from '../src/modules/inbox/index.js';
import { createPaymentsRepository, createPaymentsService } from '../src/modules/payments/index.js';
import { DEFAULT_SETTINGS } from '../src/modules/system/system.defaults.js';
import { checkLedger } from '../src/modules/wallet/index.js';
import { cpfFrom, patchSetting } from './helpers/accounts.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { fundMember, memberIdOf, testWallet } from './helpers/money.js';
import { loginAs, sendEncrypted } from './helpers/session.js';

const eventually = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return read();
};

const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64')}`;

describe('PIX withdrawals: payee, rules, approval, payout and confirmation', () => {
  let t: TestApp;
  let member: string; // jogador3: R$ 1.000,00 from the demo opening balance, CPF on file
  let operator: string;
  const OWN_CPF = '52998224725';

  beforeAll(async () => {
    t = await buildTestApp({ PIX_SANDBOX_PAYOUT_DELAY_MS: '0' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    member = await loginAs(t.app, 'jogador3');
    operator = await loginAs(t.app, 'operador', 'Demo2026', { portal: 'operator' });
  });
  afterEach(async () => {
    expect(await checkLedger(t.database.handle.db)).toEqual([]);
  });
  afterAll(() => t.close());

  const headers = (auth: string) => ({ authorization: auth, language: 'PT' });
  const get = (url: string, auth = member) => t.app.inject({ method: 'GET', url, headers: headers(auth) });
  const post = (url: string, body: object, auth = member) =>
    t.app.inject({ method: 'POST', url, payload: body, headers: headers(auth) });
  const encrypted = (url: string, body: object, auth = member) =>
    sendEncrypted(t.app, { method: 'POST', url, body, headers: headers(auth) });
  const setPayee = (keyType: string, key: string, auth = member, paymentPassword = '135790') =>
    encrypted('/wps/member/withdraw/payee', { keyType, key, paymentPassword }, auth);
  const withdraw = (amount: number, auth = member, paymentPassword = '135790') =>
    encrypted('/wps/member/withdraw', { requestId: randomUUID(), amount, paymentPassword }, auth);
  const overview = async (auth = member) => (await get('/wps/member/withdraw/overview', auth)).json().value;
  const balance = async (auth = member) =>
    (await get('/wps/v2/wallets/balance', auth)).json().value.balance as number;
  const held = async () => {
    const [row] = await t.database.handle.db
      .select()
      .from(ledgerAccount)
      .where(eq(ledgerAccount.houseCode, 'PENDING_WITHDRAWAL'));
    return row?.balance ?? 0;
  };
  const historyOf = async (auth = member) =>
    (await get('/wps/member/withdraw/history?pageSize=50', auth)).json().value.list as Array<{
      id: string;
      status: string;
      confirmation: string | null;
    }>;
  /** The member's newest inbox message, in Portuguese. */
  const lastMessage = async () => (await get('/wps/member/messages?pageSize=1')).json().value.list[0];
  const act = (action: string, id: string, remark?: string) =>
    post(`/ops/withdrawals/${action}`, { id, ...(remark ? { remark } : {}) }, operator);
  const paidOut = (id: string) =>
    eventually(
      async () => (await historyOf()).find((item) => item.id === id)!,
      (item) => item.status !== 'APPROVED',
    );

  it('shows the page’s facts before any payee: limits, turnover, payment password', async () => {
    expect(await overview()).toMatchObject({
      payee: null,
      paymentPasswordSet: true,
      balance: 100_000,
      limits: { min: 2_000, max: 5_000_000, dailyCount: 3, usedToday: 0 },
      turnover: { required: 0, wagered: 0, remaining: 0 },
      open: null,
      awaitingConfirmation: [],
    });
  });

  it('refuses a request without a payee, changing nothing', async () => {
    const response = await withdraw(5_000);
    expect(response.json()).toMatchObject({ errorCode: 'payee-not-set' });
    expect(await balance()).toBe(100_000);
  });

  it('accepts only a well-formed own-name PIX key, with the payment password', async () => {
    const badFormat = await setPayee('CPF', '123.456.789-00');
    expect(badFormat.json().errorCode).toBe('validation-failed');
    expect(badFormat.json().value.fields[0].field).toBe('key');
    expect((await setPayee('CPF', OWN_CPF, member, '000000')).json().errorCode).toBe(
      'incorrect-payment-password',
    );
    const someoneElse = await setPayee('CPF', cpfFrom('987654321'));
    expect(someoneElse.json().errorCode).toBe('pix-key-not-own');
    expect(someoneElse.json().message).toContain('CPF');
    expect((await setPayee('PHONE', '(11) 98765-4321')).json().errorCode).toBe('pix-key-not-found');
    expect((await setPayee('EMAIL', 'not-an-email')).json().errorCode).toBe('validation-failed');
    expect((await overview()).payee).toBeNull();

    // A phone key the directory holds under the member's own CPF is taken.
    const registered = await t.app.inject({
      method: 'POST',
      url: '/sandbox/api/keys',
      payload: {
        keyType: 'PHONE',
        key: '+5511987654321',
        holderCpf: OWN_CPF,
        holderName: 'Pedro Jogador Demo',
      },
    });
    expect(registered.statusCode).toBe(200);
    const phone = await setPayee('PHONE', '(11) 98765-4321');
    expect(phone.statusCode).toBe(200);
    expect(phone.json().value).toMatchObject({ keyType: 'PHONE' });
    expect(phone.json().value.maskedKey).not.toContain('98765');

    const cpf = await setPayee('CPF', '529.982.247-25');
    expect(cpf.json().value).toMatchObject({ keyType: 'CPF', maskedKey: '***.982.247-**' });
    const audits = await t.database.handle.db
      .select()
      .from(auditEvent)
      .where(eq(auditEvent.action, 'payee.set'));
    expect(audits.map((event) => event.result)).toContain('refused');
    expect(JSON.stringify(audits)).not.toContain('135790');
  });

  it('refuses each rule with its own message and changes nothing', async () => {
    const before = { balance: await balance(), held: await held(), count: (await historyOf()).length };
    const low = await withdraw(1_999);
    expect(low.json().value.fields[0]).toMatchObject({ field: 'amount', min: 2_000, max: 5_000_000 });
    expect((await withdraw(5_000_001)).json().value.fields[0].field).toBe('amount');
    expect((await withdraw(5_000, member, '999999')).json().errorCode).toBe('incorrect-payment-password');
    expect((await withdraw(200_000)).json().errorCode).toBe('insufficient-funds');
    expect({ balance: await balance(), held: await held(), count: (await historyOf()).length }).toEqual(
      before,
    );
  });

  it('holds the amount on request and allows one open withdrawal at a time', async () => {
    const response = await withdraw(10_000);
    expect(response.statusCode).toBe(200);
    const asked = response.json().value;
    expect(asked).toMatchObject({ status: 'PENDING', amount: 10_000, keyType: 'CPF', confirmation: null });
    expect(await balance()).toBe(90_000);
    expect(await held()).toBe(10_000);
    expect((await withdraw(5_000)).json().errorCode).toBe('withdrawal-pending');
    expect(await balance()).toBe(90_000);
    expect((await overview()).open).toMatchObject({ id: asked.id, status: 'PENDING' });

    // The operator rejects it: the amount comes back.
    const rejected = await act('reject', asked.id, 'Dados divergentes');
    expect(rejected.json().value).toMatchObject({ status: 'REJECTED', remark: 'Dados divergentes' });
    expect(await balance()).toBe(100_000);
    expect(await held()).toBe(0);
    expect(await lastMessage()).toMatchObject({ kind: 'withdrawal-rejected', title: 'Saque não realizado' });
    expect((await lastMessage()).body).toMatch(
      /R\$\s100,00 .*voltou ao seu saldo\. Motivo: Dados divergentes$/u,
    );
    // Twice is refused: it has moved on.
    expect((await act('reject', asked.id)).json().errorCode).toBe('withdrawal-state-changed');
    expect((await act('approve', asked.id)).json().errorCode).toBe('withdrawal-state-changed');
    expect(await balance()).toBe(100_000);
  });

  it('pays an approved withdrawal through the gateway and waits for the member’s confirmation', async () => {
    const asked = (await withdraw(20_000)).json().value;
    const queue = (await get('/ops/withdrawals?status=PENDING', operator)).json().value.list;
    expect(queue).toEqual([
      expect.objectContaining({ id: asked.id, memberAccount: 'jogador3', pixKey: OWN_CPF, amount: 20_000 }),
    ]);
    const approved = await act('approve', asked.id);
    expect(approved.json().value.status).toMatch(/APPROVED|PAID/u);
    const paid = await paidOut(asked.id);
    expect(paid).toMatchObject({ status: 'PAID', confirmation: 'AWAITING' });
    expect(await balance()).toBe(80_000);
    expect(await lastMessage()).toMatchObject({ kind: 'withdrawal-paid', read: false });
    expect((await lastMessage()).body).toContain(`(ref. ${asked.reference}) foi enviado para a chave PIX`);
    expect(await held()).toBe(0);
    const awaiting = (await overview()).awaitingConfirmation;
    expect(awaiting).toEqual([expect.objectContaining({ id: asked.id })]);
    expect(new Date(awaiting[0].confirmBy).getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);

    const confirmed = await post('/wps/member/withdraw/confirm', { id: asked.id, outcome: 'RECEIVED' });
    expect(confirmed.json().value.confirmation).toBe('RECEIVED');
    expect(
      (await post('/wps/member/withdraw/confirm', { id: asked.id, outcome: 'RECEIVED' })).json().errorCode,
    ).toBe('withdrawal-state-changed');
    expect(await balance()).toBe(80_000);
  });

  it('takes a “not received” answer only with real png or jpg proofs; the operator returns or forces it', async () => {
    const dispute = async () => {
      const asked = (await withdraw(5_000)).json().value;
      await act('approve', asked.id);
      await paidOut(asked.id);
      return asked.id as string;
    };
    const first = await dispute();
    const answer = (proofs: object[]) =>
      post('/wps/member/withdraw/confirm', { id: first, outcome: 'NOT_RECEIVED', proofs });
    expect((await answer([])).json().errorCode).toBe('proof-required');
    const fake = `data:image/png;base64,${Buffer.from('GIF89a not a png').toString('base64')}`;
    expect((await answer([{ name: 'extrato.png', dataUrl: fake }])).json().errorCode).toBe(
      'invalid-proof-image',
    );
    const gif = `data:image/gif;base64,${Buffer.from('GIF89a').toString('base64')}`;
    expect((await answer([{ name: 'extrato.gif', dataUrl: gif }])).json().errorCode).toBe(
      'invalid-proof-image',
    );
    const four = Array.from({ length: 4 }, () => ({ name: 'a.png', dataUrl: PNG }));
    expect((await answer(four)).statusCode).toBe(400);
    const big = `data:image/png;base64,${Buffer.concat([Buffer.from(PNG.split(',')[1]!, 'base64'), Buffer.alloc(5 * 1024 * 1024)]).toString('base64')}`;
    expect((await answer([{ name: 'grande.png', dataUrl: big }])).json().errorCode).toBe(
      'invalid-proof-image',
    );

    const disputed = await answer([{ name: 'extrato.png', dataUrl: PNG }]);
    expect(disputed.json().value).toMatchObject({ confirmation: 'NOT_RECEIVED', proofCount: 1 });
    const proof = (await get(`/ops/withdrawals/proof?id=${first}&index=0`, operator)).json().value;
    expect(proof).toEqual({ contentType: 'image/png', dataUrl: PNG });

    const before = await balance();
    expect((await act('return', first)).json().value.confirmation).toBe('RETURNED');
    expect(await balance()).toBe(before + 5_000);

    const second = await dispute();
    await post('/wps/member/withdraw/confirm', {
      id: second,
      outcome: 'NOT_RECEIVED',
      proofs: [{ name: 'extrato.png', dataUrl: PNG }],
    });
    const afterSecond = await balance();
    expect((await act('force-received', second)).json().value.confirmation).toBe('FORCED_RECEIVED');
    expect(await balance()).toBe(afterSecond);
  });

  it('counts an unanswered paid withdrawal as received once its minutes pass (the sweep job)', async () => {
    await patchSetting(t.database.handle.db, 'payments', {
      withdrawal: { ...DEFAULT_SETTINGS.payments.withdrawal, dailyCount: 10 },
    });
    const asked = (await withdraw(2_000)).json().value;
    await act('approve', asked.id);
    await paidOut(asked.id);
    const db = t.database.handle.db;
    // The same job on another instance, whose clock is 31 minutes later.
    const later = createPaymentsService({
      repository: createPaymentsRepository(db),
      wallet: testWallet(db),
      members: {
        payerOf: async () => ({ account: '', cpf: null, name: '', paymentPasswordSet: false }),
        setCpfOnce: async () => undefined,
        verifyPaymentPassword: async () => undefined,
        accountNamesOf: async () => new Map(),
      },
      audit: createAuditService({ db }),
      inbox: createInboxService({ repository: createInboxRepository(db) }),
      gateways: new Map(),
      payoutGateway: 'none',
      settings: {
        getSetting: async () => DEFAULT_SETTINGS.payments,
        updateSetting: async () => DEFAULT_SETTINGS.payments,
      },
      qrSvg: async () => '',
      now: () => new Date(Date.now() + 31 * 60_000),
      log: { info: () => undefined, warn: () => undefined },
    });
    expect((await later.sweep()).autoConfirmed).toBe(1);
    expect((await later.sweep()).autoConfirmed).toBe(0);
    const [row] = await db.select().from(withdrawal).where(eq(withdrawal.id, asked.id));
    expect(row!.confirmation).toBe('AUTO_RECEIVED');
  });

  it('counts the day’s withdrawals and the turnover still to bet', async () => {
    const rules = (await get('/ops/settings/payments', operator)).json().value;
    const setRules = (value: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/ops/settings/payments',
        payload: value,
        headers: headers(operator),
      });
    expect(
      (await setRules({ ...rules, withdrawal: { ...rules.withdrawal, dailyCount: 1 } })).statusCode,
    ).toBe(200);
    expect((await withdraw(2_000)).json().errorCode).toBe('withdrawal-daily-limit');
    expect((await setRules({ ...rules, confirmMinutes: 0 })).json().errorCode).toBe('validation-failed');
    expect((await setRules(rules)).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/ops/settings/payments',
          payload: rules,
          headers: headers(member),
        })
      ).json().errorCode,
    ).toBe('operators-only');

    // A deposit asks its amount in bets before a withdrawal.
    const db = t.database.handle.db;
    const id = await memberIdOf(db, 'jogador3');
    await fundMember(db, id, 30_000);
    const refused = await withdraw(2_000);
    expect(refused.json()).toMatchObject({ errorCode: 'turnover-not-met' });
    expect(refused.json().value).toMatchObject({ required: 30_000, remaining: 30_000 });
    expect((await overview()).turnover).toMatchObject({ required: 30_000, wagered: 0, remaining: 30_000 });
  });

  it('lets operators check the ledger of the running platform', async () => {
    const check = (await get('/ops/ledger/check', operator)).json().value;
    expect(check).toEqual({ clean: true, problems: [] });
    expect((await get('/ops/ledger/check', member)).json().errorCode).toBe('operators-only');
  });

  it('keeps members off the operators’ desk and operators off the member routes and site login', async () => {
    expect((await get('/ops/withdrawals', member)).json().errorCode).toBe('operators-only');
    expect((await get('/wps/member/withdraw/overview', operator)).json().errorCode).toBe('members-only');
    const site = await sendEncrypted(t.app, {
      method: 'POST',
      url: '/wps/session/login',
      body: { type: 'username', username: 'operador', password: 'Demo2026' },
    });
    expect(site.json().errorCode).toBe('members-only');
    const desk = await sendEncrypted(t.app, {
      method: 'POST',
      url: '/wps/session/login',
      body: { type: 'username', username: 'jogador3', password: 'Demo2026', portal: 'operator' },
    });
    expect(desk.json().errorCode).toBe('operators-only');
  });
});
