import { z } from 'zod';

/*
 * Lucky draws (docs/lucky-draws.md; spec: "red envelope and prize-wheel tickets", the golden egg,
 * red envelope and prize wheel pages, POST MCS2_claimRafflePromotion): tickets earned by deposits
 * and valid turnover per Brasília day (or granted by an operator), each opened once for a prize
 * drawn with the provably fair scheme of docs/provably-fair.md; and a raffle whose winners are
 * drawn once at its end from a seed committed when it opened. Amounts are centavos.
 */

/** The instant games (one ticket → one draw) and the raffle (entries → winners at the end). */
export const LUCKY_DRAW_KINDS = ['RED_ENVELOPE', 'PRIZE_WHEEL', 'GOLDEN_EGG', 'RAFFLE'] as const;
export type LuckyDrawKind = (typeof LUCKY_DRAW_KINDS)[number];
export const LUCKY_INSTANT_KINDS = ['RED_ENVELOPE', 'PRIZE_WHEEL', 'GOLDEN_EGG'] as const;
export type LuckyInstantKind = (typeof LUCKY_INSTANT_KINDS)[number];

/**
 * A ticket: AVAILABLE until opened (DRAWN, its prize fixed), PAID once the prize is credited;
 * EXPIRED when not used in time. A raffle's ticket is an entry: AVAILABLE until the member claims
 * it into the draw (ENTERED). PAID, EXPIRED and ENTERED are final.
 */
export const LUCKY_TICKET_STATUSES = ['AVAILABLE', 'DRAWN', 'PAID', 'EXPIRED', 'ENTERED'] as const;
export type LuckyTicketStatus = (typeof LUCKY_TICKET_STATUSES)[number];

/** Where a ticket came from: the day's deposits, the day's valid turnover, an operator, a promotion. */
export const LUCKY_TICKET_SOURCES = ['DEPOSIT', 'TURNOVER', 'GRANT', 'PROMOTION'] as const;
export type LuckyTicketSource = (typeof LUCKY_TICKET_SOURCES)[number];

/** A raffle is OPEN (entries taken, seed committed) until its draw (DRAWN, seed revealed). */
export const LUCKY_RAFFLE_STATUSES = ['OPEN', 'DRAWN'] as const;
export type LuckyRaffleStatus = (typeof LUCKY_RAFFLE_STATUSES)[number];

/** The sum of a prize table's weights is at most this: floor(float × total) stays exact. */
export const LUCKY_TOTAL_WEIGHT_MAX = 1_000_000;

const Centavos = z.number().int().min(1).max(100_000_000);

/** One prize: cash (a BONUS through the wallet), points (the points mall), or nothing. */
const CashPrize = z.object({ type: z.literal('CASH'), amount: Centavos });
const PointsPrize = z.object({ type: z.literal('POINTS'), points: z.number().int().min(1).max(10_000_000) });
export const LuckyPrize = z.discriminatedUnion('type', [
  CashPrize,
  PointsPrize,
  z.object({ type: z.literal('NOTHING') }),
]);
export type LuckyPrize = z.infer<typeof LuckyPrize>;

/** One segment of a prize table: its prize and its weight (its chance is weight / total). */
export const LuckySegment = z.object({
  prize: LuckyPrize,
  weight: z.number().int().min(1).max(LUCKY_TOTAL_WEIGHT_MAX),
});
export type LuckySegment = z.infer<typeof LuckySegment>;

const GameName = z.string().trim().min(1).max(60);

/** How tickets are earned per Brasília day; a rule left null earns nothing. */
export const LuckyEarningRules = z.object({
  /** One ticket per this many centavos of paid deposits in the day. */
  depositPerTicket: Centavos.nullable(),
  /** One ticket per this many centavos of valid turnover in the day (decision 0017). */
  turnoverPerTicket: Centavos.nullable(),
  /** At most this many tickets per member and day from the rules (grants are not counted). */
  maxPerDay: z.number().int().min(1).max(1_000),
});
export type LuckyEarningRules = z.infer<typeof LuckyEarningRules>;

