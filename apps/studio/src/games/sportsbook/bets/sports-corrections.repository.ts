import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { plainArray, rowsOf, textArray } from '@platform/server-kit';
import type { Db } from '../../../db/client.js';
import type { Tx } from './sports-bets.repository.js';
import {
  studioSportsBet,
  studioSportsCorrection,
  type SportsBetState,
  type StudioSportsBetRow,
} from './sportsbook-bets.tables.js';

export type NewCorrection = typeof studioSportsCorrection.$inferInsert;

/**
 * Queries of the re-settlement on corrected results (bet-resettlement.ts). Queries only: which
 * bet moves and for how much is the caller's. Kept apart from the settlement's repository so the
 * two can change on their own.
 */
export const createSportsCorrectionsRepository = () => ({
  /**
   * Locks up to `limit` bets with a leg on the event settled on a version older than `version`,
   * in id order (as settlement locks: runs of the same event wait rather than deadlock), whatever
   * their state, from the bet id `after` on.
   */
  async lockBetsWithStaleLeg(
    tx: Tx,
    input: { eventId: string; version: number; after: string | null; limit: number },
  ): Promise<StudioSportsBetRow[]> {
    const after = input.after === null ? sql`` : sql`and g.bet_id > ${input.after}`;
    return tx
      .select()
      .from(studioSportsBet)
      .where(
        sql`${studioSportsBet.id} in (
          select g.bet_id from studio_sports_leg g
          where g.event_id = ${input.eventId} and g.outcome <> 'OPEN'
            and g.settled_version < ${input.version} ${after}
          order by g.bet_id limit ${input.limit})`,
      )
      .orderBy(asc(studioSportsBet.id))
      .for('update');
  },

  /** Locks the bets of corrections still waiting on other legs, oldest first. */
  async lockBetsWaiting(tx: Tx, limit: number): Promise<StudioSportsBetRow[]> {
    return tx
      .select()
      .from(studioSportsBet)
      .where(
        sql`${studioSportsBet.id} in (
          select bet_id from studio_sports_correction where return_minor is null
          order by created_at limit ${limit})`,
      )
      .orderBy(asc(studioSportsBet.id))
      .for('update');
  },

  /** The waiting corrections of a bet (its lock held by the caller). */
  async waitingOf(tx: Tx, betId: string) {
    return tx
      .select()
      .from(studioSportsCorrection)
      .where(and(eq(studioSportsCorrection.betId, betId), isNull(studioSportsCorrection.returnMinor)));
  },

  /** Rewrites the event's legs of these bets on the new version (only legs on an older one). */
  async rewriteLegs(
    tx: Tx,
    eventId: string,
    version: number,
    outcomes: readonly { betId: string; legIndex: number; outcome: string }[],
  ): Promise<void> {
    if (outcomes.length === 0) return;
    await tx.execute(sql`
      update studio_sports_leg g set outcome = o.outcome, settled_version = ${version}
      from unnest(${plainArray(outcomes.map((each) => each.betId))}::uuid[],
                  ${plainArray(outcomes.map((each) => each.legIndex))}::int[],
                  ${textArray(outcomes.map((each) => each.outcome))}::text[]) as o(bet_id, leg_index, outcome)
      where g.bet_id = o.bet_id and g.leg_index = o.leg_index and g.event_id = ${eventId}
        and g.settled_version < ${version}`);
  },

  /**
   * Moves re-settled bets to their new state and adds the difference to what they were paid,
   * only from the state the caller read under the lock.
   */
  async resettle(
    tx: Tx,
    moves: readonly { betId: string; from: SportsBetState; to: SportsBetState; deltaMinor: number }[],
  ): Promise<string[]> {
    if (moves.length === 0) return [];
    const rows = rowsOf<{ id: string }>(
      await tx.execute(sql`
        update studio_sports_bet b
        set status = m.status, paid_minor = b.paid_minor + m.delta, updated_at = now()
        from unnest(${plainArray(moves.map((each) => each.betId))}::uuid[],
                    ${textArray(moves.map((each) => each.from))}::text[],
                    ${textArray(moves.map((each) => each.to))}::text[],
                    ${plainArray(moves.map((each) => each.deltaMinor))}::bigint[]) as m(id, from_status, status, delta)
        where b.id = m.id and b.status = m.from_status
        returning b.id`),
    );
    return rows.map((row) => row.id);
  },

  async insertCorrections(tx: Tx, corrections: readonly NewCorrection[]): Promise<void> {
    if (corrections.length === 0) return;
    await tx.insert(studioSportsCorrection).values([...corrections]);
  },

  /** Completes a waiting correction once its bet is decided again. */
  async completeCorrection(
    tx: Tx,
    key: { betId: string; legIndex: number; version: number },
    done: { status: SportsBetState; returnMinor: number; deltaMinor: number },
  ): Promise<void> {
    await tx
      .update(studioSportsCorrection)
      .set(done)
      .where(
        and(
          eq(studioSportsCorrection.betId, key.betId),
          eq(studioSportsCorrection.legIndex, key.legIndex),
          eq(studioSportsCorrection.version, key.version),
        ),
      );
  },

  async correctionsOf(conn: Tx | Db, betId: string) {
    return conn
      .select()
      .from(studioSportsCorrection)
      .where(eq(studioSportsCorrection.betId, betId))
      .orderBy(asc(studioSportsCorrection.createdAt), asc(studioSportsCorrection.version));
  },
});

export type SportsCorrectionsRepository = ReturnType<typeof createSportsCorrectionsRepository>;
