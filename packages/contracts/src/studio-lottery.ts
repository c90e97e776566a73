import { z } from 'zod';
import { LocalisedGameNames } from './studio-names.js';

/**
 * The studio's lottery (docs/lottery.md): its game page's API under /studio/api/lottery. Amounts
 * are integer centavos (`…Minor`); times are epoch ms. A draw id is the draw's public key
 * (`VN-NORTH-20261130`, `SEA4D-20261202`, `ELOTT-FAST_3-1M-20261130-0001`).
 */
const Int = z.number().int();
const sessionId = z.string().trim().min(1).max(128);
const drawId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/u);

export const LOTTERY_VN_BET_TYPES = [
  'LO_2',
  'LO_3',
  'LO_4',
  'DE',
  'BA_CANG',
  'XIEN_2',
  'XIEN_3',
  'XIEN_4',
  'DAU',
  'DUOI',
] as const;
export const LOTTERY_ELOTT_SIDES = ['BIG', 'SMALL', 'ODD', 'EVEN'] as const;
export const LOTTERY_VN_REGIONS = ['NORTH', 'CENTRAL', 'SOUTH'] as const;
export const LOTTERY_ELOTT_GAMES = ['LUCKY_5', 'FAST_3', 'CAR_RACE_10'] as const;
export const LOTTERY_ELOTT_PERIODS = [1, 3, 5] as const;
export const LOTTERY_SEA_4D_SIZES = ['BIG', 'SMALL'] as const;
export const LOTTERY_SEA_4D_BET_KINDS = ['STRAIGHT', 'IBOX', 'PERM'] as const;
export const LOTTERY_SEA_4D_CATEGORIES = ['FIRST', 'SECOND', 'THIRD', 'STARTER', 'CONSOLATION'] as const;

const position = Int.min(1).max(10);
export const LotteryElottChoice = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('SUM_SIDE'), side: z.enum(LOTTERY_ELOTT_SIDES) }),
  z.object({ kind: z.literal('SUM_VALUE'), value: Int.min(0).max(45) }),
  z.object({ kind: z.literal('POSITION_SIDE'), position, side: z.enum(LOTTERY_ELOTT_SIDES) }),
  z.object({ kind: z.literal('POSITION_VALUE'), position, value: Int.min(0).max(10) }),
]);

/** A ticket's bet: a VN ticket (one bet type, lines of numbers, a stake per line) or one ELOTT choice. */
export const LotteryTicketBet = z.discriminatedUnion('product', [
  z.object({
    product: z.literal('VN'),
    betType: z.enum(LOTTERY_VN_BET_TYPES),
    lines: z
      .array(
        z
          .array(z.string().regex(/^\d{1,4}$/u))
          .min(1)
          .max(4),
      )
      .min(1)
      .max(1_000),
    stakePerLineMinor: Int.positive(),
  }),
  z.object({
    product: z.literal('SEA_4D'),
    number: z.string().regex(/^\d{4}$/u),
    size: z.enum(LOTTERY_SEA_4D_SIZES),
    kind: z.enum(LOTTERY_SEA_4D_BET_KINDS),
    /** STRAIGHT and IBOX cost this; PERM costs it once per ordering of the number's digits. */
    stakeMinor: Int.positive(),
  }),
  z.object({ product: z.literal('ELOTT'), choice: LotteryElottChoice, stakeMinor: Int.positive() }),
]);
export type LotteryTicketBet = z.infer<typeof LotteryTicketBet>;

export const LotteryBuyRequest = z.object({
  sessionId,
  /** The page's own id of this purchase: a repeat buys nothing more. */
  requestId: z.string().trim().min(8).max(64),
  drawId,
  bet: LotteryTicketBet,
});
export type LotteryBuyRequest = z.input<typeof LotteryBuyRequest>;

export const LOTTERY_TICKET_STATUSES = ['OPEN', 'WON', 'LOST', 'CANCELLED'] as const;
export const LotteryTicketStatus = z.enum(LOTTERY_TICKET_STATUSES);

export const LotteryTicket = z.object({
  id: z.string(),
  drawId: z.string(),
  bet: LotteryTicketBet,
  stakeMinor: Int,
  status: LotteryTicketStatus,
  /** What it paid (WON), 0 otherwise; a cancelled ticket's stake is refunded. */
  payoutMinor: Int,
  createdAt: Int,
});
export type LotteryTicket = z.infer<typeof LotteryTicket>;

export const LotteryBuyResponse = z.object({ ticket: LotteryTicket, balance: Int });
export type LotteryBuyResponse = z.infer<typeof LotteryBuyResponse>;

export const LotteryVerifyRequest = z.object({ drawId });
export type LotteryVerifyRequest = z.input<typeof LotteryVerifyRequest>;

/**
 * A drawn draw, recomputed: the seed revealed, the hash published before betting closed, the
 * stored result, and whether SHA-256(seed) is the hash and the result recomputed from the seed is
 * the stored one.
 */