/** POST /ops/lucky-draws (operator): creates a game or replaces the one with this code. */
export const SaveLuckyGameRequest = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Z0-9_-]{2,40}$/u),
    kind: z.enum(LUCKY_DRAW_KINDS),
    names: z.object({ PT: GameName, EN: GameName, CN: GameName }),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    rules: LuckyEarningRules,
    /** A ticket not used this many days after it was earned expires. */
    ticketDays: z.number().int().min(1).max(90),
    /** Instant games: the prize table (2–12 segments, the wheel's slices in order). */
    segments: z.array(LuckySegment).max(12).default([]),
    /** Raffle: the prize of each winner, first place first (1–20). */
    places: z
      .array(z.discriminatedUnion('type', [CashPrize, PointsPrize]))
      .max(20)
      .default([]),
    enabled: z.boolean().default(true),
  })
  .strict()
  .superRefine((value, context) => {
    if (Date.parse(value.endsAt) <= Date.parse(value.startsAt)) {
      context.addIssue({ code: 'custom', path: ['endsAt'], message: 'after startsAt' });
    }
    if (value.kind === 'RAFFLE') {
      if (value.places.length === 0) context.addIssue({ code: 'custom', path: ['places'], message: '1–20' });
      if (value.segments.length > 0)
        context.addIssue({ code: 'custom', path: ['segments'], message: 'none' });
      return;
    }
    if (value.segments.length < 2) context.addIssue({ code: 'custom', path: ['segments'], message: '2–12' });
    if (value.places.length > 0) context.addIssue({ code: 'custom', path: ['places'], message: 'none' });
    const total = value.segments.reduce((sum, segment) => sum + segment.weight, 0);
    if (total > LUCKY_TOTAL_WEIGHT_MAX) {
      context.addIssue({
        code: 'custom',
        path: ['segments'],
        message: `weights ≤ ${LUCKY_TOTAL_WEIGHT_MAX}`,
      });
    }
  });
export type SaveLuckyGameRequest = z.input<typeof SaveLuckyGameRequest>;

export const LuckyGameNames = z.object({ PT: z.string(), EN: z.string(), CN: z.string() });

export const OperatorLuckyGame = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(LUCKY_DRAW_KINDS),
  names: LuckyGameNames,
  startsAt: z.string(),
  endsAt: z.string(),
  rules: LuckyEarningRules,
  ticketDays: z.number().int(),
  segments: z.array(LuckySegment),
  places: z.array(LuckyPrize),
  enabled: z.boolean(),
  /** Raffle: SHA-256 of the committed seed (published from the start). */
  serverSeedHash: z.string().nullable(),
  raffleStatus: z.enum(LUCKY_RAFFLE_STATUSES).nullable(),
});
export type OperatorLuckyGame = z.infer<typeof OperatorLuckyGame>;

export const OperatorLuckyGameListResponse = z.object({ games: z.array(OperatorLuckyGame) });
export type OperatorLuckyGameListResponse = z.infer<typeof OperatorLuckyGameListResponse>;

/** POST /ops/lucky-draws/grant (operator): tickets for one member, e.g. a compensation. */
export const GrantLuckyTicketsRequest = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Z0-9_-]{2,40}$/u),
    account: z.string().trim().min(1).max(64),
    count: z.number().int().min(1).max(100),
    /** Why (kept in the audit). */
    reason: z.string().trim().min(1).max(200),
  })
  .strict();
export type GrantLuckyTicketsRequest = z.infer<typeof GrantLuckyTicketsRequest>;

export const GrantLuckyTicketsResponse = z.object({ granted: z.number().int() });
export type GrantLuckyTicketsResponse = z.infer<typeof GrantLuckyTicketsResponse>;

/** The member's active seed pair: never the server seed, only its hash. */
export const LuckySeedPair = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next draw takes. */
  nonce: z.number().int(),
});
export type LuckySeedPair = z.infer<typeof LuckySeedPair>;

/** A retired pair, its server seed revealed, with the draws it served (nonces 0 … draws − 1). */
export const LuckyRevealedSeed = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  draws: z.number().int(),
  revealedAt: z.string(),
});
export type LuckyRevealedSeed = z.infer<typeof LuckyRevealedSeed>;

/** One opened ticket: the inputs and the drawn segment. */
export const LuckyDrawRecord = z.object({
  ticketId: z.string(),
  status: z.enum(LUCKY_TICKET_STATUSES),
  prizeIndex: z.number().int(),
  prize: LuckyPrize,
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  drawnAt: z.string(),
});
export type LuckyDrawRecord = z.infer<typeof LuckyDrawRecord>;

/**
 * GET /wps/member/lucky-draws/running: the kinds with a game open now (a raffle also while its
 * results are fresh) that the profile offers, so the menus list only lucky draws a member can play.
 */
export const LuckyRunningResponse = z.object({ kinds: z.array(z.enum(LUCKY_DRAW_KINDS)) });
export type LuckyRunningResponse = z.infer<typeof LuckyRunningResponse>;

export const LuckyGameQuery = z.object({ kind: z.enum(LUCKY_INSTANT_KINDS) });
export type LuckyGameQuery = z.infer<typeof LuckyGameQuery>;

