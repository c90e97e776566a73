import { z } from 'zod';
import {
  assertScoreboard,
  MAX_ODDS_E3,
  MIN_ODDS_E3,
  SportsbookInputError,
  type FeedMessage,
  type Scoreboard,
} from '../engine/index.js';

/**
 * A provider's message checked whole before the store reads any of it: the shapes of feed.ts, a
 * positive whole sequence, times that parse, odds on the engine's scale, boards the engine can read
 * (in-play-scoreboard.ts). What the store alone can judge (a fixture it knows, a market key the
 * engine settles, a result's version) it checks when it applies the message.
 */

// PostgreSQL stores no NUL character in text or jsonb: a message holding one could never be stored.
const Text = z
  .string()
  .min(1)
  .max(200)
  .refine((value) => !value.includes('\u0000'), 'holds a NUL character');
const Instant = z.string().refine((value) => Number.isFinite(Date.parse(value)), 'not an ISO 8601 time');
const Sport = z.enum(['FOOTBALL', 'BASKETBALL', 'TENNIS', 'ESPORTS']);
const Side = z.enum(['HOME', 'AWAY']);
const FixtureStatus = z.enum(['SCHEDULED', 'LIVE', 'FINISHED', 'POSTPONED', 'ABANDONED', 'CANCELLED']);
const PeriodKey = z
  .string()
  .regex(
    /^(FIRST_HALF|SECOND_HALF|EXTRA_TIME_FIRST_HALF|EXTRA_TIME_SECOND_HALF|PENALTIES|QUARTER_[1-4]|(OVERTIME|SET|MAP)_[1-9]\d?)$/,
    'not a period key',
  );

const ScoreboardSchema = z.unknown().transform((value, context): Scoreboard => {
  try {
    assertScoreboard(value);
    return value;
  } catch (error) {
    if (!(error instanceof SportsbookInputError)) throw error;
    context.addIssue({ code: 'custom', message: error.message });
    return z.NEVER;
  }
});

const Participant = z.object({ id: Text, name: Text, shortName: z.string().min(1).max(4) });

const MatchFormat = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('TIMED'),
    periods: z.number().int().min(1).max(8),
    periodMinutes: z.number().int().min(1).max(60),
    extraTime: z.boolean(),
  }),
  z.object({ kind: z.literal('SETS'), bestOf: z.union([z.literal(3), z.literal(5)]) }),
  z.object({
    kind: z.literal('MAPS'),
    bestOf: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(5)]),
    roundsToWinMap: z.number().int().min(1).nullable(),
  }),
]);

const MatchPhase = z.discriminatedUnion('status', [
  z.object({ status: z.literal('NOT_STARTED') }),
  z.object({ status: z.literal('IN_PERIOD'), period: PeriodKey }),
  z.object({ status: z.literal('BREAK'), after: PeriodKey }),
  z.object({ status: z.literal('ENDED') }),
]);

const Minute = z.number().int().min(0).max(200);

const LiveEvent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('GOAL'), side: Side, minute: Minute }),
  z.object({ kind: z.literal('CARD'), side: Side, minute: Minute, colour: z.enum(['YELLOW', 'RED']) }),
  z.object({ kind: z.literal('CORNER'), side: Side, minute: Minute }),
  z.object({ kind: z.literal('PERIOD_CHANGE'), phase: MatchPhase, minute: Minute.nullable() }),
  z.object({ kind: z.literal('SCORE_CHANGE'), side: Side, minute: Minute.nullable() }),
  z.object({ kind: z.literal('EVENT_CANCELLED'), cancelsSequence: z.number().int().positive() }),
]);

const Fixture = z.object({
  id: Text,
  competitionId: Text,
  sport: Sport,
  home: Participant,
  away: Participant,
  startsAt: Instant,
  format: MatchFormat,
  status: FixtureStatus,
  liveCoverage: z.boolean(),
});

const ProviderMarket = z.object({
  fixtureId: Text,
  marketKey: Text,
  status: z.enum(['OPEN', 'SUSPENDED', 'CLOSED']),
  selections: z
    .array(z.object({ key: Text, oddsE3: z.number().int().min(MIN_ODDS_E3).max(MAX_ODDS_E3).nullable() }))
    .min(1)
    .max(64),
});

const FeedResult = z.object({
  fixtureId: Text,
  sport: Sport,
  status: z.enum(['FINISHED', 'ABANDONED', 'CANCELLED']),
  scoreboard: ScoreboardSchema,
  version: z.number().int().positive(),
  retired: Side.optional(),
});

const Envelope = { sequence: z.number().int().positive().max(Number.MAX_SAFE_INTEGER), sentAt: Instant };

const FeedMessageSchema = z.discriminatedUnion('type', [
  z.object({ ...Envelope, type: z.literal('FIXTURE'), fixture: Fixture }),
  z.object({
    ...Envelope,
    type: z.literal('FIXTURE_STATUS'),
    fixtureId: Text,
    status: FixtureStatus,
    startsAt: Instant,
  }),
  z.object({
    ...Envelope,
    type: z.literal('LIVE_EVENT'),
    fixtureId: Text,
    event: LiveEvent,
    phase: MatchPhase,
    scoreboard: ScoreboardSchema,
  }),
  z.object({ ...Envelope, type: z.literal('MARKET'), market: ProviderMarket }),
  z.object({ ...Envelope, type: z.literal('RESULT'), result: FeedResult }),
  z.object({ ...Envelope, type: z.literal('RESULT_CORRECTED'), result: FeedResult, reason: Text }),
]);

export type CheckedMessage = { ok: true; message: FeedMessage } | { ok: false; reason: string };

/** The message as the engine's type, or why it is refused (the first problems, with their paths). */
export const checkFeedMessage = (value: unknown): CheckedMessage => {
  const parsed = FeedMessageSchema.safeParse(value);
  if (parsed.success) return { ok: true, message: parsed.data as FeedMessage };
  const reason = parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'message'}: ${issue.message}`)
    .join('; ');
  return { ok: false, reason: `MESSAGE_INVALID ${reason}` };
};

const MAX_KEPT_CHARS = 10_000;

/**
 * A refused message as the refusal record can keep it: JSON without NUL characters (PostgreSQL
 * refuses them) and at most 10 000 characters (a longer one is kept as its text, cut).
 */
export const storableMessage = (value: unknown): unknown => {
  try {
    const text = JSON.stringify(value) ?? 'null';
    if (text.length > MAX_KEPT_CHARS) return text.slice(0, MAX_KEPT_CHARS).replaceAll('\\u0000', '');
    return JSON.parse(text.replaceAll('\\u0000', '')) as unknown;
  } catch {
    return 'unreadable';
  }
};

/** A refusal's reason as stored: provider text in it (ids, keys) without NUL characters, cut to 500. */
export const storableReason = (reason: string): string => reason.replaceAll('\u0000', '').slice(0, 500);

/** The sequence a refused message carries, if it carries one the cursor can move past. */
export const sequenceOf = (value: unknown): number | null => {
  const sequence = (value as { sequence?: unknown } | null)?.sequence;
  return typeof sequence === 'number' && Number.isSafeInteger(sequence) && sequence > 0 ? sequence : null;
};
