import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { SportsBetShape } from '@platform/contracts';
import { AppError, plainArray, rowsOf, textArray } from '@platform/server-kit';
import type { Db } from '../../../db/client.js';
import {
  WHOLE_EVENT,
  suspensionOfRecord,
  suspensionsInForceSql,
  type Suspension,
  type SuspensionRecord,
} from '../operator/index.js';
import {
  levelPassedAlone,
  liabilityRows,
  limitRefusalCode,
  type LiabilityLevel,
  type LiabilityLimits,
} from './liability-limits.js';
import {
  studioSportsBet,
  studioSportsEventLiability,
  studioSportsLeg,
  studioSportsLiability,
  studioSportsMarketLiability,
  studioSportsPayment,
  type SportsBetState,
  type StudioSportsBetRow,
  type StudioSportsLegRow,
  type StudioSportsPaymentRow,
} from './sportsbook-bets.tables.js';

/** A transaction of the studio's database: every call below takes either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;

export type NewLeg = Omit<StudioSportsLegRow, 'betId' | 'outcome' | 'settledVersion'>;
export type NewPayment = Omit<StudioSportsPaymentRow, 'createdAt' | 'confirmedAt' | 'refusal'>;
/** What settlement reads of a bet it locked. */
export type SettlingBet = Pick<
  StudioSportsBetRow,
  'id' | 'status' | 'shape' | 'stakeMinor' | 'maxPayoutMinor' | 'potentialReturnMinor' | 'cashOuts'
>;
/** What settlement reads of a leg. */
export type SettlingLeg = Pick<
  StudioSportsLegRow,
  'betId' | 'legIndex' | 'eventId' | 'marketKey' | 'selection' | 'oddsE3' | 'outcome'
>;
/** A settled bet's close: its final state, what it is paid, and the wallet call that ends it. */
export type SettlementClose = {
  betId: string;
  status: SportsBetState;
  paidMinor: number;
  payment: Pick<NewPayment, 'transactionId' | 'kind' | 'amountMinor'>;
};
/** What closing a bet gives back on the selection of one of its legs. */
export type LegRelease = {
  betId: string;
  eventId: string;
  marketKey: string;
  selection: string;
  amountMinor: number;
};
/** What a bet's move takes back from the liability of each of its selections. */
export type LiabilityRelease = { betId: string; amountMinor: number };

/**
 * The market and event rows' share of a release (`ids` and `amounts` as bound arrays): each bet's
 * amount comes off each of its markets and events once, as placement reserved it (`liabilityRows`
 * counts a market or event once per bet, though a bet builder has several legs on one event).
 * Locked in placement's order (after the selections, by key in code-point order) before the update.
 */
const releaseMarketsAndEvents = async (tx: Tx, ids: string, amounts: string): Promise<void> => {
  const bets = sql`unnest(${ids}::uuid[], ${amounts}::bigint[]) as a(bet_id, amount)`;
  const betMarkets = sql`
    select distinct a.bet_id, a.amount, g.event_id, g.market_key
    from ${bets} join studio_sports_leg g on g.bet_id = a.bet_id`;
  const markets = sql`
    select m.event_id, m.market_key, sum(m.amount)::bigint as amount
    from (${betMarkets}) m
    group by m.event_id, m.market_key`;
  await tx.execute(sql`
    select 1 from studio_sports_market_liability l
    join (${markets}) r using (event_id, market_key)
    order by l.event_id collate "C", l.market_key collate "C"
    for update of l`);
  await tx.execute(sql`
    update studio_sports_market_liability l
    set exposure_minor = greatest(0, l.exposure_minor - r.amount)
    from (${markets}) r
    where l.event_id = r.event_id and l.market_key = r.market_key`);
  const events = sql`
    select e.event_id, sum(e.amount)::bigint as amount
    from (select distinct a.bet_id, a.amount, g.event_id
          from ${bets} join studio_sports_leg g on g.bet_id = a.bet_id) e
    group by e.event_id`;
  await tx.execute(sql`
    select 1 from studio_sports_event_liability l
    join (${events}) r using (event_id)
    order by l.event_id collate "C"
    for update of l`);
  await tx.execute(sql`
    update studio_sports_event_liability l
    set exposure_minor = greatest(0, l.exposure_minor - r.amount)
    from (${events}) r
    where l.event_id = r.event_id`);
};

