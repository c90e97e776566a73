import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { LuckyDrawKind, LuckyPrize, LuckyTicketSource, SaveLuckyGameRequest } from '@platform/contracts';
import { rowsOf } from '@platform/server-kit';
import type { Db } from '../../db/client.js';
import { postPlannedWith, type PlannedMovement } from '../wallet/index.js';
import {
  luckyDay,
  luckyGame,
  luckyRaffleWinner,
  luckySeed,
  luckySeedRevealed,
  luckyTicket,
} from './lucky-draws.tables.js';

export type LuckyGameRow = typeof luckyGame.$inferSelect;
export type LuckyTicketRow = typeof luckyTicket.$inferSelect;
export type LuckySeedRow = typeof luckySeed.$inferSelect;

export type NewTicket = {
  gameId: string;
  memberId: string;
  source: LuckyTicketSource;
  sourceKey: string;
  expiresAt: Date;
};

/** The drawn outcome an open records, computed before its transaction from the seed it read. */
export type DrawnTicket = {
  ticketId: string;
  memberId: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  prizeIndex: number;
  prize: LuckyPrize;
  weights: number[];
  /** A cash prize's planned BONUS movement, posted in the same transaction. */
  movement: PlannedMovement | null;
  /** PAID when the transaction pays it (cash, nothing); DRAWN when points follow after it. */
  to: 'DRAWN' | 'PAID';
};

export type OpenOutcome =
  | { outcome: 'done'; entryId: number | null; memberBalance: number | null; drawnAt: Date }
  /** The ticket was opened, expired or claimed first. */
  | { outcome: 'ticket-moved' }
  /** Another draw of the member took the nonce (or a rotation changed the seed) first: read again. */
  | { outcome: 'seed-moved' };

class Undo extends Error {
  constructor(readonly outcome: 'ticket-moved' | 'seed-moved') {
    super(outcome);
  }
}

/**
 * Queries only (docs/lucky-draws.md). Lock order on every path: the ticket (or the raffle's game
 * row, or a winner row), then the member's seed row, then the ledger accounts (ledger_post's own
 * order), so no two paths deadlock.
 */
