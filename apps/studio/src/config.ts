import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { booleanFlag } from '@platform/server-kit';
import { FAIR_GAME_KINDS } from '@platform/contracts';

// Defaults are anchored at the repository root so the studio behaves the same from any directory.
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

const httpUrl = z
  .string()
  .regex(/^https?:\/\//, 'must start with http:// or https://')
  .transform((value) => value.replace(/\/+$/u, ''));

/** The most an in-house game may keep: 20 % (the fair core refuses more). */
const MAX_HOUSE_EDGE_BP = 2_000;

/**
 * STUDIO_HOUSE_EDGES: `game=basis points` pairs, comma-separated (`dice=150,plinko=200`), for the
 * in-house games; a game left out keeps its default (1 %, Double its classic ×2/×14 wheel).
 */
const EDGE_GAMES = [...FAIR_GAME_KINDS, 'crash'] as const;
type EdgeGame = (typeof EDGE_GAMES)[number];
const houseEdges = z
  .string()
  .trim()
  .transform((value, ctx): Partial<Record<EdgeGame, number>> => {
    const edges: Partial<Record<EdgeGame, number>> = {};
    for (const entry of value.split(',').map((part) => part.trim())) {
      const [, game, bp] = /^([a-z]+)=(\d{1,4})$/.exec(entry) ?? [];
      const kind = EDGE_GAMES.find((known) => known === game);
      const edge = Number(bp);
      if (!kind || kind in edges || !(edge <= MAX_HOUSE_EDGE_BP)) {
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}": each entry is game=bp once, game one of ${EDGE_GAMES.join(', ')}, bp 0–${MAX_HOUSE_EDGE_BP}`,
        });
        return z.NEVER;
      }
      edges[kind] = edge;
    }
    return edges;
  });

/**
 * The studio's environment: a server of its own, beside the platform, that reaches the platform
 * only through the seamless wallet (docs/ARCHITECTURE.md). Invalid values stop start-up with a
 * clear message (see loadStudioConfig).
 */
