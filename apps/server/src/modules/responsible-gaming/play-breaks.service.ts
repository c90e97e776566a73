import {
  PAUSE_DURATIONS,
  SELF_EXCLUSION_DURATIONS,
  type PlayBreak,
  type PlayBreakKind,
  type PlayBreakStateResponse,
  type StartPauseRequest,
  type StartSelfExclusionRequest,
} from '@platform/contracts';
import { AppError, isAppError } from '@platform/server-kit';
import type { AuditService } from '../audit/index.js';
import { breakEnd } from './breaks.js';
import type { PlayBreakRow, ResponsibleGamingRepository } from './responsible-gaming.repository.js';
import type { RequestMeta } from './responsible-gaming.service.js';

/** What breaks need from accounts (which alone reads passwords and ends sessions) and the wallet. */
export type PlayBreakAccounts = {
  /** The login password, checked like a login: throttled, `incorrect-password` or `too-many-requests`. */
  confirmPassword(memberId: string, password: string, ip: string): Promise<void>;
  /** The member's CPF on file, or null. */
  cpfOf(memberId: string): Promise<string | null>;
  /** Ends every session and remember-me token of the member. */
  endSessions(memberId: string): Promise<void>;
};

const toPlayBreak = (row: PlayBreakRow): PlayBreak => ({
  kind: row.kind,
  duration: row.duration,
  startedAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
});

/**
 * Pauses and self-exclusions (docs/responsible-gaming.md). Held where money moves, never here
 * alone: bets by player_bet_refusal, deposit charges by payments, both under the member's limits
 * lock; logins and new accounts by accounts, which asks `selfExclusionOf` and `isCpfSelfExcluded`.
 * Here: reading them, and starting one once the member's password confirms it. Nothing ends one
 * early; every request to start one is audited, refused ones too.
 */
export const createPlayBreakService = (deps: {
  repository: ResponsibleGamingRepository;
  accounts: PlayBreakAccounts;
  audit: Pick<AuditService, 'record'>;
  /** The member's balance over every wallet (centavos). */
  balanceOf(memberId: string): Promise<number>;
  now?: () => Date;
}) => {
  const { repository, accounts, audit } = deps;
  const now = deps.now ?? (() => new Date());

  /** The break of this kind in force, the latest if several. */
  const activeOf = async (memberId: string, kind: PlayBreakKind): Promise<PlayBreakRow | null> =>
    (await repository.breaksOf(memberId, now())).find((row) => row.kind === kind) ?? null;

  const stateOf = async (
    memberId: string,
    kind: PlayBreakKind,
    durations: readonly string[],
  ): Promise<PlayBreakStateResponse> => {
    const [active, balance] = await Promise.all([activeOf(memberId, kind), deps.balanceOf(memberId)]);
    return { active: active ? toPlayBreak(active) : null, durations: [...durations], balance };
  };

  const start = async (
    memberId: string,
    kind: PlayBreakKind,
    input: StartPauseRequest | StartSelfExclusionRequest,
    meta: RequestMeta,
  ): Promise<void> => {
    const action = kind === 'PAUSE' ? 'pause.start' : 'self-exclusion.start';
    const record = (result: 'ok' | 'refused', detail: Record<string, unknown>) =>
      audit.record({
        action,
        result,
        memberId,
        ip: meta.ip,
        userAgent: meta.userAgent,
        detail: { duration: input.duration, ...detail },
      });
    // The slow password check runs before the member's lock is taken, never while holding it.
    try {
      await accounts.confirmPassword(memberId, input.password, meta.ip);
    } catch (error) {
      if (isAppError(error)) await record('refused', { reason: error.code });
      throw error;
    }
    const startsAt = now();
    const endsAt = breakEnd(input.duration, startsAt);
    const refusal = await repository.startBreak({
      memberId,
      kind,
      duration: input.duration,
      cpf: kind === 'SELF_EXCLUSION' ? await accounts.cpfOf(memberId) : null,
      startsAt,
      endsAt,
    });
    if (refusal) {
      await record('refused', { reason: refusal });
      throw new AppError(refusal);
    }
    await record('ok', { startsAt: startsAt.toISOString(), endsAt: endsAt?.toISOString() ?? null });
  };

  return {
    /** GET /wps/member/pause: the pause in force, if any, and the lengths offered. */
    pauseOf: (memberId: string) => stateOf(memberId, 'PAUSE', PAUSE_DURATIONS),

    /** GET /wps/member/self-exclusion: the lengths offered and the balance to withdraw first. */
    selfExclusionStateOf: (memberId: string) => stateOf(memberId, 'SELF_EXCLUSION', SELF_EXCLUSION_DURATIONS),

    /** Starts a pause: bets and deposit charges are refused until it ends; login and withdrawals stay. */
    async startPause(
      memberId: string,
      input: StartPauseRequest,
      meta: RequestMeta,
    ): Promise<PlayBreakStateResponse> {
      await start(memberId, 'PAUSE', input, meta);
      return stateOf(memberId, 'PAUSE', PAUSE_DURATIONS);
    },

    /**
     * Starts a self-exclusion, refused while money is left or on its way: the account closes at
     * once (every session ends) and stays closed until the end chosen, or for good.
     */
    async startSelfExclusion(
      memberId: string,
      input: StartSelfExclusionRequest,
      meta: RequestMeta,
    ): Promise<PlayBreakStateResponse> {
      await start(memberId, 'SELF_EXCLUSION', input, meta);
      // After the commit: a session opened meanwhile either sees the exclusion when it is opened
      // (accounts checks again after storing it) or was stored before this, and ends here.
      await accounts.endSessions(memberId);
      return stateOf(memberId, 'SELF_EXCLUSION', SELF_EXCLUSION_DURATIONS);
    },

    /** The self-exclusion in force for the member (for login): its end, null when it has none. */
    async selfExclusionOf(memberId: string): Promise<{ endsAt: Date | null } | null> {
      const row = await activeOf(memberId, 'SELF_EXCLUSION');
      return row ? { endsAt: row.endsAt } : null;
    },

    /** Whether a self-exclusion in force was taken with this CPF (registration, a first CPF). */
    isCpfSelfExcluded: (cpf: string) => repository.isCpfSelfExcluded(cpf, now()),
  };
};

export type PlayBreakService = ReturnType<typeof createPlayBreakService>;
