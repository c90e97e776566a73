import { z } from 'zod';
import { GAME_TYPES } from './games-lists.js';

/*
 * Missions (spec sections 2 and 7, issue 21; docs/missions.md): daily and weekly tasks a member
 * completes by playing or depositing, then claims for points or, where the jurisdiction profile
 * lets a promotion credit money, a cash bonus. The lists are here so the site and the server agree.
 */

/**
 * What a mission counts: WAGER the valid turnover (centavos) of settled rounds, of one game type or
 * any; DEPOSIT paid deposits (how many, each at least minAmount); ROUNDS settled rounds (how many,
 * each with a valid bet of at least minAmount, of one game type or any).
 */
export const MISSION_KINDS = ['WAGER', 'DEPOSIT', 'ROUNDS'] as const;
export type MissionKind = (typeof MISSION_KINDS)[number];

/** DAILY: a Brasília calendar day; WEEKLY: Monday 00:00 to the next Monday in Brasília. */
export const MISSION_PERIODS = ['DAILY', 'WEEKLY'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

/**
 * A member's mission in one period (docs/missions.md, "States"): IN_PROGRESS until the target is
 * reached, COMPLETED until claimed, CLAIMED once its reward is paid; EXPIRED when the claim window
 * closed first. CLAIMED and EXPIRED are final.
 */
export const MISSION_STATES = ['IN_PROGRESS', 'COMPLETED', 'CLAIMED', 'EXPIRED'] as const;
export type MissionState = (typeof MISSION_STATES)[number];

/** POINTS through the points mall (allowed wherever missions are); BONUS cash through the wallet. */
export const MISSION_REWARD_KINDS = ['POINTS', 'BONUS'] as const;
export type MissionRewardKind = (typeof MISSION_REWARD_KINDS)[number];

/** How many members the mission leaderboard shows. */
export const MISSION_LEADERBOARD_SIZE = 20;

/** A period's key: the Brasília day of a DAILY period, the Monday of a WEEKLY one. */
export const MISSION_PERIOD_KEY = /^\d{4}-\d{2}-\d{2}$/u;

const MissionName = z.string().trim().min(1).max(80);

/** POST /ops/missions (operator): creates a mission or replaces the one with this code. */
export const SaveMissionRequest = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Z0-9_-]{2,40}$/u),
    kind: z.enum(MISSION_KINDS),
    /** The game type whose rounds count (RNG: slots); null: every game. Never for DEPOSIT. */
    category: z.enum(GAME_TYPES).nullable().default(null),
    /** DEPOSIT: the least deposit that counts; ROUNDS: the least valid bet of a round that counts (centavos). */
    minAmount: z.number().int().min(1).max(100_000_000).nullable().default(null),
    /** Centavos of valid turnover (WAGER), deposits (DEPOSIT) or rounds (ROUNDS). */
    target: z.number().int().min(1).max(1_000_000_000),
    period: z.enum(MISSION_PERIODS),
    rewardKind: z.enum(MISSION_REWARD_KINDS),
    /** Points, or centavos of a BONUS. */
    rewardAmount: z.number().int().min(1).max(100_000_000),
    names: z.object({ PT: MissionName, EN: MissionName, CN: MissionName }),
    startsAt: z.iso.datetime({ offset: true }),
    /** Null: no end. */
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    enabled: z.boolean().default(true),
    sort: z.number().int().min(0).max(10_000).default(0),
  })
  .refine((value) => value.kind !== 'DEPOSIT' || value.category === null, {
    path: ['category'],
    message: 'a deposit mission counts no game type',
  })
  .refine((value) => value.kind !== 'WAGER' || value.minAmount === null, {
    path: ['minAmount'],
    message: 'a wager mission counts every valid bet',
  })
  .refine((value) => value.endsAt === null || Date.parse(value.endsAt) > Date.parse(value.startsAt), {
    path: ['endsAt'],
    message: 'endsAt must be after startsAt',
  });
export type SaveMissionRequest = z.input<typeof SaveMissionRequest>;

/** POST /ops/missions/disable (operator): hides a mission from now on; progress already made stays. */
export const DisableMissionRequest = z.object({ code: z.string().trim().min(2).max(40) });

