import { LOCKOUT_MINUTES } from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import type { AccountsRepository, ThrottleGrant } from './accounts.repository.js';

/** Wrong passwords (or SMS codes) for one account before it locks for LOCKOUT_MINUTES. */
export const ACCOUNT_FAILURE_LIMIT = 5;
/**
 * Failures from one IP before it locks. Higher than the account limit: Brazilian mobile carriers
 * put many people behind one address (CGNAT), and one person's typos must not lock out the rest.
 */
export const IP_FAILURE_LIMIT = 20;
/** Wrong payment passwords, and wrong second-factor codes, per member before they lock. */
export const SECRET_FAILURE_LIMIT = 5;
const WINDOW_SECONDS = LOCKOUT_MINUTES * 60;

export type ThrottleKey = { key: string; limit: number };

export const accountKey = (account: string) => `account:${account.toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/** The keys a login secret (password, SMS login code) counts on: the account and the caller's IP. */
export const loginKeys = (account: string, ip: string): ThrottleKey[] => [
  { key: accountKey(account), limit: ACCOUNT_FAILURE_LIMIT },
  { key: ipKey(ip), limit: IP_FAILURE_LIMIT },
];
/** The keys an SMS login code counts on: the number and the caller's IP. */
export const smsLoginKeys = (mobile: string, ip: string): ThrottleKey[] => [
  { key: `mobile:${mobile}`, limit: ACCOUNT_FAILURE_LIMIT },
  { key: ipKey(ip), limit: IP_FAILURE_LIMIT },
];
/** A member's payment password (transfers, withdrawals, payee). */
export const paymentKeys = (memberId: string): ThrottleKey[] => [
  { key: `payment:${memberId}`, limit: SECRET_FAILURE_LIMIT },
];
/** A member's second factor: codes at login from a new IP, and the authenticator app's codes. */
export const secondFactorKeys = (memberId: string): ThrottleKey[] => [
  { key: `second-factor:${memberId}`, limit: SECRET_FAILURE_LIMIT },
];

/** An attempt taken on its keys; exactly one of failed() and release() ends it. */
export type ThrottleAttempt = {
  /** Failures already counted on a key when this attempt was taken (0 for a key it does not hold). */
  failuresBefore(key: string): number;
  /** The check failed: the attempt stays counted as a failure. True when this locked any key. */
  failed(): Promise<boolean>;
  /**
   * The check passed, or was never made (a captcha was missing): only this attempt is given back.
   * Failures counted before it stay until their window ends, so a right secret sent inside a
   * burst of wrong ones does not wipe them.
   */
  release(): Promise<void>;
};

/**
 * Lockouts for every secret a person types (passwords, codes, the payment password). The attempt
 * is taken atomically BEFORE the slow check, so a burst of simultaneous requests gets at most the
 * limit of checks between them; a failure keeps its attempt and the one reaching the limit locks
 * the key for LOCKOUT_MINUTES ('too-many-requests'). Counters live in `auth_throttle`, shared by
 * every instance. docs/decisions/0006-attempts-before-verification.md.
 */
export const createLoginThrottle = (repository: AccountsRepository) => {
  /** Takes an attempt on every key, or none: throws 'too-many-requests' when any key refuses. */
  const take = async (keys: readonly ThrottleKey[]): Promise<ThrottleAttempt> => {
    const grants = await repository.takeThrottleAttempts(keys, WINDOW_SECONDS);
    if (!grants) throw new AppError('too-many-requests');
    const limitOf = new Map(keys.map((entry) => [entry.key, entry.limit]));
    let ended = false;
    const end = () => {
      if (ended) throw new Error('a throttle attempt ends once');
      ended = true;
    };
    return {
      failuresBefore: (key) => grants.find((grant: ThrottleGrant) => grant.key === key)?.failures ?? 0,
      async failed() {
        end();
        const locked = await Promise.all(
          grants.map((grant) =>
            repository.failThrottleAttempt(grant, limitOf.get(grant.key)!, LOCKOUT_MINUTES),
          ),
        );
        return locked.some(Boolean);
      },
      async release() {
        end();
        await Promise.all(grants.map((grant) => repository.releaseThrottleAttempt(grant)));
      },
    };
  };

  return {
    take,

    /**
     * Runs `check` inside an attempt on `keys`: a false answer counts as a failure. Resolves to
     * 'ok', 'failed' or 'locked' (this failure locked a key); throws 'too-many-requests' when the
     * attempt was refused, before `check` ran.
     */
    async guard(
      keys: readonly ThrottleKey[],
      check: () => Promise<boolean>,
    ): Promise<'ok' | 'failed' | 'locked'> {
      const attempt = await take(keys);
      let passed: boolean;
      try {
        passed = await check();
      } catch (error) {
        // A check that could not run (the database went away) is not a wrong guess.
        await attempt.release().catch(() => undefined);
        throw error;
      }
      if (passed) {
        await attempt.release();
        return 'ok';
      }
      return (await attempt.failed()) ? 'locked' : 'failed';
    },

    /**
     * A plain rate limit on any other key (free-play accounts per IP, reset e-mails per IP):
     * at most `limit` events per window, then 'too-many-requests' until the window ends.
     */
    async consume(key: string, limit: number, windowSeconds: number): Promise<void> {
      const count = await repository.countThrottleEvent(key, windowSeconds);
      if (count > limit) throw new AppError('too-many-requests');
    },
  };
};

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
