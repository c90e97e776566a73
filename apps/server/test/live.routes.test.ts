import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE, PIX_SIGNATURE_HEADER } from '@platform/contracts';
import { buildApp } from '../src/app.js';
import { chatSendWindow, depositOrder, member, paymentChannel } from '../src/tables.js';
import { signPixWebhook } from '../src/modules/pix-sandbox/index.js';
import { createChatRepository, createChatService } from '../src/modules/chat/index.js';
import { LIVE_CHANNEL, type FanOut } from '../src/modules/live/index.js';
import { DEFAULT_SETTINGS } from '../src/modules/system/system.defaults.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { patchSetting } from './helpers/accounts.js';
import { joinRoom, listenLive, openLive, openLiveAs } from './helpers/live-socket.js';
import { loginAs, trialToken } from './helpers/session.js';

const JOGADOR1_CPF = '11144477735';
/** Times the burst is fired: on PostgreSQL the sends really overlap, on PGlite they queue. */
const ROUNDS = 3;
const AT_ONCE = 12;

describe('live channel and chat room', () => {
  let t: TestApp;
  let live: { url: string; origin: string; port: number };
  let ana: string; // jogador1
  let bia: string; // jogador3
  let trial: string;
  let operator: string;

  beforeAll(async () => {
    t = await buildTestApp();
    live = await listenLive(t.app);
    ana = await loginAs(t.app, 'jogador1');
    bia = await loginAs(t.app, 'jogador3');
    operator = await loginAs(t.app, 'operador', 'Demo2026', { portal: 'operator' });
    trial = await trialToken(t.app);
  });
  afterAll(() => t.close());

  const call = (
    app: FastifyInstance,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    auth: string,
    body?: object,
    language = 'EN',
  ) =>
    app.inject({
      method,
      url,
      headers: { authorization: auth, language },
      ...(body ? { payload: body } : {}),
    });
  const say = (auth: string, text: string, app = t.app) =>
    call(app, 'POST', '/wps/chat/send', auth, { room: 'PT', text });
  const history = async (auth: string) =>
    (await call(t.app, 'GET', '/wps/chat/history?room=PT', auth)).json().value;

  /** A deposit paid through the PIX sandbox's webhook: credited, and told in the inbox. */
  const deposit = async (app: FastifyInstance, amount: number) => {
    const [row] = await t.database.handle.db.select().from(paymentChannel);
    const opened = await call(app, 'POST', '/wps/member/deposit', ana, {
      requestId: randomUUID(),
      channelId: row!.id,
      amount,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const order = opened.json().value as { id: string; reference: string };
    const [stored] = await t.database.handle.db
      .select()
      .from(depositOrder)
      .where(eq(depositOrder.id, order.id));
    const body = JSON.stringify({
      eventId: `evt_${randomUUID()}`,
      type: 'charge.paid',
      occurredAt: new Date().toISOString(),
      charge: {
        id: stored!.gatewayChargeId,
        reference: order.reference,
        amount,
        endToEndId: `E${randomUUID().replaceAll('-', '').slice(0, 31)}`,
        payer: { cpf: JOGADOR1_CPF, name: 'Joao' },
      },
    });
    const paid = await app.inject({
      method: 'POST',
      url: '/wps/payments/webhook/sandbox',
      payload: body,
      headers: {
        'content-type': 'application/json',
        [PIX_SIGNATURE_HEADER]: signPixWebhook(row!.webhookSecret, body, Math.floor(Date.now() / 1000)),
      },
    });
    expect(paid.json().value.outcome).toBe('credited');
  };

  it('refuses a socket without a session, with a wrong token, or that speaks before saying who it is', async () => {
    const none = await openLive(live.url);
    none.send({ type: 'auth' });
    expect(await none.closed).toBe(LIVE_CLOSE.unauthorized);

    const wrong = await openLive(live.url);
    wrong.send({ type: 'auth', token: 'not-a-session' });
    expect(await wrong.closed).toBe(LIVE_CLOSE.unauthorized);

    const early = await openLive(live.url);
    early.send({ type: 'chat.join', room: 'PT' });
    expect(await early.closed).toBe(LIVE_CLOSE.protocol);

    const garbage = await openLive(live.url);
    garbage.send('{"type":"auth","token":');
    expect(await garbage.closed).toBe(LIVE_CLOSE.protocol);

    // Operators moderate through their routes; the channel is for members' pages.
    const ops = await openLive(live.url);
    ops.send({ type: 'auth', token: operator });
    expect(await ops.closed).toBe(LIVE_CLOSE.refused);
  });

  it("takes the session cookie from this site's pages only", async () => {
    const cookie = `session=${encodeURIComponent(ana)}`;
    const foreign = await openLive(live.url, { cookie, origin: 'https://evil.example' });
    foreign.send({ type: 'auth' });
    expect(await foreign.closed).toBe(LIVE_CLOSE.unauthorized);

    const own = await openLive(live.url, { cookie, origin: live.origin });
    own.send({ type: 'auth' });
    const ready = await own.next('ready');
    expect(ready.balance).toEqual(expect.any(Number));
    own.close();
  });

  it("pushes a credited deposit's balance and new message to the member's open pages", async () => {
    const { client, ready } = await openLiveAs(live.url, ana);
    const other = await openLiveAs(live.url, bia);
    await deposit(t.app, 3_000);
    const inbox = await client.next('inbox');
    expect(inbox.unread).toBe(ready.unread + 1);
    const balance = await client.next('balance');
    expect(balance.balance).toBe(ready.balance! + 3_000);
    // The pages of another member hear nothing of it.
    other.client.send({ type: 'ping' });
    await other.client.next('pong');
    expect([...other.client.pending('inbox'), ...other.client.pending('balance')]).toEqual([]);
    client.close();
    other.client.close();
  });

  it('tells every open page when an operator changes the announcements, and not on a refused change', async () => {
    const { client } = await openLiveAs(live.url, ana);
    const key = `live-${randomUUID().slice(0, 8)}`;
    const saved = await call(t.app, 'POST', '/ops/announcements', operator, {
      key,
      type: 'PL',
      title: { PT: 'Aviso ao vivo' },
      content: { PT: '<p>Agora</p>' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await client.next('announcement');
    const refused = await call(t.app, 'POST', '/ops/announcements/enable', operator, {
      key: 'no-such-announcement',
      enabled: false,
    });
    expect(refused.json().errorCode).toBe('announcement-not-found');
    expect((await call(t.app, 'POST', '/ops/announcements/delete', operator, { key })).statusCode).toBe(200);
    await client.next('announcement');
    client.send({ type: 'ping' });
    await client.next('pong');
    expect(client.pending('announcement')).toEqual([]);
    client.close();
  });

  it("a trial account's page hears the room and may not write", async () => {
    const { client, ready } = await openLiveAs(live.url, trial);
    expect(ready).toEqual({ type: 'ready', unread: 0, balance: null });
    await joinRoom(client, 'PT');
    const refused = await say(trial, 'olá');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'in-need-true-account' });
    expect(await history(trial)).toMatchObject({ canSend: false, readOnly: 'trial', mutedUntil: null });

    const sent = await say(ana, 'boa tarde, sala');
    expect(sent.statusCode, sent.body).toBe(200);
    const heard = await client.next('chat.message');
    expect(heard.message).toMatchObject({ text: 'boa tarde, sala', kind: 'member', mine: false, room: 'PT' });
    client.close();
  });

  it('delivers a message to every page in the room, filtered, and keeps it in the history', async () => {
    const writer = await openLiveAs(live.url, ana);
    const reader = await openLiveAs(live.url, bia);
    const elsewhere = await openLiveAs(live.url, bia);
    await joinRoom(writer.client, 'PT');
    await joinRoom(reader.client, 'PT');
    await joinRoom(elsewhere.client, 'EN');

    const sent = await say(ana, '  que MÉRDA de sorte, meu computador travou  ');
    expect(sent.statusCode, sent.body).toBe(200);
    const message = sent.json().value.message;
    expect(message).toMatchObject({ text: 'que ***** de sorte, meu computador travou', mine: true });
    // A member writes under their nickname; without one, under their account name masked.
    expect(message.nickname).toBe('Jogador Demo');
    await t.database.handle.db.update(member).set({ nickname: '' }).where(eq(member.account, 'jogador3'));
    const unnamed = await say(bia, 'oi');
    expect(unnamed.json().value.message.nickname).toBe('jo****r3');

    expect((await writer.client.next('chat.message')).message).toMatchObject({ id: message.id, mine: true });
    expect((await reader.client.next('chat.message')).message).toMatchObject({ id: message.id, mine: false });
    expect((await reader.client.next('chat.message')).message).toMatchObject({ text: 'oi', mine: true });
    elsewhere.client.send({ type: 'ping' });
    await elsewhere.client.next('pong');
    expect(elsewhere.client.pending('chat.message')).toEqual([]);

    const room = await history(bia);
    expect(room.messages.at(-2)).toMatchObject({ id: message.id, text: message.text, mine: false });
    expect(room).toMatchObject({ canSend: true, readOnly: null });
    for (const page of [writer, reader, elsewhere]) page.client.close();

    const empty = await say(ana, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errorCode: 'validation-failed' });
    expect((await say(ana, 'x'.repeat(201))).statusCode).toBe(400);
  });

  it('lets no more than the limit through a burst of simultaneous sends', async () => {
    await patchSetting(t.database.handle.db, 'chat', { sends: 4, seconds: 3_600 });
    const memberId = (await call(t.app, 'GET', '/wps/member/info', bia)).json().value.id as string;
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        await t.database.handle.db.delete(chatSendWindow).where(eq(chatSendWindow.memberId, memberId));
        const before = (await history(bia)).messages.length;
        const answers = await Promise.all(
          Array.from({ length: AT_ONCE }, (_, index) => say(bia, `rajada ${round}-${index}`)),
        );
        const codes = answers.map((answer) => answer.statusCode);
        expect(codes.filter((code) => code === 200)).toHaveLength(4);
        expect(codes.filter((code) => code === 429)).toHaveLength(AT_ONCE - 4);
        const tooFast = answers.find((answer) => answer.statusCode === 429)!;
        expect(tooFast.json()).toMatchObject({
          errorCode: 'chat-too-fast',
          message: 'You are sending messages too fast. Please wait a few seconds.',
        });
        expect((await history(bia)).messages.length).toBe(Math.min(before + 4, 50));
      }
    } finally {
      await patchSetting(t.database.handle.db, 'chat', { sends: 5, seconds: 10 });
      await t.database.handle.db.delete(chatSendWindow).where(eq(chatSendWindow.memberId, memberId));
    }
  });

  it('lets an operator mute a member for a time and delete a message, and no one else', async () => {
    const page = await openLiveAs(live.url, bia);
    await joinRoom(page.client, 'PT');

    const byMember = await call(t.app, 'POST', '/ops/chat/mute', ana, { account: 'jogador3', minutes: 10 });
    expect(byMember.statusCode).toBe(403);
    const unknown = await call(t.app, 'POST', '/ops/chat/mute', operator, {
      account: 'ninguem',
      minutes: 10,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errorCode: 'chat-member-not-found' });

    const muted = await call(t.app, 'POST', '/ops/chat/mute', operator, {
      account: 'jogador3',
      minutes: 10,
      reason: 'spam',
    });
    expect(muted.statusCode, muted.body).toBe(200);
    const until = muted.json().value.mutedUntil as string;
    expect(new Date(until).getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    expect((await page.client.next('chat.muted')).mutedUntil).toBe(until);
    const refused = await say(bia, 'posso falar?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'chat-muted' });
    expect(await history(bia)).toMatchObject({ canSend: false, readOnly: 'muted', mutedUntil: until });

    const lifted = await call(t.app, 'POST', '/ops/chat/mute', operator, { account: 'jogador3', minutes: 0 });
    expect(lifted.json().value).toEqual({ account: 'jogador3', mutedUntil: null });
    expect((await page.client.next('chat.muted')).mutedUntil).toBeNull();
    const spoken = await say(bia, 'obrigado');
    expect(spoken.statusCode, spoken.body).toBe(200);
    const id = spoken.json().value.message.id as string;
    await page.client.next('chat.message');

    // The moderators' list names the writer's account beside the nickname, newest first.
    expect((await call(t.app, 'GET', '/ops/chat/messages?room=PT', ana)).statusCode).toBe(403);
    const listed = (await call(t.app, 'GET', '/ops/chat/messages?room=PT', operator)).json().value.messages;
    expect(listed[0]).toMatchObject({ id, account: 'jogador3', text: 'obrigado', kind: 'member' });
    expect((await call(t.app, 'GET', '/ops/chat/messages?room=XX', operator)).statusCode).toBe(400);

    expect((await call(t.app, 'DELETE', `/ops/chat/messages?id=${id}`, ana)).statusCode).toBe(403);
    const deleted = await call(t.app, 'DELETE', `/ops/chat/messages?id=${id}`, operator);
    expect(deleted.json().value).toEqual({ id, room: 'PT' });
    expect(await page.client.next('chat.deleted')).toEqual({ type: 'chat.deleted', room: 'PT', id });
    expect((await history(bia)).messages.map((message: { id: string }) => message.id)).not.toContain(id);
    const after = (await call(t.app, 'GET', '/ops/chat/messages?room=PT', operator)).json().value.messages;
    expect(after.map((message: { id: string }) => message.id)).not.toContain(id);
    const again = await call(t.app, 'DELETE', `/ops/chat/messages?id=${id}`, operator);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ errorCode: 'chat-message-not-found' });
    expect((await call(t.app, 'DELETE', '/ops/chat/messages?id=abc', operator)).statusCode).toBe(400);
    page.client.close();
  });

  it("announces the winners board's big wins in every room, once each", async () => {
    const page = await openLiveAs(live.url, bia);
    await joinRoom(page.client, 'EN');
    const board = [
      {
        customerName: 'ma****12',
        iconUrl: '/g/1.png',
        gameName: 'Fortune Tiger',
        vassalage: 'PG',
        winAmount: 250_000,
      },
      {
        customerName: 'jo****01',
        iconUrl: '/g/2.png',
        gameName: 'Aviator',
        vassalage: 'SPRIBE',
        winAmount: 120_000,
      },
      {
        customerName: 'an****23',
        iconUrl: '/g/3.png',
        gameName: 'Mines',
        vassalage: 'SPRIBE',
        winAmount: 9_000,
      },
    ];
    // The job's service as an instance builds it, publishing on the channel every instance hears.
    const publish = (fanOut: FanOut) =>
      t.database.handle.notifications.publish(LIVE_CHANNEL, JSON.stringify(fanOut));
    const chat = createChatService({
      repository: createChatRepository(t.database.handle.db),
      settings: { getSetting: async () => ({ ...DEFAULT_SETTINGS.chat, bigWinMinimum: 100_000 }) },
      accounts: {
        nicknameOf: async () => null,
        accountNamesOf: async () => new Map(),
        memberIdOf: async () => null,
      },
      winners: async () => ({ list: board }),
      live: () => ({ publish }),
      audit: { record: async () => {} },
    });
    // Two instances' jobs at once still tell each win once per room.
    const told = await Promise.all([chat.announceBigWins(), chat.announceBigWins()]);
    expect(told[0]! + told[1]!).toBe(2 * 3);
    expect(await chat.announceBigWins()).toBe(0);
    const first = await page.client.next('chat.message');
    const second = await page.client.next('chat.message');
    expect([first.message, second.message]).toEqual([
      expect.objectContaining({
        kind: 'big-win',
        nickname: 'jo****01',
        win: { gameName: 'Aviator', amount: 120_000 },
      }),
      expect.objectContaining({ kind: 'big-win', nickname: 'ma****12', text: '' }),
    ]);
    const room = (await call(t.app, 'GET', '/wps/chat/history?room=CN', bia)).json().value;
    expect(room.messages.filter((message: { kind: string }) => message.kind === 'big-win')).toHaveLength(2);
    page.client.close();
  });

  it('reaches pages held by another instance on the same database', async () => {
    const second = await buildApp({ config: t.config, database: t.database.connectAgain() });
    try {
      const other = await listenLive(second);
      const onSecond = await openLiveAs(other.url, bia);
      const anaOnSecond = await openLiveAs(other.url, ana);
      await joinRoom(onSecond.client, 'PT');
      // Written through the first instance, heard on the second.
      const sent = await say(ana, 'alguém na outra instância?');
      expect(sent.statusCode, sent.body).toBe(200);
      const heard = await onSecond.client.next('chat.message');
      expect(heard.message).toMatchObject({ id: sent.json().value.message.id, mine: false });
      // A deposit credited by the first instance raises the badge of a page on the second.
      await deposit(t.app, 1_500);
      expect((await anaOnSecond.client.next('inbox')).unread).toBe(anaOnSecond.ready.unread + 1);
      onSecond.client.close();
      anaOnSecond.client.close();
    } finally {
      await second.close();
    }
  });
});
