import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGES_PER_MINUTE } from '@platform/contracts';
import { auditEvent, careQuota, supportMessage } from '../src/tables.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { memberIdOf } from './helpers/money.js';
import { loginAs, trialToken } from './helpers/session.js';

describe('support chat: members write, operators see unread counts and reply', () => {
  let t: TestApp;
  let ana: string; // jogador1
  let bia: string; // jogador3
  let operator: string;
  let trial: string;
  let anaId: string;
  let biaId: string;
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await buildTestApp();
    ana = await loginAs(t.app, 'jogador1');
    bia = await loginAs(t.app, 'jogador3');
    operator = await loginAs(t.app, 'operador', 'Demo2026', { portal: 'operator' });
    anaId = await memberIdOf(db(), 'jogador1');
    biaId = await memberIdOf(db(), 'jogador3');
    trial = await trialToken(t.app);
  });
  afterAll(() => t.close());

  const headers = (auth?: string, language = 'PT') => ({
    ...(auth ? { authorization: auth } : {}),
    language,
  });
  const send = (body: string, auth: string, language?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/support/messages',
      payload: { body },
      headers: headers(auth, language),
    });
  const get = (url: string, auth: string) => t.app.inject({ method: 'GET', url, headers: headers(auth) });
  const reply = (memberId: string, body: string) =>
    t.app.inject({
      method: 'POST',
      url: '/ops/support/reply',
      payload: { memberId, body },
      headers: headers(operator),
    });

  it('a conversation per member, unread for the operators until opened, the reply seen by the member', async () => {
    expect((await get('/wps/support/messages', ana)).json().value.list).toEqual([]);
    expect((await send('Olá, preciso de ajuda com um saque', ana)).json().value).toMatchObject({
      author: 'MEMBER',
    });
    await send('É o saque de ontem', ana);
    await send('Oi, minha conta', bia);

    const listed = (await get('/ops/support/conversations', operator)).json().value;
    expect(listed.unread).toBe(3);
    expect(listed.list.find((row: { memberId: string }) => row.memberId === anaId)).toMatchObject({
      account: 'jogador1',
      unread: 2,
      lastMessage: 'É o saque de ontem',
      lastAuthor: 'MEMBER',
    });
    const opened = (await get(`/ops/support/messages?memberId=${anaId}`, operator)).json().value.list;
    expect(opened.map((row: { body: string }) => row.body)).toEqual([
      'Olá, preciso de ajuda com um saque',
      'É o saque de ontem',
    ]);
    expect((await get('/ops/support/conversations', operator)).json().value.unread).toBe(1);

    expect((await reply(anaId, 'Olá! Vamos verificar.')).json().value).toMatchObject({ author: 'OPERATOR' });
    const seen = (await get('/wps/support/messages', ana)).json().value.list;
    expect(seen.at(-1)).toMatchObject({ author: 'OPERATOR', body: 'Olá! Vamos verificar.' });
    // Another member's conversation is not in theirs.
    expect((await get('/wps/support/messages', bia)).json().value.list).toHaveLength(1);
    const audits = await db().select().from(auditEvent).where(eq(auditEvent.action, 'support.reply'));
    expect(audits).toHaveLength(1);
  });

  it('refuses bad input with a translated 400 and stores nothing', async () => {
    const before = (await db().select().from(supportMessage)).length;
    for (const body of ['', '   ', 'x'.repeat(1_001)]) {
      const answer = await send(body, ana, 'EN');
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, errorCode: 'validation-failed' });
    }
    expect((await reply(anaId, '')).statusCode).toBe(400);
    const unknown = await reply('00000000-0000-4000-8000-000000000000', 'Olá');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('support-conversation-not-found');
    expect((await get('/ops/support/messages?memberId=nope', operator)).statusCode).toBe(400);
    expect((await db().select().from(supportMessage)).length).toBe(before);
  });

  it('refuses visitors, trial accounts, and members on the operator routes', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/wps/support/messages', headers: headers() });
    expect(visitor.statusCode).toBe(401);
    expect((await send('Olá', trial)).json().errorCode).toBe('in-need-true-account');
    expect((await get('/ops/support/conversations', ana)).json().errorCode).toBe('operators-only');
    expect((await send('Olá', operator)).json().errorCode).toBe('members-only');
  });

  it('takes the per-minute limit before the write: messages sent together pass at most the limit', async () => {
    await db().delete(careQuota).where(eq(careQuota.memberId, biaId));
    const before = (await db().select().from(supportMessage).where(eq(supportMessage.memberId, biaId)))
      .length;
    const answers = await Promise.all(
      Array.from({ length: SUPPORT_MESSAGES_PER_MINUTE + 4 }, (_, n) => send(`Mensagem ${n}`, bia)),
    );
    const codes = answers.map((answer) => answer.json().errorCode);
    expect(codes.filter((code) => code === null)).toHaveLength(SUPPORT_MESSAGES_PER_MINUTE);
    expect(codes.filter((code) => code === 'support-rate-limited')).toHaveLength(4);
    const after = (await db().select().from(supportMessage).where(eq(supportMessage.memberId, biaId))).length;
    expect(after - before).toBe(SUPPORT_MESSAGES_PER_MINUTE);
  });
});
