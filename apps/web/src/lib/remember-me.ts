import { REMEMBER_ME_DAYS } from '@platform/contracts';
import { browserLocalStorage } from './browser-storage';

/**
 * Remember me (spec sections 3 and 9): the last username, the remember flag and the revocable
 * remember token, kept one day. Never the password: the token opens a new session instead.
 */
const KEY = 'rememberMe';
const DAY_MS = 24 * 60 * 60 * 1000;

type Remembered = { username: string; rememberToken: string | null; expiresAt: number };

const read = (): Remembered | null => {
  try {
    const raw = browserLocalStorage()?.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Remembered>;
    if (typeof parsed.username !== 'string' || typeof parsed.expiresAt !== 'number') return null;
    if (parsed.expiresAt <= Date.now()) {
      browserLocalStorage()?.removeItem(KEY);
      return null;
    }
    return {
      username: parsed.username,
      rememberToken: typeof parsed.rememberToken === 'string' ? parsed.rememberToken : null,
      expiresAt: parsed.expiresAt,
    };
  } catch {
    return null;
  }
};

const write = (value: Remembered) => {
  try {
    browserLocalStorage()?.setItem(KEY, JSON.stringify(value));
  } catch {
    // Storage full or disabled: remember me simply does not survive this visit.
  }
};

/** The remembered username, for prefilling the login form; null when none or expired. */
export const rememberedUsername = (): string | null => read()?.username ?? null;

/** A live remember token, for resuming a session at start-up. */
export const rememberedToken = (): string | null => read()?.rememberToken ?? null;

export const remember = (input: { username: string; rememberToken: string | null }) =>
  write({ ...input, expiresAt: Date.now() + REMEMBER_ME_DAYS * DAY_MS });

/** The server rotated the token on resume; the day counts from the original login. */
export const replaceRememberToken = (rememberToken: string | null) => {
  const current = read();
  if (current) write({ ...current, rememberToken });
};

export const forgetRememberMe = () => {
  try {
    browserLocalStorage()?.removeItem(KEY);
  } catch {
    // Nothing stored that could be removed.
  }
};

/** Logout ends the session but keeps the username for the next visit, never the token. */
export const forgetRememberToken = () => replaceRememberToken(null);
