import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  LIMIT_RAISE_COOL_DOWN_HOURS,
  type LimitChangeOutcome,
  type LimitKind,
  type LimitPeriod,
  limitAmountProblem,
  type LimitRaiseRequest,
  type PlayerLimit,
  type PlayerLimitsResponse,
  type SetLimitRequest,
  type SetLimitResponse,
  type SupportedLanguage,
} from '@platform/contracts';
import { AppError, createInstanceCache, fieldIssue, fieldsRejected } from '@platform/server-kit';
import type { AuditAction, AuditService } from '../audit/index.js';
import { decideLimitChange, periodWindow, type StoredLimit } from './limits.js';
import type { PlayerLimitRow, ResponsibleGamingRepository } from './responsible-gaming.repository.js';

/** What a member's play used over Brasília days, from the wallet's day rows (centavos; bets). */
export type PlayUsage = { wagered: number; lost: number; bets: number };

/**
 * Where usage comes from, wired in the module: the wallet's day sums, payments' charges and
 * accounts' sessions.
 */
export type UsageSources = {
  playOf(memberId: string, fromDay: string, toDay: string): Promise<PlayUsage>;
  /** Deposits asked for since `from`: charges paid, or still payable. */
  depositsOf(memberId: string, from: Date): Promise<number>;
  /** Seconds logged in between `from` and `until`, overlapping sessions once (member_session_seconds). */
  sessionSecondsOf(memberId: string, from: Date, until: Date): Promise<number>;
};

/**
 * How long an instance trusts its reading of a member's session time: every authenticated request
 * asks, and a minute more of play past a limit is the price of not running the SQL each time.
 */
export const SESSION_TIME_CACHE_MS = 60_000;
const SESSION_TIME_CACHE_ENTRIES = 100_000;

export type RequestMeta = { ip: string; userAgent: string; language: SupportedLanguage };

const storedOf = (row: PlayerLimitRow): StoredLimit => ({
  amount: row.amount,
  pending:
    row.pendingDueAt && row.pendingRequestedAt
      ? { amount: row.pendingAmount, requestedAt: row.pendingRequestedAt, dueAt: row.pendingDueAt }
      : null,
});

const noPending = { pendingAmount: null, pendingRequestedAt: null, pendingDueAt: null };

type Settled =
  | { refusal: 'limit-raise-not-found' }
  | { refusal: 'limit-raise-not-due'; dueAt: Date }
  | { detail: Record<string, unknown> };
type Changed = { outcome: LimitChangeOutcome; detail: Record<string, unknown> };

/**
 * Player limits (docs/responsible-gaming.md): deposit, loss net of wins, amount wagered and number
 * of bets, per calendar day, week and month. Enforced where the money moves, never here alone:
 * bets by player_bet_refusal in the statement (or transaction) that posts them, deposits when a
 * charge is opened (payments), both under the member's limits lock. Here: reading them with their
 * usage, and changing them — lower at once, higher only after the cool-down and a confirmation.
 * Every request to change one is audited, refused ones too.
 */
