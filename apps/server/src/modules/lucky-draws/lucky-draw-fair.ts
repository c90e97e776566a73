import {
  floatsOf,
  hmacSha256,
  roundMessage,
  serverSeedMatchesHash,
  type RoundSeeds,
} from '@platform/server-kit';

/**
 * The draw of docs/lucky-draws.md ("Fairness"), on the studio's byte generator (server-kit's
 * provably-fair.ts, docs/provably-fair.md): the first float of HMAC-SHA256(serverSeed,
 * `${clientSeed}:${nonce}:0`) picks a segment in proportion to its weight.
 *   target = floor(float × total weight); the segment whose cumulative weight first exceeds it.
 * float has 32 bits and the total at most 10⁶, so the product is exact in a double.
 */
export const pickWeighted = (float: number, weights: readonly number[]): number => {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0 || weights.some((weight) => !Number.isSafeInteger(weight) || weight < 0)) {
    throw new RangeError('weights must be whole, not negative, and not all zero');
  }
  const target = Math.floor(float * total);
  let cumulative = 0;
  for (let index = 0; index < weights.length; index += 1) {
    cumulative += weights[index]!;
    if (target < cumulative) return index;
  }
  // float < 1, so target < total: the loop always returns; this keeps the type honest.
  return weights.length - 1;
};

/** The segment a draw lands on, with the float and the HMAC that chose it (the verify page shows both). */
export const drawSegment = (
  seeds: RoundSeeds,
  weights: readonly number[],
): { index: number; float: number; hmac: string } => {
  const [float] = floatsOf(seeds, 1);
  return {
    index: pickWeighted(float!, weights),
    float: float!,
    hmac: hmacSha256(seeds.serverSeed, roundMessage(seeds.clientSeed, seeds.nonce, 0)).toString('hex'),
  };
};

/** Recomputes a draw from its revealed seed: whether the seed is the committed one and where it lands. */
export const verifyDraw = (input: {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  weights: readonly number[];
  drawnIndex: number;
}) => {
  const hashMatches = serverSeedMatchesHash(input.serverSeed, input.serverSeedHash);
  const drawn = drawSegment(input, input.weights);
  return {
    hashMatches,
    prizeIndex: drawn.index,
    matches: hashMatches && drawn.index === input.drawnIndex,
    float: drawn.float,
    hmac: drawn.hmac,
  };
};

/**
 * A raffle's winners: place k (0-based) uses nonce k and picks among the members not yet drawn,
 * each weighted by their entries, so a member wins at most once. The client seed is the hash of
 * the entry list (entryListSeed), fixed when entries close: nobody could choose it knowing the seed.
 */
export const drawRaffleWinners = (input: {
  serverSeed: string;
  clientSeed: string;
  entrants: ReadonlyArray<{ memberId: string; entries: number }>;
  places: number;
}): string[] => {
  const remaining = [...input.entrants].filter((entrant) => entrant.entries > 0);
  const winners: string[] = [];
  for (let place = 0; place < input.places && remaining.length > 0; place += 1) {
    const { index } = drawSegment(
      { serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: place },
      remaining.map((entrant) => entrant.entries),
    );
    winners.push(remaining[index]!.memberId);
    remaining.splice(index, 1);
  }
  return winners;
};
