import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { memberSession } from '../../src/tables.js';

/** A logged-in span of a member, as member_session keeps it (times are the row's, not now). */
export type SessionSpan = {
  from: Date;
  lastSeen: Date;
  revoked?: Date | null;
  /** Its absolute expiry; a day after `from` unless said. */
  expires?: Date;
  kind?: 'session' | 'remember';
};

/**
 * Writes sessions of a member with the times given, as if they had been opened, used and ended
 * then: the session-time limit's usage reads only these rows (member_session_seconds).
 */
export const insertSessions = async (db: Db, memberId: string, spans: SessionSpan[]): Promise<void> => {
  for (const span of spans) {
    await db.insert(memberSession).values({
      memberId,
      kind: span.kind ?? 'session',
      tokenHash: `test-${randomUUID()}`,
      ip: '203.0.113.9',
      createdAt: span.from,
      lastSeenAt: span.lastSeen,
      revokedAt: span.revoked ?? null,
      expiresAt: span.expires ?? new Date(span.from.getTime() + 86_400_000),
    });
  }
};

/** The database's clock, which player_bet_refusal reads (now()). */
export const databaseNow = async (db: Db): Promise<Date> => {
  const result = await db.execute(sql`select now() as now`);
  return new Date((result as unknown as { rows: Array<{ now: string | Date }> }).rows[0]!.now);
};
