import { and, count, desc, eq, gt, gte, isNull, lt, notLike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { captchaChallenge, outboxMessage, verificationCode } from './verification.tables.js';

export type CodeChannel = 'sms' | 'email';
export type CodeRow = typeof verificationCode.$inferSelect;
export type OutboxRow = typeof outboxMessage.$inferSelect;
type CodeKey = { channel: CodeChannel; destination: string; purpose: string };

/** What an outbox body is sealed for: its own row (lib/secret-box.ts). */
export const outboxBodyPurpose = (id: string) => `outbox_message.body:${id}`;

const forKey = (key: CodeKey) =>
  and(
    eq(verificationCode.channel, key.channel),
    eq(verificationCode.destination, key.destination),
    eq(verificationCode.purpose, key.purpose),
  );

const queries = (db: Db) => ({
  async latestCodeAt(channel: CodeChannel, destination: string): Promise<Date | null> {
    const [row] = await db
      .select({ createdAt: verificationCode.createdAt })
      .from(verificationCode)
      .where(and(eq(verificationCode.channel, channel), eq(verificationCode.destination, destination)))
      .orderBy(desc(verificationCode.createdAt))
      .limit(1);
    return row?.createdAt ?? null;
  },

  /** Codes sent to a destination on any channel since a moment. */
  async countCodesSince(destination: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(verificationCode)
      .where(and(eq(verificationCode.destination, destination), gte(verificationCode.createdAt, since)));
    return row?.total ?? 0;
  },

  /** Marks every unused code for the key as spent, so only a newer one can work. */
  async retireCodes(key: CodeKey, at: Date): Promise<void> {
    await db
      .update(verificationCode)
      .set({ consumedAt: at })
      .where(and(forKey(key), isNull(verificationCode.consumedAt)));
  },

  async insertCode(row: typeof verificationCode.$inferInsert): Promise<void> {
    await db.insert(verificationCode).values(row);
  },
});

export const createVerificationRepository = (db: Db) => ({
  ...queries(db),

  /**
   * Runs fn in a transaction holding a lock on channel + destination, so the throttle and quota
   * checks and the insert that follows them cannot interleave with another request for the same
   * destination on another instance.
   */
  async withDestinationLock<T>(
    channel: CodeChannel,
    destination: string,
    fn: (locked: ReturnType<typeof queries>) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${channel}:${destination}`}))`);
      return fn(queries(tx as unknown as Db));
    });
  },

  /** The newest code for the key that is neither used nor retired. */
  async findLiveCode(key: CodeKey): Promise<CodeRow | null> {
    const [row] = await db
      .select()
      .from(verificationCode)
      .where(and(forKey(key), isNull(verificationCode.consumedAt)))
      .orderBy(desc(verificationCode.createdAt))
      .limit(1);
    return row ?? null;
  },

  /** Takes one of the code's tries; false when none is left (or it was used meanwhile). */
  async takeAttempt(id: string, maxAttempts: number): Promise<boolean> {
    const rows = await db
      .update(verificationCode)
      .set({ attempts: sql`${verificationCode.attempts} + 1` })
      .where(
        and(
          eq(verificationCode.id, id),
          isNull(verificationCode.consumedAt),
          lt(verificationCode.attempts, maxAttempts),
        ),
      )
      .returning({ id: verificationCode.id });
    return rows.length === 1;
  },

  /** Marks the code used; only one caller ever gets true for a given code. */
  async consumeCode(id: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(verificationCode)
      .set({ consumedAt: at })
      .where(and(eq(verificationCode.id, id), isNull(verificationCode.consumedAt)))
      .returning({ id: verificationCode.id });
    return rows.length === 1;
  },

  async insertCaptcha(row: typeof captchaChallenge.$inferInsert): Promise<void> {
    await db.insert(captchaChallenge).values(row);
  },

  /**
   * Spends a live captcha and returns its answer hash, or null when unknown, expired or already
   * used. One statement, so an answer can be tried only once even by concurrent requests.
   */
  async spendCaptcha(id: string, at: Date): Promise<string | null> {
    const [row] = await db
      .update(captchaChallenge)
      .set({ usedAt: at })
      .where(
        and(eq(captchaChallenge.id, id), isNull(captchaChallenge.usedAt), gt(captchaChallenge.expiresAt, at)),
      )
      .returning({ answerHash: captchaChallenge.answerHash });
    return row?.answerHash ?? null;
  },

  async insertOutboxMessage(row: typeof outboxMessage.$inferInsert): Promise<void> {
    await db.insert(outboxMessage).values(row);
  },

  /** Up to `limit` outbox rows written before bodies were sealed. */
  async plainOutboxMessages(limit: number): Promise<Array<{ id: string; body: string }>> {
    return db
      .select({ id: outboxMessage.id, body: outboxMessage.body })
      .from(outboxMessage)
      .where(notLike(outboxMessage.body, 'sealed:v1:%'))
      .limit(limit);
  },

  /** Replaces a body, unless it changed meanwhile (another instance sealed it first). */
  async replaceOutboxBody(id: string, from: string, to: string): Promise<void> {
    await db
      .update(outboxMessage)
      .set({ body: to })
      .where(and(eq(outboxMessage.id, id), eq(outboxMessage.body, from)));
  },

  /** Newest first. */
  async listOutbox(filter: { destination?: string; limit: number }): Promise<OutboxRow[]> {
    return db
      .select()
      .from(outboxMessage)
      .where(filter.destination ? eq(outboxMessage.destination, filter.destination) : undefined)
      .orderBy(desc(outboxMessage.createdAt), desc(outboxMessage.id))
      .limit(filter.limit);
  },
});

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
