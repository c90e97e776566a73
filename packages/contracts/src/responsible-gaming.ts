import { z } from 'zod';
import {
  LIMIT_AMOUNT_MAX,
  LIMIT_PERIODS,
  PAUSE_DURATIONS,
  PLAY_BREAK_KINDS,
  SELF_EXCLUSION_DURATIONS,
  LIMIT_KINDS,
} from './jurisdiction-lists.js';

/** A raise (or removal) of a limit waiting for its cool-down and the member's confirmation. */
export const PendingLimitRaise = z.object({
  /** The limit asked for; null: no limit at all. */
  amount: z.number().int().nullable(),
  requestedAt: z.string(),
  /** From this time the member may confirm it; until then the current limit holds. */
  dueAt: z.string(),
});
export type PendingLimitRaise = z.infer<typeof PendingLimitRaise>;

/**
 * One limit of the member: a kind over a calendar period. Money kinds in centavos; BET_COUNT in
 * bets; SESSION_TIME in minutes. `used` is what the period has used so far: deposits asked for
 * (charges paid or still payable), loss net of wins, stakes, bets (rolled-back bets excluded), or
 * whole minutes logged in (the member's sessions, overlapping ones counted once).
 */
export const PlayerLimit = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  /** The limit in force; null when none is set. */
  amount: z.number().int().nullable(),
  pending: PendingLimitRaise.nullable(),
  used: z.number().int(),
  /** When the period starts again (the next day, Monday or 1st, at midnight in the profile's zone). */
  resetsAt: z.string(),
});
export type PlayerLimit = z.infer<typeof PlayerLimit>;

/** GET /wps/member/limits (token): every kind and period, set or not. */
export const PlayerLimitsResponse = z.object({
  limits: z.array(PlayerLimit),
  coolDownHours: z.number().int(),
  timeZone: z.string(),
});
export type PlayerLimitsResponse = z.infer<typeof PlayerLimitsResponse>;

/**
 * POST /wps/member/limits (token): sets a limit. Lower than the one in force (or a first one): in
 * force at once. Higher, or null to remove it: stored as a pending raise, confirmed after the
 * cool-down. The same as in force: nothing changes. The amount's highest value depends on the kind
 * and period (`limitMaximum`: a session time at most the period's minutes), checked by the service.
 */
export const SetLimitRequest = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  amount: z.number().int().min(1).max(LIMIT_AMOUNT_MAX).nullable(),
});
export type SetLimitRequest = z.infer<typeof SetLimitRequest>;

/**
 * What a change did: in force now, waiting for its cool-down, nothing to change, or a pending
 * raise withdrawn (the limit in force stays).
 */
export const LIMIT_CHANGE_OUTCOMES = ['APPLIED', 'PENDING', 'UNCHANGED', 'CANCELLED'] as const;
export type LimitChangeOutcome = (typeof LIMIT_CHANGE_OUTCOMES)[number];
export const SetLimitResponse = PlayerLimitsResponse.extend({ outcome: z.enum(LIMIT_CHANGE_OUTCOMES) });
export type SetLimitResponse = z.infer<typeof SetLimitResponse>;

/** POST /wps/member/limits/confirm and /wps/member/limits/cancel (token): one pending raise. */
export const LimitRaiseRequest = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
});
export type LimitRaiseRequest = z.infer<typeof LimitRaiseRequest>;

/** A pause or a self-exclusion in force: from `startedAt` to `endsAt` (null: no end). */
export const PlayBreak = z.object({
  kind: z.enum(PLAY_BREAK_KINDS),
  duration: z.enum([...PAUSE_DURATIONS, ...SELF_EXCLUSION_DURATIONS]),
  startedAt: z.string(),
  endsAt: z.string().nullable(),
});
export type PlayBreak = z.infer<typeof PlayBreak>;

/**
 * GET /wps/member/pause and /wps/member/self-exclusion (token): the break in force (a pause, or
 * null), the lengths offered, and the balance (a self-exclusion is refused until it is withdrawn).
 */
export const PlayBreakStateResponse = z.object({
  active: PlayBreak.nullable(),
  durations: z.array(z.string()),
  balance: z.number().int(),
});
export type PlayBreakStateResponse = z.infer<typeof PlayBreakStateResponse>;

/** The login password confirms a break: typed by the member, checked like a login (throttled). */
const confirmingPassword = z.string().min(1).max(128);

/** POST /wps/member/pause (token): starts a pause of the chosen length, in force at once. */
export const StartPauseRequest = z.object({
  duration: z.enum(PAUSE_DURATIONS),
  password: confirmingPassword,
});
export type StartPauseRequest = z.infer<typeof StartPauseRequest>;

/** POST /wps/member/self-exclusion (token): closes the account for the chosen length, at once. */
export const StartSelfExclusionRequest = z.object({
  duration: z.enum(SELF_EXCLUSION_DURATIONS),
  password: confirmingPassword,
});
export type StartSelfExclusionRequest = z.infer<typeof StartSelfExclusionRequest>;

/**
 * GET /wps/member/session/summary (token): the reality check's figures for the caller's session
 * (Portaria SPA/MF 1.231/2024). Since the session started: stakes less refunds (`bets`), wins, and
 * `net` = wins − bets (negative when behind), in centavos. `nextCheckAt` is the next whole
 * multiple of the profile's interval counted from `startedAt`, after now; null when the profile
 * asks for no reality check.
 */
export const SessionSummaryResponse = z.object({
  startedAt: z.string(),
  elapsedSeconds: z.number().int(),
  bets: z.number().int(),
  wins: z.number().int(),
  net: z.number().int(),
  intervalMinutes: z.number().int(),
  nextCheckAt: z.string().nullable(),
});
export type SessionSummaryResponse = z.infer<typeof SessionSummaryResponse>;