export const StudioConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  STUDIO_HOST: z.string().min(1).default('0.0.0.0'),
  STUDIO_PORT: z.coerce.number().int().min(0).max(65535).default(3100),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The studio's PostgreSQL database; when absent, the embedded PGlite under STUDIO_DATA_DIR. */
  STUDIO_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  STUDIO_DATA_DIR: z.string().min(1).default(`${repositoryRoot}data/studio`),
  /** Where the game pages were built (apps/studio/web, `npm run build`). */
  STUDIO_WEB_DIST: z.string().min(1).default(`${repositoryRoot}apps/studio/dist/web`),
  /** The platform's seamless wallet (its base address, e.g. http://127.0.0.1:3000). */
  PLATFORM_URL: httpUrl.default('http://127.0.0.1:3000'),
  /**
   * The pages that may frame the game page (Content-Security-Policy frame-ancestors), and post
   * to it: the platform's public address(es), comma-separated. Unset: any.
   */
  PLATFORM_ORIGINS: z
    .string()
    .transform((value) => value.split(',').map((entry) => entry.trim().replace(/\/+$/u, '')))
    .pipe(
      z.array(z.string().regex(/^https?:\/\/[^/]+$/u, 'each must be an origin such as https://site.example')),
    )
    .optional(),
  /** The studio's vendor code at the platform, and the secret both sides sign the wallet calls with. */
  STUDIO_VENDOR_CODE: z
    .string()
    .regex(/^[A-Z0-9_]{2,32}$/u)
    .default('STUDIO'),
  STUDIO_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 32`)'),
  /** House edges of the in-house games, in basis points (see houseEdges). */
  STUDIO_HOUSE_EDGES: houseEdges.default({}),
  /** Crash's timing (docs/studio-crash.md); its house edge is in STUDIO_HOUSE_EDGES. */
  STUDIO_CRASH_BETTING_MS: z.coerce.number().int().min(10).max(60_000).default(6_000),
  STUDIO_CRASH_PAUSE_MS: z.coerce.number().int().min(0).max(60_000).default(3_000),
  /** How fast the multiplier grows: e^(rate · ms); the standard curve doubles about every 11.6 s. */
  STUDIO_CRASH_GROWTH: z.coerce.number().positive().max(0.01).default(0.00006),
  /**
   * The sportsbook's simulated matches (docs/sportsbook.md): match minutes per real minute (6
   * plays a match, break included, in 17.5 minutes), and the margin in basis points (500: the
   * implied probabilities of a market add up to 105 %).
   */
  STUDIO_SPORTS_SPEED: z.coerce.number().min(1).max(60).default(6),
  STUDIO_SPORTS_MARGIN_BP: z.coerce.number().int().min(0).max(3_000).default(500),
  /** The bet builder's margin in basis points, laid proportionally on its fair price (1 000: 10 %). */
  STUDIO_SPORTS_BUILDER_MARGIN_BP: z.coerce.number().int().min(0).max(3_000).default(1_000),
  /** Minutes between two kick-off slots of the simulated programme (each slot holds 3 matches). */
  STUDIO_SPORTS_SLOT_MINUTES: z.coerce
    .number()
    .min(0.25)
    .max(24 * 60)
    .default(10),
  /** Kept from a cash-out's fair value, in basis points (500: 95 % of it is paid). */
  STUDIO_SPORTS_CASH_OUT_MARGIN_BP: z.coerce.number().int().min(0).max(2_000).default(500),
  /** The most the open bets on one selection may stand to return together, in centavos. */
  STUDIO_SPORTS_LIABILITY_LIMIT: z.coerce.number().int().positive().default(100_000_000),
  /**
   * The same on one market of an event (every selection of it) and on one event (every market of
   * it), in centavos: R$ 2.500.000 and R$ 5.000.000 by default, so a busy match's main market
   * can take several selections' worth before it stops.
   */
  STUDIO_SPORTS_MARKET_LIABILITY_LIMIT: z.coerce.number().int().positive().default(250_000_000),
  STUDIO_SPORTS_EVENT_LIABILITY_LIMIT: z.coerce.number().int().positive().default(500_000_000),
  /**
   * The key of the studio's operator API (/studio/api/sportsbook/operator/…: suspensions), sent
   * in x-operator-key. Unset: the operator API refuses every call.
   */
  STUDIO_OPERATOR_KEY: z
    .string()
    .min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 32`)')
    .optional(),
  /**
   * The secret each simulated match's seed (its result) is an HMAC under; every instance must hold
   * the same. Unset: derived from STUDIO_SECRET, which the platform knows too, so production sets
   * one of the studio's own.
   */
  STUDIO_SPORTS_SEED_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 32`)')
    .optional(),
  /**
   * Where football's events, prices and results come from (docs/sportsbook.md, "How a real feed
   * plugs in"): `simulation`, the built-in book computed in memory (the default); or
   * `simulated-feed`, the simulation sent as a provider's stream, stored by the feed consumer and
   * answered by the feed book from the database, so the provider path runs without a provider.
   */
  STUDIO_SPORTS_FEED: z.enum(['simulation', 'simulated-feed']).default('simulation'),
  /**
   * The simulated feed's origin (ISO 8601): its stream starts there and its sequences count from
   * it, so every instance must hold the same value; required with STUDIO_SPORTS_FEED=simulated-feed.
   * Changing it starts a new stream: empty the feed's tables first (its cursor would not fit).
   */
  STUDIO_SPORTS_FEED_ORIGIN: z.iso.datetime({ offset: true }).optional(),
  /**
   * Whether the studio serves its lottery (docs/lottery.md): its games launchable in the published
   * catalogue, its draws created and settled by the jobs, its routes answered, its page
   * (web/src/games/lottery/) playing every game. Off by default: a deployment turns it on where the
   * lottery is offered (the browser tests do, e2e/playwright.config.ts).
   */
  STUDIO_LOTTERY_PUBLISHED: booleanFlag.default(false),
  /**
   * The lottery (docs/lottery.md): betting on a VN draw closes this many minutes before it (0 to a
   * day less a minute), on a SEA 4D draw likewise, and on an ELOTT draw this many seconds before
   * it (less than the shortest period, a minute).
   */
  STUDIO_LOTTERY_VN_CLOSE_MINUTES: z.coerce.number().int().min(0).max(1_439).default(15),
  STUDIO_LOTTERY_SEA4D_CLOSE_MINUTES: z.coerce.number().int().min(0).max(1_439).default(30),
  STUDIO_LOTTERY_ELOTT_CLOSE_SECONDS: z.coerce.number().int().min(0).max(59).default(10),
  /**
   * Tests only: 0 (the default) draws the VN regions on their real daily schedule; N draws every
   * region (the day's provinces) every N minutes of the Vietnamese day, betting closing
   * STUDIO_LOTTERY_ELOTT_CLOSE_SECONDS before each draw, so a browser test sees a VN draw happen.
   * N must divide a day (1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30 or 60), so periods never straddle two days.
   */
  STUDIO_LOTTERY_VN_TEST_PERIOD_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(60)
    .refine((minutes) => (24 * 60) % Math.max(minutes, 1) === 0, { message: 'must divide a day (1440)' })
    .default(0),
  /** A ticket's smallest and largest cost, in centavos (R$ 1 and R$ 10.000 by default). */
  STUDIO_LOTTERY_MIN_STAKE: z.coerce.number().int().positive().default(100),
  STUDIO_LOTTERY_MAX_STAKE: z.coerce.number().int().positive().default(1_000_000),
  /**
   * The most the house stands to pay on one number of one draw and market, all tickets together,
   * in centavos (R$ 500.000 by default): a ticket that would pass it is refused.
   */
  STUDIO_LOTTERY_LIABILITY_LIMIT: z.coerce.number().int().positive().default(50_000_000),
  /** The ELOTT fast games' return to player in basis points: every bet is priced from its chance at it. */
  STUDIO_LOTTERY_ELOTT_RTP_BP: z.coerce.number().int().min(5_000).max(9_999).default(9_800),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** Whether this instance runs the queue's jobs (round recovery); see the platform's JOB_WORKERS. */
  JOB_WORKERS: booleanFlag.default(true),
  JOB_POLL_MS: z.coerce.number().int().min(500).max(60_000).default(2_000),
});

export type StudioConfig = z.infer<typeof StudioConfigSchema>;

/** What one setting alone cannot say: the simulated feed needs its origin; a lottery stake range. */
const CheckedStudioConfigSchema = StudioConfigSchema.refine(
  (config) => config.STUDIO_SPORTS_FEED !== 'simulated-feed' || config.STUDIO_SPORTS_FEED_ORIGIN,
  {
    path: ['STUDIO_SPORTS_FEED_ORIGIN'],
    message: 'is required with STUDIO_SPORTS_FEED=simulated-feed (e.g. 2026-11-29T12:00:00Z)',
  },
).refine((config) => config.STUDIO_LOTTERY_MIN_STAKE <= config.STUDIO_LOTTERY_MAX_STAKE, {
  path: ['STUDIO_LOTTERY_MAX_STAKE'],
  message: 'must be at least STUDIO_LOTTERY_MIN_STAKE',
});

export class StudioConfigError extends Error {}

/** Empty strings count as unset, so `FOO= npm start` behaves like leaving FOO out. */
export const loadStudioConfig = (env: NodeJS.ProcessEnv = process.env): StudioConfig => {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = CheckedStudioConfigSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new StudioConfigError(`Invalid studio configuration:\n${lines.join('\n')}`);
};
