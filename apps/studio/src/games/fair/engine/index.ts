/**
 * The provably fair core of the in-house games: pure functions, no I/O. The studio module's
 * services wire them to storage, the wallet and the WebSocket rounds.
 */
export * from './payout.js';
export * from './fair-random.js';
export * from './dice.js';
export * from './mines.js';
export * from './plinko-tables.js';
export * from './plinko.js';
export * from './double.js';
export * from './crash.js';
export * from './limbo.js';
export * from './rtp.js';
