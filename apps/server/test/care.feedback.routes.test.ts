import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent, careQuota, feedback, feedbackImage, inboxMessage } from '../src/tables.js';
import { patchSetting } from './helpers/accounts.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { dataUrlOf, jpegOf, pngOf } from './helpers/images.js';
import { memberIdOf } from './helpers/money.js';
import { loginAs, trialToken } from './helpers/session.js';

const PNG = { name: 'tela.png', dataUrl: dataUrlOf('image/png', pngOf(4, 4)) };
const JPEG = { name: 'tela.jpg', dataUrl: dataUrlOf('image/jpeg', jpegOf(4, 4)) };
const CONTENT = 'O saque demorou mais de um dia para chegar na minha conta';

describe('feedback: members send, operators review, reply and close', () => {
  let t: TestApp;
  let ana: string; // jogador1
  let bia: string; // jogador3
  let operator: string;
  let trial: string;
  let anaId: string;
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await buildTestApp();
    await patchSetting(db(), 'feedback', { wordsMin: 5, wordsMax: 30, perHour: 100 });
    ana = await loginAs(t.app, 'jogador1');
    bia = await loginAs(t.app, 'jogador3');
    operator = await loginAs(t.app, 'operador', 'Demo2026', { portal: 'operator' });
    anaId = await memberIdOf(db(), 'jogador1');
    trial = await trialToken(t.app);
  });
  afterAll(() => t.close());

  const headers = (auth?: string, language = 'PT') => ({
    ...(auth ? { authorization: auth } : {}),
    language,
  });
  const submit = (body: object, auth: string | undefined = ana, language?: string) =>
    t.app.inject({ method: 'PUT', url: '/wps/feedback', payload: body, headers: headers(auth, language) });
  const get = (url: string, auth: string | undefined = ana) =>
    t.app.inject({ method: 'GET', url, headers: headers(auth) });
  const post = (url: string, payload: object, auth = operator) =>
    t.app.inject({ method: 'POST', url, payload, headers: headers(auth) });
  const rowCount = async () => (await db().select().from(feedback)).length;

  it('sends a complaint with images and answers a reference; the member lists it with the limits', async () => {
    const sent = await submit({ type: 'COMPLAINT', content: CONTENT, images: [PNG, JPEG] });
    expect(sent.statusCode).toBe(200);
    const value = sent.json().value;
    expect(value).toMatchObject({ type: 'COMPLAINT', status: 'SUBMITTED', imageCount: 2, reply: null });
    expect(value.reference).toMatch(/^FB[2-9A-HJ-KM-NP-Z]{8}$/u);
    const mine = (await get('/wps/feedback')).json().value;
    expect(mine).toMatchObject({
      wordsMin: 5,
      wordsMax: 30,
      imageMaxCount: 3,
      imageMaxBytes: 5 * 1024 * 1024,
    });
    expect(mine.list[0]).toMatchObject({ id: value.id, reference: value.reference, content: CONTENT });
    const detail = (await get(`/wps/feedback/detail?id=${value.id}`)).json().value;
    expect(detail.images.map((image: { dataUrl: string }) => image.dataUrl)).toEqual([
      PNG.dataUrl,
      JPEG.dataUrl,
    ]);
    const audits = await db().select().from(auditEvent).where(eq(auditEvent.action, 'feedback.submit'));
    expect(audits.some((row) => (row.detail as { reference?: string }).reference === value.reference)).toBe(
      true,
    );
  });

  it('refuses bad input with a translated 400 and stores nothing', async () => {
    const before = await rowCount();
    // One byte over 5 MB: within the body's size check, refused by the image check.
    const png = pngOf(4, 4);
    const oversized = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1 - png.length)]);
    const cases: Array<{ body: object; code: string }> = [
      { body: { type: 'FEEDBACK', content: 'curto demais' }, code: 'feedback-word-count' },
      {
        body: { type: 'FEEDBACK', content: Array(31).fill('palavra').join(' ') },
        code: 'feedback-word-count',
      },
      { body: { type: 'ELOGIO', content: CONTENT }, code: 'validation-failed' },
      // Spec section 5: 'Please enter content'.
      { body: { type: 'FEEDBACK', content: '   ' }, code: 'feedback-content-missing' },
      {
        body: { type: 'FEEDBACK', content: CONTENT, images: [PNG, PNG, JPEG, PNG] },
        code: 'validation-failed',
      },
      // A gif, a png label on jpeg bytes, and more than 5 MB.
      {
        body: {
          type: 'FEEDBACK',
          content: CONTENT,
          images: [{ name: 'a.gif', dataUrl: 'data:image/gif;base64,R0lGODlh' }],
        },
        code: 'invalid-proof-image',
      },
      {
        body: {
          type: 'FEEDBACK',
          content: CONTENT,
          images: [{ name: 'a.png', dataUrl: dataUrlOf('image/png', jpegOf(4, 4)) }],
        },
        code: 'invalid-proof-image',
      },
      {
        body: {
          type: 'FEEDBACK',
          content: CONTENT,
          images: [{ name: 'big.png', dataUrl: dataUrlOf('image/png', oversized) }],
        },
        code: 'invalid-proof-image',
      },
    ];
    for (const { body, code } of cases) {
      const response = await submit(body, ana, 'EN');
      expect(response.statusCode, code).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: code });
      expect(response.json().message).not.toBe('');
    }
    const pt = await submit({ type: 'FEEDBACK', content: 'curto' }, ana, 'PT');
    expect(pt.json().message).toContain('palavras');
    expect(pt.json().value).toMatchObject({ words: 1, wordsMin: 5, wordsMax: 30 });
    expect(await rowCount()).toBe(before);
  });

  it('counts each Chinese character as a word', async () => {
    const sent = await submit({ type: 'FEEDBACK', content: '提款很慢请处理' }, bia, 'CN');
    expect(sent.statusCode).toBe(200);
    expect((await submit({ type: 'FEEDBACK', content: '很慢' }, bia, 'CN')).json().errorCode).toBe(
      'feedback-word-count',
    );
  });

  it('keeps each member to their own feedback; visitors, trial accounts and operators are refused', async () => {
    const mine = (await submit({ type: 'FEEDBACK', content: CONTENT })).json().value;
    const other = await get(`/wps/feedback/detail?id=${mine.id}`, bia);
    expect(other.statusCode).toBe(404);
    expect(other.json().errorCode).toBe('feedback-not-found');
    expect(
      (await get('/wps/feedback', bia)).json().value.list.some((row: { id: string }) => row.id === mine.id),
    ).toBe(false);
    const visitor = await t.app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      payload: { type: 'FEEDBACK', content: CONTENT },
      headers: { language: 'PT' },
    });
    expect(visitor.statusCode).toBe(401);
    const refusedTrial = await submit({ type: 'FEEDBACK', content: CONTENT }, trial);
    expect(refusedTrial.json().errorCode).toBe('in-need-true-account');
    expect((await submit({ type: 'FEEDBACK', content: CONTENT }, operator)).json().errorCode).toBe(
      'members-only',
    );
    expect((await get('/ops/feedback', ana)).json().errorCode).toBe('operators-only');
  });

  it('moves SUBMITTED → IN_REVIEW → REPLIED → CLOSED; the reply reaches the page and the inbox once', async () => {
    const sent = (await submit({ type: 'FEEDBACK', content: CONTENT, images: [PNG] })).json().value;
    const listed = (await get('/ops/feedback?status=SUBMITTED', operator)).json().value;
    expect(listed.list.find((row: { id: string }) => row.id === sent.id)).toMatchObject({
      account: 'jogador1',
      imageCount: 1,
    });
    const detail = (await get(`/ops/feedback/detail?id=${sent.id}`, operator)).json().value;
    expect(detail.images[0].dataUrl).toBe(PNG.dataUrl);

    expect((await post('/ops/feedback/review', { id: sent.id })).json().value.status).toBe('IN_REVIEW');
    const again = await post('/ops/feedback/review', { id: sent.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('feedback-state-changed');

    const replied = await post('/ops/feedback/reply', {
      id: sent.id,
      reply: 'Verificamos e o saque foi pago.',
    });
    expect(replied.json().value).toMatchObject({ status: 'REPLIED', repliedBy: 'operador' });
    expect((await post('/ops/feedback/reply', { id: sent.id, reply: 'De novo' })).statusCode).toBe(409);

    const seen = (await get('/wps/feedback'))
      .json()
      .value.list.find((row: { id: string }) => row.id === sent.id);
    expect(seen).toMatchObject({ status: 'REPLIED', reply: 'Verificamos e o saque foi pago.' });
    const messages = (
      await t.app.inject({ method: 'GET', url: '/wps/member/messages', headers: headers(ana) })
    ).json().value.list;
    const message = messages.find((row: { kind: string; body: string }) => row.body.includes(sent.reference));
    expect(message).toMatchObject({
      kind: 'feedback-replied',
      title: 'Resposta ao seu feedback',
      read: false,
    });
    expect(message.body).toContain('Verificamos e o saque foi pago.');

    expect((await post('/ops/feedback/close', { id: sent.id })).json().value.status).toBe('CLOSED');
    expect((await post('/ops/feedback/close', { id: sent.id })).statusCode).toBe(409);
    const audits = await db().select().from(auditEvent);
    const about = audits.filter((row) => (row.detail as { feedbackId?: string }).feedbackId === sent.id);
    expect(about.map((row) => `${row.action}:${row.result}`).sort()).toEqual(
      [
        'feedback.close:ok',
        'feedback.close:refused',
        'feedback.reply:ok',
        'feedback.reply:refused',
        'feedback.review:ok',
        'feedback.review:refused',
        'feedback.submit:ok',
        'feedback.view:ok',
      ].sort(),
    );
  });

  it('refuses operator calls on bad or unknown ids with a translated answer and changes nothing', async () => {
    const sent = (await submit({ type: 'FEEDBACK', content: CONTENT })).json().value;
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await post('/ops/feedback/reply', { id: unknown, reply: 'Olá' })).json().errorCode).toBe(
      'feedback-not-found',
    );
    expect((await get(`/ops/feedback/detail?id=${unknown}`, operator)).statusCode).toBe(404);
    const empty = await post('/ops/feedback/reply', { id: sent.id, reply: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorCode).toBe('validation-failed');
    expect((await post('/ops/feedback/close', { id: 'nope' })).statusCode).toBe(400);
    const [row] = await db().select().from(feedback).where(eq(feedback.id, sent.id));
    expect(row).toMatchObject({ status: 'SUBMITTED', reply: null });
  });

  it('lets operators change the word bounds (audited) and refuses bounds that cross', async () => {
    const url = '/ops/settings/feedback';
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url, payload, headers: headers(operator) });
    expect((await put({ wordsMin: 10, wordsMax: 5, perHour: 5 })).statusCode).toBe(400);
    expect((await put({ wordsMin: 2, wordsMax: 40, perHour: 100 })).json().value).toEqual({
      wordsMin: 2,
      wordsMax: 40,
      perHour: 100,
    });
    expect((await get(url, operator)).json().value.wordsMin).toBe(2);
    expect((await submit({ type: 'FEEDBACK', content: 'muito lento' })).statusCode).toBe(200);
    const audits = await db().select().from(auditEvent).where(eq(auditEvent.action, 'feedback.settings'));
    expect(audits).toHaveLength(1);
    await patchSetting(db(), 'feedback', { wordsMin: 5, wordsMax: 30, perHour: 100 });
  });

  it('takes the hourly limit before the write: requests sent together pass at most the limit', async () => {
    await patchSetting(db(), 'feedback', { perHour: 3 });
    const biaId = await memberIdOf(db(), 'jogador3');
    await db().delete(careQuota).where(eq(careQuota.memberId, biaId));
    const before = (await db().select().from(feedback).where(eq(feedback.memberId, biaId))).length;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => submit({ type: 'FEEDBACK', content: CONTENT }, bia)),
    );
    const codes = answers.map((answer) => answer.json().errorCode);
    expect(codes.filter((code) => code === null)).toHaveLength(3);
    expect(codes.filter((code) => code === 'feedback-rate-limited')).toHaveLength(3);
    expect(answers.find((answer) => answer.statusCode === 429)).toBeTruthy();
    const after = (await db().select().from(feedback).where(eq(feedback.memberId, biaId))).length;
    expect(after - before).toBe(3);
    await patchSetting(db(), 'feedback', { perHour: 100 });
  });

  it('stores images only with their feedback', async () => {
    const rows = await db().select().from(feedbackImage);
    const ids = new Set((await db().select().from(feedback)).map((row) => row.id));
    expect(rows.every((row) => ids.has(row.feedbackId))).toBe(true);
    expect(await db().select().from(inboxMessage).where(eq(inboxMessage.memberId, anaId))).not.toHaveLength(
      0,
    );
  });
});
