import { LOCKOUT_MINUTES } from '@platform/contracts';
import { AppError } from '../../lib/app-error.js';
import type { AccountsRepository } from './accounts.repository.js';

/** Wrong passwords (or SMS codes) for one account before it locks for LOCKOUT_MINUTES. */
export const ACCOUNT_FAILURE_LIMIT = 5;
/**
 * Failures from one IP before it locks. Higher than the account limit: Brazilian mobile carriers
 * put many people behind one address (CGNAT), and one person's typos must not lock out the rest.
 */
export const IP_FAILURE_LIMIT = 20;
const WINDOW_SECONDS = LOCKOUT_MINUTES * 60;

export const accountKey = (account: string) => `account:${account.toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/**
 * Failed-login accounting: a failure makes the next try of that account need a captcha, and
 * repeated failures lock the account and the IP for five minutes ('too-many-requests').
 */
export const createLoginThrottle = (repository: AccountsRepository, now: () => Date) => ({
  /** Throws while either key is locked; otherwise says whether the next try needs a captcha. */
  async assertOpen(keys: { account: string; ip: string }): Promise<{ captchaRequired: boolean }> {
    const rows = await repository.readThrottles([keys.account, keys.ip]);
    const at = now().getTime();
    if (rows.some((row) => row.lockedUntil && row.lockedUntil.getTime() > at)) {
      throw new AppError('too-many-requests');
    }
    const accountRow = rows.find((row) => row.key === keys.account);
    const recent = accountRow && at - accountRow.windowStartedAt.getTime() < WINDOW_SECONDS * 1000;
    return { captchaRequired: Boolean(recent && accountRow.failures > 0) };
  },

  /** Counts a failure on both keys; returns true when this failure locked either of them. */
  async recordFailure(keys: { account: string; ip: string }): Promise<boolean> {
    const until = new Date(now().getTime() + LOCKOUT_MINUTES * 60_000);
    let locked = false;
    for (const [key, limit] of [
      [keys.account, ACCOUNT_FAILURE_LIMIT],
      [keys.ip, IP_FAILURE_LIMIT],
    ] as const) {
      const failures = await repository.countThrottleEvent(key, WINDOW_SECONDS);
      if (failures >= limit) {
        await repository.lockThrottleKey(key, until);
        locked = true;
      }
    }
    return locked;
  },

  /** A successful login forgets the account's failures (the IP's count runs out by itself). */
  async recordSuccess(keys: { account: string }): Promise<void> {
    await repository.clearThrottleKey(keys.account);
  },

  /**
   * A plain rate limit on any other key (free-play accounts per IP, reset e-mails per IP):
   * at most `limit` events per window, then 'too-many-requests' until the window ends.
   */
  async consume(key: string, limit: number, windowSeconds: number): Promise<void> {
    const count = await repository.countThrottleEvent(key, windowSeconds);
    if (count > limit) throw new AppError('too-many-requests');
  },
});

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
