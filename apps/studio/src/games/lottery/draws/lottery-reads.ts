import { and, count, desc, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type {
  LotteryDrawsResponse,
  LotteryGameRef,
  LotteryResultsResponse,
  LotteryTicketsResponse,
} from '@platform/contracts';
import type { Db } from '../../../db/client.js';
import { VN_PROVINCES, VN_WEEKLY_SCHEDULE, WEEKDAYS, type VnProvinceCode } from '../engine/index.js';
import { studioLotteryDraw, studioLotteryTicket } from './lottery.tables.js';
import { ticketView } from './ticket-view.js';

/** The open draws a page lists at most (an ELOTT 1-minute game has about 6 ahead). */
const OPEN_DRAWS_LIMIT = 100;
/**
 * The results history a page reaches: the latest this many draws of a game. Counting them stays an
 * index walk of at most this many entries, where a 1-minute game draws 525,600 times a year.
 */
export const RESULTS_REACH = 10_000;
/** The ticket states a player sees (a purchase that never became a ticket is not shown). */
const SHOWN_TICKET_STATES = ['OPEN', 'WON', 'LOST', 'CANCELLED'] as const;

/**
 * The series of a listed game's draws, as the draws table's generated `series` column reads it from
 * a draw id (`VN-SOUTH-HCM-20261130` → `VN-SOUTH`, `SEA4D-20261202` → `SEA4D`,
 * `ELOTT-FAST_3-1M-20261130-0001` → `ELOTT-FAST_3-1M`).
 */
export const drawSeriesOf = (ref: LotteryGameRef): string => {
  switch (ref.product) {
    case 'VN':
      return `VN-${ref.region}`;
    case 'SEA_4D':
      return 'SEA4D';
    case 'ELOTT':
      return `ELOTT-${ref.game}-${ref.periodMinutes}M`;
    default: {
      const unknown: never = ref;
      throw new Error(`unknown lottery game ${JSON.stringify(unknown)}`);
    }
  }
};

/** The start of every draw id of a listed game, narrowed to one VN province when given. */
export const drawIdPrefixOf = (ref: LotteryGameRef, province?: string): string =>
  province === undefined ? `${drawSeriesOf(ref)}-` : `${drawSeriesOf(ref)}-${province}-`;

/**
 * The province a VN draw is of: in the south and centre the one its id names
 * (`VN-SOUTH-HCM-20261130` → HCM); in the north the host city that names the day's ticket
 * (`VN-NORTH-20261130`, a Monday → HNO, Hà Nội); null for any other draw. A draw of the fast test
 * schedule (STUDIO_LOTTERY_VN_TEST_PERIOD_MINUTES) carries its period after the date
 * (`VN-SOUTH-HCM-20261130-0042`).
 */
export const provinceOfDraw = (drawId: string): VnProvinceCode | null => {
  const named = /^VN-(?:SOUTH|CENTRAL)-([A-Z0-9_]+)-\d{8}(?:-\d{4})?$/u.exec(drawId)?.[1];
  if (named !== undefined) return named in VN_PROVINCES ? (named as VnProvinceCode) : null;
  const date = /^VN-NORTH-(\d{4})(\d{2})(\d{2})(?:-\d{4})?$/u.exec(drawId);
  if (!date) return null;
  const weekday =
    WEEKDAYS[
      (new Date(Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]))).getUTCDay() + 6) % 7
    ]!;
  return VN_WEEKLY_SCHEDULE.NORTH[weekday][0] ?? null;
};

const startsWith = (prefix: string) => sql`starts_with(${studioLotteryDraw.id}, ${prefix})`;
const ofSeries = (ref: LotteryGameRef) => eq(studioLotteryDraw.series, drawSeriesOf(ref));