export const LotteryVerifyResponse = z.object({
  drawId: z.string(),
  game: z.record(z.string(), z.unknown()),
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  result: z.record(z.string(), z.unknown()),
  verified: z.boolean(),
  /** Why not, when not verified: SERVER_SEED_MISMATCH or RESULT_MISMATCH. */
  mismatch: z.string().nullable(),
  drawAt: Int,
});
export type LotteryVerifyResponse = z.infer<typeof LotteryVerifyResponse>;

/**
 * One lottery game the studio lists: a VN region (its provinces drawing on their days), SEA 4D,
 * or one ELOTT fast game at one period length (minutes between draws).
 */
export const LotteryGameRef = z.discriminatedUnion('product', [
  z.object({ product: z.literal('VN'), region: z.enum(LOTTERY_VN_REGIONS) }),
  z.object({ product: z.literal('SEA_4D') }),
  z.object({
    product: z.literal('ELOTT'),
    game: z.enum(LOTTERY_ELOTT_GAMES),
    periodMinutes: z.union(LOTTERY_ELOTT_PERIODS.map((minutes) => z.literal(minutes))),
  }),
]);
export type LotteryGameRef = z.infer<typeof LotteryGameRef>;

/**
 * The game's prices, by product: VN odds × 1,000 per hit for each bet type of the region; SEA 4D's
 * prize table (return per unit staked × 1,000, per size and category); an ELOTT game's odds × 1,000
 * per choice (`sumValue` indexed by the sum).
 */
export const LotteryOddsTable = z.discriminatedUnion('product', [
  z.object({ product: z.literal('VN'), odds: z.record(z.enum(LOTTERY_VN_BET_TYPES), Int) }),
  z.object({
    product: z.literal('SEA_4D'),
    prizes: z.record(z.enum(LOTTERY_SEA_4D_SIZES), z.record(z.enum(LOTTERY_SEA_4D_CATEGORIES), Int)),
  }),
  z.object({
    product: z.literal('ELOTT'),
    odds: z.object({
      sumSide: z.record(z.enum(LOTTERY_ELOTT_SIDES), Int),
      sumValue: z.record(z.string(), Int),
      positionSide: z.record(z.enum(LOTTERY_ELOTT_SIDES), Int),
      positionValue: Int,
    }),
  }),
]);
export type LotteryOddsTable = z.infer<typeof LotteryOddsTable>;

/** What the lottery's page needs of the launched game (the session's `game`). */
export const LotteryGameInfo = z.object({
  kind: z.literal('lottery'),
  gameCode: z.string(),
  names: LocalisedGameNames,
  game: LotteryGameRef,
  /** Return to player of the game's headline bet at these prices, as a fraction. */
  rtp: z.number(),
  /** Betting on a draw closes this many seconds before it is drawn. */
  closeSecondsBefore: Int,
  minStakeMinor: Int,
  maxStakeMinor: Int,
  /** The most the house stands to pay on one number of one draw and market, all tickets together. */
  liabilityLimitMinor: Int,
  /** VN and SEA 4D: the most lines one ticket holds. */
  maxLines: Int,
  prices: LotteryOddsTable,
});
export type LotteryGameInfo = z.infer<typeof LotteryGameInfo>;

/**
 * The lottery launch's own fields (the product's lottery launch payload), read by the studio's
 * session from the launch address beside game, type, mode, token and lang:
 * - lottoArea: the lottery's area; VN, the only one offered.
 * - launchMode: LOTT, a lottery launch.
 * - lottoPrizeMode: the prize family the launch opens: LOTT (VN regional), ZY (the VN regional
 *   games too, the studio pricing them the same), SEA (SEA 4D) or ELOTT (the fast games); it must
 *   be the launched game's.
 * - lottoGameCode: the studio's code of the lottery game to open; when given with `game`, the two
 *   must be the same game.
 * - lottoView: the page's first view, the betting board of the game (betting) or the lottery's
 *   lobby (lobby, the default).
 * - device: the player's device as the platform names it (mobile, desktop…), for the page's layout.
 * - backUrl: where the page's back button leads (an http(s) address); absent, the page has none.
 */
export const LOTTERY_PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export const LOTTERY_VIEWS = ['betting', 'lobby'] as const;
/** The prize modes a launch may name for each product, its own first (VN's ZY is priced as LOTT). */
export const LOTTERY_PRIZE_MODES_OF: Record<
  LotteryGameRef['product'],
  readonly (typeof LOTTERY_PRIZE_MODES)[number][]
> = { VN: ['LOTT', 'ZY'], SEA_4D: ['SEA'], ELOTT: ['ELOTT'] };
export const LotteryLaunchFields = z.object({
  lottoArea: z.literal('VN').optional(),
  launchMode: z.literal('LOTT').optional(),
  lottoPrizeMode: z.enum(LOTTERY_PRIZE_MODES).optional(),
  lottoGameCode: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{2,8}-\d{1,6}$/u)
    .optional(),
  lottoView: z.enum(LOTTERY_VIEWS).optional(),
  device: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,16}$/u)
    .optional(),
  backUrl: z
    .string()
    .trim()
    .max(2_048)
    .regex(/^https?:\/\/[^\s]+$/u)
    .optional(),
});
export type LotteryLaunchFields = z.infer<typeof LotteryLaunchFields>;