/** What a placement's statement answers when it did not end in a liability refusal. */
export type PlacementOutcome = {
  /** Whether the bet was stored: false when one of its legs is on a suspended market or event. */
  placed: boolean;
  /** The suspensions of the bet's events in force when it was decided. */
  suspensions: Suspension[];
};

/** The SQLSTATE with which studio_sports_refuse_placement (migration 0004) ends a placement. */
const LIABILITY_REFUSAL_STATE = 'SBL01';
const LIABILITY_LEVELS: readonly LiabilityLevel[] = ['SELECTION', 'MARKET', 'EVENT'];

/** The liability level a placement statement was ended on, or null for any other error. */
const refusedLevel = (error: unknown): LiabilityLevel | null => {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (code !== LIABILITY_REFUSAL_STATE) continue;
    return LIABILITY_LEVELS.find((level) => level === message) ?? null;
  }
  return null;
};

/**
 * The placement of one bet as one statement, run in autocommit: the suspensions of its events
 * (read under their shared locks, `suspensionsInForceSql`), the bet and its legs unless a leg is
 * suspended, then the conditional upserts of its selections, markets and events. Each step reads
 * the count of the one before (an init plan, run before its first row), so the suspensions' locks
 * come first and the levels lock in that order whatever the plan, and a level stops at the first
 * one short (its rows are then not touched); within a level the rows are upserted one by one in
 * the order given. A level that answers fewer rows than asked would pass its limit: the statement
 * then ends in an error (studio_sports_refuse_placement), which undoes all it wrote.
 */
const placementStatement = (
  bet: Omit<StudioSportsBetRow, 'createdAt' | 'updatedAt' | 'settledAt' | 'settledVersion' | 'refusal'>,
  legs: readonly NewLeg[],
  limits: LiabilityLimits,
) => {
  const amount = bet.potentialReturnMinor;
  const rows = liabilityRows(legs);
  // Two legs on one selection reserve it twice, as releasing sums over the bet's legs.
  const selections = new Map<
    string,
    { eventId: string; marketKey: string; selection: string; amount: number }
  >();
  for (const leg of rows.selections) {
    const key = JSON.stringify([leg.eventId, leg.marketKey, leg.selection]);
    const earlier = selections.get(key);
    if (earlier) earlier.amount += amount;
    else
      selections.set(key, {
        eventId: leg.eventId,
        marketKey: leg.marketKey,
        selection: leg.selection,
        amount,
      });
  }
  const selected = [...selections.values()];
  const text = (values: readonly string[]) => sql`${textArray(values)}::text[]`;
  return sql`
    with suspensions as (${suspensionsInForceSql(legs.map((leg) => leg.eventId))}),
    blocked as (
      select 1 from suspensions s
      join unnest(${text(legs.map((leg) => leg.eventId))}, ${text(legs.map((leg) => leg.marketKey))})
        as g(event_id, market_key)
        on s.event_id = g.event_id and (s.market_key = ${WHOLE_EVENT} or s.market_key = g.market_key)
      limit 1
    ),
    bet as (
      insert into studio_sports_bet (id, player_id, game_code, request_id, shape, stake_per_line_minor,
        stake_minor, lines, potential_return_minor, max_payout_minor, status, paid_minor, cash_outs,
        auto_cash_out_minor)
      select ${bet.id}, ${bet.playerId}, ${bet.gameCode}, ${bet.requestId}, ${JSON.stringify(bet.shape)}::jsonb,
        ${bet.stakePerLineMinor}, ${bet.stakeMinor}, ${bet.lines}, ${bet.potentialReturnMinor},
        ${bet.maxPayoutMinor}, ${bet.status}, ${bet.paidMinor}, ${bet.cashOuts}, ${bet.autoCashOutMinor}::bigint
      where not exists (select from blocked)
      returning id
    ),
    legs as (
      insert into studio_sports_leg (bet_id, leg_index, event_id, market_key, selection, odds_e3,
        event_name, competition_name, starts_at)
      select bet.id, g.*
      from bet, unnest(
        ${plainArray(legs.map((leg) => leg.legIndex))}::int[],
        ${text(legs.map((leg) => leg.eventId))},
        ${text(legs.map((leg) => leg.marketKey))},
        ${text(legs.map((leg) => leg.selection))},
        ${plainArray(legs.map((leg) => leg.oddsE3))}::int[],
        ${text(legs.map((leg) => leg.eventName))},
        ${text(legs.map((leg) => leg.competitionName))},
        ${text(legs.map((leg) => leg.startsAt.toISOString()))}::timestamptz[]
      ) as g
      returning 1
    ),
    selections as (
      insert into studio_sports_liability as l (event_id, market_key, selection, exposure_minor)
      select r.event_id, r.market_key, r.selection, r.amount
      from unnest(
        ${text(selected.map((each) => each.eventId))},
        ${text(selected.map((each) => each.marketKey))},
        ${text(selected.map((each) => each.selection))},
        ${plainArray(selected.map((each) => each.amount))}::bigint[]
      ) with ordinality as r(event_id, market_key, selection, amount, n)
      where (select count(*) from legs) = ${legs.length}
      order by r.n
      on conflict (event_id, market_key, selection) do update
        set exposure_minor = l.exposure_minor + excluded.exposure_minor
        where l.exposure_minor + excluded.exposure_minor <= ${limits.selectionMinor}
      returning 1
    ),
    markets as (
      insert into studio_sports_market_liability as l (event_id, market_key, exposure_minor)
      select r.event_id, r.market_key, ${amount}::bigint
      from unnest(
        ${text(rows.markets.map((each) => each.eventId))},
        ${text(rows.markets.map((each) => each.marketKey))}
      ) with ordinality as r(event_id, market_key, n)
      where (select count(*) from selections) = ${selected.length}
      order by r.n
      on conflict (event_id, market_key) do update
        set exposure_minor = l.exposure_minor + excluded.exposure_minor
        where l.exposure_minor + excluded.exposure_minor <= ${limits.marketMinor}
      returning 1
    ),
    events as (
      insert into studio_sports_event_liability as l (event_id, exposure_minor)
      select r.event_id, ${amount}::bigint
      from unnest(${text(rows.events)}) with ordinality as r(event_id, n)
      where (select count(*) from markets) = ${rows.markets.length}
      order by r.n
      on conflict (event_id) do update
        set exposure_minor = l.exposure_minor + excluded.exposure_minor
        where l.exposure_minor + excluded.exposure_minor <= ${limits.eventMinor}
      returning 1
    )
    select not exists (select from blocked) as placed,
      (select coalesce(jsonb_agg(to_jsonb(s)), '[]'::jsonb) from suspensions s) as suspensions,
      case
        when exists (select from blocked) then null
        when (select count(*) from selections) <> ${selected.length} then studio_sports_refuse_placement('SELECTION')
        when (select count(*) from markets) <> ${rows.markets.length} then studio_sports_refuse_placement('MARKET')
        when (select count(*) from events) <> ${rows.events.length} then studio_sports_refuse_placement('EVENT')
      end as refused`;
};

