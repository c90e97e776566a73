import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIX_SIGNATURE_HEADER } from '@platform/contracts';
import { depositOrder, inboxMessage, memberSession, paymentChannel } from '../src/tables.js';
import { createInboxRepository, createInboxService } from '../src/modules/inbox/index.js';
import { signPixWebhook } from '../src/modules/pix-sandbox/index.js';
import { checkLedger } from '../src/modules/wallet/index.js';
import { hashSessionToken } from '../src/modules/accounts/session-token.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { loginAs, trialToken } from './helpers/session.js';

const JOGADOR1_CPF = '11144477735';
/** Times each race is run: on PostgreSQL the calls really overlap, on PGlite they queue. */
const ROUNDS = 3;
const AT_ONCE = 6;

describe('member inbox: system messages, reading, isolation, trial accounts', () => {
  let t: TestApp;
  let ana: string; // jogador1
  let bia: string; // jogador3
  let trial: string;
  let channel: { id: number; webhookSecret: string };

  beforeAll(async () => {
    t = await buildTestApp();
    ana = await loginAs(t.app, 'jogador1');
    bia = await loginAs(t.app, 'jogador3');
    trial = await trialToken(t.app);
    const [row] = await t.database.handle.db.select().from(paymentChannel);
    channel = { id: row!.id, webhookSecret: row!.webhookSecret };
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    auth: string,
    body?: object,
    language = 'PT',
  ) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: auth, language },
      ...(body ? { payload: body } : {}),
    });
  const unread = async (auth: string) =>
    (await call('POST', '/wps/relay/CSP_unreadCount', auth)).json().value.count as number;
  const inbox = async (auth: string, language = 'PT', query = '') =>
    (await call('GET', `/wps/member/messages${query}`, auth, undefined, language)).json().value;

  /** A charge opened through the deposit route, and its gateway id. */
  const openCharge = async (amount: number) => {
    const opened = await call('POST', '/wps/member/deposit', ana, {
      requestId: randomUUID(),
      channelId: channel.id,
      amount,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const order = opened.json().value as { id: string; reference: string };
    const [row] = await t.database.handle.db.select().from(depositOrder).where(eq(depositOrder.id, order.id));
    return { ...order, chargeId: row!.gatewayChargeId! };
  };
  /** The gateway's signed "paid" notification; each delivery has its own event id, as a PSP's retries do. */
  const notifyPaid = (charge: { chargeId: string; reference: string }, amount: number) => {
    const body = JSON.stringify({
      eventId: `evt_${randomUUID()}`,
      type: 'charge.paid',
      occurredAt: new Date().toISOString(),
      charge: {
        id: charge.chargeId,
        reference: charge.reference,
        amount,
        endToEndId: `E${randomUUID().replaceAll('-', '').slice(0, 31)}`,
        payer: { cpf: JOGADOR1_CPF, name: 'Joao' },
      },
    });
    return t.app.inject({
      method: 'POST',
      url: '/wps/payments/webhook/sandbox',
      payload: body,
      headers: {
        'content-type': 'application/json',
        [PIX_SIGNATURE_HEADER]: signPixWebhook(channel.webhookSecret, body, Math.floor(Date.now() / 1000)),
      },
    });
  };
  const messagesAbout = (eventKey: string) =>
    t.database.handle.db.select().from(inboxMessage).where(eq(inboxMessage.eventKey, eventKey));

  it('tells a member of a credited deposit once, however many times the gateway reports it at once', async () => {
    const before = await unread(ana);
    for (let round = 0; round < ROUNDS; round += 1) {
      const amount = 2_000 + round * 100;
      const charge = await openCharge(amount);
      const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => notifyPaid(charge, amount)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(AT_ONCE).fill(200));
      const outcomes = answers.map((answer) => answer.json().value.outcome as string);
      expect(outcomes.filter((outcome) => outcome === 'credited')).toHaveLength(1);
      expect(await messagesAbout(`deposit-credited:${charge.id}`)).toHaveLength(1);
    }
    expect(await checkLedger(t.database.handle.db)).toEqual([]);
    expect(await unread(ana)).toBe(before + ROUNDS);
    const info = (await call('GET', '/wps/member/info', ana)).json().value;
    expect(info.unreadMessage).toBe(before + ROUNDS);

    // Newest first, written in the reader's language from what was stored.
    const pt = await inbox(ana, 'PT');
    expect(pt).toMatchObject({ page: 1, total: before + ROUNDS, unread: before + ROUNDS });
    expect(pt.list[0]).toMatchObject({ kind: 'deposit-credited', title: 'Depósito creditado', read: false });
    expect(pt.list[0].body).toMatch(/R\$\s22,00 \(ref\. D[0-9A-Z]{12}\)/u);
    expect(pt.list[1].body).toMatch(/R\$\s21,00/u);
    const en = await inbox(ana, 'EN');
    expect(en.list[0]).toMatchObject({ title: 'Deposit credited', id: pt.list[0].id });
    expect(en.list[0].body).toContain('R$22.00');
    expect((await inbox(ana, 'CN')).list[0].title).toBe('存款已到账');
  });

  it('two instances writing the same event at once store one message, round after round', async () => {
    const memberId = (await call('GET', '/wps/member/info', bia)).json().value.id as string;
    const instances = [t.database.handle, t.database.connectAgain()].map((handle) =>
      createInboxService({ repository: createInboxRepository(handle.db) }),
    );
    for (let round = 0; round < ROUNDS; round += 1) {
      const subjectId = randomUUID();
      const written = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, index) =>
          instances[index % 2]!.deliver({
            kind: 'withdrawal-paid',
            memberId,
            subjectId,
            params: { amount: 5_000, reference: `W${round}`, maskedKey: '***.444.777-**' },
          }),
        ),
      );
      expect(written.filter(Boolean)).toHaveLength(1);
      expect(await messagesAbout(`withdrawal-paid:${subjectId}`)).toHaveLength(1);
    }
    expect(await unread(bia)).toBe(ROUNDS);
  });

  it('opens, marks read, deletes and marks all read, for the owner only', async () => {
    const [first, second] = (await inbox(ana)).list;
    const count = await unread(ana);

    // Another member's id is not found, whatever they try, and changes nothing.
    for (const [method, url, body] of [
      ['POST', '/wps/member/messages/read', { id: first.id }],
      ['DELETE', `/wps/member/messages?id=${first.id}`, undefined],
    ] as const) {
      const refused = await call(method, url, bia, body, 'EN');
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({
        success: false,
        errorCode: 'message-not-found',
        message: 'This message does not exist or was deleted.',
      });
    }
    expect((await inbox(bia)).list.map((message: { id: string }) => message.id)).not.toContain(first.id);
    expect(await unread(ana)).toBe(count);

    const opened = await call('POST', '/wps/member/messages/read', ana, { id: first.id });
    expect(opened.json().value).toMatchObject({ message: { id: first.id, read: true }, unread: count - 1 });
    // Opening it again keeps it read and counts nothing twice.
    expect((await call('POST', '/wps/member/messages/read', ana, { id: first.id })).json().value.unread).toBe(
      count - 1,
    );

    const deleted = await call('DELETE', `/wps/member/messages?id=${second.id}`, ana);
    expect(deleted.json().value).toEqual({ unread: count - 2 });
    expect((await call('DELETE', `/wps/member/messages?id=${second.id}`, ana)).statusCode).toBe(404);
    expect((await inbox(ana)).list.map((message: { id: string }) => message.id)).not.toContain(second.id);

    expect((await call('POST', '/wps/member/messages/readAll', ana)).json().value).toEqual({ unread: 0 });
    expect(await unread(ana)).toBe(0);
    expect((await inbox(ana)).list.every((message: { read: boolean }) => message.read)).toBe(true);
    expect(await unread(bia)).toBe(ROUNDS);
  });

  it('keeps a deleted message deleted when its event is reported again', async () => {
    const amount = 3_300;
    const charge = await openCharge(amount);
    await notifyPaid(charge, amount);
    const [message] = (await inbox(ana)).list;
    expect(message.body).toMatch(/R\$\s33,00/u);
    await call('DELETE', `/wps/member/messages?id=${message.id}`, ana);
    const instance = createInboxService({ repository: createInboxRepository(t.database.handle.db) });
    const memberId = (await call('GET', '/wps/member/info', ana)).json().value.id as string;
    expect(
      await instance.deliver({
        kind: 'deposit-credited',
        memberId,
        subjectId: charge.id,
        params: { amount, reference: charge.reference },
      }),
    ).toBe(false);
    expect((await inbox(ana)).list.map((each: { id: string }) => each.id)).not.toContain(message.id);
    const [row] = await t.database.handle.db
      .select()
      .from(inboxMessage)
      .where(
        and(eq(inboxMessage.memberId, memberId), eq(inboxMessage.eventKey, `deposit-credited:${charge.id}`)),
      );
    expect(row!.deletedAt).not.toBeNull();
  });

  it('gives a trial account an empty inbox and 0 unread, never a refusal', async () => {
    expect((await call('POST', '/wps/relay/CSP_unreadCount', trial)).json()).toMatchObject({
      success: true,
      value: { count: 0 },
    });
    expect(await inbox(trial)).toEqual({
      list: [],
      page: 1,
      pageSize: 20,
      total: 0,
      totalPages: 0,
      unread: 0,
    });
    expect((await call('POST', '/wps/member/messages/readAll', trial)).json().value).toEqual({ unread: 0 });
    const someone = (await inbox(bia)).list[0].id as string;
    const read = await call('POST', '/wps/member/messages/read', trial, { id: someone });
    expect(read.json().errorCode).toBe('message-not-found');
    expect((await call('GET', '/wps/member/info', trial)).json().value.unreadMessage).toBe(0);
  });

  it('refuses bad input in the caller’s language and changes nothing', async () => {
    const count = await unread(bia);
    const badId = await call('POST', '/wps/member/messages/read', bia, { id: 'not-an-id' }, 'EN');
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ success: false, errorCode: 'validation-failed' });
    expect(badId.json().value.fields[0].field).toBe('id');
    const pt = await call('DELETE', '/wps/member/messages?id=1', bia, undefined, 'PT');
    expect(pt.statusCode).toBe(400);
    expect(pt.json().message).not.toBe(badId.json().message);
    for (const query of ['?pageSize=0', '?pageSize=51', '?page=0', '?page=x']) {
      const response = await call('GET', `/wps/member/messages${query}`, bia);
      expect(response.statusCode, query).toBe(400);
    }
    expect((await call('POST', '/wps/member/messages/read', bia, {})).statusCode).toBe(400);
    expect((await call('GET', '/wps/member/messages', 'no-such-token')).statusCode).toBe(401);
    expect(await unread(bia)).toBe(count);
    // Pages beyond the last are empty, not an error.
    expect((await inbox(bia, 'PT', '?page=99')).list).toEqual([]);
  });

  it('counts the unread poll as no activity: an open page does not keep an idle session alive', async () => {
    const token = await loginAs(t.app, 'jogador3');
    const session = eq(memberSession.tokenHash, hashSessionToken(token));
    const idleSince = async () => {
      const [row] = await t.database.handle.db.select().from(memberSession).where(session);
      return row!.lastSeenAt.getTime();
    };
    await t.database.handle.db
      .update(memberSession)
      .set({ lastSeenAt: sql`now() - interval '20 minutes'` })
      .where(session);
    const before = await idleSince();
    expect(await unread(token)).toBe(ROUNDS);
    expect(await idleSince()).toBe(before);
    // Anything the member does renews it.
    await call('GET', '/wps/member/messages', token);
    expect(await idleSince()).toBeGreaterThan(before);
  });

  it('documents every inbox route in the OpenAPI document, token required', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    for (const [path, method] of [
      ['/wps/relay/CSP_unreadCount', 'post'],
      ['/wps/member/messages', 'get'],
      ['/wps/member/messages', 'delete'],
      ['/wps/member/messages/read', 'post'],
      ['/wps/member/messages/readAll', 'post'],
    ] as const) {
      expect(document.paths[path]?.[method]?.security, `${method} ${path}`).toEqual([{ token: [] }]);
      expect(document.paths[path][method].description).toContain('CSP3');
    }
  });
});
