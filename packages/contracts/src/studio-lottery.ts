import { z } from 'zod';

/**
 * The studio's lottery (docs/lottery.md): its game page's API under /studio/api/lottery. Amounts
 * are integer centavos (`…Minor`); times are epoch ms. A draw id is the draw's public key
 * (`VN-NORTH-20261130`, `ELOTT-FAST_3-1M-20261130-0001`). No page uses it yet.
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
