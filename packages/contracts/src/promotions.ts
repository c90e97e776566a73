import { z } from 'zod';
import { GAME_TYPES } from './games-lists.js';
import { PROMOTIONS } from './jurisdiction-lists.js';
import { PROOF_MAX_IMAGES, ProofImage } from './payments.js';

/*
 * Promotions (spec sections 1, 4 and 9; docs/promotions.md): operator-configured offers a member
 * applies for (MANUAL, with a remark and proof images, approved by an operator), claims (CLAIM, or
 * WAGER once a turnover target is met) or earns by a deposit. The reward is bonus money (cash, or
 * wagered in the BONUS wallet), points or lucky-draw tickets.
 */

/**
 * What a promotion pays (docs/promotions.md, "Rewards"): BONUS money (centavos; cash, or wagered
 * in the BONUS wallet), POINTS for the points mall, TICKETS of a lucky-draw game (`rewardGame`), or
 * FREE_SPINS: `rewardAmount` rounds of the slot `rewardGame` at `rewardBet` centavos each, funded
 * by the house, their wins paid as cash (docs/decisions/0020-free-spins.md).
 */
export const PROMOTION_REWARD_TYPES = ['BONUS', 'POINTS', 'TICKETS', 'FREE_SPINS'] as const;
export type PromotionRewardType = (typeof PROMOTION_REWARD_TYPES)[number];
/** Most lucky-draw tickets one promotion pays a member at a time. */
export const PROMOTION_MAX_TICKETS = 100;
/** Most free spins one promotion gives a member at a time. */
export const PROMOTION_MAX_FREE_SPINS = 200;
/** Largest bet per free spin, in centavos (R$ 100). */
export const PROMOTION_MAX_FREE_SPIN_BET = 10_000;
/** Reward types whose `rewardGame` names a game: a lucky-draw game, or a slot for free spins. */
const NAMES_A_GAME: ReadonlySet<PromotionRewardType> = new Set(['TICKETS', 'FREE_SPINS']);

/** Spec section 9: an activity remark holds at most 140 characters. */
export const PROMOTION_REMARK_MAX = 140;
/** What an operator's rejection reason may hold. */
export const PROMOTION_REASON_MAX = 200;

/**
 * How a member takes part: an application an operator approves (MANUAL), a claim paid at once
 * (CLAIM), or a PIX deposit credited (DEPOSIT: any deposit of at least `minDeposit`; FIRST_DEPOSIT:
 * the member's first deposit only), paid when the deposit is credited, or a wagering target (WAGER:
 * claimed once the member's valid turnover in the period, counted at the promotion's contributions,
 * reaches `minTurnover`).
 */
export const PROMOTION_ENTRIES = ['MANUAL', 'CLAIM', 'DEPOSIT', 'FIRST_DEPOSIT', 'WAGER'] as const;
export type PromotionEntry = (typeof PROMOTION_ENTRIES)[number];

/** How often a member may take part: once ever, or once a day (Brasília days). */
export const PROMOTION_PERIODS = ['ONCE', 'DAY'] as const;
export type PromotionPeriod = (typeof PROMOTION_PERIODS)[number];

/**
 * An application's state (docs/promotions.md, "States"): APPLYING waits for an operator; PAYING is
 * approved or claimed with its bonus being credited; REJECTED, ISSUED and CLAIMED are final.
 */
export const PROMOTION_APPLICATION_STATUSES = [
  'APPLYING',
  'PAYING',
  'REJECTED',
  'ISSUED',
  'CLAIMED',
] as const;
export type PromotionApplicationStatus = (typeof PROMOTION_APPLICATION_STATUSES)[number];

/** The spec's activity statuses a member sees (section 4); SIGNED has no promotion kind yet. */
export const PROMOTION_MEMBER_STATUSES = [
  'JOIN',
  'CLAIM',
  'APPLYING',
  'IN_PROCESS',
  'REJECTED',
  'ISSUED',
  'CLAIMED',
  'CLOSE',
  'COMING_SOON',
] as const;
export type PromotionMemberStatus = (typeof PROMOTION_MEMBER_STATUSES)[number];

/**
 * A bonus grant's state (docs/promotions.md, "The bonus wallet"): ACTIVE while it is wagered; it
 * ends CONVERTED (wagering met, the bonus moved to cash), FORFEITED_EXPIRED (its time ran out) or
 * FORFEITED_WITHDRAWAL (the member asked for a withdrawal while it was active).
 */