/** GET /wps/member/lucky-draws?kind=: the game of that kind running now, the caller's tickets and draws. */
export const LuckyGameResponse = z.object({
  game: z
    .object({
      id: z.string(),
      code: z.string(),
      kind: z.enum(LUCKY_INSTANT_KINDS),
      names: LuckyGameNames,
      endsAt: z.string(),
      rules: LuckyEarningRules,
      segments: z.array(LuckySegment),
    })
    .nullable(),
  /** Tickets the caller may open now, soonest to expire first. */
  tickets: z.array(z.object({ id: z.string(), source: z.enum(LUCKY_TICKET_SOURCES), expiresAt: z.string() })),
  seed: LuckySeedPair,
  revealed: z.array(LuckyRevealedSeed),
  history: z.array(LuckyDrawRecord),
});
export type LuckyGameResponse = z.infer<typeof LuckyGameResponse>;

/** POST /wps/member/lucky-draws/open: one ticket (the one named, or the soonest to expire). */
export const OpenLuckyTicketRequest = z
  .object({ kind: z.enum(LUCKY_INSTANT_KINDS), ticketId: z.uuid().optional() })
  .strict();
export type OpenLuckyTicketRequest = z.infer<typeof OpenLuckyTicketRequest>;

export const OpenLuckyTicketResponse = z.object({
  draw: LuckyDrawRecord,
  /** The cash balance after a cash prize; null when no cash moved. */
  balance: z.number().int().nullable(),
  seed: LuckySeedPair,
});
export type OpenLuckyTicketResponse = z.infer<typeof OpenLuckyTicketResponse>;

/** POST /wps/member/lucky-draws/seed: reveal the server seed and start a new pair. */
export const RotateLuckySeedRequest = z
  .object({
    clientSeed: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/u)
      .optional(),
  })
  .strict();
export type RotateLuckySeedRequest = z.infer<typeof RotateLuckySeedRequest>;

export const RotateLuckySeedResponse = z.object({ revealed: LuckyRevealedSeed, seed: LuckySeedPair });
export type RotateLuckySeedResponse = z.infer<typeof RotateLuckySeedResponse>;

/** POST /wps/member/lucky-draws/verify: recompute one of the caller's draws from a revealed seed. */
export const VerifyLuckyDrawRequest = z
  .object({ ticketId: z.uuid(), serverSeed: z.string().regex(/^[0-9a-f]{64}$/u) })
  .strict();
export type VerifyLuckyDrawRequest = z.infer<typeof VerifyLuckyDrawRequest>;

export const VerifyLuckyDrawResponse = z.object({
  /** SHA-256(serverSeed) equals the hash shown before the draw. */
  hashMatches: z.boolean(),
  /** The segment HMAC-SHA256(serverSeed, clientSeed:nonce:0) picks over the weights. */
  prizeIndex: z.number().int(),
  /** The recomputed segment is the one drawn. */
  matches: z.boolean(),
  float: z.number(),
  hmac: z.string(),
});
export type VerifyLuckyDrawResponse = z.infer<typeof VerifyLuckyDrawResponse>;

/** One raffle winner as members see it: the account masked. */
export const LuckyRaffleWinner = z.object({
  place: z.number().int(),
  account: z.string(),
  prize: LuckyPrize,
  /** The caller's own win. */
  mine: z.boolean(),
});
export type LuckyRaffleWinner = z.infer<typeof LuckyRaffleWinner>;

/** GET /wps/member/lucky-draws/raffle: the current (or last drawn) raffle and the caller's entries. */
export const LuckyRaffleResponse = z.object({
  raffle: z
    .object({
      id: z.string(),
      code: z.string(),
      names: LuckyGameNames,
      startsAt: z.string(),
      endsAt: z.string(),
      status: z.enum(LUCKY_RAFFLE_STATUSES),
      rules: LuckyEarningRules,
      places: z.array(LuckyPrize),
      /** Published when the raffle opened. */
      serverSeedHash: z.string(),
      /** Revealed after the draw. */
      serverSeed: z.string().nullable(),
      /** After the draw: the hash of the entry list the winners were drawn over. */
      clientSeed: z.string().nullable(),
      totalEntries: z.number().int(),
      winners: z.array(LuckyRaffleWinner),
    })
    .nullable(),
  /** The caller's entries in the draw, and those earned but not yet claimed into it. */
  entries: z.number().int(),
  claimable: z.number().int(),
});
export type LuckyRaffleResponse = z.infer<typeof LuckyRaffleResponse>;

/** POST MCS2_claimRafflePromotion: claims every earned entry into the current raffle. */
export const ClaimRaffleResponse = z.object({
  claimed: z.number().int(),
  entries: z.number().int(),
  serverSeedHash: z.string(),
});
export type ClaimRaffleResponse = z.infer<typeof ClaimRaffleResponse>;
