import { REMEMBER_ME_DAYS, type LoginResponse, type LoginType } from '@platform/contracts';
import type { Principal } from '../../plugins/route-registry.js';
import { AppError } from '@platform/server-kit';
import type { AccountsDeps, RequestMeta } from './accounts.context.js';
import type { MemberRow } from './accounts.repository.js';
import { figuresOf, toMemberInfo } from './member-info.js';
import { generateSessionToken, hashSessionToken } from './session-token.js';

// Writing last_seen_at on every request would turn each read into a write; a minute's precision
// is plenty for a 30-minute idle rule.
const TOUCH_INTERVAL_MS = 60_000;

export type OpenSessionInput = {
  member: MemberRow;
  loginType: LoginType | 'register' | 'freeplay' | 'resume';
  rememberMe: boolean;
  passwordExpired: boolean;
  /** Whether the login IP has passed a second factor (or needs none) and counts as registered. */
  ipVerified: boolean;
  meta: RequestMeta;
};

export const createSessionService = (deps: AccountsDeps) => {
  const { repository } = deps;
  const idleMs = deps.sessionIdleMinutes * 60_000;
  const maxMs = deps.sessionMaxHours * 3_600_000;

  const insertToken = async (input: {
    memberId: string;
    kind: 'session' | 'remember';
    lifetimeMs: number;
    loginType: string;
    linkedSessionId?: string;
    meta: RequestMeta;
  }) => {
    const token = generateSessionToken();
    const row = await repository.insertSession({
      memberId: input.memberId,
      kind: input.kind,
      tokenHash: hashSessionToken(token),
      linkedSessionId: input.linkedSessionId ?? null,
      loginType: input.loginType,
      ip: input.meta.ip,
      userAgent: input.meta.userAgent.slice(0, 512),
      expiresAt: new Date(deps.now().getTime() + input.lifetimeMs),
    });
    return { token, id: row.id };
  };

  const service = {
    /**
     * Opens a session (and a remember-me token when asked) and answers as login does. Records the
     * login IP and the first-login flag on the way.
     */
    async openSession(input: OpenSessionInput): Promise<LoginResponse> {
      const { member, meta } = input;
      const session = await insertToken({
        memberId: member.id,
        kind: 'session',
        lifetimeMs: maxMs,
        loginType: input.loginType,
        meta,
      });
      const remember = input.rememberMe
        ? await insertToken({
            memberId: member.id,
            kind: 'remember',
            lifetimeMs: REMEMBER_ME_DAYS * 86_400_000,
            loginType: input.loginType,
            linkedSessionId: session.id,
            meta,
          })
        : null;
      // Asked after the session is stored: a self-exclusion committed before this reading is seen
      // here, and one committed after it ends this session with the member's others.
      const exclusion = await deps.selfExclusionOf(member.id);
      if (exclusion) {
        await repository.revokeSession(session.id);
        if (remember) await repository.revokeSession(remember.id);
        throw new AppError('self-excluded', { value: { endsAt: exclusion.endsAt?.toISOString() ?? null } });
      }
      await repository.recordLoginIp(member.id, meta.ip, input.ipVerified);
      await repository.updateMember(member.id, { lastLoginAt: deps.now() });
      const whitelabel = await deps.settings.getSetting('whitelabel');
      return {
        token: session.token,
        firstTimeLogin: member.lastLoginAt === null,
        passwordExpired: input.passwordExpired,
        userInfo: toMemberInfo(member, whitelabel, await figuresOf(member, meta.language, deps)),
        rememberToken: remember?.token ?? null,
      };
    },

    /**
     * Resolves a token to its caller, or null when unknown, revoked, expired, idle or locked out.
     * The call counts as activity (the idle time starts again) unless `touch` is false: a page's
     * background poll must not keep an idle session open. A member whose session-time limit is
     * used up (read at most once a minute per instance) has the session ended here, audited, and
     * gets 401 `session-time-limit-reached` with when the period starts again.
     */
    async authenticate(
      token: string,
      { touch = true, ip = '', userAgent = '' }: { touch?: boolean; ip?: string; userAgent?: string } = {},
    ): Promise<Principal | null> {
      if (token.length > 128) return null;
      const session = await repository.findLiveSession(hashSessionToken(token));
      if (!session || session.status !== 'ACTIVE') return null;
      const idleFor = deps.now().getTime() - session.lastSeenAt.getTime();
      if (idleFor > idleMs) {
        await repository.revokeSession(session.sessionId);
        return null;
      }
      const timeUp = await deps.sessionTimeRefusalOf(session.memberId, { cached: true });
      if (timeUp) {
        const resetsAt = timeUp.resetsAt.toISOString();
        // Requests racing here all end the one session; the first to end it records why.
        if (await repository.revokeSession(session.sessionId)) {
          await deps.audit.record({
            action: 'session.end',
            result: 'ok',
            memberId: session.memberId,
            account: session.account,
            ip,
            userAgent,
            detail: { reason: 'session-time-limit-reached', resetsAt },
          });
        }
        throw new AppError('session-time-limit-reached', { value: { resetsAt }, endsSession: true });
      }
      if (touch && idleFor > TOUCH_INTERVAL_MS) await repository.touchSession(session.sessionId);
      return {
        sessionId: session.sessionId,
        memberId: session.memberId,
        account: session.account,
        type: session.type,
      };
    },

    /** When the caller's session opened: the reality check counts its time and play from here. */
    async startedAt(principal: Pick<Principal, 'sessionId'>): Promise<Date> {
      const started = await repository.sessionStartedAt(principal.sessionId);
      if (!started) throw new AppError('unauthorized');
      return started;
    },

    /** Seconds the member was logged in between two times, overlapping sessions once (a time limit's usage). */
    secondsLoggedIn: (memberId: string, from: Date, until: Date): Promise<number> =>
      repository.sessionSeconds(memberId, from, until),

    /** Ends every session and remember-me token of the member (a self-exclusion closing the account). */
    endAll: (memberId: string): Promise<void> => repository.revokeAllSessions(memberId),

    /** Ends the session and the remember-me token that opened it. */
    async logout(principal: Principal | null, meta: RequestMeta): Promise<null> {
      if (!principal) throw new AppError('unauthorized');
      await repository.revokeSession(principal.sessionId);
      await deps.audit.record({
        action: 'logout',
        result: 'ok',
        memberId: principal.memberId,
        account: principal.account,
        ip: meta.ip,
        userAgent: meta.userAgent,
      });
      return null;
    },

    /**
     * A remember-me token opens a fresh session. The token is single use: it is replaced by a new
     * one, so a stolen copy stops working the next time the owner comes back.
     */
    async resume(rememberToken: string, meta: RequestMeta): Promise<LoginResponse> {
      const remembered = await repository.findLiveSession(hashSessionToken(rememberToken), 'remember');
      const refuse = async (reason: string) => {
        await deps.audit.record({
          action: 'session.resume',
          result: 'refused',
          memberId: remembered?.memberId ?? null,
          account: remembered?.account ?? null,
          ip: meta.ip,
          userAgent: meta.userAgent,
          detail: { reason },
        });
        return new AppError('unauthorized');
      };
      if (!remembered) throw await refuse('unknown-or-expired');
      if (remembered.status !== 'ACTIVE') throw await refuse('account-locked');
      const member = await repository.findMemberById(remembered.memberId);
      if (!member) throw await refuse('unknown-member');
      // As at login: no new session while the member's session time is used up. The remember-me
      // token is kept (it may open a session once the period starts again).
      const timeUp = await deps.sessionTimeRefusalOf(member.id, { cached: false });
      if (timeUp) {
        const resetsAt = timeUp.resetsAt.toISOString();
        await refuse('session-time-limit-reached');
        throw new AppError('session-time-limit-reached', { value: { resetsAt }, endsSession: true });
      }
      await repository.revokeSession(remembered.sessionId);
      if (remembered.linkedSessionId) await repository.revokeSession(remembered.linkedSessionId);
      const response = await service.openSession({
        member,
        loginType: 'resume',
        rememberMe: true,
        passwordExpired: false,
        ipVerified: await repository.isIpVerified(member.id, meta.ip),
        meta,
      });
      await deps.audit.record({
        action: 'session.resume',
        result: 'ok',
        memberId: member.id,
        account: member.account,
        ip: meta.ip,
        userAgent: meta.userAgent,
      });
      return response;
    },
  };
  return service;
};

export type SessionService = ReturnType<typeof createSessionService>;