export const BONUS_GRANT_STATUSES = [
  'ACTIVE',
  'CONVERTED',
  'FORFEITED_EXPIRED',
  'FORFEITED_WITHDRAWAL',
] as const;
export type BonusGrantStatus = (typeof BONUS_GRANT_STATUSES)[number];

/**
 * A free-spin grant's state (docs/decisions/0020-free-spins.md): ACTIVE while spins are left;
 * USED when the last was placed (a rollback of one makes it ACTIVE again); EXPIRED when its time
 * ran out with spins left.
 */
export const FREE_SPIN_GRANT_STATUSES = ['ACTIVE', 'USED', 'EXPIRED'] as const;
export type FreeSpinGrantStatus = (typeof FREE_SPIN_GRANT_STATUSES)[number];

/** What a bet in each game type counts towards wagering, in percent (a type left out counts 0). */
export const BonusContributions = z.partialRecord(z.enum(GAME_TYPES), z.number().int().min(0).max(100));
export type BonusContributions = z.infer<typeof BonusContributions>;
/** The contributions a promotion gets when the operator names none. */
export const DEFAULT_BONUS_CONTRIBUTIONS: BonusContributions = {
  RNG: 100,
  FISH: 100,
  INHOUSE: 100,
  PVP: 100,
  ELOTT: 100,
  LOTT: 100,
  LIVE: 10,
  SPORTS: 50,
  ESPORTS: 50,
};
/** Most a promotion's wagering multiplier may be. */
export const BONUS_MAX_MULTIPLIER = 100;

/** A promotion's texts in one language; `terms` is HTML the server sanitises. */
export const PromotionText = z.object({
  title: z.string().trim().min(1).max(120),
  summary: z.string().trim().max(300).default(''),
  terms: z.string().max(20_000).default(''),
});
export type PromotionText = z.infer<typeof PromotionText>;

