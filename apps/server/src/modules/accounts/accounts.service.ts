import type { Principal } from '../../plugins/route-registry.js';
import { AppError } from '../../lib/app-error.js';
import type { AccountsRepository } from './accounts.repository.js';
import { generateSessionToken, hashSessionToken } from './session-token.js';

export type AccountsServiceOptions = {
  repository: AccountsRepository;
  /** An idle session ends after this long (Brazilian rule: 30 minutes by default). */
  sessionIdleMinutes: number;
  /** Absolute lifetime of any session, however active. */
  sessionMaxHours?: number;
  now?: () => Date;
};

// Writing last_seen_at on every request would turn each read into a write; a minute's precision
// is plenty for a 30-minute idle rule.
const TOUCH_INTERVAL_MS = 60_000;

export const createAccountsService = (options: AccountsServiceOptions) => {
  const now = options.now ?? (() => new Date());
  const idleMs = options.sessionIdleMinutes * 60_000;
  const maxMs = (options.sessionMaxHours ?? 24) * 3_600_000;

  return {
    /** Opens a session and returns the token, which is never stored in clear. */
    async createSession(input: { memberId: string; ip: string; userAgent: string }) {
      const token = generateSessionToken();
      const session = await options.repository.insertSession({
        memberId: input.memberId,
        tokenHash: hashSessionToken(token),
        ip: input.ip,
        userAgent: input.userAgent.slice(0, 512),
        expiresAt: new Date(now().getTime() + maxMs),
      });
      return { token, sessionId: session.id };
    },

    /** Resolves a token to its caller, or null when unknown, revoked, expired, idle or locked out. */
    async authenticate(token: string): Promise<Principal | null> {
      if (token.length > 128) return null;
      const session = await options.repository.findLiveSession(hashSessionToken(token));
      if (!session || session.status !== 'ACTIVE') return null;
      const idleFor = now().getTime() - session.lastSeenAt.getTime();
      if (idleFor > idleMs) {
        await options.repository.revokeSession(session.sessionId);
        return null;
      }
      if (idleFor > TOUCH_INTERVAL_MS) await options.repository.touchSession(session.sessionId);
      return {
        sessionId: session.sessionId,
        memberId: session.memberId,
        account: session.account,
        type: session.type,
      };
    },

    async logout(principal: Principal | null): Promise<null> {
      if (!principal) throw new AppError('unauthorized');
      await options.repository.revokeSession(principal.sessionId);
      return null;
    },
  };
};

export type AccountsService = ReturnType<typeof createAccountsService>;
