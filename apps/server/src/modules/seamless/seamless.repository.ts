import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SeamlessWinReason, ValidTurnoverSetting } from '@platform/contracts';
import { plainArray } from '@platform/server-kit';
import type { Db } from '../../db/client.js';
import { databaseErrorOf, namedStatement } from '../../db/named-statement.js';
import { ledgerPostArguments, type PlannedMovement } from '../wallet/index.js';
import { gameVendor, vendorAdjustment, vendorToken, vendorTransaction } from './seamless.tables.js';

export type VendorRow = typeof gameVendor.$inferSelect;
export type VendorTransactionRow = typeof vendorTransaction.$inferSelect;

/**
 * What seamless_bet, seamless_win and seamless_rollback answer (migrations 0006, 0016 and 0035), with
 * their errors made outcomes.
 */
export type PostOutcome =
  | { outcome: 'done'; balance: number }
  | { outcome: 'repeat'; type: VendorTransactionRow['type']; fingerprint: string; response: unknown }
  /** Refusals by the round's state or the ids given: nothing moved, nothing recorded. */
  | {
      outcome:
        | 'duplicate-conflict'
        | 'round-closed'
        | 'round-has-wins'
        | 'already-rolled-back'
        | 'not-eligible'
        | 'bet-not-found';
    }
  /**
   * The member's pause or self-exclusion, or a limit the bet would pass or whose time is used up
   * (player_bet_refusal, migrations 0027 to 0031): nothing moved.
   */
  | {
      outcome:
        | 'play-paused'
        | 'self-excluded'
        | 'identity-not-verified'
        | 'loss-limit-reached'
        | 'wager-limit-reached'
        | 'bet-count-limit-reached'
        | 'session-time-limit-reached';
    }
  /** A bet above the active bonus grant's maximum (LB001, migration 0044): nothing moved. */
  | { outcome: 'bonus-max-bet-exceeded' }
  /**
   * A free spin refused (migration 0052): none left on the grant for this member, game and time
   * (LF001), or a bet other than the grant's (LF002). Nothing moved, no round left.
   */
  | { outcome: 'free-spins-exhausted' | 'free-spin-bet-mismatch' }
  /** Not enough money: nothing moved (ledger_post's LW001). */
  | { outcome: 'insufficient-funds' }
  /** Another request recorded this transaction id meanwhile: read it and answer as a repeat. */
  | { outcome: 'raced' }
  /** A rollback found another bet than the one its refund was planned for: read it, plan again. */
  | { outcome: 'bet-arrived' };

/** What seamless_adjust answers (migration 0033), with its errors made outcomes. */
export type AdjustOutcome =
  | { outcome: 'done'; balance: number; applied: number; unrecovered: number }
  | { outcome: 'repeat'; type: VendorTransactionRow['type']; fingerprint: string; response: unknown }
  | { outcome: 'round-not-found' | 'round-not-settled' | 'adjustment-exceeds-paid' }
  /** The member's balance is not the one the take-back was planned on: plan again with it. */
  | { outcome: 'replan'; balance: number }
  | { outcome: 'raced' }
  | { outcome: 'duplicate-conflict' };

/** An adjustment of a closed round: what was asked, and what the wallet planned to move. */
export type VendorAdjustment = {
  vendorCode: string;
  transactionId: string;
  memberId: string;
  roundId: string;
  gameCode: string;
  requested: number;
  /** What the plan moves (signed); null when nothing moves (a take-back from an empty balance). */
  applied: number | null;
  fingerprint: string;
  currency: string;
  movement: PlannedMovement | null;
  memberAccountId: string | null;
};

export type VendorPost = {
  vendorCode: string;
  transactionId: string;
  memberId: string;
  roundId: string;
  gameCode: string;
  amount: number;
  fingerprint: string;
  currency: string;
  /** The wallet's plan of the movement (none for a win of 0), and the member's ledger account. */
  movement: PlannedMovement | null;
  memberAccountId: string | null;
};

/** One entry of a batched closing win: as a single win's post, with its reason. */
export type VendorBatchWin = Omit<VendorPost, 'vendorCode' | 'currency'> & {
  reason: SeamlessWinReason | null;
};

/**
 * What seamless_win_batch answers: one outcome per entry (as seamless_win's), or `raced` when the
 * batch as a whole must run again (an entry's transaction id recorded by another request meanwhile,
 * or a deadlock with a statement outside the batch's lock order): nothing of it was applied.
 */
