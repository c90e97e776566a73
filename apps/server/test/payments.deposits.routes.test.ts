import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PIX_SIGNATURE_HEADER } from '@platform/contracts';
import { auditEvent, depositOrder, member, paymentChannel, paymentWebhookEvent } from '../src/tables.js';
import { parseBrCode } from '../src/lib/pix/br-code.js';
import { hashPassword } from '../src/modules/accounts/password.js';
import { signPixWebhook } from '../src/modules/pix-sandbox/index.js';
import { checkLedger } from '../src/modules/wallet/index.js';
import { cpfFrom } from './helpers/accounts.js';
import { markIdentityVerified } from './helpers/identity.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { loginAs } from './helpers/session.js';

/** Waits for what a webhook (sent over HTTP by the sandbox) changes. */
const eventually = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return read();
};

describe('PIX deposits through the sandbox gateway', () => {
  let t: TestApp;
  let token: string;
  let newcomer: string;
  let channelId: number;
  const JOGADOR1_CPF = '11144477735';

  beforeAll(async () => {
    t = await buildTestApp({ PIX_SANDBOX_PAYOUT_DELAY_MS: '0' });
    // The sandbox posts its webhooks to this server over HTTP, as a PSP would.
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    token = await loginAs(t.app, 'jogador1');
    const db = t.database.handle.db;
    const [newcomerRow] = await db
      .insert(member)
      .values({
        account: 'semcpf1',
        nickname: 'Sem CPF',
        passwordHash: await hashPassword('Teste2026'),
      })
      .returning({ id: member.id });
    // Verified, as BR (the default profile) asks before a deposit (docs/kyc.md).
    await markIdentityVerified(db, newcomerRow!.id);
    newcomer = await loginAs(t.app, 'semcpf1', 'Teste2026');
    const [channel] = await db.select().from(paymentChannel);
    channelId = channel!.id;
  });
  afterEach(async () => {
    expect(await checkLedger(t.database.handle.db)).toEqual([]);
  });
  afterAll(() => t.close());

  const get = (url: string, auth = token) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: auth, language: 'PT' } });
  const post = (url: string, body: object, auth = token) =>
    t.app.inject({ method: 'POST', url, payload: body, headers: { authorization: auth, language: 'PT' } });
  const balanceOf = async (auth = token) =>
    (await get('/wps/v2/wallets/balance', auth)).json().value.balance as number;
  const deposit = (amount: number, extra: object = {}, auth = token) =>
    post('/wps/member/deposit', { requestId: randomUUID(), channelId, amount, ...extra }, auth);
  const chargeOf = async (reference: string) => {
    const charges = (await t.app.inject({ method: 'GET', url: '/sandbox/api/charges' })).json().value;
    return (charges.list ?? charges).find(
      (charge: { reference: string }) => charge.reference === reference,
    ) as {
      id: string;
    };
  };
  const pay = async (reference: string, payer?: { cpf: string; name: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/sandbox/api/charges/pay',
      payload: { chargeId: (await chargeOf(reference)).id, ...(payer ? { payer } : {}) },
    });
  const orderOf = async (id: string, auth = token) =>
    (await get(`/wps/member/deposit/order?id=${id}`, auth)).json().value;
  const settled = (id: string, auth = token) =>
    eventually(
      () => orderOf(id, auth),
      (order) => order.status !== 'PENDING',
    );

  it('lists the PIX channel with its bounds and presets, and knows the CPF on file', async () => {
    const value = (await get('/wps/member/deposit/channels')).json().value;
    expect(value.channels).toEqual([
      expect.objectContaining({ code: 'PIX', method: 'PIX', min: 1_000, max: 5_000_000, feeBp: 0 }),
    ]);
    expect(value.channels[0].presets.length).toBeGreaterThan(0);
    expect(value).toMatchObject({ cpfOnFile: true, maskedCpf: '***.444.777-**', expiryMinutes: 30 });
    expect((await get('/wps/member/deposit/channels', newcomer)).json().value).toMatchObject({
      cpfOnFile: false,
      maskedCpf: null,
    });
  });

  it('opens a charge whose BR Code parses back field by field with a right CRC', async () => {
    const response = await deposit(5_000);
    expect(response.statusCode).toBe(200);
    const order = response.json().value;
    expect(order).toMatchObject({
      status: 'PENDING',
      amount: 5_000,
      fee: 0,
      credited: 5_000,
      channelName: 'PIX',
    });
    expect(order.qrSvg).toContain('<svg');
    expect(new Date(order.expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    const parsed = parseBrCode(order.brCode);
    expect(parsed.crcValid).toBe(true);
    expect(order.brCode).toMatch(/^000201/u);
    expect(order.brCode).toContain('br.gov.bcb.pix');
    expect(order.brCode).toContain('540550.00');
    expect(order.brCode).toContain('5303986');
    expect(order.brCode).toContain('5802BR');
    expect(order.brCode).toMatch(/6304[0-9A-F]{4}$/u);
  });

  it('credits the member once when the sandbox says the charge was paid from their CPF', async () => {
    const before = await balanceOf();
    const order = (await deposit(10_000)).json().value;
    expect((await pay(order.reference)).statusCode).toBe(200);
    const paid = await settled(order.id);
    expect(paid).toMatchObject({ status: 'PAID', credited: 10_000 });
    expect(paid.paidAt).not.toBeNull();
    expect(await balanceOf()).toBe(before + 10_000);

    // The same notification again (resent by the gateway) changes nothing.
    const notifications = (
      await t.app.inject({ method: 'GET', url: `/sandbox/api/notifications?reference=${order.reference}` })
    ).json().value;
    const sent = (notifications.list ?? notifications)[0];
    const resend = await t.app.inject({
      method: 'POST',
      url: '/sandbox/api/notifications/resend',
      payload: { eventId: sent.eventId },
    });
    expect(resend.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await balanceOf()).toBe(before + 10_000);
    const events = await t.database.handle.db.select().from(paymentWebhookEvent);
    expect(events.filter((event) => event.outcome === `replayed:${sent.eventId}`)).toHaveLength(1);
    const audits = await t.database.handle.db
      .select()
      .from(auditEvent)
      .where(eq(auditEvent.action, 'deposit.credit'));
    expect(audits.length).toBeGreaterThanOrEqual(1);
  });

  it('returns and flags a payment from another person’s CPF, crediting nothing', async () => {
    const before = await balanceOf();
    const order = (await deposit(7_500)).json().value;
    await pay(order.reference, { cpf: cpfFrom('987654321'), name: 'Terceiro Pagador' });
    const returned = await settled(order.id);
    expect(returned).toMatchObject({ status: 'RETURNED', remark: 'third-party-payer' });
    expect(await balanceOf()).toBe(before);
    const [row] = await t.database.handle.db.select().from(depositOrder).where(eq(depositOrder.id, order.id));
    expect(row).toMatchObject({ flagged: true, payerCpf: cpfFrom('987654321') });
    const operator = await loginAs(t.app, 'operador', 'Demo2026', { portal: 'operator' });
    const flagged = (await get('/ops/deposits?flagged=true', operator)).json().value.list;
    expect(flagged.map((item: { id: string }) => item.id)).toContain(order.id);
  });

  it('refuses a tampered, unsigned or stale notification and credits nothing', async () => {
    const before = await balanceOf();
    const order = (await deposit(3_000)).json().value;
    const charge = await chargeOf(order.reference);
    const [channel] = await t.database.handle.db.select().from(paymentChannel);
    const event = {
      eventId: `evt_test_${randomUUID()}`,
      type: 'charge.paid',
      occurredAt: new Date().toISOString(),
      charge: {
        id: charge.id,
        reference: order.reference,
        amount: 3_000,
        endToEndId: 'E00000000202611240000000000000T',
        payer: { cpf: JOGADOR1_CPF, name: 'Joao' },
      },
    };
    const send = (body: string, signature?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/payments/webhook/sandbox',
        payload: body,
        headers: {
          'content-type': 'application/json',
          ...(signature ? { [PIX_SIGNATURE_HEADER]: signature } : {}),
        },
      });
    const now = Math.floor(Date.now() / 1000);
    const body = JSON.stringify(event);
    const signature = signPixWebhook(channel!.webhookSecret, body, now);
    // The amount changed after signing.
    const tampered = body.replace('"amount":3000', '"amount":300000');
    expect((await send(tampered, signature)).statusCode).toBe(401);
    expect((await send(body)).statusCode).toBe(401);
    expect((await send(body, signPixWebhook('not-the-secret', body, now))).statusCode).toBe(401);
    const stale = await send(body, signPixWebhook(channel!.webhookSecret, body, now - 3_600));
    expect(stale.statusCode).toBe(401);
    expect(stale.json().errorCode).toBe('invalid-signature');
    expect(await balanceOf()).toBe(before);
    expect((await orderOf(order.id)).status).toBe('PENDING');

    // An unknown charge, properly signed, is answered (so the PSP stops) and changes nothing.
    const unknown = JSON.stringify({
      ...event,
      eventId: 'evt_unknown',
      charge: { ...event.charge, id: 'chg_nobody' },
    });
    const answer = await send(unknown, signPixWebhook(channel!.webhookSecret, unknown, now));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().value.outcome).toBe('unknown-charge');
    expect(await balanceOf()).toBe(before);
    const logged = await t.database.handle.db.select().from(paymentWebhookEvent);
    expect(logged.filter((row) => !row.signatureValid).length).toBeGreaterThanOrEqual(4);
  });

  it('does not credit a charge paid after its expiry: it is returned', async () => {
    const before = await balanceOf();
    const order = (await deposit(2_000)).json().value;
    // The charge's time runs out.
    await t.database.handle.db
      .update(depositOrder)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(depositOrder.id, order.id));
    expect((await orderOf(order.id)).status).toBe('EXPIRED');
    // The gateway still reports it paid: the money goes back, nothing is credited.
    const charge = await chargeOf(order.reference);
    const [channel] = await t.database.handle.db.select().from(paymentChannel);
    const body = JSON.stringify({
      eventId: `evt_late_${randomUUID()}`,
      type: 'charge.paid',
      occurredAt: new Date().toISOString(),
      charge: {
        id: charge.id,
        reference: order.reference,
        amount: 2_000,
        endToEndId: 'E99999999202611240000abcdefghijk',
        payer: { cpf: JOGADOR1_CPF, name: 'Joao' },
      },
    });
    const late = await t.app.inject({
      method: 'POST',
      url: '/wps/payments/webhook/sandbox',
      payload: body,
      headers: {
        'content-type': 'application/json',
        [PIX_SIGNATURE_HEADER]: signPixWebhook(channel!.webhookSecret, body, Math.floor(Date.now() / 1000)),
      },
    });
    expect(late.json().value.outcome).toBe('returned:expired');
    expect((await orderOf(order.id)).status).toBe('RETURNED');
    expect(await balanceOf()).toBe(before);
  });

  it('lets the sandbox pay a charge once, and never after its expiry', async () => {
    const order = (await deposit(1_500)).json().value;
    expect((await pay(order.reference)).statusCode).toBe(200);
    const again = await pay(order.reference);
    expect(again.json()).toMatchObject({ success: false, errorCode: 'charge-already-paid' });
    const late = (await deposit(1_500)).json().value;
    await t.database.handle.db.execute(
      sql`update sandbox_charge set expires_at = now() - interval '1 second' where reference = ${late.reference}`,
    );
    expect((await pay(late.reference)).json().errorCode).toBe('charge-expired');
    const page = await t.app.inject({ method: 'GET', url: '/sandbox/pix' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toContain(late.reference);
  });

  it('asks a member without a CPF for one, refuses a wrong or taken one, and keeps a valid one', async () => {
    const missing = await deposit(5_000, {}, newcomer);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errorCode: 'cpf-required' });
    expect(missing.json().message).toContain('CPF');
    const invalid = await deposit(5_000, { cpf: '123.456.789-00' }, newcomer);
    expect(invalid.json().errorCode).toBe('validation-failed');
    expect(invalid.json().value.fields[0].field).toBe('cpf');
    const taken = await deposit(5_000, { cpf: JOGADOR1_CPF }, newcomer);
    expect(taken.json().errorCode).toBe('duplicate-id-number');
    expect((await get('/wps/member/deposit/history', newcomer)).json().value.list).toEqual([]);

    const own = cpfFrom('222333444');
    const opened = await deposit(5_000, { cpf: own }, newcomer);
    expect(opened.statusCode).toBe(200);
    expect((await get('/wps/member/deposit/channels', newcomer)).json().value.cpfOnFile).toBe(true);
  });

  it('refuses amounts outside the channel’s bounds with the bounds in the message, opening nothing', async () => {
    const history = async () =>
      (await get('/wps/member/deposit/history?pageSize=50')).json().value.list.length;
    const count = await history();
    const low = await deposit(999);
    expect(low.statusCode).toBe(400);
    expect(low.json().value.fields[0]).toMatchObject({ field: 'amount', min: 1_000, max: 5_000_000 });
    expect(low.json().value.fields[0].message).toContain('R$');
    expect((await deposit(5_000_001)).statusCode).toBe(400);
    expect(await history()).toBe(count);
  });

  it('lets a tester pay on the sandbox page, as the payer or as a third party, with the result on the page', async () => {
    const order = (await deposit(2_500)).json().value;
    const charge = await chargeOf(order.reference);
    const form = (url: string, fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const wrong = await form('/sandbox/pix/pay', { chargeId: charge.id, payerCpf: '123', payerName: 'X' });
    expect(wrong.statusCode).toBe(303);
    expect(decodeURIComponent(wrong.headers.location as string)).toContain('Confira o CPF');
    const paid = await form('/sandbox/pix/pay', { chargeId: charge.id });
    expect(paid.statusCode).toBe(303);
    expect(decodeURIComponent(paid.headers.location as string)).toContain('a plataforma confirmou o aviso');
    expect((await settled(order.id)).status).toBe('PAID');
    // The page prints the message escaped.
    const page = await t.app.inject({
      method: 'GET',
      url: `/sandbox/pix?msg=${encodeURIComponent('<b>oi</b>')}`,
    });
    expect(page.body).toContain('&lt;b&gt;oi&lt;/b&gt;');
    expect(page.body).not.toContain('<b>oi</b>');
  });

  it('answers a retried request with the same charge', async () => {
    const requestId = randomUUID();
    const first = await post('/wps/member/deposit', { requestId, channelId, amount: 4_000 });
    const again = await post('/wps/member/deposit', { requestId, channelId, amount: 4_000 });
    expect(again.json().value.id).toBe(first.json().value.id);
  });

  it('keeps trial users and operators out, and does not show another member’s charge', async () => {
    const trial = (
      await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })
    ).json().value.token as string;
    expect((await deposit(5_000, {}, trial)).json().errorCode).toBe('in-need-true-account');
    const operator = await loginAs(t.app, 'operador', 'Demo2026', { portal: 'operator' });
    expect((await deposit(5_000, {}, operator)).json().errorCode).toBe('members-only');
    const mine = (await deposit(5_000)).json().value;
    expect((await get(`/wps/member/deposit/order?id=${mine.id}`, newcomer)).json().errorCode).toBe(
      'deposit-not-found',
    );
  });

  it('keeps at most five charges waiting to be paid per member', async () => {
    const open = async () =>
      (await get('/wps/member/deposit/history?pageSize=50', newcomer))
        .json()
        .value.list.filter((order: { status: string }) => order.status === 'PENDING').length;
    while ((await open()) < 5) expect((await deposit(1_000, {}, newcomer)).statusCode).toBe(200);
    const sixth = await deposit(1_000, {}, newcomer);
    expect(sixth.json()).toMatchObject({ errorCode: 'deposit-open-limit' });
    expect(sixth.json().message).toContain('PIX');
    expect(await open()).toBe(5);
    // Once one expires, a new one opens.
    await t.database.handle.db.execute(
      sql`update deposit_order set expires_at = now() - interval '1 second'
          where id = (select id from deposit_order where status = 'PENDING'
            and member_id = (select id from member where account = 'semcpf1') order by created_at limit 1)`,
    );
    expect((await deposit(1_000, {}, newcomer)).statusCode).toBe(200);
  });

  it('keeps the channel closed when the operator disables it', async () => {
    await t.database.handle.db.update(paymentChannel).set({ enabled: false });
    expect((await deposit(5_000)).json().errorCode).toBe('channel-unavailable');
    expect((await get('/wps/member/deposit/channels')).json().value.channels).toEqual([]);
    await t.database.handle.db.update(paymentChannel).set({ enabled: true });
  });
});
