// No zod here: the site's shell opens the socket on every page of a session, and a zod schema
// beside these constants would pull zod into its first download (e2e/specs/home/no-zod.spec.ts).

/**
 * The live channel (docs/live.md): one WebSocket per open page, at LIVE_PATH, that pushes the
 * member's balance, unread messages, announcements and the chat room. The page speaks first: an
 * `auth` frame (the session token when the page holds one; otherwise the session cookie sent with
 * the upgrade counts), never a token in the URL.
 */
export const LIVE_PATH = '/wps/live';

/** Close codes the page acts on (4000–4999 are the application's). */
export const LIVE_CLOSE = {
  /** No session, or it ended: do not reconnect until logged in again. */
  unauthorized: 4401,
  /** An account of a kind the channel does not serve (an operator). */
  refused: 4403,
  /** The page did not authenticate in time, or sent what the channel does not take. */
  protocol: 4400,
} as const;