export type BatchOutcome = { outcome: 'applied'; entries: PostOutcome[] } | { outcome: 'raced' };

/** A rollback: the refund the wallet planned for the bet the caller read, or none. */
export type VendorRollback = {
  vendorCode: string;
  transactionId: string;
  memberId: string;
  betTransactionId: string;
  /** The round the vendor named, kept with a rollback whose bet never arrived. */
  roundId: string | null;
  fingerprint: string;
  currency: string;
  /** The bet's amount the refund was planned for; null when no bet was read. */
  betAmount: number | null;
  movement: PlannedMovement | null;
  memberAccountId: string | null;
};

const outcomeOf = async (run: () => Promise<Array<{ outcome: PostOutcome }>>): Promise<PostOutcome> => {
  try {
    const [row] = await run();
    const outcome = row!.outcome;
    return outcome.outcome === 'done' ? { outcome: 'done', balance: Number(outcome.balance) } : outcome;
  } catch (error) {
    const code = databaseErrorOf(error)?.code;
    if (code === 'LW001') return { outcome: 'insufficient-funds' };
    if (code === 'LB001') return { outcome: 'bonus-max-bet-exceeded' };
    if (code === 'LF001') return { outcome: 'free-spins-exhausted' };
    if (code === 'LF002') return { outcome: 'free-spin-bet-mismatch' };
    if (code === 'LS001') return { outcome: 'raced' };
    if (code === 'LS002') return { outcome: 'duplicate-conflict' };
    throw error;
  }
};

/** The movement's part of the arguments: key, kind, fingerprint, reference, accounts, amounts. */
const movementArguments = ({ movement }: { movement: PlannedMovement | null }): unknown[] => {
  if (!movement) return [null, null, null, null, null, null];
  const [key, kind, fingerprint, , reference, accounts, amounts] = ledgerPostArguments(movement.entry);
  return [key, kind, fingerprint, reference, accounts, amounts];
};

/** seamless_bet's arguments, which seamless_free_spin_bet begins with too. */
const betArguments = (post: VendorPost): unknown[] => [
  post.vendorCode,
  post.transactionId,
  post.memberId,
  post.roundId,
  post.gameCode,
  post.amount,
  post.fingerprint,
  post.currency,
  ...movementArguments(post),
  post.memberAccountId,
];

