import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, textArray } from '@platform/server-kit';
import type { Db } from '../../../db/client.js';
import {
  studioSportsSuspension,
  studioSportsSuspensionAudit,
  type StudioSportsSuspensionAuditRow,
  type StudioSportsSuspensionRow,
} from './sportsbook-operator.tables.js';
import type { Suspension, SuspensionReader } from './suspensions.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;

/** The stored key of a whole event's suspension: no market is keyed '' (see the table). */
export const WHOLE_EVENT = '';

/**
 * The first key of the advisory locks that order suspensions against bets (the second is the
 * event id's hash). A hash collision only makes two events wait on each other a moment.
 */
export const SUSPENSION_LOCK_SPACE = 0x5350_5355;

export type SuspensionTarget = { eventId: string; marketKey: string | null };
export type SuspensionChange = SuspensionTarget & { operator: string; reason: string };

/** A suspension as SQL answers it, column by column (`suspensionsInForceSql`). */
export type SuspensionRecord = {
  event_id: string;
  market_key: string;
  operator: string;
  reason: string;
  suspended_at: string | Date;
};

const suspensionOf = (row: StudioSportsSuspensionRow): Suspension => ({
  eventId: row.eventId,
  marketKey: row.marketKey === WHOLE_EVENT ? null : row.marketKey,
  operator: row.operator,
  reason: row.reason,
  suspendedAt: row.suspendedAt,
});

export const suspensionOfRecord = (record: SuspensionRecord): Suspension =>
  suspensionOf({
    eventId: record.event_id,
    marketKey: record.market_key,
    operator: record.operator,
    reason: record.reason,
    suspendedAt: new Date(record.suspended_at),
  });

/**
 * The suspensions of these events in force now, read under the shared advisory lock of each
 * (studio_sports_suspensions_in_force, migration 0004), as a query to run or to embed in a
 * placement's statement. The locks last to the end of the transaction; placements never wait on
 * each other here, and a suspension written while this waited is seen.
 */
export const suspensionsInForceSql = (eventIds: readonly string[]) =>
  sql`select * from studio_sports_suspensions_in_force(${SUSPENSION_LOCK_SPACE}, ${textArray([...new Set(eventIds)])}::text[])`;

/**
 * The operator's suspensions and their audit. A suspension is written under an exclusive advisory
 * lock on its event, and a placement or cash-out reads the suspensions of its events under the
 * shared one (`suspensionsInForceSql` in the placement's statement, `inForceFor` in the cash-out's
 * transaction): so once `suspend` has returned, no bet or
 * cash-out on the event is decided any more on what it read before, on any instance.
 */
export const createSuspensionsRepository = (db: Db) => {
  const active = async (conn: Conn, eventIds?: readonly string[]): Promise<Suspension[]> => {
    if (eventIds?.length === 0) return [];
    const rows = await conn
      .select()
      .from(studioSportsSuspension)
      .where(eventIds ? inArray(studioSportsSuspension.eventId, [...eventIds]) : undefined)
      .orderBy(asc(studioSportsSuspension.eventId), asc(studioSportsSuspension.marketKey));
    return rows.map(suspensionOf);
  };

  const reader: SuspensionReader = { active: (eventIds) => active(db, eventIds) };

  return {
    ...reader,

    /**
     * In a placement's or cash-out's transaction: waits for any suspension of these events being
     * written, then answers those in force. The shared locks are held to the end of the caller's
     * transaction; placements never wait on each other here.
     */
    async inForceFor(tx: Tx, eventIds: readonly string[]): Promise<Suspension[]> {
      if (eventIds.length === 0) return [];
      return rowsOf<SuspensionRecord>(await tx.execute(suspensionsInForceSql(eventIds))).map(
        suspensionOfRecord,
      );
    },

    /** Suspends the target; `changed` is false (and nothing is audited) when it already was. */
    async suspend(change: SuspensionChange): Promise<{ suspension: Suspension; changed: boolean }> {
      const marketKey = change.marketKey ?? WHOLE_EVENT;
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${SUSPENSION_LOCK_SPACE}, hashtext(${change.eventId}))`,
        );
        const [inserted] = await tx
          .insert(studioSportsSuspension)
          .values({ eventId: change.eventId, marketKey, operator: change.operator, reason: change.reason })
          .onConflictDoNothing()
          .returning();
        if (inserted) {
          await tx.insert(studioSportsSuspensionAudit).values({
            eventId: change.eventId,
            marketKey,
            action: 'SUSPEND',
            operator: change.operator,
            reason: change.reason,
          });
          return { suspension: suspensionOf(inserted), changed: true };
        }
        const [existing] = await tx
          .select()
          .from(studioSportsSuspension)
          .where(
            and(
              eq(studioSportsSuspension.eventId, change.eventId),
              eq(studioSportsSuspension.marketKey, marketKey),
            ),
          );
        if (!existing)
          throw new Error(`suspension of ${change.eventId} ${marketKey} vanished under its lock`);
        return { suspension: suspensionOf(existing), changed: false };
      });
    },

    /** Lifts the target's suspension; `changed` is false (and nothing is audited) when there was none. */
    async lift(change: SuspensionChange): Promise<{ changed: boolean }> {
      const marketKey = change.marketKey ?? WHOLE_EVENT;
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(studioSportsSuspension)
          .where(
            and(
              eq(studioSportsSuspension.eventId, change.eventId),
              eq(studioSportsSuspension.marketKey, marketKey),
            ),
          )
          .returning({ eventId: studioSportsSuspension.eventId });
        if (deleted.length === 0) return { changed: false };
        await tx.insert(studioSportsSuspensionAudit).values({
          eventId: change.eventId,
          marketKey,
          action: 'LIFT',
          operator: change.operator,
          reason: change.reason,
        });
        return { changed: true };
      });
    },

    /** The event's audit, newest first. */
    async auditOf(eventId: string): Promise<StudioSportsSuspensionAuditRow[]> {
      return db
        .select()
        .from(studioSportsSuspensionAudit)
        .where(eq(studioSportsSuspensionAudit.eventId, eventId))
        .orderBy(desc(studioSportsSuspensionAudit.id));
    },
  };
};

export type SuspensionsRepository = ReturnType<typeof createSuspensionsRepository>;
