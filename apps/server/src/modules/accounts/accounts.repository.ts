import {
  and,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  notLike,
  or,
  sql,
  TransactionRollbackError,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { createTeamRepository } from './team.repository.js';
import {
  authThrottle,
  loginChallenge,
  member,
  memberLoginIp,
  memberSession,
  passwordReset,
} from './accounts.tables.js';

export type NewMember = typeof member.$inferInsert;
export type MemberRow = typeof member.$inferSelect;
export type SessionKind = 'session' | 'remember';
/**
 * One key's share of a taken attempt: its failures before it, and the window it counts in (the
 * window's start in epoch microseconds, exact whatever the driver does with timestamps).
 */
export type ThrottleGrant = { key: string; failures: number; window: string };

const windowOf = sql<string>`(extract(epoch from ${authThrottle.windowStartedAt}) * 1000000)::bigint::text`;
const inWindow = (grant: ThrottleGrant) =>
  and(eq(authThrottle.key, grant.key), sql`${windowOf}::bigint = ${grant.window}::bigint`);

/** Expiry is judged by the database clock, the one every instance shares. */
const live = (table: { expiresAt: AnyPgColumn }) => gt(table.expiresAt, sql`now()`);

export const createAccountsRepository = (db: Db) => ({
  /** The team tree and invitation links (team.repository.ts). */
  team: createTeamRepository(db),

  async insertMemberIfAbsent(row: NewMember): Promise<void> {
    await db.insert(member).values(row).onConflictDoNothing({ target: member.account });
  },

  /** Inserts a member; a unique violation surfaces as the driver's error for the service to map. */
  async insertMember(row: NewMember): Promise<MemberRow> {
    const [inserted] = await db.insert(member).values(row).returning();
    if (!inserted) throw new Error('member insert returned no row');
    return inserted;
  },

  async updateMember(id: string, patch: Partial<NewMember>): Promise<void> {
    await db.update(member).set(patch).where(eq(member.id, id));
  },

  /**
   * Stores a CPF for a member who has none; false when the member already had one or another
   * member holds it (both leave the row as it was).
   */
  async setIdNumberOnce(id: string, idNumber: string): Promise<boolean> {
    const rows = await db
      .update(member)
      .set({ idNumber })
      .where(
        and(
          eq(member.id, id),
          isNull(member.idNumber),
          sql`not exists (select 1 from ${member} other where other.id_number = ${idNumber})`,
        ),
      )
      .returning({ id: member.id });
    return rows.length === 1;
  },

  async findAccountNames(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: member.id, account: member.account })
      .from(member)
      .where(inArray(member.id, ids));
    return new Map(rows.map((row) => [row.id, row.account]));
  },

  /** Records an accepted authenticator step; false when that step (or a later one) was used already. */
  async useTotpStep(memberId: string, step: number): Promise<boolean> {
    const rows = await db
      .update(member)
      .set({ totpLastStep: step })
      .where(
        and(eq(member.id, memberId), or(isNull(member.totpLastStep), sql`${member.totpLastStep} < ${step}`)),
      )
      .returning({ id: member.id });
    return rows.length === 1;
  },

  /** Authenticator secrets stored before they were sealed. */
  async plainTotpSecrets(): Promise<Array<{ id: string; totpSecret: string }>> {
    const rows = await db
      .select({ id: member.id, totpSecret: member.totpSecret })
      .from(member)
      .where(and(isNotNull(member.totpSecret), notLike(member.totpSecret, 'sealed:v1:%')));
    return rows.flatMap((row) => (row.totpSecret ? [{ id: row.id, totpSecret: row.totpSecret }] : []));
  },

  /** Replaces a stored authenticator secret, unless it changed meanwhile. */
  async replaceTotpSecret(memberId: string, from: string, to: string): Promise<void> {
    await db
      .update(member)
      .set({ totpSecret: to })
      .where(and(eq(member.id, memberId), eq(member.totpSecret, from)));
  },

  async mayBet(memberId: string): Promise<boolean> {
    const result = await db.execute(sql`select member_may_bet(${memberId}) as may`);
    return (result as unknown as { rows: Array<{ may: boolean }> }).rows[0]?.may === true;
  },

  async findMemberById(id: string): Promise<MemberRow | null> {
    const [row] = await db.select().from(member).where(eq(member.id, id)).limit(1);
    return row ?? null;
  },

  /** Accounts are stored lower-case, so this match is case-insensitive. */
  async findMemberByAccount(account: string): Promise<MemberRow | null> {
    const [row] = await db.select().from(member).where(eq(member.account, account.toLowerCase())).limit(1);
    return row ?? null;
  },

  async findMemberByMobile(mobile: string): Promise<MemberRow | null> {
    const [row] = await db.select().from(member).where(eq(member.mobile, mobile)).limit(1);
    return row ?? null;
  },

  async findMemberByReferralCode(code: string): Promise<MemberRow | null> {
    const [row] = await db.select().from(member).where(eq(member.referralCode, code.toUpperCase())).limit(1);
    return row ?? null;
  },

  /** Which of these identities already belong to someone (registration duplicate check). */
  async findTakenIdentities(identity: {
    account: string;
    mobile: string | null;
    email: string | null;
    idNumber: string | null;
  }): Promise<{ account: boolean; mobile: boolean; email: boolean; idNumber: boolean }> {
    const conditions = [eq(member.account, identity.account)];
    if (identity.mobile) conditions.push(eq(member.mobile, identity.mobile));
    if (identity.email) conditions.push(eq(member.email, identity.email));
    if (identity.idNumber) conditions.push(eq(member.idNumber, identity.idNumber));
    const rows = await db
      .select({
        account: member.account,
        mobile: member.mobile,
        email: member.email,
        idNumber: member.idNumber,
      })
      .from(member)
      .where(or(...conditions));
    return {
      account: rows.some((row) => row.account === identity.account),
      mobile: identity.mobile !== null && rows.some((row) => row.mobile === identity.mobile),
      email: identity.email !== null && rows.some((row) => row.email === identity.email),
      idNumber: identity.idNumber !== null && rows.some((row) => row.idNumber === identity.idNumber),
    };
  },

  async insertSession(row: typeof memberSession.$inferInsert): Promise<{ id: string }> {
    const [inserted] = await db.insert(memberSession).values(row).returning({ id: memberSession.id });
    if (!inserted) throw new Error('session insert returned no row');
    return inserted;
  },

  /** A token of this kind that is neither revoked nor past its absolute expiry, with its member. */
  async findLiveSession(tokenHash: string, kind: SessionKind = 'session') {
    const [row] = await db
      .select({
        sessionId: memberSession.id,
        lastSeenAt: memberSession.lastSeenAt,
        linkedSessionId: memberSession.linkedSessionId,
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
          eq(memberSession.kind, kind),
          isNull(memberSession.revokedAt),
          live(memberSession),
        ),
      )
      .limit(1);
    return row ?? null;
  },

  /** When a session was opened (its row's creation), or null for no such session. */
  async sessionStartedAt(sessionId: string): Promise<Date | null> {
    const [row] = await db
      .select({ createdAt: memberSession.createdAt })
      .from(memberSession)
      .where(eq(memberSession.id, sessionId))
      .limit(1);
    return row?.createdAt ?? null;
  },

  /**
   * Seconds the member was logged in between `from` and `until`, overlapping sessions counted once
   * (member_session_seconds, migration 0031).
   */
  async sessionSeconds(memberId: string, from: Date, until: Date): Promise<number> {
    const result = await db.execute(
      sql`select member_session_seconds(${memberId}, ${from.toISOString()}, ${until.toISOString()}) as seconds`,
    );
    return Number((result as unknown as { rows: Array<{ seconds: string | number }> }).rows[0]?.seconds ?? 0);
  },

  async touchSession(sessionId: string): Promise<void> {
    await db
      .update(memberSession)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(memberSession.id, sessionId));
  },

  /** Revokes a session and any remember-me token that last opened it. True if it was live. */
  async revokeSession(sessionId: string): Promise<boolean> {
    const revoked = await db
      .update(memberSession)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          or(eq(memberSession.id, sessionId), eq(memberSession.linkedSessionId, sessionId)),
          isNull(memberSession.revokedAt),
        ),
      )
      .returning({ id: memberSession.id });
    return revoked.some((row) => row.id === sessionId);
  },

  async revokeAllSessions(memberId: string): Promise<void> {
    await db
      .update(memberSession)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(memberSession.memberId, memberId), isNull(memberSession.revokedAt)));
  },

  async isIpVerified(memberId: string, ip: string): Promise<boolean> {
    const [row] = await db
      .select({ verified: memberLoginIp.verified })
      .from(memberLoginIp)
      .where(and(eq(memberLoginIp.memberId, memberId), eq(memberLoginIp.ip, ip)))
      .limit(1);
    return row?.verified ?? false;
  },

  /** Keeps every IP a member logs in from; `verified` only ever turns on. */
  async recordLoginIp(memberId: string, ip: string, verified: boolean): Promise<void> {
    await db
      .insert(memberLoginIp)
      .values({ memberId, ip, verified, loginCount: 1 })
      .onConflictDoUpdate({
        target: [memberLoginIp.memberId, memberLoginIp.ip],
        set: {
          loginCount: sql`${memberLoginIp.loginCount} + 1`,
          lastSeenAt: sql`now()`,
          verified: sql`${memberLoginIp.verified} or ${verified}`,
        },
      });
  },

  /**
   * Takes one attempt on every key, all or none: in one transaction, keys in a fixed order (so two
   * requests taking the same keys cannot deadlock), each by one conditional upsert that refuses
   * while the key is locked or its failures and pending attempts have reached the limit. Returns
   * each key's failures before this attempt and the window it was taken in, or null (nothing
   * taken) when any key refused.
   */
  async takeThrottleAttempts(
    keys: ReadonlyArray<{ key: string; limit: number }>,
    windowSeconds: number,
  ): Promise<ThrottleGrant[] | null> {
    const take = async (tx: Db, entry: { key: string; limit: number }) => {
      const expired = sql`${authThrottle.windowStartedAt} < now() - make_interval(secs => ${windowSeconds})`;
      const [row] = await tx
        .insert(authThrottle)
        .values({ key: entry.key, failures: 0, pending: 1 })
        .onConflictDoUpdate({
          target: authThrottle.key,
          set: {
            failures: sql`case when ${expired} then 0 else ${authThrottle.failures} end`,
            pending: sql`case when ${expired} then 1 else ${authThrottle.pending} + 1 end`,
            windowStartedAt: sql`case when ${expired} then now() else ${authThrottle.windowStartedAt} end`,
          },
          setWhere: sql`(${authThrottle.lockedUntil} is null or ${authThrottle.lockedUntil} <= now())
            and (${expired} or ${authThrottle.failures} + ${authThrottle.pending} < ${entry.limit})`,
        })
        .returning({ key: authThrottle.key, failures: authThrottle.failures, window: windowOf });
      return row ?? null;
    };
    const ordered = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    if (ordered.length === 1) {
      const grant = await take(db, ordered[0]!);
      return grant ? [grant] : null;
    }
    try {
      return await db.transaction(async (tx) => {
        const grants: ThrottleGrant[] = [];
        for (const entry of ordered) {
          const grant = await take(tx as unknown as Db, entry);
          // Rolling back gives back the attempts already taken on the other keys.
          if (!grant) tx.rollback();
          grants.push(grant!);
        }
        return grants;
      });
    } catch (error) {
      if (error instanceof TransactionRollbackError) return null;
      throw error;
    }
  },

  /**
   * A taken attempt whose check failed: it turns into a failure, and the failure that reaches the
   * limit locks the key for `lockMinutes`. Nothing happens when the key's window has restarted
   * since the attempt was taken. True when the key is locked now.
   */
  async failThrottleAttempt(grant: ThrottleGrant, limit: number, lockMinutes: number): Promise<boolean> {
    const [row] = await db
      .update(authThrottle)
      .set({
        failures: sql`${authThrottle.failures} + 1`,
        pending: sql`greatest(${authThrottle.pending} - 1, 0)`,
        lockedUntil: sql`case when ${authThrottle.failures} + 1 >= ${limit}
          then now() + make_interval(mins => ${lockMinutes}) else ${authThrottle.lockedUntil} end`,
      })
      .where(inWindow(grant))
      .returning({ failures: authThrottle.failures });
    return (row?.failures ?? 0) >= limit;
  },

  /** Gives a taken attempt back (its check passed, or never ran); the failures stay as they are. */
  async releaseThrottleAttempt(grant: ThrottleGrant): Promise<void> {
    await db
      .update(authThrottle)
      .set({ pending: sql`greatest(${authThrottle.pending} - 1, 0)` })
      .where(inWindow(grant));
  },

  /** Counts one more event for a key; the count restarts when its window has passed. */
  async countThrottleEvent(key: string, windowSeconds: number): Promise<number> {
    const expired = sql`${authThrottle.windowStartedAt} < now() - make_interval(secs => ${windowSeconds})`;
    const [row] = await db
      .insert(authThrottle)
      .values({ key, failures: 1 })
      .onConflictDoUpdate({
        target: authThrottle.key,
        set: {
          failures: sql`case when ${expired} then 1 else ${authThrottle.failures} + 1 end`,
          windowStartedAt: sql`case when ${expired} then now() else ${authThrottle.windowStartedAt} end`,
        },
      })
      .returning({ failures: authThrottle.failures });
    return row?.failures ?? 1;
  },

  async clearThrottleKey(key: string): Promise<void> {
    await db.delete(authThrottle).where(eq(authThrottle.key, key));
  },

  async insertChallenge(row: typeof loginChallenge.$inferInsert): Promise<void> {
    await db.insert(loginChallenge).values(row);
  },

  async findLiveChallenge(ticketHash: string) {
    const [row] = await db
      .select()
      .from(loginChallenge)
      .where(
        and(
          eq(loginChallenge.ticketHash, ticketHash),
          isNull(loginChallenge.consumedAt),
          live(loginChallenge),
        ),
      )
      .limit(1);
    return row ?? null;
  },

  /**
   * Takes one of a live challenge's tries before its answer is checked; false when none is left,
   * or the challenge was used or expired meanwhile. One statement, so concurrent answers cannot
   * get more than `limit` checks between them.
   */
  async takeChallengeAttempt(id: string, limit: number): Promise<boolean> {
    const rows = await db
      .update(loginChallenge)
      .set({ attempts: sql`${loginChallenge.attempts} + 1` })
      .where(
        and(
          eq(loginChallenge.id, id),
          isNull(loginChallenge.consumedAt),
          live(loginChallenge),
          lt(loginChallenge.attempts, limit),
        ),
      )
      .returning({ id: loginChallenge.id });
    return rows.length === 1;
  },

  /** Marks a challenge used; false when another request got there first. */
  async consumeChallenge(id: string): Promise<boolean> {
    const rows = await db
      .update(loginChallenge)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(loginChallenge.id, id), isNull(loginChallenge.consumedAt)))
      .returning({ id: loginChallenge.id });
    return rows.length === 1;
  },

  async insertPasswordReset(row: typeof passwordReset.$inferInsert): Promise<void> {
    await db.insert(passwordReset).values(row);
  },

  /** Uses a live reset link once; returns its member, or null when unknown, used or expired. */
  async usePasswordReset(tokenHash: string): Promise<string | null> {
    const [row] = await db
      .update(passwordReset)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordReset.tokenHash, tokenHash), isNull(passwordReset.usedAt), live(passwordReset)))
      .returning({ memberId: passwordReset.memberId });
    return row?.memberId ?? null;
  },

  async findLivePasswordReset(tokenHash: string) {
    const [row] = await db
      .select()
      .from(passwordReset)
      .where(and(eq(passwordReset.tokenHash, tokenHash), isNull(passwordReset.usedAt), live(passwordReset)))
      .limit(1);
    return row ?? null;
  },
});

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
