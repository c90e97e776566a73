import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bytesToFloat,
  createSeedPair,
  generateFloats,
  hashServerSeed,
  hmacSha256,
  isValidClientSeed,
  publicSeedPair,
  rotateSeedPair,
  roundBytes,
  serverSeedMatchesHash,
  takeNonce,
} from './fair-random.js';
import { FairInputError } from './payout.js';
import { WORKED_EXAMPLE } from './test-vectors.js';

describe('HMAC-SHA256 primitive', () => {
  // RFC 4231, section 4.2 and 4.3.
  it('matches RFC 4231 test case 1', () => {
    const key = Buffer.alloc(20, 0x0b);
    expect(hmacSha256(key, 'Hi There').toString('hex')).toBe(
      'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    );
  });

  it('matches RFC 4231 test case 2', () => {
    expect(hmacSha256('Jefe', 'what do ya want for nothing?').toString('hex')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });
});

describe('published example (Luckydice walk-through, bitcointalk topic 5235045)', () => {
  // The site appends a row number (":0") to the same clientSeed:nonce:round message; the seed
  // commitment, the HMAC keyed by the seed text and the 4-byte float conversion are the same.
  const serverSeed = 'bafeeb0d100b41c1296273d1b7eff123cff55233674d229dee2a4d8958f5b169';

  it('the revealed server seed hashes to the published commitment', () => {
    expect(hashServerSeed(serverSeed)).toBe(
      'dd278ba121872e8527861c0c163afc57b5baa70ae1c25f03837474bce92efb1c',
    );
    expect(
      serverSeedMatchesHash(serverSeed, 'dd278ba121872e8527861c0c163afc57b5baa70ae1c25f03837474bce92efb1c'),
    ).toBe(true);
  });

  it('the HMAC of the published message is the published digest, and its first bytes give the float', () => {
    const digest = hmacSha256(serverSeed, '37c3b51b49f6f0cb60b2c0e64cc26a98:2:0:0');
    expect(digest.toString('hex')).toBe('2202b355351a1b6b5393fd4fa4e820785ed3336d0fd81eac707226886b53717a');
    expect([...digest.subarray(0, 4)]).toEqual([34, 2, 179, 85]);
    expect(bytesToFloat(digest.subarray(0, 4))).toBe(
      34 / 256 + 2 / 256 ** 2 + 179 / 256 ** 3 + 85 / 256 ** 4,
    );
    expect(bytesToFloat(digest.subarray(0, 4))).toBe(0x2202b355 / 2 ** 32);
  });
});

describe('float generation (vectors pinned with Python hmac/hashlib)', () => {
  const seeds = WORKED_EXAMPLE;

  it('round messages and digests', () => {
    expect(hashServerSeed(seeds.serverSeed)).toBe(seeds.serverSeedHash);
    expect(roundBytes(seeds, 0).toString('hex')).toBe(seeds.round0Hex);
    expect(roundBytes(seeds, 1).toString('hex')).toBe(seeds.round1Hex);
  });

  it('the first eight floats come from round 0, the ninth from round 1', () => {
    const floats = generateFloats(seeds, 9);
    expect(floats.slice(0, 8)).toEqual(seeds.firstEightFloats);
    expect(floats[8]).toBe(bytesToFloat(Buffer.from(seeds.round1Hex.slice(0, 8), 'hex')));
  });

  it('a longer draw starts with the shorter one', () => {
    expect(generateFloats(seeds, 24).slice(0, 8)).toEqual(generateFloats(seeds, 8));
  });

  it('every float lies in [0, 1), including the extreme bytes', () => {
    expect(bytesToFloat([0, 0, 0, 0])).toBe(0);
    expect(bytesToFloat([255, 255, 255, 255])).toBe(1 - 2 ** -32);
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 64 }),
        fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
        fc.nat(),
        fc.integer({ min: 1, max: 40 }),
        (serverSeed, clientSeed, nonce, count) => {
          const floats = generateFloats({ serverSeed, clientSeed, nonce }, count);
          expect(floats).toHaveLength(count);
          for (const float of floats) {
            expect(float).toBeGreaterThanOrEqual(0);
            expect(float).toBeLessThan(1);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuses a negative or fractional nonce and absurd counts', () => {
    expect(() => generateFloats({ ...seeds, nonce: -1 }, 1)).toThrow(FairInputError);
    expect(() => generateFloats({ ...seeds, nonce: 1.5 }, 1)).toThrow(FairInputError);
    expect(() => generateFloats(seeds, 0)).toThrow(FairInputError);
    expect(() => generateFloats(seeds, 10_000)).toThrow(FairInputError);
  });
});

describe('seed pairs', () => {
  it('client seeds: 1–64 of letters, digits, "-" and "_"; never a colon', () => {
    expect(isValidClientSeed('player-seed_42')).toBe(true);
    expect(isValidClientSeed('a'.repeat(64))).toBe(true);
    expect(isValidClientSeed('')).toBe(false);
    expect(isValidClientSeed('a'.repeat(65))).toBe(false);
    expect(isValidClientSeed('seed:1')).toBe(false);
    expect(isValidClientSeed('semente ç')).toBe(false);
    expect(() => createSeedPair({ clientSeed: 'bad:seed' })).toThrow(FairInputError);
  });

  it('a new pair commits to a 32-byte hex server seed and starts at nonce 0', () => {
    const pair = createSeedPair({ clientSeed: 'mine' });
    expect(pair.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(pair.serverSeedHash).toBe(hashServerSeed(pair.serverSeed));
    expect(pair.nonce).toBe(0);
    expect(publicSeedPair(pair)).toEqual({
      serverSeedHash: pair.serverSeedHash,
      clientSeed: 'mine',
      nonce: 0,
    });
    expect(createSeedPair().clientSeed).toMatch(/^[0-9a-f]{20}$/);
  });

  it('each bet takes the next nonce', () => {
    const first = takeNonce(createSeedPair({ clientSeed: 'mine' }));
    const second = takeNonce(first.next);
    expect(first.seeds.nonce).toBe(0);
    expect(second.seeds.nonce).toBe(1);
    expect(second.next.nonce).toBe(2);
    expect(second.seeds.serverSeed).toBe(first.seeds.serverSeed);
  });

  it('rotation reveals the old server seed and starts a fresh pair at nonce 0', () => {
    const used = takeNonce(takeNonce(createSeedPair({ clientSeed: 'mine' })).next).next;
    const { revealed, next } = rotateSeedPair(used, { clientSeed: 'new-seed' });
    expect(revealed).toEqual({
      serverSeed: used.serverSeed,
      serverSeedHash: used.serverSeedHash,
      clientSeed: 'mine',
      betsPlayed: 2,
    });
    expect(serverSeedMatchesHash(revealed.serverSeed, revealed.serverSeedHash)).toBe(true);
    expect(next.serverSeed).not.toBe(used.serverSeed);
    expect(next).toMatchObject({ clientSeed: 'new-seed', nonce: 0 });
    expect(rotateSeedPair(used).next.clientSeed).toBe('mine');
  });

  it('a seed that is not the committed one is refused', () => {
    const pair = createSeedPair();
    expect(serverSeedMatchesHash(createSeedPair().serverSeed, pair.serverSeedHash)).toBe(false);
    expect(serverSeedMatchesHash(pair.serverSeed, pair.serverSeedHash.toUpperCase())).toBe(true);
  });
});