/** A mission as the back office sees it. */
export const OperatorMission = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(MISSION_KINDS),
  category: z.enum(GAME_TYPES).nullable(),
  minAmount: z.number().int().nullable(),
  target: z.number().int(),
  period: z.enum(MISSION_PERIODS),
  rewardKind: z.enum(MISSION_REWARD_KINDS),
  rewardAmount: z.number().int(),
  names: z.object({ PT: z.string(), EN: z.string(), CN: z.string() }),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  enabled: z.boolean(),
  sort: z.number().int(),
});
export type OperatorMission = z.infer<typeof OperatorMission>;
export const OperatorMissionListResponse = z.object({ list: z.array(OperatorMission) });

/** A member's mission in one period, in the caller's language. */
export const MemberMission = z.object({
  // Plain strings: the site reads these answers with generated guards, which know no uuid.
  id: z.string(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(MISSION_KINDS),
  category: z.enum(GAME_TYPES).nullable(),
  minAmount: z.number().int().nullable(),
  period: z.enum(MISSION_PERIODS),
  periodKey: z.string(),
  target: z.number().int(),
  /** Never above the target. */
  progress: z.number().int(),
  state: z.enum(MISSION_STATES),
  rewardKind: z.enum(MISSION_REWARD_KINDS),
  rewardAmount: z.number().int(),
  /** When the period ends (ISO). */
  periodEndsAt: z.string(),
  /** Until when a completed mission may be claimed (ISO): the period's end and a grace after it. */
  claimableUntil: z.string(),
  /** Seconds until the period ends (0 for a past period's mission still claimable). */
  secondsLeft: z.number().int(),
});
export type MemberMission = z.infer<typeof MemberMission>;

/**
 * MCSFE_getMissionSummaryDetails (token): the missions of the current periods with the member's
 * progress, and completed ones of the periods just ended that may still be claimed.
 */
export const MissionSummaryResponse = z.object({
  list: z.array(MemberMission),
  /** How many may be claimed now: the badge of the missions menu item. */
  claimableCount: z.number().int(),
  serverTime: z.string(),
});
export type MissionSummaryResponse = z.infer<typeof MissionSummaryResponse>;

/** MCSFE_claimMissionReward (token): one mission of one period. */
export const ClaimMissionRequest = z.object({
  missionId: z.uuid(),
  periodKey: z.string().regex(MISSION_PERIOD_KEY),
});
export type ClaimMissionRequest = z.input<typeof ClaimMissionRequest>;

/** The claimed mission, and the member's points or cash balance after the reward. */
export const ClaimMissionResponse = z.object({
  mission: MemberMission,
  /** The member's points after a POINTS reward; null for a BONUS. */
  point: z.number().int().nullable(),
  /** The member's cash balance after a BONUS (centavos); null for POINTS. */
  balance: z.number().int().nullable(),
});
export type ClaimMissionResponse = z.infer<typeof ClaimMissionResponse>;

/** getMissionLeaderboard (token): the period's leaders by missions completed. */
export const MissionLeaderboardRequest = z.object({
  period: z.enum(MISSION_PERIODS).default('WEEKLY'),
});
export type MissionLeaderboardRequest = z.input<typeof MissionLeaderboardRequest>;

export const MissionLeaderboardRow = z.object({
  rank: z.number().int(),
  /** Masked as the winners board masks names (jo****01). */
  account: z.string(),
  /** Missions completed in the period (claimed or not). */
  completed: z.number().int(),
  /** Points the member's claimed missions of the period paid. */
  points: z.number().int(),
});
export type MissionLeaderboardRow = z.infer<typeof MissionLeaderboardRow>;

export const MissionLeaderboardResponse = z.object({
  period: z.enum(MISSION_PERIODS),
  periodKey: z.string(),
  periodEndsAt: z.string(),
  list: z.array(MissionLeaderboardRow),
  /** The caller's own line: rank null before their first completed mission of the period. */
  me: z.object({ rank: z.number().int().nullable(), completed: z.number().int(), points: z.number().int() }),
});
export type MissionLeaderboardResponse = z.infer<typeof MissionLeaderboardResponse>;