export const createSeamlessRepository = (db: Db) => {
  const betStatement = namedStatement<{ outcome: PostOutcome }>(
    db,
    'seamless_bet',
    `select seamless_bet($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13::uuid[], $14::bigint[], $15)
       as outcome`,
  );
  const freeSpinBetStatement = namedStatement<{ outcome: PostOutcome }>(
    db,
    'seamless_free_spin_bet',
    `select seamless_free_spin_bet($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13::uuid[], $14::bigint[], $15, $16)
       as outcome`,
  );
  const winStatement = namedStatement<{ outcome: PostOutcome }>(
    db,
    'seamless_win',
    `select seamless_win($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb, $14::uuid[], $15::bigint[], $16, $17)
       as outcome`,
  );
  const rollbackStatement = namedStatement<{ outcome: PostOutcome }>(
    db,
    'seamless_rollback',
    `select seamless_rollback($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13::uuid[], $14::bigint[], $15)
       as outcome`,
  );
  const winBatchStatement = namedStatement<{ outcomes: PostOutcome[] }>(
    db,
    'seamless_win_batch',
    `select seamless_win_batch($1, $2, $3::jsonb) as outcomes`,
  );
  const adjustStatement = namedStatement<{ outcome: AdjustOutcome }>(
    db,
    'seamless_adjust',
    `select seamless_adjust($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb, $14::uuid[], $15::bigint[], $16)
       as outcome`,
  );
  return {
    /**
     * An adjustment of a closed round in one statement under the round's lock (seamless_adjust):
     * the round's state, the cap on what can be taken back, the member's balance, the posting,
     * the adjustment's row and the record with its answer.
     */
    async adjust(adjustment: VendorAdjustment): Promise<AdjustOutcome> {
      try {
        const [row] = await adjustStatement([
          adjustment.vendorCode,
          adjustment.transactionId,
          adjustment.memberId,
          adjustment.roundId,
          adjustment.gameCode,
          adjustment.requested,
          adjustment.applied,
          adjustment.fingerprint,
          adjustment.currency,
          ...movementArguments(adjustment),
          adjustment.memberAccountId,
        ]);
        const outcome = row!.outcome;
        switch (outcome.outcome) {
          case 'done':
            return {
              outcome: 'done',
              balance: Number(outcome.balance),
              applied: Number(outcome.applied),
              unrecovered: Number(outcome.unrecovered),
            };
          case 'replan':
            return { outcome: 'replan', balance: Number(outcome.balance) };
          default:
            return outcome;
        }
      } catch (error) {
        const code = databaseErrorOf(error)?.code;
        if (code === 'LS001') return { outcome: 'raced' };
        if (code === 'LS002') return { outcome: 'duplicate-conflict' };
        throw error;
      }
    },

    /** Adjustments whose take-back the member's balance did not cover: the operator's list. */
    async unrecoveredAdjustments(limit: number) {
      return db
        .select()
        .from(vendorAdjustment)
        .where(gt(vendorAdjustment.unrecovered, 0))
        .orderBy(vendorAdjustment.createdAt)
        .limit(limit);
    },

    /**
     * A bet in one statement: repeat check, round, eligibility, the wallet's posting and the record
     * with its answer (seamless_bet).
     */
    placeBet: (post: VendorPost): Promise<PostOutcome> => outcomeOf(() => betStatement(betArguments(post))),

    /**
     * A free spin in one statement (seamless_free_spin_bet): as placeBet, with one spin taken off
     * the grant and the stake paid by the house (the movement the wallet planned).
     */
    placeFreeSpinBet: (post: VendorPost & { freeSpinGrantId: string }): Promise<PostOutcome> =>
      outcomeOf(() => freeSpinBetStatement([...betArguments(post), post.freeSpinGrantId])),

    /** A win in one statement (seamless_win); closeRound settles the round. */
    settleWin: (
      post: VendorPost & { closeRound: boolean; reason: SeamlessWinReason | null },
    ): Promise<PostOutcome> =>
      outcomeOf(() =>
        winStatement([
          post.vendorCode,
          post.transactionId,
          post.memberId,
          post.roundId,
          post.gameCode,
          post.amount,
          post.closeRound,
          post.fingerprint,
          post.currency,
          ...movementArguments(post),
          post.memberAccountId,
          post.reason,
        ]),
      ),

    /**
     * Closing wins in one statement and one transaction (seamless_win_batch): each entry is
     * seamless_win's work, after the batch has locked its rounds and then its ledger accounts.
     */
    async settleWins(
      vendorCode: string,
      currency: string,
      wins: readonly VendorBatchWin[],
    ): Promise<BatchOutcome> {
      const entries = wins.map((win) => {
        const movement = win.movement?.entry ?? null;
        return {
          playerId: win.memberId,
          transactionId: win.transactionId,
          roundId: win.roundId,
          gameCode: win.gameCode,
          amount: win.amount,
          reason: win.reason,
          fingerprint: win.fingerprint,
          entryKey: movement?.idempotencyKey ?? null,
          entryKind: movement?.kind ?? null,
          entryFingerprint: movement?.fingerprint ?? null,
          reference: movement?.reference ?? null,
          accounts: movement?.legs.map((leg) => leg.accountId) ?? null,
          amounts: movement?.legs.map((leg) => leg.amount) ?? null,
          memberAccount: win.memberAccountId,
        };
      });
      try {
        const [row] = await winBatchStatement([vendorCode, currency, JSON.stringify(entries)]);
        const outcomes = row!.outcomes;
        return {
          outcome: 'applied',
          entries: outcomes.map((outcome) =>
            outcome.outcome === 'done' ? { outcome: 'done', balance: Number(outcome.balance) } : outcome,
          ),
        };
      } catch (error) {
        const code = databaseErrorOf(error)?.code;
        if (code === 'LS001' || code === '40P01') return { outcome: 'raced' };
        throw error;
      }
    },

    /**
     * A rollback in one statement under the round's lock (seamless_rollback): the round's state,
     * the refund, the bet marked, the round rolled back when no live bet remains, the record.
     */
    rollBack: (rollback: VendorRollback): Promise<PostOutcome> =>
      outcomeOf(() =>
        rollbackStatement([
          rollback.vendorCode,
          rollback.transactionId,
          rollback.memberId,
          rollback.betTransactionId,
          rollback.roundId,
          rollback.fingerprint,
          rollback.currency,
          rollback.betAmount,
          ...movementArguments(rollback),
          rollback.memberAccountId,
        ]),
      ),

    async findVendor(code: string): Promise<VendorRow | null> {
      const [row] = await db.select().from(gameVendor).where(eq(gameVendor.code, code));
      return row ?? null;
    },

    /** Whether the vendor exists (its secret is then the one given). */
    async setVendorSecret(code: string, secret: string): Promise<boolean> {
      const rows = await db
        .update(gameVendor)
        .set({ secret })
        .where(eq(gameVendor.code, code))
        .returning({ code: gameVendor.code });
      return rows.length > 0;
    },
    async insertVendorIfAbsent(row: typeof gameVendor.$inferInsert): Promise<void> {
      await db.insert(gameVendor).values(row).onConflictDoNothing();
    },

    async insertToken(row: typeof vendorToken.$inferInsert): Promise<void> {
      await db.insert(vendorToken).values(row);
    },

    /** Uses a launch token once; null when unknown, used, expired or another vendor's. */
    async useLaunchToken(tokenHash: string, vendorCode: string) {
      const [row] = await db
        .update(vendorToken)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(vendorToken.tokenHash, tokenHash),
            eq(vendorToken.kind, 'launch'),
            eq(vendorToken.vendorCode, vendorCode),
            isNull(vendorToken.usedAt),
            gt(vendorToken.expiresAt, sql`now()`),
          ),
        )
        .returning();
      return row ?? null;
    },

    async findSession(tokenHash: string, vendorCode: string) {
      const [row] = await db
        .select()
        .from(vendorToken)
        .where(
          and(
            eq(vendorToken.tokenHash, tokenHash),
            eq(vendorToken.kind, 'session'),
            eq(vendorToken.vendorCode, vendorCode),
            gt(vendorToken.expiresAt, sql`now()`),
          ),
        );
      return row ?? null;
    },

    async findTransaction(vendorCode: string, transactionId: string): Promise<VendorTransactionRow | null> {
      const [row] = await db
        .select()
        .from(vendorTransaction)
        .where(
          and(
            eq(vendorTransaction.vendorCode, vendorCode),
            eq(vendorTransaction.transactionId, transactionId),
          ),
        );
      return row ?? null;
    },

    /**
     * Valid bets of rounds started within [from, to), as the operator's policy counts them
     * (docs/decisions/0017-valid-turnover-policy.md): the live stakes of settled rounds, those
     * settled by a cash-out only if cash-outs count; the refunded stakes of voided (rolled-back)
     * rounds only if voided rounds count. A bet refunded in a round that went on never counts.
     */
    async validTurnoverOf(
      memberIds: readonly string[],
      range: { from: Date; to: Date },
      policy: ValidTurnoverSetting,
    ): Promise<Map<string, number>> {
      if (memberIds.length === 0) return new Map();
      const result = await db.execute(sql`
        select r.member_id, sum(t.amount)::bigint as turnover
        from vendor_round r
        join vendor_transaction t on t.vendor_code = r.vendor_code and t.round_id = r.round_id
        where r.member_id = any(${plainArray(memberIds)}::uuid[])
          and r.created_at >= ${range.from} and r.created_at < ${range.to}
          and t.type = 'bet' and t.free_spin_grant_id is null
          and (
            (r.status = 'settled' and t.status = 'done' and (${policy.cashedOutRounds} or not exists (
              select 1 from vendor_transaction w
              where w.round_id = r.round_id and w.vendor_code = r.vendor_code
                and w.type = 'win' and w.reason = 'CASH_OUT')))
            or (${policy.voidedRounds} and r.status = 'rolled-back'))
        group by r.member_id`);
      const rows = (result as unknown as { rows: Array<{ member_id: string; turnover: string | number }> })
        .rows;
      return new Map(rows.map((row) => [row.member_id, Number(row.turnover)]));
    },

    /**
     * Rounds closed within (after, before), oldest first, at most about `limit`, with each one's
     * valid bet as the operator's policy counts it (the same rule as validTurnoverOf, per round;
     * rounds counting nothing left out): what rewards paid per bet (points) and missions read. The rounds
     * closed at the page's last time are read whole, so a caller that next reads after that time
     * never skips one.
     */
    async countedRoundsClosed(
      range: { after: Date; before: Date },
      limit: number,
      policy: ValidTurnoverSetting,
    ) {
      const result = await db.execute(sql`
        with closed as (
          select r.vendor_code, r.round_id, r.member_id, r.game_code, r.status, r.closed_at
          from vendor_round r
          where r.closed_at > ${range.after} and r.closed_at < ${range.before}
            and (r.status = 'settled' or (${policy.voidedRounds} and r.status = 'rolled-back'))
          order by r.closed_at limit ${limit}
        ), page as (
          select * from closed
          union
          select r.vendor_code, r.round_id, r.member_id, r.game_code, r.status, r.closed_at
          from vendor_round r
          where r.closed_at = (select max(closed_at) from closed)
            and (r.status = 'settled' or (${policy.voidedRounds} and r.status = 'rolled-back'))
        )
        select p.vendor_code, p.round_id, p.member_id, p.game_code, p.closed_at,
          coalesce(sum(t.amount), 0)::bigint as stake
        from page p
        join vendor_transaction t on t.vendor_code = p.vendor_code and t.round_id = p.round_id
        where t.type = 'bet' and t.free_spin_grant_id is null
          and ((p.status = 'settled' and t.status = 'done' and (${policy.cashedOutRounds} or not exists (
              select 1 from vendor_transaction w
              where w.round_id = p.round_id and w.vendor_code = p.vendor_code
                and w.type = 'win' and w.reason = 'CASH_OUT')))
            or p.status = 'rolled-back')
        group by p.vendor_code, p.round_id, p.member_id, p.game_code, p.closed_at
        order by p.closed_at`);
      const rows = (
        result as unknown as {
          rows: Array<{
            vendor_code: string;
            round_id: string;
            member_id: string;
            game_code: string;
            closed_at: string | Date;
            stake: string | number;
          }>;
        }
      ).rows;
      return rows.map((row) => ({
        vendorCode: row.vendor_code,
        roundId: row.round_id,
        memberId: row.member_id,
        gameCode: row.game_code,
        closedAt: new Date(row.closed_at),
        stake: Number(row.stake),
      }));
    },

    /**
     * Valid bets per member and game of the rounds closed within [from, to), as the operator's
     * policy counts them (the same rule as countedRoundsClosed): what the rebate computes a closed
     * period on. By close time, so a period once closed never gains a round (docs/rebate.md).
     * `memberId` narrows it to one member (the member centre's preview of the running day): read
     * through the member's index on the start time, so only rounds started since the day before
     * count there (a round left open longer shows in its period's row, not in the preview).
     */
    async validTurnoverByGame(
      range: { from: Date; to: Date; memberId?: string },
      policy: ValidTurnoverSetting,
    ) {
      const member = range.memberId ?? null;
      const result = await db.execute(sql`
        with closed as (
          select r.vendor_code, r.round_id, r.member_id, r.game_code, r.status
          from vendor_round r
          where r.closed_at >= ${range.from} and r.closed_at < ${range.to}
            and (r.status = 'settled' or (${policy.voidedRounds} and r.status = 'rolled-back'))
            and (${member}::uuid is null or (r.member_id = ${member}::uuid
              and r.created_at >= ${range.from}::timestamptz - interval '1 day'))
        )
        select c.member_id, c.game_code, coalesce(sum(t.amount), 0)::bigint as turnover
        from closed c
        join vendor_transaction t on t.vendor_code = c.vendor_code and t.round_id = c.round_id
        where t.type = 'bet' and t.free_spin_grant_id is null
          and ((c.status = 'settled' and t.status = 'done' and (${policy.cashedOutRounds} or not exists (
              select 1 from vendor_transaction w
              where w.round_id = c.round_id and w.vendor_code = c.vendor_code
                and w.type = 'win' and w.reason = 'CASH_OUT')))
            or c.status = 'rolled-back')
        group by c.member_id, c.game_code
        order by c.member_id, c.game_code`);
      const rows = (
        result as unknown as {
          rows: Array<{ member_id: string; game_code: string; turnover: string | number }>;
        }
      ).rows;
      return rows.map((row) => ({
        memberId: row.member_id,
        gameCode: row.game_code,
        turnover: Number(row.turnover),
      }));
    },

    /**
     * Each player's best net win per game: payout minus the stake (rolled-back bets excluded) of
     * one settled round started since a time, positive only, largest first (latest first among
     * equals). The winners board keeps one row per player of these.
     */
    async bestNetWins(since: Date, limit: number) {
      const result = await db.execute(sql`
        with rounds as (
          select r.member_id, r.game_code, r.closed_at,
            coalesce(sum(t.amount) filter (where t.type in ('win', 'adjustment')), 0)
              - coalesce(sum(t.amount) filter (where t.type = 'bet' and t.status = 'done' and t.free_spin_grant_id is null), 0) as net
          from vendor_round r
          join vendor_transaction t on t.vendor_code = r.vendor_code and t.round_id = r.round_id
          where r.status = 'settled' and r.created_at >= ${since}
          group by r.vendor_code, r.round_id, r.member_id, r.game_code, r.closed_at
        ), best as (
          select distinct on (member_id, game_code) member_id, game_code, net, closed_at
          from rounds where net > 0
          order by member_id, game_code, net desc, closed_at desc
        )
        select member_id, game_code, net::bigint as net from best
        order by net desc, closed_at desc, member_id limit ${limit}`);
      const rows = (
        result as unknown as { rows: Array<{ member_id: string; game_code: string; net: string | number }> }
      ).rows;
      return rows.map((row) => ({
        memberId: row.member_id,
        gameCode: row.game_code,
        amount: Number(row.net),
      }));
    },

    /** Games by rounds started since a time (rolled-back rounds excluded), most first. */
    async mostPlayed(since: Date, limit: number) {
      const result = await db.execute(sql`
        select game_code, count(*)::bigint as rounds from vendor_round
        where created_at >= ${since} and status <> 'rolled-back'
        group by game_code order by rounds desc, game_code limit ${limit}`);
      const rows = (result as unknown as { rows: Array<{ game_code: string; rounds: string | number }> })
        .rows;
      return rows.map((row) => ({ gameCode: row.game_code, rounds: Number(row.rounds) }));
    },

    /**
     * A member's rounds started within [from, to), newest first: what was bet (rolled-back bets
     * excluded), what was won, and whether the round is open (paying included), settled or rolled
     * back.
     */
    async roundsOf(
      memberId: string,
      filter: {
        from: Date;
        to: Date;
        vendor?: string | undefined;
        status?: string | undefined;
        limit: number;
        offset: number;
      },
    ) {
      const rounds = sql`
      select r.vendor_code, r.round_id, r.game_code, r.created_at,
        min(t.transaction_id) filter (where t.type = 'bet') as transaction_id,
        coalesce(sum(t.amount) filter (where t.type = 'bet' and t.status = 'done' and t.free_spin_grant_id is null), 0)::bigint as bet_amount,
        coalesce(sum(t.amount) filter (where t.type in ('win', 'adjustment')), 0)::bigint as win_amount,
        case r.status when 'open' then 'open' when 'paying' then 'open' else r.status end as status
      from vendor_round r
      join vendor_transaction t on t.vendor_code = r.vendor_code and t.round_id = r.round_id
      where r.member_id = ${memberId} and r.created_at >= ${filter.from} and r.created_at < ${filter.to}
        ${filter.vendor ? sql`and r.vendor_code = ${filter.vendor}` : sql``}
      group by r.vendor_code, r.round_id, r.game_code, r.created_at, r.status`;
      const statusFilter = filter.status ? sql`where status = ${filter.status}` : sql``;
      const page = await db.execute(sql`
      select * from (${rounds}) rounds ${statusFilter}
      order by created_at desc, round_id limit ${filter.limit} offset ${filter.offset}`);
      const counted = await db.execute(
        sql`select count(*)::int as total from (${rounds}) rounds ${statusFilter}`,
      );
      type Row = {
        vendor_code: string;
        round_id: string;
        game_code: string;
        created_at: string | Date;
        transaction_id: string;
        bet_amount: string | number;
        win_amount: string | number;
        status: 'open' | 'settled' | 'rolled-back';
      };
      const rows = (page as unknown as { rows: Row[] }).rows;
      const total = (counted as unknown as { rows: Array<{ total: number }> }).rows[0]?.total ?? 0;
      return {
        total: Number(total),
        rows: rows.map((row) => ({
          transactionId: row.transaction_id,
          vendor: row.vendor_code,
          gameCode: row.game_code,
          roundId: row.round_id,
          time: new Date(row.created_at).toISOString(),
          betAmount: Number(row.bet_amount),
          winAmount: Number(row.win_amount),
          status: row.status,
        })),
      };
    },
  };
};

export type SeamlessRepository = ReturnType<typeof createSeamlessRepository>;
