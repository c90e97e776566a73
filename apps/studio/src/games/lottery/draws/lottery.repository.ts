import { and, asc, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { plainArray, rowsOf, textArray } from '@platform/server-kit';
import type { Db } from '../../../db/client.js';
import type { LotteryTicketBet } from '@platform/contracts';
import type { LotteryResult } from '../engine/index.js';
import { payoutTransactionId } from './lottery-states.js';
import {
  studioLotteryDraw,
  studioLotteryExposure,
  studioLotteryPayout,
  studioLotteryTicket,
  type LotteryDrawState,
  type LotteryExposureTaken,
  type LotteryPaymentKind,
  type LotteryTicketState,
  type StudioLotteryDrawRow,
  type StudioLotteryPayoutRow,
  type StudioLotteryTicketRow,
} from './lottery.tables.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;

export type NewDraw = Pick<
  StudioLotteryDrawRow,
  'id' | 'game' | 'serverSeed' | 'serverSeedHash' | 'closesAt' | 'drawAt'
>;
export type NewTicket = Pick<
  StudioLotteryTicketRow,
  'id' | 'playerId' | 'gameCode' | 'requestId' | 'drawId' | 'bet' | 'stakeMinor' | 'exposure'
>;
/** A ticket's own call (its refund), as sent to the wallet. */
export type UnpaidTicket = Pick<
  StudioLotteryTicketRow,
  'id' | 'drawId' | 'playerId' | 'gameCode' | 'paymentTransactionId'
> & { paymentKind: LotteryPaymentKind };
/** A player's closing win of a draw, as sent to the wallet. */
export type UnpaidPayout = Pick<
  StudioLotteryPayoutRow,
  'drawId' | 'playerId' | 'gameCode' | 'payoutMinor' | 'transactionId'
>;

/**
 * The settlement locks of these players in one draw, taken in player order: two runs settling the
 * same player take turns (a payout sum never sees half of another run's move, and their row locks
 * never cross), while chunks of other players run side by side.
 */
const lockPlayersSettlement = (tx: Tx, drawId: string, players: readonly string[]) =>
  tx.execute(sql`
    select count(pg_advisory_xact_lock(hashtextextended(${`lottery-settle:${drawId}:`} || p::text, 0)))
    from (select p from unnest(${plainArray(players)}::uuid[]) as p order by p) as ordered`);

const unpaidPayoutOf = (row: {
  draw_id: string;
  player_id: string;
  game_code: string;
  payout_minor: string | number;
  transaction_id: string;
}): UnpaidPayout => ({
  drawId: row.draw_id,
  playerId: row.player_id,
  gameCode: row.game_code,
  payoutMinor: Number(row.payout_minor),
  transactionId: row.transaction_id,
});

/** Queries only: the rules (which move, which amount) are the callers'. */
export const createLotteryRepository = (db: Db) => ({
  db,

  /** Creates the draws not yet created; a key another instance created first keeps its seed. */
  async insertDraws(draws: readonly NewDraw[]): Promise<string[]> {
    if (draws.length === 0) return [];
    const inserted = await db
      .insert(studioLotteryDraw)
      .values(draws.map((draw) => ({ ...draw, status: 'SCHEDULED' as const })))
      .onConflictDoNothing({ target: studioLotteryDraw.id })
      .returning({ id: studioLotteryDraw.id });
    return inserted.map((row) => row.id);
  },

  async findDraw(drawId: string): Promise<StudioLotteryDrawRow | null> {
    const [row] = await db.select().from(studioLotteryDraw).where(eq(studioLotteryDraw.id, drawId));
    return row ?? null;
  },

  /** Moves a draw on from the state the caller saw; false when someone else moved it first. */
  async moveDraw(
    conn: Conn,
    drawId: string,
    from: LotteryDrawState,
    to: LotteryDrawState,
    changes: Partial<Pick<StudioLotteryDrawRow, 'result' | 'drawnAt' | 'settledAt'>> = {},
  ): Promise<boolean> {
    const moved = await conn
      .update(studioLotteryDraw)
      .set({ ...changes, status: to })
      .where(and(eq(studioLotteryDraw.id, drawId), eq(studioLotteryDraw.status, from)))
      .returning({ id: studioLotteryDraw.id });
    return moved.length === 1;
  },

  /** SCHEDULED draws whose betting has closed by `now` become CLOSED (one statement). */
  async closeDue(now: Date): Promise<number> {
    const closed = await db
      .update(studioLotteryDraw)
      .set({ status: 'CLOSED' })
      .where(and(eq(studioLotteryDraw.status, 'SCHEDULED'), lte(studioLotteryDraw.closesAt, now)))
      .returning({ id: studioLotteryDraw.id });
    return closed.length;
  },

  async drawIdsIn(status: LotteryDrawState, dueBy: Date, limit: number): Promise<string[]> {
    const rows = await db
      .select({ id: studioLotteryDraw.id })
      .from(studioLotteryDraw)
      .where(and(eq(studioLotteryDraw.status, status), lte(studioLotteryDraw.drawAt, dueBy)))
      .orderBy(asc(studioLotteryDraw.drawAt))
      .limit(limit);
    return rows.map((row) => row.id);
  },

  /** The draw's row, shared-locked to the end of the transaction: a close or cancel waits for it. */
  async lockDrawShared(tx: Tx, drawId: string): Promise<StudioLotteryDrawRow | null> {
    const [row] = await tx
      .select()
      .from(studioLotteryDraw)
      .where(eq(studioLotteryDraw.id, drawId))
      .for('share');
    return row ?? null;
  },

  async findTicketByRequest(playerId: string, requestId: string): Promise<StudioLotteryTicketRow | null> {
    const [row] = await db
      .select()
      .from(studioLotteryTicket)
      .where(and(eq(studioLotteryTicket.playerId, playerId), eq(studioLotteryTicket.requestId, requestId)));
    return row ?? null;
  },

  async findTicket(ticketId: string): Promise<StudioLotteryTicketRow | null> {
    const [row] = await db.select().from(studioLotteryTicket).where(eq(studioLotteryTicket.id, ticketId));
    return row ?? null;
  },

  /** A draw's purchases still PLACING (the partial index's rows, not the whole draw). */
  async placingOf(drawId: string): Promise<StudioLotteryTicketRow[]> {
    return db
      .select()
      .from(studioLotteryTicket)
      .where(and(eq(studioLotteryTicket.drawId, drawId), eq(studioLotteryTicket.status, 'PLACING')))
      .orderBy(asc(studioLotteryTicket.id));
  },

  /** Every open ticket of a cancelled draw moves OPEN → CANCELLED with its refund owed, in one statement. */
  async cancelOpenTickets(drawId: string): Promise<number> {
    return db.transaction(async (tx) => {
      // Locked by id first: two runs at once then wait on each other in one order, never crosswise.
      await tx.execute(sql`
        select 1 from studio_lottery_ticket
        where draw_id = ${drawId} and status = 'OPEN'
        order by id
        for update`);
      const moved = rowsOf<{ id: string }>(
        await tx.execute(sql`
          update studio_lottery_ticket
          set status = 'CANCELLED', payment_kind = 'ROLLBACK', payment_transaction_id = id::text || ':rollback',
            updated_at = now()
          where draw_id = ${drawId} and status = 'OPEN'
          returning id`),
      );
      return moved.length;
    });
  },

  async ticketsOfDraw(drawId: string): Promise<StudioLotteryTicketRow[]> {
    return db
      .select()
      .from(studioLotteryTicket)
      .where(eq(studioLotteryTicket.drawId, drawId))
      .orderBy(asc(studioLotteryTicket.id));
  },

  async insertTicket(tx: Tx, ticket: NewTicket): Promise<void> {
    await tx.insert(studioLotteryTicket).values({ ...ticket, status: 'PLACING' });
  },

  /**
   * Adds the amount to one number's exposure if it stays within the limit: one conditional upsert,
   * whose row lock serialises purchases on the number. False when the limit would be passed.
   */
  async takeExposure(
    tx: Tx,
    drawId: string,
    row: LotteryExposureTaken,
    limitMinor: number,
  ): Promise<boolean> {
    const taken = await tx
      .insert(studioLotteryExposure)
      .values({ drawId, market: row.market, number: row.number, takenMinor: row.amountMinor })
      .onConflictDoUpdate({
        target: [studioLotteryExposure.drawId, studioLotteryExposure.market, studioLotteryExposure.number],
        set: { takenMinor: sql`${studioLotteryExposure.takenMinor} + excluded.taken_minor` },
        setWhere: sql`${studioLotteryExposure.takenMinor} + excluded.taken_minor <= ${limitMinor}`,
      })
      .returning({ taken: studioLotteryExposure.takenMinor });
    return taken.length === 1;
  },

  /**
   * Gives a ticket's amounts back. Its rows are locked first in the order purchases take them
   * (code-point order, `collate "C"`), so a release and a purchase never wait on each other crosswise.
   */
  async releaseExposure(tx: Tx, drawId: string, rows: readonly LotteryExposureTaken[]): Promise<void> {
    if (rows.length === 0) return;
    const released = sql`
      select * from unnest(${textArray(rows.map((row) => row.market))}::text[],
        ${textArray(rows.map((row) => row.number))}::text[],
        ${plainArray(rows.map((row) => row.amountMinor))}::bigint[]) as r(market, number, amount)`;
    await tx.execute(sql`
      select 1 from studio_lottery_exposure e
      join (${released}) r on e.market = r.market and e.number = r.number
      where e.draw_id = ${drawId}
      order by e.market collate "C", e.number collate "C"
      for update of e`);
    await tx.execute(sql`
      update studio_lottery_exposure e
      set taken_minor = greatest(0, e.taken_minor - r.amount)
      from (${released}) r
      where e.draw_id = ${drawId} and e.market = r.market and e.number = r.number`);
  },

  async exposureOf(drawId: string, market: string, number: string): Promise<number> {
    const [row] = await db
      .select({ taken: studioLotteryExposure.takenMinor })
      .from(studioLotteryExposure)
      .where(
        and(
          eq(studioLotteryExposure.drawId, drawId),
          eq(studioLotteryExposure.market, market),
          eq(studioLotteryExposure.number, number),
        ),
      );
    return row?.taken ?? 0;
  },

  /** The ticket's row, locked until the transaction ends. */
  async lockTicket(tx: Tx, ticketId: string): Promise<StudioLotteryTicketRow | null> {
    const [row] = await tx
      .select()
      .from(studioLotteryTicket)
      .where(eq(studioLotteryTicket.id, ticketId))
      .for('update');
    return row ?? null;
  },

  /** Moves a ticket on from the state the caller saw; null when someone else moved it first. */
  async moveTicket(
    conn: Conn,
    ticketId: string,
    from: LotteryTicketState,
    to: LotteryTicketState,
    changes: Partial<
      Pick<StudioLotteryTicketRow, 'refusal' | 'payoutMinor' | 'paymentKind' | 'paymentTransactionId'>
    > = {},
  ): Promise<StudioLotteryTicketRow | null> {
    const [row] = await conn
      .update(studioLotteryTicket)
      .set({ ...changes, status: to, updatedAt: sql`now()` })
      .where(and(eq(studioLotteryTicket.id, ticketId), eq(studioLotteryTicket.status, from)))
      .returning();
    return row ?? null;
  },

  /** The players with open tickets in a draw, by player, with how many each has. */
  async openPlayers(drawId: string): Promise<{ playerId: string; tickets: number }[]> {
    const rows = rowsOf<{ player_id: string; tickets: number }>(
      await db.execute(sql`
        select player_id, count(*)::integer as tickets from studio_lottery_ticket
        where draw_id = ${drawId} and status = 'OPEN'
        group by player_id order by player_id`),
    );
    return rows.map((row) => ({ playerId: row.player_id, tickets: row.tickets }));
  },

  /**
   * The different bets among the open tickets of these players in a draw: the settlement prices
   * each once (a draw's million tickets hold far fewer different bets).
   */
  async openBetsOf(drawId: string, playerIds: readonly string[]): Promise<LotteryTicketBet[]> {
    const rows = rowsOf<{ bet: LotteryTicketBet }>(
      await db.execute(sql`
        select distinct bet from studio_lottery_ticket
        where draw_id = ${drawId} and status = 'OPEN' and player_id = any(${plainArray(playerIds)}::uuid[])`),
    );
    return rows.map((row) => row.bet);
  },

  /**
   * Settles these players' open tickets of a draw in one statement: each moves OPEN → WON | LOST
   * with the payout its bet is given (every open ticket's bet must be among `priced`), only if it is
   * still OPEN. Then writes the payout row of each of these players whose tickets are now all WON or
   * LOST (none PLACING or OPEN), once. Answers how many tickets this call moved and the payout rows
   * it wrote. Under the players' settlement locks (lockPlayersSettlement).
   */
  async settleTickets(
    drawId: string,
    playerIds: readonly string[],
    priced: readonly { bet: LotteryTicketBet; payoutMinor: number }[],
  ): Promise<{ settled: number; payouts: UnpaidPayout[] }> {
    const players = plainArray(playerIds);
    return db.transaction(async (tx) => {
      await lockPlayersSettlement(tx, drawId, playerIds);
      const moved = rowsOf<{ settled: number }>(
        await tx.execute(sql`
          with settled as (
            update studio_lottery_ticket t
            set status = case when s.payout > 0 then 'WON' else 'LOST' end, payout_minor = s.payout,
              updated_at = now()
            from unnest(${textArray(priced.map((each) => JSON.stringify(each.bet)))}::jsonb[],
              ${plainArray(priced.map((each) => each.payoutMinor))}::bigint[]) as s(bet, payout)
            where t.draw_id = ${drawId} and t.player_id = any(${players}::uuid[]) and t.status = 'OPEN'
              and t.bet = s.bet
            returning 1)
          select count(*)::integer as settled from settled`),
      );
      const payouts = rowsOf<Parameters<typeof unpaidPayoutOf>[0]>(
        await tx.execute(sql`
          insert into studio_lottery_payout (draw_id, player_id, game_code, payout_minor, transaction_id)
          select t.draw_id, t.player_id, min(t.game_code),
            coalesce(sum(t.payout_minor) filter (where t.status = 'WON'), 0), p.transaction_id
          from studio_lottery_ticket t
          join unnest(${players}::uuid[],
            ${textArray(playerIds.map((playerId) => payoutTransactionId(drawId, playerId)))}::text[])
            as p(player_id, transaction_id) on p.player_id = t.player_id
          where t.draw_id = ${drawId}
          group by t.draw_id, t.player_id, p.transaction_id
          having count(*) filter (where t.status in ('PLACING', 'OPEN')) = 0
            and count(*) filter (where t.status in ('WON', 'LOST')) > 0
          order by t.player_id
          on conflict do nothing
          returning draw_id, player_id, game_code, payout_minor, transaction_id`),
      );
      return { settled: moved[0]?.settled ?? 0, payouts: payouts.map(unpaidPayoutOf) };
    });
  },

  /** A draw's closing wins not yet answered, by player after `afterPlayer`. */
  async unpaidPayouts(drawId: string, afterPlayer: string | null, limit: number): Promise<UnpaidPayout[]> {
    const rows = rowsOf<Parameters<typeof unpaidPayoutOf>[0]>(
      await db.execute(sql`
        select draw_id, player_id, game_code, payout_minor, transaction_id from studio_lottery_payout
        where draw_id = ${drawId} and confirmed_at is null and refusal is null
          ${afterPlayer === null ? sql`` : sql`and player_id > ${afterPlayer}::uuid`}
        order by player_id limit ${limit}`),
    );
    return rows.map(unpaidPayoutOf);
  },

  /** Marks these players' closing wins of a draw answered. */
  async confirmPayouts(drawId: string, playerIds: readonly string[]): Promise<void> {
    if (playerIds.length === 0) return;
    await db
      .update(studioLotteryPayout)
      .set({ confirmedAt: sql`now()` })
      .where(
        and(
          eq(studioLotteryPayout.drawId, drawId),
          inArray(studioLotteryPayout.playerId, [...playerIds]),
          isNull(studioLotteryPayout.confirmedAt),
        ),
      );
  },

  async refusePayout(drawId: string, playerId: string, code: string): Promise<void> {
    await db
      .update(studioLotteryPayout)
      .set({ refusal: code })
      .where(and(eq(studioLotteryPayout.drawId, drawId), eq(studioLotteryPayout.playerId, playerId)));
  },

  async payoutOf(drawId: string, playerId: string): Promise<StudioLotteryPayoutRow | null> {
    const [row] = await db
      .select()
      .from(studioLotteryPayout)
      .where(and(eq(studioLotteryPayout.drawId, drawId), eq(studioLotteryPayout.playerId, playerId)));
    return row ?? null;
  },

  /** Refunds owed and not yet answered: of one draw, or of the given tickets. */
  async unpaid(
    where: { drawId: string; afterId?: string | null } | { ticketIds: readonly string[] },
    limit: number,
  ): Promise<UnpaidTicket[]> {
    const rows = await db
      .select({
        id: studioLotteryTicket.id,
        drawId: studioLotteryTicket.drawId,
        playerId: studioLotteryTicket.playerId,
        gameCode: studioLotteryTicket.gameCode,
        paymentKind: studioLotteryTicket.paymentKind,
        paymentTransactionId: studioLotteryTicket.paymentTransactionId,
      })
      .from(studioLotteryTicket)
      .where(
        and(
          'drawId' in where
            ? and(
                eq(studioLotteryTicket.drawId, where.drawId),
                where.afterId ? gt(studioLotteryTicket.id, where.afterId) : undefined,
              )
            : inArray(studioLotteryTicket.id, [...where.ticketIds]),
          sql`${studioLotteryTicket.paymentKind} is not null`,
          isNull(studioLotteryTicket.paymentConfirmedAt),
          isNull(studioLotteryTicket.refusal),
        ),
      )
      .orderBy(asc(studioLotteryTicket.id))
      .limit(limit);
    return rows.flatMap((row) => (row.paymentKind ? [{ ...row, paymentKind: row.paymentKind }] : []));
  },

  /** Marks the calls answered; the rows locked by id first, as every multi-ticket update here. */
  async confirmPayments(ticketIds: readonly string[]): Promise<void> {
    if (ticketIds.length === 0) return;
    const ids = plainArray(ticketIds);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        select 1 from studio_lottery_ticket
        where id = any(${ids}::uuid[]) and payment_confirmed_at is null
        order by id
        for update`);
      await tx.execute(sql`
        update studio_lottery_ticket set payment_confirmed_at = now()
        where id = any(${ids}::uuid[]) and payment_confirmed_at is null`);
    });
  },

  async refusePayment(ticketId: string, code: string): Promise<void> {
    await db.update(studioLotteryTicket).set({ refusal: code }).where(eq(studioLotteryTicket.id, ticketId));
  },

  /**
   * Whether the draw still has tickets being bought or not yet closed, or refunds or closing wins
   * unanswered. (A player's payout row is written in the transaction that settles their last open
   * tickets, so settled tickets never lack one.)
   */
  async drawHasUnfinished(drawId: string): Promise<boolean> {
    const [row] = rowsOf<{ unfinished: boolean }>(
      await db.execute(sql`
        select exists (
          select 1 from studio_lottery_ticket
          where draw_id = ${drawId}
            and (status in ('PLACING', 'OPEN')
              or (payment_kind is not null and payment_confirmed_at is null and refusal is null))
        ) or exists (
          select 1 from studio_lottery_payout
          where draw_id = ${drawId} and confirmed_at is null and refusal is null
        ) as unfinished`),
    );
    return row?.unfinished ?? true;
  },

  async stalePlacings(before: Date, limit: number): Promise<StudioLotteryTicketRow[]> {
    return db
      .select()
      .from(studioLotteryTicket)
      .where(and(eq(studioLotteryTicket.status, 'PLACING'), lt(studioLotteryTicket.createdAt, before)))
      .orderBy(asc(studioLotteryTicket.createdAt))
      .limit(limit);
  },

  async drawsWithUnpaid(before: Date, limit: number): Promise<string[]> {
    const rows = rowsOf<{ draw_id: string }>(
      await db.execute(sql`
        select draw_id from studio_lottery_ticket
        where payment_kind is not null and payment_confirmed_at is null and refusal is null
          and updated_at < ${before.toISOString()}::timestamptz
        union
        select draw_id from studio_lottery_payout
        where confirmed_at is null and refusal is null and created_at < ${before.toISOString()}::timestamptz
        limit ${limit}`),
    );
    return rows.map((row) => row.draw_id);
  },

  /** The draw's result, stored once with the move CLOSED → DRAWN. */
  async storeResult(drawId: string, result: LotteryResult, at: Date): Promise<boolean> {
    const moved = await db
      .update(studioLotteryDraw)
      .set({ status: 'DRAWN', result, drawnAt: at })
      .where(and(eq(studioLotteryDraw.id, drawId), eq(studioLotteryDraw.status, 'CLOSED')))
      .returning({ id: studioLotteryDraw.id });
    return moved.length === 1;
  },
});

export type LotteryRepository = ReturnType<typeof createLotteryRepository>;
