import type { SeamlessClient } from '../../../seamless-client.js';

/** The wallet calls the bets make: the seamless client's, or a test's fake with the same shape. */
export type SportsWallet = Pick<SeamlessClient, 'bet' | 'win' | 'rollback' | 'adjust'>;