/** What the lottery's page reads: open draws, my tickets, results. Queries only. */
export const createLotteryReads = (db: Db, resultsReach = RESULTS_REACH) => ({
  /** The game's draws whose betting is still open at `now`, soonest first, with their hashes. */
  async openDraws(ref: LotteryGameRef, now: number): Promise<LotteryDrawsResponse> {
    const rows = await db
      .select({
        id: studioLotteryDraw.id,
        closesAt: studioLotteryDraw.closesAt,
        drawAt: studioLotteryDraw.drawAt,
        serverSeedHash: studioLotteryDraw.serverSeedHash,
      })
      .from(studioLotteryDraw)
      .where(
        and(
          eq(studioLotteryDraw.status, 'SCHEDULED'),
          gt(studioLotteryDraw.closesAt, new Date(now)),
          ofSeries(ref),
        ),
      )
      .orderBy(asc(studioLotteryDraw.drawAt), asc(studioLotteryDraw.id))
      .limit(OPEN_DRAWS_LIMIT);
    return {
      serverTime: now,
      draws: rows.map((row) => {
        const province = provinceOfDraw(row.id);
        return {
          drawId: row.id,
          closesAt: row.closesAt.getTime(),
          drawAt: row.drawAt.getTime(),
          serverSeedHash: row.serverSeedHash,
          province,
          provinceName: province === null ? null : VN_PROVINCES[province].name,
        };
      }),
    };
  },

  /**
   * A player's tickets of one game, newest first, a page at a time: a game's page shows its own
   * tickets, whose bets it knows how to read (docs/lottery.md, "The page's API").
   */
  async tickets(
    ticket: { playerId: string; gameCode: string },
    page: number,
    pageSize: number,
  ): Promise<Omit<LotteryTicketsResponse, 'balance'>> {
    const where = and(
      eq(studioLotteryTicket.playerId, ticket.playerId),
      eq(studioLotteryTicket.gameCode, ticket.gameCode),
      inArray(studioLotteryTicket.status, [...SHOWN_TICKET_STATES]),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(studioLotteryTicket)
        .where(where)
        .orderBy(desc(studioLotteryTicket.createdAt), desc(studioLotteryTicket.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ total: count() }).from(studioLotteryTicket).where(where),
    ]);
    return { tickets: rows.map(ticketView), page, pageSize, total: total?.total ?? 0 };
  },

  /**
   * The game's drawn draws (of one province when given), newest first, with their seeds revealed;
   * the latest `resultsReach` of them, which `total` counts.
   */
  async results(
    ref: LotteryGameRef,
    province: string | undefined,
    page: number,
    pageSize: number,
  ): Promise<LotteryResultsResponse> {
    const where = and(
      inArray(studioLotteryDraw.status, ['DRAWN', 'SETTLED']),
      ofSeries(ref),
      province === undefined ? undefined : startsWith(drawIdPrefixOf(ref, province)),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: studioLotteryDraw.id,
          drawAt: studioLotteryDraw.drawAt,
          serverSeed: studioLotteryDraw.serverSeed,
          serverSeedHash: studioLotteryDraw.serverSeedHash,
          result: studioLotteryDraw.result,
        })
        .from(studioLotteryDraw)
        .where(where)
        .orderBy(desc(studioLotteryDraw.drawAt), desc(studioLotteryDraw.id))
        // A page past the reach is empty rather than a walk of the whole history.
        .limit(Math.max(0, Math.min(pageSize, resultsReach - (page - 1) * pageSize)))
        .offset((page - 1) * pageSize),
      db
        .select({ total: count() })
        .from(
          db
            .select({ id: studioLotteryDraw.id })
            .from(studioLotteryDraw)
            .where(where)
            .orderBy(desc(studioLotteryDraw.drawAt), desc(studioLotteryDraw.id))
            .limit(resultsReach)
            .as('reachable'),
        ),
    ]);
    return {
      results: rows.map((row) => {
        if (!row.result) throw new Error(`lottery draw ${row.id} is drawn without a result`);
        return {
          drawId: row.id,
          province: provinceOfDraw(row.id),
          drawAt: row.drawAt.getTime(),
          serverSeed: row.serverSeed,
          serverSeedHash: row.serverSeedHash,
          result: row.result,
        };
      }),
      page,
      pageSize,
      total: total?.total ?? 0,
    };
  },
});

export type LotteryReads = ReturnType<typeof createLotteryReads>;
