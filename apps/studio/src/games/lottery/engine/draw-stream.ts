import { BYTES_PER_ROUND, roundBytes } from '@platform/server-kit';
import type { UniformInt } from '../../../seeded-random.js';
import { assertDrawId } from './draw-commitment.js';

/**
 * The draw's random stream: the server kit's provably fair bytes with the draw id in the client
 * seed's place and nonce 0, i.e. HMAC-SHA256(key = serverSeed, message = `${drawId}:0:${round}`)
 * for round 0, 1, 2, … — the same recipe as docs/provably-fair.md, so the same tools check it.
 *
 * Each 4 bytes are read as a big-endian unsigned integer. A pick below `bound` takes the first
 * integer under the largest multiple of `bound` that fits in 2^32 and answers it modulo `bound`;
 * integers above that multiple are skipped (rejection sampling). The fair games' float × n
 * mapping carries a bias of up to n/2^32; a draw's jackpot numbers carry none.
 */

const TWO_POW_32 = 0x1_0000_0000;
const BYTES_PER_WORD = 4;

export const drawUniformInt = (serverSeed: string, drawId: string): UniformInt => {
  assertDrawId(drawId);
  let round = 0;
  let bytes = roundBytes({ serverSeed, clientSeed: drawId, nonce: 0 }, round);
  let offset = 0;
  const nextWord = (): number => {
    if (offset === BYTES_PER_ROUND) {
      round += 1;
      bytes = roundBytes({ serverSeed, clientSeed: drawId, nonce: 0 }, round);
      offset = 0;
    }
    const word = bytes.readUInt32BE(offset);
    offset += BYTES_PER_WORD;
    return word;
  };
  return (bound) => {
    if (!Number.isInteger(bound) || bound < 1 || bound > TWO_POW_32) {
      throw new RangeError(`Bound must be an integer in [1, 2^32], got ${bound}.`);
    }
    const limit = TWO_POW_32 - (TWO_POW_32 % bound);
    let word = nextWord();
    while (word >= limit) word = nextWord();
    return word % bound;
  };
};
