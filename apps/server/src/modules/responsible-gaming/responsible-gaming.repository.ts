import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type {
  LimitKind,
  LimitPeriod,
  PauseDuration,
  PlayBreakKind,
  SelfExclusionDuration,
} from '@platform/contracts';
import type { Db } from '../../db/client.js';
import { playBreak, playerLimit } from './responsible-gaming.tables.js';

export type PlayerLimitRow = typeof playerLimit.$inferSelect;
export type PlayBreakRow = typeof playBreak.$inferSelect;
type Key = { memberId: string; kind: LimitKind; period: LimitPeriod };

/**
 * The member's limits lock, the one player_bet_refusal takes (migration 0026): a change of limits
 * waits for a bet being checked to commit, and the next bet sees the change. Transaction-scoped.
 */
export const lockPlayerLimits = (db: Pick<Db, 'execute'>, memberId: string) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`player-limits:${memberId}`}, 0))`);

/** Why a break refuses the member's bets and deposit charges (player_break_refusal, migration 0028). */
export type PlayBreakRefusal = 'play-paused' | 'self-excluded';

/**
 * The break in force for the member, asked inside a transaction that already holds the member's
 * limits lock (payments opening a deposit charge): null when none.
 */
export const playBreakRefusal = async (
  db: Pick<Db, 'execute'>,
  memberId: string,
): Promise<PlayBreakRefusal | null> => {
  const result = await db.execute(sql`select player_break_refusal(${memberId}) as refusal`);
  const refusal = (result as unknown as { rows: Array<{ refusal: string | null }> }).rows[0]?.refusal;
  switch (refusal) {
    case null:
    case undefined:
      return null;
    case 'play-paused':
    case 'self-excluded':
      return refusal;
    default:
      throw new Error(`unknown play break refusal ${refusal}`);
  }
};

/** Why a break was not started (play_break_start, migration 0028). */
export type BreakStartRefusal =
  'play-break-active' | 'self-exclusion-balance' | 'self-exclusion-money-pending';

const inForce = (at: Date) => or(isNull(playBreak.endsAt), gt(playBreak.endsAt, at));

export const createResponsibleGamingRepository = (db: Db) => ({
  /**
   * Stores a break under the member's limits lock, in the one statement play_break_start: null
   * when stored, otherwise why not. A self-exclusion first makes sure no money is left or on its way.
   */
  async startBreak(input: {
    memberId: string;
    kind: PlayBreakKind;
    duration: PauseDuration | SelfExclusionDuration;
    cpf: string | null;
    startsAt: Date;
    endsAt: Date | null;
  }): Promise<BreakStartRefusal | null> {
    const result = await db.execute(
      sql`select play_break_start(${input.memberId}, ${input.kind}, ${input.duration}, ${input.cpf},
        ${input.startsAt.toISOString()}, ${input.endsAt?.toISOString() ?? null},
        ${input.kind === 'SELF_EXCLUSION'}) as refusal`,
    );
    const refusal = (result as unknown as { rows: Array<{ refusal: string | null }> }).rows[0]?.refusal;
    switch (refusal) {
      case null:
      case undefined:
        return null;
      case 'play-break-active':
      case 'self-exclusion-balance':
      case 'self-exclusion-money-pending':
        return refusal;
      default:
        throw new Error(`unknown play break start refusal ${refusal}`);
    }
  },

  /** The member's breaks in force at `at`, the latest first. */
  breaksOf: (memberId: string, at: Date): Promise<PlayBreakRow[]> =>
    db
      .select()
      .from(playBreak)
      .where(and(eq(playBreak.memberId, memberId), inForce(at)))
      .orderBy(desc(playBreak.startsAt)),

  /** Whether a self-exclusion in force at `at` was taken by the holder of this CPF. */
  async isCpfSelfExcluded(cpf: string, at: Date): Promise<boolean> {
    const [row] = await db
      .select({ id: playBreak.id })
      .from(playBreak)
      .where(and(eq(playBreak.cpf, cpf), eq(playBreak.kind, 'SELF_EXCLUSION'), inForce(at)))
      .limit(1);
    return row !== undefined;
  },

  /**
   * session_time_refusal (migration 0031): null while every session-time limit of the member has
   * time left at `at`, otherwise when the member may play again.
   */
  async sessionTimeRefusal(memberId: string, at: Date): Promise<Date | null> {
    const result = await db.execute(
      sql`select session_time_refusal(${memberId}, ${at.toISOString()}) as resets_at`,
    );
    const resetsAt = (result as unknown as { rows: Array<{ resets_at: Date | string | null }> }).rows[0]
      ?.resets_at;
    return resetsAt ? new Date(resetsAt) : null;
  },

  limitsOf: (memberId: string): Promise<PlayerLimitRow[]> =>
    db.select().from(playerLimit).where(eq(playerLimit.memberId, memberId)),

  /**
   * Reads one limit and writes what `decide` makes of it, under the member's limits lock, in one
   * transaction: two changes of one member run one after the other, each deciding on what the
   * other left. `decide` answers the row to store (null: none) and its own result.
   */
  async change<T>(
    key: Key,
    decide: (current: PlayerLimitRow | null) => {
      row: Omit<PlayerLimitRow, 'updatedAt'> | null | 'keep';
      result: T;
    },
  ): Promise<T> {
    return db.transaction(async (tx) => {
      await lockPlayerLimits(tx, key.memberId);
      const where = and(
        eq(playerLimit.memberId, key.memberId),
        eq(playerLimit.kind, key.kind),
        eq(playerLimit.period, key.period),
      );
      const [current] = await tx.select().from(playerLimit).where(where);
      const { row, result } = decide(current ?? null);
      if (row === 'keep') return result;
      if (row === null) {
        await tx.delete(playerLimit).where(where);
        return result;
      }
      const values = { ...row, updatedAt: sql`now()` };
      await tx
        .insert(playerLimit)
        .values(values)
        .onConflictDoUpdate({
          target: [playerLimit.memberId, playerLimit.kind, playerLimit.period],
          set: values,
        });
      return result;
    });
  },
});

export type ResponsibleGamingRepository = ReturnType<typeof createResponsibleGamingRepository>;
