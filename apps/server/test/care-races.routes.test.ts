import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, inboxMessage } from '../src/tables.js';
import { patchSetting } from './helpers/accounts.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { memberIdOf } from './helpers/money.js';
import { loginAs } from './helpers/session.js';

/**
 * Operators acting on one feedback at once (docs/feedback.md, "Races"): every move is one
 * conditional update, so of replies sent together exactly one is stored (and messaged once), and
 * a close sent with them closes the feedback whichever runs first. On PostgreSQL the requests
 * really run side by side; on PGlite one after another, and the same must hold.
 */
const TRIALS = 20;
const CONTENT = 'Meu depósito não apareceu no saldo depois de uma hora';

describe('feedback under concurrent operator requests', () => {
  let t: TestApp;
  let member: string;
  let operator: string;
  let memberId: string;
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await buildTestApp();
    await patchSetting(db(), 'feedback', { perHour: 100 });
    member = await loginAs(t.app, 'jogador3');
    operator = await loginAs(t.app, 'operador', 'Demo2026', { portal: 'operator' });
    memberId = await memberIdOf(db(), 'jogador3');
  });
  afterAll(() => t.close());

  const call = (method: 'PUT' | 'POST', url: string, payload: object, auth: string) =>
    t.app.inject({ method, url, payload, headers: { authorization: auth, language: 'PT' } });
  const submitted = async () =>
    (await call('PUT', '/wps/feedback', { type: 'COMPLAINT', content: CONTENT }, member)).json().value
      .id as string;
  const messagesAbout = async (id: string) =>
    db()
      .select()
      .from(inboxMessage)
      .where(and(eq(inboxMessage.memberId, memberId), eq(inboxMessage.eventKey, `feedback-replied:${id}`)));

  it('replies sent together: exactly one is stored and messaged, the others are refused', async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const id = await submitted();
      const answers = await Promise.all(
        [1, 2, 3].map((n) => call('POST', '/ops/feedback/reply', { id, reply: `Resposta ${n}` }, operator)),
      );
      const codes = answers.map((answer) => answer.json().errorCode);
      expect(codes.filter((code) => code === null)).toHaveLength(1);
      expect(codes.filter((code) => code === 'feedback-state-changed')).toHaveLength(2);
      const winner = answers.find((answer) => answer.json().errorCode === null)!.json().value.reply;
      const [row] = await db().select().from(feedback).where(eq(feedback.id, id));
      expect(row).toMatchObject({ status: 'REPLIED', reply: winner });
      expect(await messagesAbout(id)).toHaveLength(1);
    }
  });

  it('reply ‖ reply ‖ close: closed in the end, with at most one reply, messaged only if stored', async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const id = await submitted();
      await call('POST', '/ops/feedback/review', { id }, operator);
      const answers = await Promise.all([
        call('POST', '/ops/feedback/reply', { id, reply: 'Primeira' }, operator),
        call('POST', '/ops/feedback/close', { id }, operator),
        call('POST', '/ops/feedback/reply', { id, reply: 'Segunda' }, operator),
      ]);
      const [replyA, close, replyB] = answers.map((answer) => answer.json().errorCode);
      expect(close).toBeNull();
      const replies = [replyA, replyB].filter((code) => code === null).length;
      expect(replies).toBeLessThanOrEqual(1);
      expect(
        [replyA, replyB].filter((code) => code !== null).every((code) => code === 'feedback-state-changed'),
      ).toBe(true);
      const [row] = await db().select().from(feedback).where(eq(feedback.id, id));
      expect(row!.status).toBe('CLOSED');
      expect(row!.reply === null).toBe(replies === 0);
      expect(await messagesAbout(id)).toHaveLength(replies);
    }
  });

  it('close ‖ close: one closes, the other is refused', async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const id = await submitted();
      const answers = await Promise.all(
        [1, 2].map(() => call('POST', '/ops/feedback/close', { id }, operator)),
      );
      expect(answers.map((answer) => answer.json().errorCode).sort()).toEqual(
        [null, 'feedback-state-changed'].sort(),
      );
    }
  });
});
