import { describe, expect, it } from 'vitest';
import {
  bytesToFloat,
  computeRound,
  diceRoll,
  doubleColour,
  doubleSlot,
  drawFloats,
  hmacSha256,
  limboResult,
  mineTiles,
  plinkoPath,
  roundBytes,
  sha256Hex,
  shuffleTiles,
  toHex,
} from './fair-compute';

/**
 * The published vectors (docs/provably-fair.md, section 3, computed with Python's hmac and
 * hashlib; the server's test-vectors.ts pins the same numbers), copied here so the browser's
 * WebCrypto path is checked on its own.
 */
const WORKED = {
  serverSeed: '6a1c1e0b4b7f2f0e9d4c3b2a1908f7e6d5c4b3a29180f7e6d5c4b3a291807f6e',
  serverSeedHash: '4432bb6293cd22bc2e3cfb9d599ed3ba439ac6fe06be42025a8d15ca7614a790',
  clientSeed: 'player-seed-42',
  nonce: 7,
  round0Hex: '5eb02ebd2ca14f1b233efa180ef0e0fee5ba1eb8940b6ed3e8e5a8714a0bf4d1',
  round1Hex: '8b686620d116bc8bce300ab8d5f2cf917b59f78660bc72c80d691c5e62552d3e',
  firstEightFloats: [
    0.3698758326936513, 0.17433638009242713, 0.1376797016710043, 0.058363019954413176, 0.8973712157458067,
    0.5782994523178786, 0.9097543025854975, 0.2892449388746172,
  ],
  diceRoll: 3699,
  doubleSlot: 5,
  plinko16Path: [0, 0, 0, 0, 1, 1, 1, 0, 1, 1, 1, 1, 0, 0, 0, 0],
  minesOrder: [9, 4, 3, 1, 22, 15, 23, 8, 14, 20, 19, 18, 11, 7, 0, 10, 24, 12, 16, 17, 6, 13, 5, 21, 2],
};
const seeds = { serverSeed: WORKED.serverSeed, clientSeed: WORKED.clientSeed, nonce: WORKED.nonce };

describe('the provably fair scheme in the browser', () => {
  it('hashes the server seed as text to the commitment', async () => {
    expect(await sha256Hex(WORKED.serverSeed)).toBe(WORKED.serverSeedHash);
  });

  it('computes the HMAC rounds of the worked example', async () => {
    expect(toHex(await roundBytes(seeds, 0))).toBe(WORKED.round0Hex);
    expect(toHex(await roundBytes(seeds, 1))).toBe(WORKED.round1Hex);
  });

  it('reads 4 bytes per float, moving to the next round after 8', async () => {
    const draw = await drawFloats(seeds, 10);
    expect(draw.floats.slice(0, 8)).toEqual(WORKED.firstEightFloats);
    expect(draw.rounds).toEqual([WORKED.round0Hex, WORKED.round1Hex]);
    // Round 1's first bytes 8b 68 66 20.
    expect(draw.floats[8]).toBe(bytesToFloat([0x8b, 0x68, 0x66, 0x20]));
  });

  it('agrees with RFC 4231 test case 2 (text key "Jefe")', async () => {
    expect(toHex(await hmacSha256('Jefe', 'what do ya want for nothing?'))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('matches the published Luckydice walk-through: commitment, digest, bytes and float', async () => {
    const serverSeed = 'bafeeb0d100b41c1296273d1b7eff123cff55233674d229dee2a4d8958f5b169';
    expect(await sha256Hex(serverSeed)).toBe(
      'dd278ba121872e8527861c0c163afc57b5baa70ae1c25f03837474bce92efb1c',
    );
    // That site adds a row number (":0") to the same clientSeed:nonce:round message.
    const digest = await hmacSha256(serverSeed, '37c3b51b49f6f0cb60b2c0e64cc26a98:2:0:0');
    expect(toHex(digest)).toBe('2202b355351a1b6b5393fd4fa4e820785ed3336d0fd81eac707226886b53717a');
    expect([...digest.subarray(0, 4)]).toEqual([34, 2, 179, 85]);
    expect(bytesToFloat(digest)).toBe(0.1328537066001445);
  });

  it('turns the floats into each game’s outcome as the docs show', async () => {
    const [first = 0] = WORKED.firstEightFloats;
    expect(diceRoll(first)).toBe(WORKED.diceRoll);
    expect(doubleSlot(first)).toBe(WORKED.doubleSlot);
    expect(doubleColour(WORKED.doubleSlot)).toBe('red');
    // n = 0x5eb02ebd = 1,588,604,605; 99 × 2^32 / 1,588,604,606 = 267.657…: 2.67×.
    expect(limboResult({ float: first, edgeBp: 100 })).toBe(267);
    const { floats } = await drawFloats(seeds, 24);
    expect(shuffleTiles(floats)).toEqual(WORKED.minesOrder);
    expect(mineTiles(floats, 3)).toEqual([3, 4, 9]);
    const plinko = await drawFloats(seeds, 16);
    expect(plinkoPath(plinko.floats, 16)).toEqual(WORKED.plinko16Path);
  });

  it('bounds Limbo’s result between 1.00× and 1,000,000×', () => {
    // n = 0: 99 × 2^32 / 100 hundredths is past the cap.
    expect(limboResult({ float: 0, edgeBp: 100 })).toBe(100_000_000);
    // n = 2^32 − 1: 0.99 × 2^32 / 2^32 = 0.99×, shown as 1.00×.
    expect(limboResult({ float: (2 ** 32 - 1) / 2 ** 32, edgeBp: 100 })).toBe(100);
    // A 3 % edge gives 97/99 of the 1 % result (rounded down).
    expect(limboResult({ float: WORKED.firstEightFloats[0]!, edgeBp: 300 })).toBe(262);
  });

  it('recomputes whole rounds with the hash', async () => {
    const dice = await computeRound({ ...seeds, params: { kind: 'dice', direction: 'under', target: 5000 } });
    expect(dice.serverSeedHash).toBe(WORKED.serverSeedHash);
    expect(dice.outcome).toEqual({ kind: 'dice', roll: 3699, win: true });
    expect(dice.floats).toEqual([WORKED.firstEightFloats[0]]);

    const plinko = await computeRound({ ...seeds, params: { kind: 'plinko', rows: 16, risk: 'high' } });
    expect(plinko.outcome).toEqual({ kind: 'plinko', path: WORKED.plinko16Path, slot: 7 });
    expect(plinko.rounds).toEqual([WORKED.round0Hex, WORKED.round1Hex]);

    const mines = await computeRound({ ...seeds, params: { kind: 'mines', mines: 3 } });
    expect(mines.outcome).toMatchObject({ kind: 'mines', mineTiles: [3, 4, 9] });

    const double = await computeRound({ ...seeds, params: { kind: 'double' } });
    expect(double.outcome).toEqual({ kind: 'double', slot: 5, colour: 'red' });

    const limbo = await computeRound({ ...seeds, params: { kind: 'limbo', edgeBp: 100 } });
    expect(limbo.outcome).toEqual({ kind: 'limbo', result: 267 });
  });
});