/** POST /ops/promotions (operator): creates a promotion or replaces the one with this code. */
export const SavePromotionRequest = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Z0-9_-]{2,40}$/u),
    /** The jurisdiction's promotion kind it belongs to: off in the profile, the promotion is hidden. */
    kind: z.enum(PROMOTIONS),
    entry: z.enum(PROMOTION_ENTRIES),
    period: z.enum(PROMOTION_PERIODS),
    /** BONUS: centavos credited; POINTS: points; TICKETS: tickets (at most PROMOTION_MAX_TICKETS). */
    rewardAmount: z.number().int().min(1).max(100_000_000),
    rewardType: z.enum(PROMOTION_REWARD_TYPES).default('BONUS'),
    /**
     * TICKETS: the lucky-draw game's code (an instant game: red envelope, prize wheel, golden egg);
     * FREE_SPINS: the slot's game code in the catalogue.
     */
    rewardGame: z
      .string()
      .trim()
      .regex(/^([A-Z0-9_-]{2,40})?$/u)
      .default(''),
    /** FREE_SPINS only (above 0 there, 0 otherwise): the bet of each free spin, in centavos. */
    rewardBet: z.number().int().min(0).max(PROMOTION_MAX_FREE_SPIN_BET).default(0),
    /** WAGER: the valid turnover (centavos, counted at `contributions`) that earns the reward. */
    minTurnover: z.number().int().min(0).max(100_000_000_000).default(0),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    /** An https or site-relative image address; empty, the site draws the card's artwork. */
    image: z
      .string()
      .trim()
      .max(500)
      .regex(/^((https:\/\/|\/)[^\s"'<>]*)?$/u)
      .default(''),
    enabled: z.boolean().default(true),
    sort: z.number().int().min(0).max(10_000).default(0),
    texts: z.object({ 'pt-BR': PromotionText, en: PromotionText, zh: PromotionText }),
    /**
     * 0: the reward is cash (MAIN). Above 0: the reward goes to the member's BONUS wallet and must
     * be wagered `rewardAmount × wageringMultiplier` centavos before it turns into cash.
     */
    wageringMultiplier: z.number().int().min(0).max(BONUS_MAX_MULTIPLIER).default(0),
    /** Largest single bet (centavos) while the bonus is wagered; 0: no cap. */
    maxBetWhileWagering: z.number().int().min(0).max(100_000_000).default(0),
    /** Days the member has to meet the wagering before the bonus is forfeited. */
    expiryDays: z.number().int().min(1).max(365).default(7),
    /** Percent of each bet counted, per game type. */
    contributions: BonusContributions.default(DEFAULT_BONUS_CONTRIBUTIONS),
    /** DEPOSIT and FIRST_DEPOSIT: the smallest credited deposit (centavos) that earns the reward. */
    minDeposit: z.number().int().min(0).max(100_000_000).default(0),
    /**
     * DEPOSIT and FIRST_DEPOSIT: 0, the reward is `rewardAmount`; above 0, it is this percent of
     * the credited deposit (floored), at most `rewardAmount`.
     */
    matchPercent: z.number().int().min(0).max(1_000).default(0),
    /** Eligibility: the lowest VIP level (0 = the first) a member must hold. */
    minVipLevel: z.number().int().min(0).max(100).default(0),
    /**
     * Eligibility: agents' account names; when any is given, only members in one of their teams
     * (at any depth) may take the promotion, and visitors do not see it.
     */
    agentLines: z.array(z.string().trim().toLowerCase().min(1).max(64)).max(50).default([]),
  })
  .refine((value) => Date.parse(value.endsAt) > Date.parse(value.startsAt), {
    path: ['endsAt'],
    message: 'endsAt must be after startsAt',
  })
  .refine((value) => (value.entry === 'WAGER') === value.minTurnover > 0, {
    path: ['minTurnover'],
    message: 'minTurnover is above 0 for a WAGER promotion and 0 for any other',
  })
  .refine((value) => NAMES_A_GAME.has(value.rewardType) === (value.rewardGame !== ''), {
    path: ['rewardGame'],
    message: 'rewardGame names the game of a TICKETS or FREE_SPINS reward, and only of one',
  })
  .refine((value) => (value.rewardType === 'FREE_SPINS') === value.rewardBet > 0, {
    path: ['rewardBet'],
    message: 'rewardBet is above 0 for a FREE_SPINS reward and 0 for any other',
  })
  .refine((value) => value.rewardType !== 'FREE_SPINS' || value.rewardAmount <= PROMOTION_MAX_FREE_SPINS, {
    path: ['rewardAmount'],
    message: `a FREE_SPINS reward gives at most ${PROMOTION_MAX_FREE_SPINS} spins`,
  })
  .refine((value) => value.rewardType !== 'FREE_SPINS' || value.wageringMultiplier === 0, {
    path: ['wageringMultiplier'],
    message: 'free spins pay their wins as cash: a FREE_SPINS reward takes no wagering multiplier',
  })
  .refine((value) => value.rewardType !== 'TICKETS' || value.rewardAmount <= PROMOTION_MAX_TICKETS, {
    path: ['rewardAmount'],
    message: `a TICKETS reward pays at most ${PROMOTION_MAX_TICKETS} tickets`,
  })
  .refine(
    (value) => value.rewardType === 'BONUS' || (value.wageringMultiplier === 0 && value.matchPercent === 0),
    {
      path: ['rewardType'],
      message: 'only a BONUS reward is wagered or matched to a deposit',
    },
  );
export type SavePromotionRequest = z.input<typeof SavePromotionRequest>;

/** A promotion as a member (or a visitor) sees it, in the caller's language. */
export const MemberPromotion = z.object({
  // A plain string: the shell checks this answer without zod (web wire schemas), which has no uuid.
  id: z.string(),
  code: z.string(),
  entry: z.enum(PROMOTION_ENTRIES),
  period: z.enum(PROMOTION_PERIODS),
  rewardAmount: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  image: z.string(),
  title: z.string(),
  summary: z.string(),
  status: z.enum(PROMOTION_MEMBER_STATUSES),
  /** What `rewardAmount` counts: centavos (BONUS), points, or tickets of `rewardGame`. */
  rewardType: z.enum(PROMOTION_REWARD_TYPES),
  rewardGame: z.string(),
  /** FREE_SPINS: the bet of each spin (centavos); 0 for other rewards. */
  rewardBet: z.number().int(),
  /** WAGER: the target, and the member's counted turnover in this period (null: not asked, or a visitor). */
  minTurnover: z.number().int(),
  turnover: z.number().int().nullable(),
  /** 0: paid as cash; above 0, a bonus to wager this many times before it turns into cash. */
  wageringMultiplier: z.number().int(),
  /** Deposit promotions: the smallest deposit and the match percent (0: a fixed reward). */
  minDeposit: z.number().int(),
  matchPercent: z.number().int(),
  /** The operator's reason when the member's application was rejected. */
  rejectReason: z.string().nullable(),
});
export type MemberPromotion = z.infer<typeof MemberPromotion>;

/** GET /wps/promotions (token optional): the promotions the profile allows, in force or coming. */
export const PromotionListResponse = z.object({ list: z.array(MemberPromotion) });
export type PromotionListResponse = z.infer<typeof PromotionListResponse>;

/** GET /wps/promotions/detail (token optional). */
export const PromotionDetailQuery = z.object({ id: z.uuid() });
export const PromotionDetail = MemberPromotion.extend({
  /** Sanitised HTML. */
  terms: z.string(),
  remarkMax: z.number().int(),
  proofMaxImages: z.number().int(),
  proofMaxBytes: z.number().int(),
});
export type PromotionDetail = z.infer<typeof PromotionDetail>;

/** POST /wps/promotions/apply (token): a MANUAL promotion's application. */
export const ApplyPromotionRequest = z.object({
  id: z.uuid(),
  remark: z.string().trim().max(PROMOTION_REMARK_MAX).default(''),
  proofs: z.array(ProofImage).max(PROOF_MAX_IMAGES).default([]),
});
export type ApplyPromotionRequest = z.input<typeof ApplyPromotionRequest>;

/** POST /wps/promotions/claim (token): a CLAIM promotion's reward, or a WAGER one's once its target is met, paid at once. */
export const ClaimPromotionRequest = z.object({ id: z.uuid() });

/** What apply and claim answer: the promotion with the member's status now. */
export const PromotionActionResponse = MemberPromotion;

/** An application as the back office lists it. */
export const OperatorPromotionApplication = z.object({
  id: z.uuid(),
  promotionId: z.uuid(),
  promotionCode: z.string(),
  memberId: z.uuid(),
  account: z.string(),
  status: z.enum(PROMOTION_APPLICATION_STATUSES),
  periodKey: z.string(),
  remark: z.string(),
  proofCount: z.number().int(),
  rewardAmount: z.number().int(),
  rejectReason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type OperatorPromotionApplication = z.infer<typeof OperatorPromotionApplication>;

/** GET /ops/promotions/applications (operator). */
export const OperatorApplicationsQuery = z.object({
  status: z.enum(PROMOTION_APPLICATION_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const OperatorApplicationsResponse = z.object({
  list: z.array(OperatorPromotionApplication),
  totalPages: z.number().int(),
});

/** POST /ops/promotions/applications/approve and /reject (operator). */
export const ApprovePromotionApplicationRequest = z.object({ id: z.uuid() });
export const RejectPromotionApplicationRequest = z.object({
  id: z.uuid(),
  reason: z.string().trim().min(1).max(PROMOTION_REASON_MAX),
});

/** A promotion as the back office lists it. */
export const OperatorPromotion = z.object({
  id: z.uuid(),
  code: z.string(),
  kind: z.enum(PROMOTIONS),
  entry: z.enum(PROMOTION_ENTRIES),
  period: z.enum(PROMOTION_PERIODS),
  rewardAmount: z.number().int(),
  rewardType: z.enum(PROMOTION_REWARD_TYPES),
  rewardGame: z.string(),
  rewardBet: z.number().int(),
  minTurnover: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  image: z.string(),
  enabled: z.boolean(),
  sort: z.number().int(),
  wageringMultiplier: z.number().int(),
  minDeposit: z.number().int(),
  matchPercent: z.number().int(),
  maxBetWhileWagering: z.number().int(),
  expiryDays: z.number().int(),
  contributions: z.record(z.string(), z.number().int()),
  minVipLevel: z.number().int(),
  agentLines: z.array(z.string()),
  /** Whether the deployment's profile lets this promotion's kind credit a bonus (shown to members). */
  allowed: z.boolean(),
});
export const OperatorPromotionsResponse = z.object({ list: z.array(OperatorPromotion) });
