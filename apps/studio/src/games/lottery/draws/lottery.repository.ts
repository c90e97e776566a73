import { and, asc, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { plainArray, rowsOf, textArray } from '@platform/server-kit';
import type { Db } from '../../../db/client.js';
import type { LotteryResult } from '../engine/index.js';
import {
  studioLotteryDraw,
  studioLotteryExposure,
  studioLotteryTicket,
  type LotteryDrawState,
  type LotteryExposureTaken,
  type LotteryPaymentKind,
  type LotteryTicketState,
  type StudioLotteryDrawRow,
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
/** A ticket's closing call, as sent to the wallet. */
export type UnpaidTicket = Pick<
  StudioLotteryTicketRow,
  'id' | 'playerId' | 'gameCode' | 'payoutMinor' | 'paymentTransactionId'
> & { paymentKind: LotteryPaymentKind };

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

  /** A page of a draw's tickets in `status`, by id after `afterId`. */
  async ticketsIn(
    drawId: string,
    status: LotteryTicketState,
    afterId: string | null,
    limit: number,
  ): Promise<Pick<StudioLotteryTicketRow, 'id' | 'bet'>[]> {
    return db
      .select({ id: studioLotteryTicket.id, bet: studioLotteryTicket.bet })
      .from(studioLotteryTicket)
      .where(
        and(
          eq(studioLotteryTicket.drawId, drawId),
          eq(studioLotteryTicket.status, status),
          afterId === null ? undefined : gt(studioLotteryTicket.id, afterId),
        ),
      )
      .orderBy(asc(studioLotteryTicket.id))
      .limit(limit);
  },

  /**
   * Settles a page of open tickets in one statement (their rows locked by id first): each moves OPEN → WON | LOST with its payout and the
   * closing win it owes, only if it is still OPEN. Answers the ids this call moved.
   */
  async recordSettlement(
    settled: readonly { ticketId: string; payoutMinor: number; transactionId: string }[],
  ): Promise<number> {
    if (settled.length === 0) return 0;
    const ids = plainArray(settled.map((each) => each.ticketId));
    return db.transaction(async (tx) => {
      // Locked by id first: two runs settling the same page wait in one order, never crosswise.
      await tx.execute(sql`
        select 1 from studio_lottery_ticket
        where id = any(${ids}::uuid[]) and status = 'OPEN'
        order by id
        for update`);
      const moved = rowsOf<{ id: string }>(
        await tx.execute(sql`
        update studio_lottery_ticket t
        set status = case when s.payout > 0 then 'WON' else 'LOST' end,
          payout_minor = s.payout, payment_kind = 'WIN', payment_transaction_id = s.transaction_id,
          updated_at = now()
        from unnest(${ids}::uuid[],
          ${plainArray(settled.map((each) => each.payoutMinor))}::bigint[],
          ${textArray(settled.map((each) => each.transactionId))}::text[]) as s(id, payout, transaction_id)
        where t.id = s.id and t.status = 'OPEN'
        returning t.id`),
      );
      return moved.length;
    });
  },

  /** Closing calls owed and not yet answered: of one draw, or of the given tickets. */
  async unpaid(
    where: { drawId: string; afterId?: string | null } | { ticketIds: readonly string[] },
    limit: number,
  ): Promise<UnpaidTicket[]> {
    const rows = await db
      .select({
        id: studioLotteryTicket.id,
        playerId: studioLotteryTicket.playerId,
        gameCode: studioLotteryTicket.gameCode,
        payoutMinor: studioLotteryTicket.payoutMinor,
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

  /** Whether the draw still has tickets being bought or not yet closed, or calls unanswered. */
  async drawHasUnfinished(drawId: string): Promise<boolean> {
    const [row] = rowsOf<{ unfinished: boolean }>(
      await db.execute(sql`
        select exists (
          select 1 from studio_lottery_ticket
          where draw_id = ${drawId}
            and (status in ('PLACING', 'OPEN')
              or (payment_kind is not null and payment_confirmed_at is null and refusal is null))
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
        select distinct draw_id from studio_lottery_ticket
        where payment_kind is not null and payment_confirmed_at is null and refusal is null
          and updated_at < ${before.toISOString()}::timestamptz
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