/** The launch's lottery fields as the session answers them to the page (lottery games only). */
export const LotteryLaunch = z.object({
  prizeMode: z.enum(LOTTERY_PRIZE_MODES),
  view: z.enum(LOTTERY_VIEWS),
  device: z.string().nullable(),
  backUrl: z.string().nullable(),
});
export type LotteryLaunch = z.infer<typeof LotteryLaunch>;

const page = Int.min(1).max(10_000).default(1);
const pageSize = Int.min(1).max(100).default(20);

export const LotteryDrawsRequest = z.object({ sessionId });
export type LotteryDrawsRequest = z.input<typeof LotteryDrawsRequest>;

/** A draw whose betting is open: its hash is published before the close. */
export const LotteryOpenDraw = z.object({
  drawId: z.string(),
  closesAt: Int,
  drawAt: Int,
  serverSeedHash: z.string(),
  /**
   * VN: the province this draw is of (south and centre: its code in the draw id; north: the host
   * city that names the day's ticket); null otherwise.
   */
  province: z.string().nullable(),
  provinceName: z.string().nullable(),
});
export type LotteryOpenDraw = z.infer<typeof LotteryOpenDraw>;

export const LotteryDrawsResponse = z.object({ serverTime: Int, draws: z.array(LotteryOpenDraw) });
export type LotteryDrawsResponse = z.infer<typeof LotteryDrawsResponse>;

export const LotteryTicketsRequest = z.object({ sessionId, page, pageSize });
export type LotteryTicketsRequest = z.input<typeof LotteryTicketsRequest>;

/**
 * My tickets of the session's game, and the balance as the wallet holds it now: a settlement pays
 * in a job, not through the page, so the page's balance follows it from this answer.
 */
export const LotteryTicketsResponse = z.object({
  tickets: z.array(LotteryTicket),
  page: Int,
  pageSize: Int,
  total: Int,
  balance: Int,
});
export type LotteryTicketsResponse = z.infer<typeof LotteryTicketsResponse>;

export const LotteryResultsRequest = z.object({
  sessionId,
  /** VN south and centre: one province's draws only (its code, e.g. HCM). */
  province: z
    .string()
    .regex(/^[A-Z0-9_]{1,16}$/u)
    .optional(),
  page,
  pageSize,
});
export type LotteryResultsRequest = z.input<typeof LotteryResultsRequest>;

/** A drawn draw with its result and its seed revealed, to check against the hash published before. */
export const LotteryDrawResult = z.object({
  drawId: z.string(),
  province: z.string().nullable(),
  drawAt: Int,
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  result: z.record(z.string(), z.unknown()),
});
export type LotteryDrawResult = z.infer<typeof LotteryDrawResult>;

export const LotteryResultsResponse = z.object({
  results: z.array(LotteryDrawResult),
  page: Int,
  pageSize: Int,
  total: Int,
});
export type LotteryResultsResponse = z.infer<typeof LotteryResultsResponse>;

/** The operator's cancellation of a draw not yet drawn: every ticket on it is refunded. */
export const LotteryCancelRequest = z.object({
  drawId,
  /** Who asks (the back office's user): kept in the studio's log. */
  operator: z.string().trim().min(1).max(128),
  /** Why: kept in the studio's log. */
  reason: z.string().trim().min(1).max(500),
});
export type LotteryCancelRequest = z.input<typeof LotteryCancelRequest>;

export const LotteryCancelResponse = z.object({
  drawId: z.string(),
  status: z.string(),
  /** Tickets refunded by this call (0 on a repeat). */
  refunded: Int,
});
export type LotteryCancelResponse = z.infer<typeof LotteryCancelResponse>;

/** `POST /studio/api/lottery/operator/sea4d-special-draw`: a special 4D draw on a dated day. */
export const LotterySpecialDrawRequest = z.object({
  /** The Singapore calendar day of the draw, YYYYMMDD; it draws at 18:30 there. */
  date: z.string().regex(/^\d{8}$/u),
  operator: LotteryCancelRequest.shape.operator,
  reason: LotteryCancelRequest.shape.reason,
});
export type LotterySpecialDrawRequest = z.input<typeof LotterySpecialDrawRequest>;

export const LotterySpecialDrawResponse = z.object({
  drawId: z.string(),
  closesAt: Int,
  drawAt: Int,
  /** The hash of the draw's seed, published from now on. */
  serverSeedHash: z.string(),
  /** False when the draw existed already (a repeat, or a weekly draw day): nothing changed. */
  created: z.boolean(),
});
export type LotterySpecialDrawResponse = z.infer<typeof LotterySpecialDrawResponse>;
