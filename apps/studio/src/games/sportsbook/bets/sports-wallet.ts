import type { SeamlessClient } from '../../../seamless-client.js';

/**
 * The wallet calls the bets make: the seamless client's, or a test's fake with the same shape.
 * `balance` is for my bets: settlements and auto cash-outs pay in jobs, past the player's session.
 */
export type SportsWallet = Pick<SeamlessClient, 'bet' | 'win' | 'rollback' | 'adjust' | 'balance'>;