export const createResponsibleGamingService = (deps: {
  repository: ResponsibleGamingRepository;
  usage: UsageSources;
  audit: Pick<AuditService, 'record'>;
  /** The profile's time zone, reported with the limits (days are Brasília's; decision 0014). */
  timeZone: () => Promise<string>;
  now?: () => Date;
}) => {
  const { repository, usage, audit } = deps;
  const now = deps.now ?? (() => new Date());
  // Per instance: when a member's session time next needs reading, and what it said.
  const sessionTime = createInstanceCache<{ resetsAt: Date } | null>({
    maxEntries: SESSION_TIME_CACHE_ENTRIES,
    now: () => now().getTime(),
  });

  const limitsOf = async (memberId: string): Promise<PlayerLimitsResponse> => {
    const at = now();
    const [rows, timeZone] = await Promise.all([repository.limitsOf(memberId), deps.timeZone()]);
    const stored = new Map(rows.map((row) => [`${row.kind}:${row.period}`, storedOf(row)]));
    const windows = new Map(LIMIT_PERIODS.map((period) => [period, periodWindow(period, at)]));
    const used = new Map(
      await Promise.all(
        LIMIT_PERIODS.map(async (period) => {
          const window = windows.get(period)!;
          const [play, deposited, sessionSeconds] = await Promise.all([
            usage.playOf(memberId, window.fromDay, window.toDay),
            usage.depositsOf(memberId, window.from),
            usage.sessionSecondsOf(memberId, window.from, at),
          ]);
          return [period, { ...play, deposited, sessionSeconds }] as const;
        }),
      ),
    );
    const usedOf = (kind: LimitKind, period: LimitPeriod): number => {
      const sums = used.get(period)!;
      switch (kind) {
        case 'DEPOSIT':
          return sums.deposited;
        case 'LOSS':
          // Net of wins: a period in profit has used none of its loss limit.
          return Math.max(0, sums.lost);
        case 'WAGER':
          return sums.wagered;
        case 'BET_COUNT':
          return sums.bets;
        case 'SESSION_TIME':
          // Whole minutes, like the limit: used up once they reach it.
          return Math.floor(sums.sessionSeconds / 60);
        default: {
          const unknown: never = kind;
          throw new Error(`unknown limit kind ${String(unknown)}`);
        }
      }
    };
    const limits: PlayerLimit[] = LIMIT_KINDS.flatMap((kind) =>
      LIMIT_PERIODS.map((period) => {
        const limit = stored.get(`${kind}:${period}`);
        return {
          kind,
          period,
          amount: limit?.amount ?? null,
          pending: limit?.pending
            ? {
                amount: limit.pending.amount,
                requestedAt: limit.pending.requestedAt.toISOString(),
                dueAt: limit.pending.dueAt.toISOString(),
              }
            : null,
          used: usedOf(kind, period),
          resetsAt: windows.get(period)!.resetsAt.toISOString(),
        };
      }),
    );
    return { limits, coolDownHours: LIMIT_RAISE_COOL_DOWN_HOURS, timeZone };
  };

  const record = (
    action: AuditAction,
    memberId: string,
    meta: RequestMeta,
    result: 'ok' | 'refused',
    detail: Record<string, unknown>,
  ) => audit.record({ action, result, memberId, ip: meta.ip, userAgent: meta.userAgent, detail });

  const answer = async (memberId: string, outcome: LimitChangeOutcome): Promise<SetLimitResponse> => ({
    ...(await limitsOf(memberId)),
    outcome,
  });

  /** A confirmation or a cancellation of a pending raise: refused (and audited) when none waits. */
  const settlePending = async (
    memberId: string,
    input: LimitRaiseRequest,
    meta: RequestMeta,
    how: 'confirm' | 'cancel',
  ): Promise<SetLimitResponse> => {
    const action = how === 'confirm' ? 'limit.raise-confirm' : 'limit.raise-cancel';
    const at = now();
    const settled = await repository.change<Settled>({ memberId, ...input }, (current) => {
      const pending = current ? storedOf(current).pending : null;
      if (!current || !pending) return { row: 'keep', result: { refusal: 'limit-raise-not-found' } };
      if (how === 'confirm' && at < pending.dueAt) {
        return { row: 'keep', result: { refusal: 'limit-raise-not-due', dueAt: pending.dueAt } };
      }
      const detail = { from: current.amount, to: pending.amount, dueAt: pending.dueAt.toISOString() };
      if (how === 'cancel') return { row: { ...current, ...noPending }, result: { detail } };
      // A confirmed removal leaves no limit at all.
      const row = pending.amount === null ? null : { ...current, amount: pending.amount, ...noPending };
      return { row, result: { detail } };
    });
    if ('refusal' in settled) {
      const dueAt = 'dueAt' in settled ? settled.dueAt.toISOString() : undefined;
      await record(action, memberId, meta, 'refused', { ...input, reason: settled.refusal, dueAt });
      throw new AppError(settled.refusal, dueAt ? { value: { dueAt } } : {});
    }
    if (input.kind === 'SESSION_TIME') sessionTime.delete(memberId);
    await record(action, memberId, meta, 'ok', { ...input, ...settled.detail });
    return answer(memberId, how === 'confirm' ? 'APPLIED' : 'CANCELLED');
  };

  return {
    /** Every kind and period, set or not, with what its current period has used. */
    limitsOf,

    /**
     * Sets a limit: a first or lower one is in force at once (dropping a pending raise); a higher
     * one, or none (amount null), waits LIMIT_RAISE_COOL_DOWN_HOURS and then for `confirmRaise`.
     */
    async setLimit(memberId: string, input: SetLimitRequest, meta: RequestMeta): Promise<SetLimitResponse> {
      const tooBig = limitAmountProblem(input.kind, input.period, input.amount);
      if (tooBig)
        throw fieldsRejected([fieldIssue('amount', tooBig.messageKey, meta.language, tooBig.values)]);
      const at = now();
      const { outcome, detail } = await repository.change<Changed>(
        { memberId, kind: input.kind, period: input.period },
        (current) => {
          const change = decideLimitChange(current ? storedOf(current) : null, input.amount, at);
          const from = current?.amount ?? null;
          switch (change.type) {
            case 'APPLY':
              return {
                row: {
                  memberId,
                  kind: input.kind,
                  period: input.period,
                  amount: change.amount,
                  ...noPending,
                },
                result: { outcome: 'APPLIED', detail: { from, to: change.amount } },
              };
            case 'REQUEST_RAISE':
              return {
                row: {
                  ...current!,
                  pendingAmount: change.amount,
                  pendingRequestedAt: change.requestedAt,
                  pendingDueAt: change.dueAt,
                },
                result: {
                  outcome: 'PENDING',
                  detail: { from, to: change.amount, dueAt: change.dueAt.toISOString() },
                },
              };
            case 'UNCHANGED':
              return { row: 'keep', result: { outcome: 'UNCHANGED', detail: { from } } };
            default: {
              const unknown: never = change;
              throw new Error(`unknown limit change ${JSON.stringify(unknown)}`);
            }
          }
        },
      );
      // This instance sees a new time limit at once; others within SESSION_TIME_CACHE_MS.
      if (input.kind === 'SESSION_TIME') sessionTime.delete(memberId);
      const action: AuditAction = outcome === 'PENDING' ? 'limit.raise-request' : 'limit.set';
      await record(action, memberId, meta, 'ok', {
        kind: input.kind,
        period: input.period,
        outcome,
        ...detail,
      });
      return answer(memberId, outcome);
    },

    /** Puts a pending raise in force once its cool-down has passed (`limit-raise-not-due` before). */
    confirmRaise: (memberId: string, input: LimitRaiseRequest, meta: RequestMeta) =>
      settlePending(memberId, input, meta, 'confirm'),

    /** Withdraws a pending raise; the limit in force stays. */
    cancelRaise: (memberId: string, input: LimitRaiseRequest, meta: RequestMeta) =>
      settlePending(memberId, input, meta, 'cancel'),

    /**
     * Whether the member's session time is used up (session_time_refusal): null while every
     * SESSION_TIME limit has time left, otherwise when the member may play again. `cached`: the
     * answer of this instance's last reading within SESSION_TIME_CACHE_MS (for every request of a
     * session); a login or a resume reads afresh. A refusal is never trusted past its reset.
     */
    async sessionTimeRefusalOf(
      memberId: string,
      { cached }: { cached: boolean },
    ): Promise<{ resetsAt: Date } | null> {
      if (cached) {
        const known = sessionTime.get(memberId);
        if (known !== undefined) return known;
      }
      const at = now();
      const resetsAt = await repository.sessionTimeRefusal(memberId, at);
      const until = Math.min(at.getTime() + SESSION_TIME_CACHE_MS, resetsAt?.getTime() ?? Infinity);
      return sessionTime.set(memberId, resetsAt ? { resetsAt } : null, until);
    },

    /** The deposit limits in force, each with the start of its current period (for payments). */
    async depositLimitsOf(
      memberId: string,
    ): Promise<Array<{ period: LimitPeriod; amount: number; from: Date }>> {
      const at = now();
      return (await repository.limitsOf(memberId))
        .filter((row) => row.kind === 'DEPOSIT')
        .map((row) => ({ period: row.period, amount: row.amount, from: periodWindow(row.period, at).from }));
    },
  };
};

export type ResponsibleGamingService = ReturnType<typeof createResponsibleGamingService>;
