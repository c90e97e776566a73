import fc from 'fast-check';

/**
 * Vectors pinned from a separate implementation: Python 3's hmac and hashlib, run by hand (its
 * float part is printed in docs/provably-fair.md). The TypeScript code must agree bit for bit.
 */
export const WORKED_EXAMPLE = {
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
} as const;

export const CRASH_EXAMPLE = {
  secret: 'crash-chain-secret-example',
  salt: '0000000000000000000fa3b65e43e4240d71762a5bf397d5304b2596d116859c',
  terminalHash: '8237e8685a8440a6bbefc337c335c551ae83b8152e9a1853c44b1d6ed25835cf',
  rounds: [
    {
      hash: '5ba7d9b80665a2b144494bc52e0fc263ce650008f4a47e81eb9ce50bfcd70178',
      bits: '9434cb516d976',
      crash: 235,
    },
    {
      hash: 'e0d6f7517e2756b696221eb564edf5b3fbd00eba69f05891956362453f5b4eee',
      bits: 'dfed48e1f69fb',
      crash: 790,
    },
    {
      hash: '983c2b07c812cc66e46e9b92d029c1db9d69d7b98067975922a5211fa0969639',
      bits: '69679c8038763',
      crash: 168,
    },
    {
      hash: '97741aeec7cb8cad14c0e7437a6a8c4ae4cf879f88e1182964af322f0e51d267',
      bits: '2e4c6a96b0443',
      crash: 120,
    },
    {
      hash: '3099ffdf620fb02fbbf062cf863dc433a49833de747919ecf38a7ea11874dfb2',
      bits: 'd870e8c294e7a',
      crash: 640,
    },
  ],
} as const;

/** Any server seed as the scheme makes them (64 lowercase hex characters), for property tests. */
export const serverSeedArbitrary = fc.stringMatching(/^[0-9a-f]{64}$/);