export const createLuckyDrawsRepository = (db: Db) => ({
  /** Creates or replaces a game by code; a raffle keeps the seed it committed to and its status. */
  async saveGame(
    input: SaveLuckyGameRequest & { segments: NonNullable<SaveLuckyGameRequest['segments']> },
    seed: { serverSeed: string; serverSeedHash: string } | null,
  ): Promise<LuckyGameRow> {
    const values = {
      code: input.code,
      kind: input.kind,
      names: input.names,
      startsAt: new Date(input.startsAt),
      endsAt: new Date(input.endsAt),
      rules: input.rules,
      ticketDays: input.ticketDays,
      segments: input.segments,
      places: input.places ?? [],
      enabled: input.enabled ?? true,
    };
    const [row] = await db
      .insert(luckyGame)
      .values({
        ...values,
        serverSeed: seed?.serverSeed ?? null,
        serverSeedHash: seed?.serverSeedHash ?? null,
        raffleStatus: seed ? 'OPEN' : null,
      })
      .onConflictDoUpdate({ target: luckyGame.code, set: { ...values, updatedAt: sql`now()` } })
      .returning();
    return row!;
  },

  gameByCode: async (code: string) =>
    (await db.select().from(luckyGame).where(eq(luckyGame.code, code)).limit(1))[0] ?? null,

  gameById: async (id: string) =>
    (await db.select().from(luckyGame).where(eq(luckyGame.id, id)).limit(1))[0] ?? null,

  games: () => db.select().from(luckyGame).orderBy(desc(luckyGame.startsAt)),

  /** The enabled game of a kind running at `at` (the latest started, if several overlap). */
  /** The kinds with an enabled game in its window at `at`, or a raffle that ended after `rafflesSince`. */
  async runningKinds(at: Date, rafflesSince: Date): Promise<LuckyDrawKind[]> {
    const rows = await db
      .selectDistinct({ kind: luckyGame.kind })
      .from(luckyGame)
      .where(
        and(
          eq(luckyGame.enabled, true),
          lte(luckyGame.startsAt, at),
          sql`(${luckyGame.endsAt} > ${at} or (${luckyGame.kind} = 'RAFFLE' and ${luckyGame.endsAt} > ${rafflesSince}))`,
        ),
      );
    return rows.map((row) => row.kind);
  },

  async runningGame(kind: LuckyDrawKind, at: Date): Promise<LuckyGameRow | null> {
    const [row] = await db
      .select()
      .from(luckyGame)
      .where(
        and(
          eq(luckyGame.kind, kind),
          eq(luckyGame.enabled, true),
          lte(luckyGame.startsAt, at),
          gt(luckyGame.endsAt, at),
        ),
      )
      .orderBy(desc(luckyGame.startsAt))
      .limit(1);
    return row ?? null;
  },

  /** The raffle members see: the one running, else the last one that ended. */
  async currentRaffle(at: Date): Promise<LuckyGameRow | null> {
    const [row] = await db
      .select()
      .from(luckyGame)
      .where(and(eq(luckyGame.kind, 'RAFFLE'), eq(luckyGame.enabled, true), lte(luckyGame.startsAt, at)))
      .orderBy(desc(luckyGame.endsAt))
      .limit(1);
    return row ?? null;
  },

  /** Enabled games whose window overlaps [from, to): the earning job counts a day for each. */
  gamesOverlapping: (range: { from: Date; to: Date }) =>
    db
      .select()
      .from(luckyGame)
      .where(
        and(
          eq(luckyGame.enabled, true),
          sql`${luckyGame.startsAt} < ${range.to}`,
          gt(luckyGame.endsAt, range.from),
        ),
      ),

  async lastCountedDay(): Promise<string | null> {
    const [row] = await db.select({ day: luckyDay.day }).from(luckyDay).orderBy(desc(luckyDay.day)).limit(1);
    return row?.day ?? null;
  },

  async markCounted(day: string, members: number): Promise<void> {
    await db.insert(luckyDay).values({ day, members }).onConflictDoNothing();
  },

  /** Inserts tickets; those already there (same source key) are kept: how many were new. */
  async insertTickets(rows: NewTicket[]): Promise<number> {
    if (rows.length === 0) return 0;
    const inserted = await db
      .insert(luckyTicket)
      .values(rows)
      .onConflictDoNothing({ target: [luckyTicket.gameId, luckyTicket.memberId, luckyTicket.sourceKey] })
      .returning({ id: luckyTicket.id });
    return inserted.length;
  },

  availableTickets: (memberId: string, gameId: string) =>
    db
      .select()
      .from(luckyTicket)
      .where(
        and(
          eq(luckyTicket.memberId, memberId),
          eq(luckyTicket.gameId, gameId),
          eq(luckyTicket.status, 'AVAILABLE'),
          sql`${luckyTicket.expiresAt} > now()`,
        ),
      )
      .orderBy(asc(luckyTicket.expiresAt), asc(luckyTicket.id)),

  ticketById: async (id: string) =>
    (await db.select().from(luckyTicket).where(eq(luckyTicket.id, id)).limit(1))[0] ?? null,

  /** The member's drawn tickets of a game, newest first. */
  history: (memberId: string, gameId: string, limit: number) =>
    db
      .select()
      .from(luckyTicket)
      .where(
        and(
          eq(luckyTicket.memberId, memberId),
          eq(luckyTicket.gameId, gameId),
          sql`${luckyTicket.status} in ('DRAWN', 'PAID')`,
        ),
      )
      .orderBy(desc(luckyTicket.drawnAt))
      .limit(limit),

  /** The member's active seed pair, created with `fresh` the first time (two first calls make one). */
  async seedOf(
    memberId: string,
    fresh: () => { serverSeed: string; serverSeedHash: string; clientSeed: string },
  ) {
    const [existing] = await db.select().from(luckySeed).where(eq(luckySeed.memberId, memberId)).limit(1);
    if (existing) return existing;
    await db
      .insert(luckySeed)
      .values({ memberId, ...fresh() })
      .onConflictDoNothing();
    const [row] = await db.select().from(luckySeed).where(eq(luckySeed.memberId, memberId)).limit(1);
    return row!;
  },

  revealedOf: (memberId: string, limit: number) =>
    db
      .select()
      .from(luckySeedRevealed)
      .where(eq(luckySeedRevealed.memberId, memberId))
      .orderBy(desc(luckySeedRevealed.revealedAt))
      .limit(limit),

  /** The revealed pair that served a draw (same hash), if rotated since. */
  async revealedByHash(memberId: string, serverSeedHash: string) {
    const [row] = await db
      .select()
      .from(luckySeedRevealed)
      .where(
        and(eq(luckySeedRevealed.memberId, memberId), eq(luckySeedRevealed.serverSeedHash, serverSeedHash)),
      )
      .limit(1);
    return row ?? null;
  },

  /**
   * Reveals the member's seed and starts the next pair, under the seed row's lock: a draw that
   * read the old pair then fails its nonce check and reads again, so no draw uses a revealed seed.
   */
  rotateSeed: (memberId: string, next: { serverSeed: string; serverSeedHash: string; clientSeed: string }) =>
    db.transaction(async (tx) => {
      const [current] = rowsOf<{
        server_seed: string;
        server_seed_hash: string;
        client_seed: string;
        nonce: number;
      }>(
        await tx.execute(sql`select server_seed, server_seed_hash, client_seed, nonce from lucky_seed
          where member_id = ${memberId} for update`),
      );
      if (!current) return null;
      const [revealed] = await tx
        .insert(luckySeedRevealed)
        .values({
          memberId,
          serverSeed: current.server_seed,
          serverSeedHash: current.server_seed_hash,
          clientSeed: current.client_seed,
          draws: Number(current.nonce),
        })
        .returning();
      const [seed] = await tx
        .update(luckySeed)
        .set({ ...next, nonce: 0, createdAt: sql`now()` })
        .where(eq(luckySeed.memberId, memberId))
        .returning();
      return { revealed: revealed!, seed: seed! };
    }),

  /**
   * Opens a ticket: in one transaction the ticket is locked AVAILABLE and unexpired, the seed's
   * nonce moves from the one the draw used (same pair), the cash prize is posted and the ticket
   * records its draw. Anything moved first undoes it all, so one ticket draws once and pays once.
   */
  openTicket: (drawn: DrawnTicket): Promise<OpenOutcome> =>
    db
      .transaction(async (tx): Promise<OpenOutcome> => {
        const locked = rowsOf<{ id: string }>(
          await tx.execute(sql`select id from lucky_ticket
            where id = ${drawn.ticketId} and member_id = ${drawn.memberId}
              and status = 'AVAILABLE' and expires_at > now() for update`),
        );
        if (locked.length === 0) throw new Undo('ticket-moved');
        const moved = rowsOf<{ nonce: number }>(
          await tx.execute(sql`update lucky_seed set nonce = nonce + 1
            where member_id = ${drawn.memberId} and nonce = ${drawn.nonce}
              and server_seed_hash = ${drawn.serverSeedHash} returning nonce`),
        );
        if (moved.length === 0) throw new Undo('seed-moved');
        let entryId: number | null = null;
        let memberBalance: number | null = null;
        if (drawn.movement) {
          const posted = await postPlannedWith(tx, drawn.movement);
          // The key names the ticket, which moves in this transaction: a replay cannot be ours.
          if (posted.replay) throw new Undo('ticket-moved');
          entryId = posted.entryId;
          memberBalance = posted.memberBalance;
        }
        const [row] = rowsOf<{ drawn_at: Date | string }>(
          await tx.execute(sql`update lucky_ticket set status = ${drawn.to},
              server_seed_hash = ${drawn.serverSeedHash}, client_seed = ${drawn.clientSeed}, nonce = ${drawn.nonce},
              prize_index = ${drawn.prizeIndex}, prize = ${JSON.stringify(drawn.prize)}::jsonb,
              weights = ${JSON.stringify(drawn.weights)}::jsonb, entry_id = ${entryId}, drawn_at = now(),
              settled_at = ${drawn.to === 'PAID' ? sql`now()` : null}
            where id = ${drawn.ticketId} and status = 'AVAILABLE' returning drawn_at`),
        );
        return { outcome: 'done', entryId, memberBalance, drawnAt: new Date(row!.drawn_at) };
      })
      .catch((error: unknown) => {
        if (error instanceof Undo) return { outcome: error.outcome } as const;
        throw error;
      }),

  /** DRAWN → PAID once the points were credited (the points' own key makes a repeat harmless). */
  async markTicketPaid(ticketId: string): Promise<boolean> {
    const rows = await db
      .update(luckyTicket)
      .set({ status: 'PAID', settledAt: sql`now()` })
      .where(and(eq(luckyTicket.id, ticketId), eq(luckyTicket.status, 'DRAWN')))
      .returning({ id: luckyTicket.id });
    return rows.length > 0;
  },

  /** Tickets drawn but not paid (a points credit that failed after its draw), oldest first. */
  drawnUnpaid: (limit: number) =>
    db
      .select()
      .from(luckyTicket)
      .where(and(eq(luckyTicket.status, 'DRAWN'), sql`${luckyTicket.drawnAt} < now() - interval '1 minute'`))
      .orderBy(asc(luckyTicket.drawnAt))
      .limit(limit),

  /** AVAILABLE tickets past their expiry → EXPIRED; how many. */
  async expireDue(limit: number): Promise<number> {
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`
        with due as (
          select id from lucky_ticket where status = 'AVAILABLE' and expires_at <= now()
          order by id limit ${limit} for update skip locked
        )
        update lucky_ticket t set status = 'EXPIRED', settled_at = now()
        from due where t.id = due.id and t.status = 'AVAILABLE' returning t.id`),
    );
    return rows.length;
  },

  /** Entries per state of a member in a raffle. */
  async raffleCounts(memberId: string, gameId: string) {
    const rows = rowsOf<{ status: string; n: string | number }>(
      await db.execute(sql`select status, count(*) as n from lucky_ticket
        where member_id = ${memberId} and game_id = ${gameId}
          and (status = 'ENTERED' or (status = 'AVAILABLE' and expires_at > now()))
        group by status`),
    );
    const of = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
    return { entries: of('ENTERED'), claimable: of('AVAILABLE') };
  },

  async totalEntries(gameId: string): Promise<number> {
    const [row] = rowsOf<{ n: string | number }>(
      await db.execute(
        sql`select count(*) as n from lucky_ticket where game_id = ${gameId} and status = 'ENTERED'`,
      ),
    );
    return Number(row?.n ?? 0);
  },

  /**
   * Claims the member's earned entries into an OPEN raffle before its end: the raffle row is
   * held (for share) so the draw, which locks it for update, sees every claim or none of it.
   */
  claimEntries: (memberId: string, gameId: string) =>
    db.transaction(async (tx) => {
      const open = rowsOf<{ id: string }>(
        await tx.execute(sql`select id from lucky_game where id = ${gameId} and raffle_status = 'OPEN'
          and ends_at > now() for share`),
      );
      if (open.length === 0) return null;
      const claimed = rowsOf<{ id: string }>(
        await tx.execute(sql`update lucky_ticket set status = 'ENTERED', settled_at = now()
          where member_id = ${memberId} and game_id = ${gameId} and status = 'AVAILABLE' and expires_at > now()
          returning id`),
      );
      return claimed.length;
    }),

  /**
   * Draws a raffle once: its row is locked OPEN and ended (skip locked: another instance is on
   * it), the winners written by place, the seed revealed and its unclaimed entries expired.
   */
  drawRaffle: (
    gameId: string,
    pick: (
      serverSeed: string,
      entrants: Array<{ memberId: string; entries: number }>,
    ) => { clientSeed: string; winners: Array<{ place: number; memberId: string; prize: LuckyPrize }> },
  ) =>
    db.transaction(async (tx) => {
      const [game] = rowsOf<{ server_seed: string }>(
        await tx.execute(sql`select server_seed from lucky_game where id = ${gameId}
          and raffle_status = 'OPEN' and ends_at <= now() for update skip locked`),
      );
      if (!game) return null;
      const entrants = rowsOf<{ member_id: string; n: string | number }>(
        await tx.execute(sql`select member_id, count(*) as n from lucky_ticket
          where game_id = ${gameId} and status = 'ENTERED' group by member_id order by member_id`),
      ).map((row) => ({ memberId: row.member_id, entries: Number(row.n) }));
      const { clientSeed, winners } = pick(game.server_seed, entrants);
      if (winners.length > 0) {
        await tx.insert(luckyRaffleWinner).values(winners.map((winner) => ({ gameId, ...winner })));
      }
      await tx
        .update(luckyGame)
        .set({ raffleStatus: 'DRAWN', raffleClientSeed: clientSeed, drawnAt: sql`now()` })
        .where(eq(luckyGame.id, gameId));
      await tx.execute(sql`update lucky_ticket set status = 'EXPIRED', settled_at = now()
        where game_id = ${gameId} and status = 'AVAILABLE'`);
      return { winners, entrants: entrants.length };
    }),

  /** Ended raffles still OPEN: the job draws each. */
  rafflesDue: () =>
    db
      .select({ id: luckyGame.id })
      .from(luckyGame)
      .where(
        and(
          eq(luckyGame.kind, 'RAFFLE'),
          eq(luckyGame.raffleStatus, 'OPEN'),
          lte(luckyGame.endsAt, sql`now()`),
        ),
      ),

  winnersOf: (gameId: string) =>
    db
      .select()
      .from(luckyRaffleWinner)
      .where(eq(luckyRaffleWinner.gameId, gameId))
      .orderBy(asc(luckyRaffleWinner.place)),

  unpaidWinners: (limit: number) =>
    db.select().from(luckyRaffleWinner).where(eq(luckyRaffleWinner.status, 'DRAWN')).limit(limit),

  /**
   * Pays a winner once: the row is locked DRAWN, the cash posted (when `movement`), the row PAID,
   * in one transaction. False when it was paid first.
   */
  payWinner: (input: { gameId: string; place: number; movement: PlannedMovement | null }) =>
    db.transaction(async (tx) => {
      const locked = rowsOf<{ place: number }>(
        await tx.execute(sql`select place from lucky_raffle_winner
          where game_id = ${input.gameId} and place = ${input.place} and status = 'DRAWN' for update`),
      );
      if (locked.length === 0) return false;
      const entryId = input.movement ? (await postPlannedWith(tx, input.movement)).entryId : null;
      await tx
        .update(luckyRaffleWinner)
        .set({ status: 'PAID', entryId, paidAt: sql`now()` })
        .where(and(eq(luckyRaffleWinner.gameId, input.gameId), eq(luckyRaffleWinner.place, input.place)));
      return true;
    }),
});

export type LuckyDrawsRepository = ReturnType<typeof createLuckyDrawsRepository>;
