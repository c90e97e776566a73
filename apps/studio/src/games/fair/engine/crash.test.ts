import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CRASH_MAX_HUNDREDTHS,
  buildHashChain,
  crashBits,
  crashHundredthsFromBits,
  crashPoint,
  settleCrashBet,
  verifyChainLink,
  verifyCrashRound,
} from './crash.js';
import { sha256Hex } from './fair-random.js';
import { FairInputError } from './payout.js';
import { crashRtp } from './rtp.js';
import { CRASH_EXAMPLE } from './test-vectors.js';

const TWO_POW_52 = 2n ** 52n;

describe('crash hash chain', () => {
  const chain = buildHashChain({ secret: CRASH_EXAMPLE.secret, length: 5 });

  it('is built backwards from the secret and matches the pinned chain', () => {
    expect(chain[0]).toBe(CRASH_EXAMPLE.terminalHash);
    expect(chain.slice(1)).toEqual(CRASH_EXAMPLE.rounds.map((round) => round.hash));
    expect(chain[5]).toBe(sha256Hex(CRASH_EXAMPLE.secret));
    for (let round = 1; round <= 5; round += 1) expect(sha256Hex(chain[round] ?? '')).toBe(chain[round - 1]);
  });

  it('each round hash gives the pinned crash point', () => {
    CRASH_EXAMPLE.rounds.forEach((round, index) => {
      expect(crashBits(round.hash, CRASH_EXAMPLE.salt)).toBe(BigInt(`0x${round.bits}`));
      expect(crashPoint({ roundHash: round.hash, salt: CRASH_EXAMPLE.salt })).toBe(round.crash);
      expect(
        verifyCrashRound({
          roundHash: round.hash,
          roundNumber: index + 1,
          terminalHash: CRASH_EXAMPLE.terminalHash,
          salt: CRASH_EXAMPLE.salt,
        }),
      ).toEqual({ ok: true, outcome: { crashHundredths: round.crash } });
    });
  });

  it('verification fails for a tampered hash or a wrong round number', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 63 }),
        fc.constantFrom(...'0123456789abcdef'),
        (roundNumber, position, digit) => {
          const genuine = chain[roundNumber] ?? '';
          fc.pre(genuine[position] !== digit);
          const tampered = genuine.slice(0, position) + digit + genuine.slice(position + 1);
          const input = { roundNumber, terminalHash: CRASH_EXAMPLE.terminalHash, salt: CRASH_EXAMPLE.salt };
          expect(verifyCrashRound({ ...input, roundHash: tampered })).toEqual({
            ok: false,
            reason: 'CHAIN_MISMATCH',
          });
        },
      ),
      { numRuns: 200 },
    );
    expect(verifyChainLink({ roundHash: chain[2] ?? '', roundNumber: 3, terminalHash: chain[0] ?? '' })).toBe(
      false,
    );
    expect(verifyChainLink({ roundHash: 'not a hash', roundNumber: 1, terminalHash: chain[0] ?? '' })).toBe(
      false,
    );
  });
});

describe('crash point and bets', () => {
  it('maps the 52 bits with the edge, floors at 1.00× and caps at 1,000,000×', () => {
    expect(crashHundredthsFromBits(0n)).toBe(100);
    expect(crashHundredthsFromBits(TWO_POW_52 / 2n)).toBe(198);
    expect(crashHundredthsFromBits(TWO_POW_52 / 2n, 0)).toBe(200);
    expect(crashHundredthsFromBits(TWO_POW_52 - 1n)).toBe(CRASH_MAX_HUNDREDTHS);
    expect(() => crashHundredthsFromBits(TWO_POW_52)).toThrow(FairInputError);
  });

  it('a cash-out at or below the crash point wins its multiplier', () => {
    expect(settleCrashBet({ crashHundredths: 235, cashOutHundredths: 200 })).toEqual({
      win: true,
      payoutMultiplierE4: 20_000,
    });
    expect(settleCrashBet({ crashHundredths: 235, cashOutHundredths: 235 })).toEqual({
      win: true,
      payoutMultiplierE4: 23_500,
    });
    expect(settleCrashBet({ crashHundredths: 235, cashOutHundredths: 236 })).toEqual({
      win: false,
      payoutMultiplierE4: 0,
    });
    expect(settleCrashBet({ crashHundredths: 235, cashOutHundredths: null })).toEqual({
      win: false,
      payoutMultiplierE4: 0,
    });
    expect(() => settleCrashBet({ crashHundredths: 235, cashOutHundredths: 100 })).toThrow(FairInputError);
  });

  it('exact RTP of auto cash-out targets over all 2^52 values is 1 − edge within 10⁻⁹', () => {
    for (const edgeBp of [100, 300]) {
      for (const target of [101, 150, 200, 1_000, 10_000, 100_000, 1_000_000, CRASH_MAX_HUNDREDTHS]) {
        expect(Math.abs(crashRtp(target, edgeBp) - (1 - edgeBp / 10_000))).toBeLessThan(1e-9);
      }
    }
    // Instant crash (below 1.01×): 1 − 0.99 / 1.01 ≈ 1.98 %.
    expect(1 - crashRtp(101) / 1.01).toBeCloseTo(1 - 0.99 / 1.01, 9);
  });

  it('simulation over a 20,000-round chain agrees with the theory', () => {
    const rounds = 20_000;
    const chain = buildHashChain({ secret: 'simulation-secret', length: rounds });
    let reachedTwo = 0;
    let reachedTen = 0;
    for (let round = 1; round <= rounds; round += 1) {
      const crash = crashPoint({ roundHash: chain[round] ?? '', salt: CRASH_EXAMPLE.salt });
      if (crash >= 200) reachedTwo += 1;
      if (crash >= 1_000) reachedTen += 1;
    }
    const pTwo = 0.99 / 2;
    const pTen = 0.99 / 10;
    expect(Math.abs(reachedTwo / rounds - pTwo)).toBeLessThan(4 * Math.sqrt((pTwo * (1 - pTwo)) / rounds));
    expect(Math.abs(reachedTen / rounds - pTen)).toBeLessThan(4 * Math.sqrt((pTen * (1 - pTen)) / rounds));
    expect(Math.abs((2 * reachedTwo) / rounds - 0.99)).toBeLessThan(0.03);
  });
});