/** Queries only: the rules (which move, what amount) are the callers'. */
export const createSportsBetsRepository = (db: Db) => {
  const legsOf = async (conn: Conn, betIds: readonly string[]): Promise<StudioSportsLegRow[]> =>
    betIds.length === 0
      ? []
      : conn
          .select()
          .from(studioSportsLeg)
          .where(inArray(studioSportsLeg.betId, [...betIds]))
          .orderBy(asc(studioSportsLeg.betId), asc(studioSportsLeg.legIndex));

  return {
    db,
    legsOf,

    async findByRequest(playerId: string, requestId: string): Promise<StudioSportsBetRow | null> {
      const [row] = await db
        .select()
        .from(studioSportsBet)
        .where(and(eq(studioSportsBet.playerId, playerId), eq(studioSportsBet.requestId, requestId)));
      return row ?? null;
    },

    async findBet(betId: string): Promise<StudioSportsBetRow | null> {
      const [row] = await db.select().from(studioSportsBet).where(eq(studioSportsBet.id, betId));
      return row ?? null;
    },

    /** The bet's row, locked until the transaction ends: every move of a bet starts here. */
    async lockBet(tx: Tx, betId: string): Promise<StudioSportsBetRow | null> {
      const [row] = await tx
        .select()
        .from(studioSportsBet)
        .where(eq(studioSportsBet.id, betId))
        .for('update');
      return row ?? null;
    },

    /**
     * Stores a bet `PLACING` with its legs and adds its potential return to the liability of each
     * selection, each market and each event it touches, in one statement in autocommit: when any
     * would pass its limit, nothing is stored and the level's refusal is thrown; when one of its
     * legs is on a suspended market or event (read under the suspensions' shared locks, which
     * last to the commit: a suspension written before is seen, one written after waits for it),
     * nothing is stored and the answer says so.
     *
     * One statement (`placementStatement`) is one round trip with the shared market and event
     * rows locked only from its upserts to its own commit. Each row is locked by its conditional
     * upsert in the order of `liabilityRows` (selections, then markets, then events; each by key in
     * code-point order): two placements never wait on each other crosswise, and concurrent ones
     * cannot both pass the same limit.
     */
    async storePlacing(input: {
      bet: Omit<StudioSportsBetRow, 'createdAt' | 'updatedAt' | 'settledAt' | 'settledVersion' | 'refusal'>;
      legs: readonly NewLeg[];
      limits: LiabilityLimits;
    }): Promise<PlacementOutcome> {
      const { bet, legs, limits } = input;
      const alone = levelPassedAlone(bet.potentialReturnMinor, limits);
      if (alone) throw new AppError(limitRefusalCode(alone));
      let answer;
      try {
        [answer] = rowsOf<{ placed: boolean; suspensions: SuspensionRecord[] }>(
          await db.execute(placementStatement(bet, legs, limits)),
        );
      } catch (error) {
        const level = refusedLevel(error);
        throw level ? new AppError(limitRefusalCode(level)) : error;
      }
      if (!answer) throw new Error(`the placement of bet ${bet.id} answered no row`);
      return { placed: answer.placed, suspensions: answer.suspensions.map(suspensionOfRecord) };
    },

    /**
     * Takes the amounts back from the liability of every selection, market and event of the bets.
     * The rows are locked first in the order placement locks them (selections, markets, events;
     * each by key in code-point order), so the two cannot deadlock.
     */
    async releaseLiability(tx: Tx, releases: readonly LiabilityRelease[]): Promise<void> {
      const owed = releases.filter((release) => release.amountMinor > 0);
      if (owed.length === 0) return;
      const ids = plainArray(owed.map((release) => release.betId));
      const amounts = plainArray(owed.map((release) => release.amountMinor));
      const released = sql`
        select g.event_id, g.market_key, g.selection, sum(a.amount)::bigint as amount
        from unnest(${ids}::uuid[], ${amounts}::bigint[]) as a(bet_id, amount)
        join studio_sports_leg g on g.bet_id = a.bet_id
        group by g.event_id, g.market_key, g.selection`;
      await tx.execute(sql`
        select 1 from studio_sports_liability l
        join (${released}) r using (event_id, market_key, selection)
        order by l.event_id collate "C", l.market_key collate "C", l.selection collate "C"
        for update of l`);
      await tx.execute(sql`
        update studio_sports_liability l
        set exposure_minor = greatest(0, l.exposure_minor - r.amount)
        from (${released}) r
        where l.event_id = r.event_id and l.market_key = r.market_key and l.selection = r.selection`);
      await releaseMarketsAndEvents(tx, ids, amounts);
    },

    async exposureOf(eventId: string, marketKey: string, selection: string): Promise<number> {
      const [row] = await db
        .select({ exposure: studioSportsLiability.exposureMinor })
        .from(studioSportsLiability)
        .where(
          and(
            eq(studioSportsLiability.eventId, eventId),
            eq(studioSportsLiability.marketKey, marketKey),
            eq(studioSportsLiability.selection, selection),
          ),
        );
      return row?.exposure ?? 0;
    },

    async marketExposureOf(eventId: string, marketKey: string): Promise<number> {
      const [row] = await db
        .select({ exposure: studioSportsMarketLiability.exposureMinor })
        .from(studioSportsMarketLiability)
        .where(
          and(
            eq(studioSportsMarketLiability.eventId, eventId),
            eq(studioSportsMarketLiability.marketKey, marketKey),
          ),
        );
      return row?.exposure ?? 0;
    },

    async eventExposureOf(eventId: string): Promise<number> {
      const [row] = await db
        .select({ exposure: studioSportsEventLiability.exposureMinor })
        .from(studioSportsEventLiability)
        .where(eq(studioSportsEventLiability.eventId, eventId));
      return row?.exposure ?? 0;
    },

    /** Moves a bet on from the state the caller saw; false when someone else moved it first. */
    async move(
      conn: Conn,
      betId: string,
      from: SportsBetState,
      to: SportsBetState,
      changes: Partial<Pick<StudioSportsBetRow, 'refusal'>> = {},
    ): Promise<boolean> {
      const moved = await conn
        .update(studioSportsBet)
        .set({ ...changes, status: to, updatedAt: sql`now()` })
        .where(and(eq(studioSportsBet.id, betId), eq(studioSportsBet.status, from)))
        .returning({ id: studioSportsBet.id });
      return moved.length === 1;
    },

    /** As `move`, answering the bet's row as moved; null when someone else moved it first. */
    async moveReturning(
      conn: Conn,
      betId: string,
      from: SportsBetState,
      to: SportsBetState,
    ): Promise<StudioSportsBetRow | null> {
      const [moved] = await conn
        .update(studioSportsBet)
        .set({ status: to, updatedAt: sql`now()` })
        .where(and(eq(studioSportsBet.id, betId), eq(studioSportsBet.status, from)))
        .returning();
      return moved ?? null;
    },

    async updateBet(
      tx: Tx,
      betId: string,
      changes: Partial<Omit<StudioSportsBetRow, 'id' | 'createdAt' | 'updatedAt'>>,
    ): Promise<void> {
      await tx
        .update(studioSportsBet)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(studioSportsBet.id, betId));
    },

    /** One statement over arrays (a settlement records thousands; row values would bind 7 parameters each). */
    async insertPayments(tx: Tx, payments: readonly NewPayment[]): Promise<void> {
      if (payments.length === 0) return;
      await tx.execute(sql`
        insert into studio_sports_payment (transaction_id, bet_id, seq, kind, amount_minor, close_round)
        select * from unnest(
          ${textArray(payments.map((payment) => payment.transactionId))}::text[],
          ${plainArray(payments.map((payment) => payment.betId))}::uuid[],
          ${plainArray(payments.map((payment) => payment.seq))}::int[],
          ${plainArray(payments.map((payment) => payment.kind))}::text[],
          ${plainArray(payments.map((payment) => payment.amountMinor))}::bigint[],
          ${plainArray(payments.map((payment) => String(payment.closeRound)))}::boolean[])`);
    },

    /** The next payment's place in its bet's order. */
    async nextPaymentSeq(tx: Tx, betId: string): Promise<number> {
      const [row] = await tx
        .select({ last: sql<number | null>`max(${studioSportsPayment.seq})` })
        .from(studioSportsPayment)
        .where(eq(studioSportsPayment.betId, betId));
      return Number(row?.last ?? 0) + 1;
    },

    /**
     * The wallet calls still owed by these bets, with what the wallet needs, in order per bet;
     * `alsoConfirmed` names calls wanted even if another sender confirmed them already (a
     * duplicate is answered with the balance, which the caller needs).
     */
    async unconfirmedPayments(
      betIds: readonly string[],
      alsoConfirmed: readonly string[] = [],
    ): Promise<(StudioSportsPaymentRow & { playerId: string; gameCode: string })[]> {
      if (betIds.length === 0) return [];
      return db
        .select({
          transactionId: studioSportsPayment.transactionId,
          betId: studioSportsPayment.betId,
          seq: studioSportsPayment.seq,
          kind: studioSportsPayment.kind,
          amountMinor: studioSportsPayment.amountMinor,
          closeRound: studioSportsPayment.closeRound,
          createdAt: studioSportsPayment.createdAt,
          confirmedAt: studioSportsPayment.confirmedAt,
          refusal: studioSportsPayment.refusal,
          playerId: studioSportsBet.playerId,
          gameCode: studioSportsBet.gameCode,
        })
        .from(studioSportsPayment)
        .innerJoin(studioSportsBet, eq(studioSportsBet.id, studioSportsPayment.betId))
        .where(
          and(
            inArray(studioSportsPayment.betId, [...betIds]),
            alsoConfirmed.length === 0
              ? isNull(studioSportsPayment.confirmedAt)
              : or(
                  isNull(studioSportsPayment.confirmedAt),
                  inArray(studioSportsPayment.transactionId, [...alsoConfirmed]),
                ),
            isNull(studioSportsPayment.refusal),
          ),
        )
        .orderBy(asc(studioSportsPayment.betId), asc(studioSportsPayment.seq));
    },

    /** Marks wallet calls answered, in one statement (a settlement confirms thousands). */
    async confirmPayments(transactionIds: readonly string[]): Promise<void> {
      // Chunks keep each statement well under PostgreSQL's 65 535 parameters.
      for (let start = 0; start < transactionIds.length; start += 5_000) {
        await db
          .update(studioSportsPayment)
          .set({ confirmedAt: sql`now()` })
          .where(
            and(
              inArray(studioSportsPayment.transactionId, transactionIds.slice(start, start + 5_000)),
              isNull(studioSportsPayment.confirmedAt),
            ),
          );
      }
    },

    async refusePayment(transactionId: string, code: string): Promise<void> {
      await db
        .update(studioSportsPayment)
        .set({ refusal: code })
        .where(eq(studioSportsPayment.transactionId, transactionId));
    },

    async paymentsOf(betId: string): Promise<StudioSportsPaymentRow[]> {
      return db
        .select()
        .from(studioSportsPayment)
        .where(eq(studioSportsPayment.betId, betId))
        .orderBy(asc(studioSportsPayment.seq));
    },

    /** Bets owing a wallet call older than `before` (their sender may have died). */
    async betsWithStalePayments(before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ betId: studioSportsPayment.betId })
        .from(studioSportsPayment)
        .where(
          and(
            isNull(studioSportsPayment.confirmedAt),
            isNull(studioSportsPayment.refusal),
            lt(studioSportsPayment.createdAt, before),
          ),
        )
        .limit(limit);
      return rows.map((row) => row.betId);
    },

    /**
     * OPEN bets with no open leg: a bet whose placement ended after its last event was settled
     * (settlement decides every leg of the bets it locks, PLACING ones too, but closes only OPEN
     * ones), which no settlement run would find again.
     */
    async decidedOpenBets(limit: number): Promise<string[]> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`
          select b.id from studio_sports_bet b
          where b.status = 'OPEN'
            and not exists (select 1 from studio_sports_leg g where g.bet_id = b.id and g.outcome = 'OPEN')
          order by b.id
          limit ${limit}`),
      );
      return rows.map((row) => row.id);
    },

    async stalePlacings(before: Date, limit: number): Promise<StudioSportsBetRow[]> {
      return db
        .select()
        .from(studioSportsBet)
        .where(and(eq(studioSportsBet.status, 'PLACING'), lt(studioSportsBet.createdAt, before)))
        .orderBy(asc(studioSportsBet.createdAt))
        .limit(limit);
    },

    /**
     * The events that still have open legs: a loose index scan over the partial index of open
     * legs, one probe per event, so it stays cheap with 100 000 open legs on one match.
     */
    async eventsWithOpenLegs(limit: number): Promise<string[]> {
      const rows = rowsOf<{ event_id: string }>(
        await db.execute(sql`
          with recursive events(event_id) as (
            (select event_id from studio_sports_leg where outcome = 'OPEN' order by event_id limit 1)
            union all
            select (select g.event_id from studio_sports_leg g
                    where g.outcome = 'OPEN' and g.event_id > e.event_id order by g.event_id limit 1)
            from events e where e.event_id is not null
          )
          select event_id from events where event_id is not null limit ${limit}`),
      );
      return rows.map((row) => row.event_id);
    },

    /**
     * Locks up to `limit` bets with an open leg on the event, in id order (settlers of the same
     * event lock in the same order, and wait rather than deadlock), whatever their state, from
     * the bet id `after` on.
     */
    async lockBetsWithOpenLeg(
      tx: Tx,
      input: { eventId: string; after: string | null; limit: number },
    ): Promise<SettlingBet[]> {
      // `after` walks the index from the last batch on, instead of past its dead entries again.
      // The open legs drive the join, so each bet is one probe of its key (never a scan of every
      // bet); a bet builder has several legs on the event, hence distinct. Only the columns
      // settlement reads, as plain rows (thousands a batch).
      const after = input.after === null ? sql`` : sql`and g.bet_id > ${input.after}`;
      const rows = rowsOf<{
        id: string;
        status: SportsBetState;
        shape: SportsBetShape;
        stake_minor: string | number;
        max_payout_minor: string | number;
        potential_return_minor: string | number;
        cash_outs: number;
      }>(
        await tx.execute(sql`
          select b.id, b.status, b.shape, b.stake_minor, b.max_payout_minor, b.potential_return_minor, b.cash_outs
          from (select distinct g.bet_id from studio_sports_leg g
                where g.event_id = ${input.eventId} and g.outcome = 'OPEN' ${after}
                order by g.bet_id limit ${input.limit}) as open_leg
          join studio_sports_bet b on b.id = open_leg.bet_id
          order by b.id
          for update of b`),
      );
      return rows.map((row) => ({
        id: row.id,
        status: row.status,
        shape: row.shape,
        stakeMinor: Number(row.stake_minor),
        maxPayoutMinor: Number(row.max_payout_minor),
        potentialReturnMinor: Number(row.potential_return_minor),
        cashOuts: Number(row.cash_outs),
      }));
    },

    /**
     * The legs of a settlement batch's bets (ids after `after`, up to `last`): the id range makes
     * it one stretch of the primary key, and only the columns settlement reads, as plain rows.
     */
    async settlingLegsOf(
      tx: Tx,
      batch: { betIds: readonly string[]; after: string | null; last: string },
    ): Promise<SettlingLeg[]> {
      if (batch.betIds.length === 0) return [];
      const after = batch.after === null ? sql`` : sql`and g.bet_id > ${batch.after}`;
      const rows = rowsOf<{
        bet_id: string;
        leg_index: number;
        event_id: string;
        market_key: string;
        selection: string;
        odds_e3: number;
        outcome: SettlingLeg['outcome'];
      }>(
        await tx.execute(sql`
          select g.bet_id, g.leg_index, g.event_id, g.market_key, g.selection, g.odds_e3, g.outcome
          from studio_sports_leg g
          where g.bet_id = any(${plainArray(batch.betIds)}::uuid[]) and g.bet_id <= ${batch.last} ${after}
          order by g.bet_id, g.leg_index`),
      );
      return rows.map((row) => ({
        betId: row.bet_id,
        legIndex: Number(row.leg_index),
        eventId: row.event_id,
        marketKey: row.market_key,
        selection: row.selection,
        oddsE3: Number(row.odds_e3),
        outcome: row.outcome,
      }));
    },

    /**
     * Turns PostgreSQL's JIT off for the rest of the transaction: a settlement batch's statements
     * are estimated costly enough to be compiled, which took longer than running them (about
     * 170 ms a batch).
     */
    async withoutJit(tx: Tx): Promise<void> {
      await tx.execute(sql`set local jit = off`);
    },

    /**
     * Records one settlement batch in one statement, under the locks the caller holds on the
     * batch's bets (`batch`: their ids, all after `after` and up to `last` in id order): the
     * outcomes of their legs on the event, by selection; every decided bet still OPEN closed with
     * its wallet call owed (numbered after any partial cash-out's); and, for the bets it closed,
     * their potential returns taken back from each selection's liability, whose rows are locked
     * in key order first, as placement locks them, so the two cannot deadlock; then from their
     * markets' and events' (releaseMarketsAndEvents), in the same order. The id range lets
     * every part read one stretch of an index. Answers the bets it closed.
     */
    async recordSettlement(
      tx: Tx,
      input: {
        eventId: string;
        version: number;
        batch: { betIds: readonly string[]; after: string | null; last: string };
        /** The event's selections in the batch and how each ended. */
        outcomes: readonly { marketKey: string; selection: string; outcome: string }[];
        closes: readonly SettlementClose[];
        /** One row per leg of each bet in `closes`: what its close gives back on that selection. */
        releases: readonly LegRelease[];
      },
    ): Promise<string[]> {
      const { batch, outcomes, closes, releases } = input;
      if (batch.betIds.length === 0) return [];
      const betIds = plainArray(batch.betIds);
      const after = (column: string) =>
        batch.after === null ? sql`` : sql`and ${sql.raw(column)} > ${batch.after}`;
      const rows = rowsOf<{ id: string }>(
        await tx.execute(sql`
          with settled_legs as (
            update studio_sports_leg g set outcome = o.outcome, settled_version = ${input.version}
            from unnest(${textArray(outcomes.map((each) => each.marketKey))}::text[],
                        ${textArray(outcomes.map((each) => each.selection))}::text[],
                        ${textArray(outcomes.map((each) => each.outcome))}::text[]) as o(market_key, selection, outcome)
            where g.event_id = ${input.eventId} and g.outcome = 'OPEN'
              and g.bet_id <= ${batch.last} ${after('g.bet_id')} and g.bet_id = any(${betIds}::uuid[])
              and g.market_key = o.market_key and g.selection = o.selection
          ),
          c as (
            select * from unnest(
              ${plainArray(closes.map((each) => each.betId))}::uuid[],
              ${textArray(closes.map((each) => each.status))}::text[],
              ${plainArray(closes.map((each) => each.paidMinor))}::bigint[],
              ${textArray(closes.map((each) => each.payment.transactionId))}::text[],
              ${textArray(closes.map((each) => each.payment.kind))}::text[],
              ${plainArray(closes.map((each) => each.payment.amountMinor))}::bigint[])
              as c(id, status, paid, transaction_id, kind, amount)
          ),
          closed as (
            update studio_sports_bet b
            set status = c.status, paid_minor = b.paid_minor + c.paid, settled_version = ${input.version},
                settled_at = now(), updated_at = now()
            from c where b.id = c.id and b.status = 'OPEN' and b.id <= ${batch.last} ${after('b.id')}
            returning b.id, b.cash_outs
          ),
          owed as (
            insert into studio_sports_payment (transaction_id, bet_id, seq, kind, amount_minor, close_round)
            select c.transaction_id, c.id,
                   case when closed.cash_outs = 0 then 1
                        else coalesce((select max(p.seq) from studio_sports_payment p where p.bet_id = c.id), 0) + 1
                   end,
                   c.kind, c.amount, true
            from closed join c on c.id = closed.id
          ),
          released as (
            select r.event_id, r.market_key, r.selection, sum(r.amount)::bigint as amount
            from unnest(${plainArray(releases.map((each) => each.betId))}::uuid[],
                        ${textArray(releases.map((each) => each.eventId))}::text[],
                        ${textArray(releases.map((each) => each.marketKey))}::text[],
                        ${textArray(releases.map((each) => each.selection))}::text[],
                        ${plainArray(releases.map((each) => each.amountMinor))}::bigint[])
              as r(bet_id, event_id, market_key, selection, amount)
            where r.amount > 0 and r.bet_id in (select id from closed)
            group by r.event_id, r.market_key, r.selection
          ),
          locked as materialized (
            select l.event_id, l.market_key, l.selection, released.amount
            from studio_sports_liability l join released using (event_id, market_key, selection)
            order by l.event_id collate "C", l.market_key collate "C", l.selection collate "C"
            for update of l
          ),
          liability as (
            update studio_sports_liability l set exposure_minor = greatest(0, l.exposure_minor - locked.amount)
            from locked
            where l.event_id = locked.event_id and l.market_key = locked.market_key and l.selection = locked.selection
          )
          select id from closed`),
      );
      const closedIds = rows.map((row) => row.id);
      // The markets' and events' share, after the selections' as placement locks them.
      const amountOf = new Map(releases.map((each) => [each.betId, each.amountMinor]));
      const owed = closedIds.filter((id) => (amountOf.get(id) ?? 0) > 0);
      if (owed.length > 0) {
        await releaseMarketsAndEvents(tx, plainArray(owed), plainArray(owed.map((id) => amountOf.get(id)!)));
      }
      return closedIds;
    },

    async playerBets(
      playerId: string,
      states: readonly SportsBetState[],
      limit: number,
    ): Promise<StudioSportsBetRow[]> {
      return db
        .select()
        .from(studioSportsBet)
        .where(and(eq(studioSportsBet.playerId, playerId), inArray(studioSportsBet.status, [...states])))
        .orderBy(desc(studioSportsBet.createdAt), desc(studioSportsBet.id))
        .limit(limit);
    },

    async autoCashOutCandidates(limit: number): Promise<StudioSportsBetRow[]> {
      return db
        .select()
        .from(studioSportsBet)
        .where(and(eq(studioSportsBet.status, 'OPEN'), isNotNull(studioSportsBet.autoCashOutMinor)))
        .orderBy(asc(studioSportsBet.id))
        .limit(limit);
    },

    async setAutoCashOut(betId: string, playerId: string, valueMinor: number | null): Promise<boolean> {
      const moved = await db
        .update(studioSportsBet)
        .set({ autoCashOutMinor: valueMinor, updatedAt: sql`now()` })
        .where(
          and(
            eq(studioSportsBet.id, betId),
            eq(studioSportsBet.playerId, playerId),
            eq(studioSportsBet.status, 'OPEN'),
          ),
        )
        .returning({ id: studioSportsBet.id });
      return moved.length === 1;
    },
  };
};

export type SportsBetsRepository = ReturnType<typeof createSportsBetsRepository>;
