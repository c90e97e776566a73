import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { member, memberSession } from './accounts.tables.js';

export type NewMember = typeof member.$inferInsert;

export const createAccountsRepository = (db: Db) => ({
  async insertMemberIfAbsent(row: NewMember): Promise<void> {
    await db.insert(member).values(row).onConflictDoNothing({ target: member.account });
  },

  async findMemberByAccount(account: string) {
    const [row] = await db.select().from(member).where(eq(member.account, account)).limit(1);
    return row ?? null;
  },

  async insertSession(row: typeof memberSession.$inferInsert): Promise<{ id: string }> {
    const [inserted] = await db.insert(memberSession).values(row).returning({ id: memberSession.id });
    if (!inserted) throw new Error('session insert returned no row');
    return inserted;
  },

  /** A session that is neither revoked nor past its absolute expiry, with its member. */
  async findLiveSession(tokenHash: string) {
    const [row] = await db
      .select({
        sessionId: memberSession.id,
        lastSeenAt: memberSession.lastSeenAt,
        memberId: member.id,
        account: member.account,
        type: member.type,
        status: member.status,
      })
      .from(memberSession)
      .innerJoin(member, eq(member.id, memberSession.memberId))
      .where(
        and(
          eq(memberSession.tokenHash, tokenHash),
          isNull(memberSession.revokedAt),
          gt(memberSession.expiresAt, sql`now()`),
        ),
      )
      .limit(1);
    return row ?? null;
  },

  async touchSession(sessionId: string): Promise<void> {
    await db
      .update(memberSession)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(memberSession.id, sessionId));
  },

  async revokeSession(sessionId: string): Promise<void> {
    await db
      .update(memberSession)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(memberSession.id, sessionId), isNull(memberSession.revokedAt)));
  },
});

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
