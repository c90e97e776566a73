import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe; only the client ever holds this value. */
export const generateSessionToken = (): string => randomBytes(32).toString('base64url');

/** What the database stores instead of the token: a leaked table cannot be replayed as sessions. */
export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');
