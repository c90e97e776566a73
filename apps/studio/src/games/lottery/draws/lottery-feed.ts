import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  LOTTERY_PRIZE_MODES_OF,
  VENDOR_LOTTERY_HISTORY,
  type LotteryNextDraw,
  type LotteryOpenedDraw,
  type LotteryPrizeRow,
  type VendorLotteryFeed,
  type VendorLotteryHistory,
} from '@platform/contracts';
import type { Db } from '../../../db/client.js';
import { LOTTERY_LISTED, listedLotteryGameOf } from '../../../catalogue/lottery-list.js';
import { VN_PROVINCES, type LotteryResult } from '../engine/index.js';
import { drawIdPrefixOf, provinceOfDraw } from './lottery-reads.js';
import { studioLotteryDraw } from './lottery.tables.js';

/**
 * How long an instance answers the same feed. An ELOTT game draws every minute; a platform reads
 * the feed every few seconds at most, so this bounds the feed's reads to 26 small queries a period.
 */
const FEED_MAX_AGE_MS = 5_000;
/** Draws read to find the latest draw time's provinces (the south draws at most four a day). */
const LATEST_READ = 8;

/** A drawn result as rows of numbers a page shows (LotteryPrizeRow). */
export const prizeRowsOf = (drawn: LotteryResult): LotteryPrizeRow[] => {
  switch (drawn.product) {
    case 'VN':
      return drawn.result.prizes.map((row) => ({ prize: row.prize, numbers: [...row.numbers] }));
    case 'SEA_4D':
      return [
        { prize: 'FIRST', numbers: [drawn.result.first] },
        { prize: 'SECOND', numbers: [drawn.result.second] },
        { prize: 'THIRD', numbers: [drawn.result.third] },
        { prize: 'STARTER', numbers: [...drawn.result.starters] },
        { prize: 'CONSOLATION', numbers: [...drawn.result.consolations] },
      ];
    case 'ELOTT':
      return [{ prize: 'RESULT', numbers: drawn.result.values.map(String) }];
    default: {
      const unknown: never = drawn;
      throw new Error(`unknown lottery result ${JSON.stringify(unknown)}`);
    }
  }
};

const startsWith = (prefix: string) => sql`starts_with(${studioLotteryDraw.id}, ${prefix})`;

type DrawnRow = { id: string; drawAt: Date; result: LotteryResult | null };

const openedOf = (row: DrawnRow): LotteryOpenedDraw => {
  if (!row.result) throw new Error(`lottery draw ${row.id} is drawn without a result`);
  const province = provinceOfDraw(row.id);
  return {
    drawId: row.id,
    drawAt: row.drawAt.getTime(),
    province,
    provinceName: province === null ? null : VN_PROVINCES[province].name,
    prizes: prizeRowsOf(row.result),
  };
};

/**
 * The lottery's published results (docs/lottery.md, "Published results"): every listed lottery
 * game with the prize modes a launch may name, its next open draw and its latest opened draws,
 * and one game's last draws. Public and read-only, like the catalogue: drawn numbers and revealed
 * seeds are public once drawn, and no seed of an undrawn draw is ever read here.
 */
export const createLotteryFeed = (deps: { db: Db; now: () => number }) => {
  const { db } = deps;
  const drawn = (prefix: string, limit: number) =>
    db
      .select({
        id: studioLotteryDraw.id,
        drawAt: studioLotteryDraw.drawAt,
        result: studioLotteryDraw.result,
      })
      .from(studioLotteryDraw)
      .where(and(inArray(studioLotteryDraw.status, ['DRAWN', 'SETTLED']), startsWith(prefix)))
      .orderBy(desc(studioLotteryDraw.drawAt), asc(studioLotteryDraw.id))
      .limit(limit);

  const nextDraw = async (prefix: string, now: number): Promise<LotteryNextDraw | null> => {
    const [row] = await db
      .select({
        id: studioLotteryDraw.id,
        closesAt: studioLotteryDraw.closesAt,
        drawAt: studioLotteryDraw.drawAt,
      })
      .from(studioLotteryDraw)
      .where(
        and(
          eq(studioLotteryDraw.status, 'SCHEDULED'),
          gt(studioLotteryDraw.closesAt, new Date(now)),
          startsWith(prefix),
        ),
      )
      .orderBy(asc(studioLotteryDraw.closesAt), asc(studioLotteryDraw.id))
      .limit(1);
    return row ? { drawId: row.id, closesAt: row.closesAt.getTime(), drawAt: row.drawAt.getTime() } : null;
  };

  const build = async (): Promise<VendorLotteryFeed> => {
    const now = deps.now();
    const games = [];
    // One game after another: the embedded database has one connection anyway.
    for (const listed of LOTTERY_LISTED) {
      const prefix = drawIdPrefixOf(listed.ref);
      const rows = await drawn(prefix, LATEST_READ);
      const latestAt = rows[0]?.drawAt.getTime();
      games.push({
        gameCode: listed.gameCode,
        gameType: listed.gameType,
        prizeModes: [...LOTTERY_PRIZE_MODES_OF[listed.ref.product]],
        game: listed.ref,
        nextDraw: await nextDraw(prefix, now),
        opened: rows.filter((row) => row.drawAt.getTime() === latestAt).map(openedOf),
      });
    }
    return { serverTime: now, games };
  };

  let kept: { until: number; feed: Promise<VendorLotteryFeed> } | null = null;
  return {
    /** The feed, built at most once per FEED_MAX_AGE_MS per instance (callers share one build). */
    feed(): Promise<VendorLotteryFeed> {
      const now = deps.now();
      if (kept && kept.until > now) return kept.feed;
      const feed = build();
      kept = { until: now + FEED_MAX_AGE_MS, feed };
      feed.catch(() => {
        if (kept?.feed === feed) kept = null;
      });
      return feed;
    },
    /** A listed lottery game's last opened draws, newest first; null for any other code. */
    async history(gameCode: string): Promise<VendorLotteryHistory | null> {
      const listed = listedLotteryGameOf(gameCode);
      if (!listed) return null;
      const rows = await drawn(drawIdPrefixOf(listed.ref), VENDOR_LOTTERY_HISTORY);
      return { serverTime: deps.now(), gameCode, opened: rows.map(openedOf) };
    },
  };
};

export type LotteryFeed = ReturnType<typeof createLotteryFeed>;
