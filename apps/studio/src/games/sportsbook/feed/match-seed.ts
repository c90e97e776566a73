import { createHmac } from 'node:crypto';

/**
 * A simulated match's seed is its result (simulateMatch plays the whole match from it), and the
 * fixture id is public, so the seed is an HMAC of the id under a secret. Every instance holds the
 * same secret and so plays the same match; a player who knows the id cannot.
 */
export const matchSeed = (seedSecret: string, fixtureId: string): string =>
  createHmac('sha256', seedSecret).update(fixtureId).digest('hex');

/**
 * The seed secret when STUDIO_SPORTS_SEED_SECRET is not set: derived from STUDIO_SECRET, which all
 * instances share (a random default would make each instance play different matches). Derived,
 * not used as is, so the seeds never equal anything the wallet's signatures use. STUDIO_SECRET is
 * shared with the platform, though: in production set a secret the studio alone holds.
 */
export const defaultSeedSecret = (studioSecret: string): string =>
  createHmac('sha256', studioSecret).update('studio.sportsbook.match-seed').digest('base64url');
