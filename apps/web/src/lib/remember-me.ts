import { REMEMBER_ME_DAYS } from '@platform/contracts';
import { browserLocalStorage } from './browser-storage';

/**
 * Remember me (spec sections 3 and 9): the last username and the remember flag, kept one day.
 * Never the password, and no longer the remember token either: the server keeps that in an
 * HttpOnly cookie only `POST /wps/session/resume` receives (decision 0003). What is kept here is
 * whether such a cookie was issued, so the site knows to try it when it has no live session.
 */
const KEY = 'rememberMe';
const DAY_MS = 24 * 60 * 60 * 1000;

type Remembered = { username: string; resumable: boolean; expiresAt: number };

const read = (): Remembered | null => {
  try {
    const raw = browserLocalStorage()?.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Remembered> & { rememberToken?: unknown };
    if (typeof parsed.username !== 'string' || typeof parsed.expiresAt !== 'number') return null;
    if (parsed.expiresAt <= Date.now()) {
      browserLocalStorage()?.removeItem(KEY);
      return null;
    }
    const remembered = {
      username: parsed.username,
      resumable: parsed.resumable === true,
      expiresAt: parsed.expiresAt,
    };
    // Kept by an earlier version of the site: a script-readable remember token. Dropped (the
    // server's cookie replaces it at the next login).
    if ('rememberToken' in parsed) write(remembered);
    return remembered;
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

/** Whether a remember cookie was issued within the day and may open a new session. */
export const hasRememberedSession = (): boolean => read()?.resumable ?? false;

export const remember = (input: { username: string; resumable: boolean }) =>
  write({ ...input, expiresAt: Date.now() + REMEMBER_ME_DAYS * DAY_MS });

export const forgetRememberMe = () => {
  try {
    browserLocalStorage()?.removeItem(KEY);
  } catch {
    // Nothing stored that could be removed.
  }
};

/** Logout (or a refused resume) ends the remembered session but keeps the username for next time. */
export const forgetRememberedSession = () => {
  const current = read();
  if (current?.resumable) write({ ...current, resumable: false });
};
