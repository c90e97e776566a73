import type { FishGameInfo, FishShotResponse, FishSpecies, StudioSessionResponse } from '@platform/contracts';

const species = (
  id: string,
  names: [string, string, string],
  multiplier: number,
  shape: FishSpecies['shape'],
  size: number,
  speed: number,
  weight: number,
): FishSpecies => ({
  id,
  names: { PT: names[0], EN: names[1], CN: names[2] },
  multiplier,
  shape,
  colors: ['#ff7a1a', '#ffffff', '#1a1a1a'],
  size,
  speed,
  weight,
});

/** A small fishing game in the shape the studio server sends (docs/studio-fish.md). */
export const testFishGame: FishGameInfo = {
  kind: 'fish',
  gameCode: 'OCZ-0001',
  names: { PT: 'Rainha do Kraken 3D', EN: 'Kraken Queen 3D', CN: '海怪女王 3D' },
  theme: 'reef',
  rtp: 0.96,
  shotCosts: [10, 20, 50, 100, 200, 500, 1000],
  species: [
    species('clownfish', ['Peixe-palhaço', 'Clownfish', '小丑鱼'], 2, 'fish', 60, 110, 14),
    species('angelfish', ['Peixe-anjo', 'Angelfish', '神仙鱼'], 4, 'tall', 66, 100, 14),
    species('crab', ['Caranguejo', 'Crab', '螃蟹'], 6, 'crab', 75, 96, 14),
    species('lionfish', ['Peixe-leão', 'Lionfish', '狮子鱼'], 12, 'tall', 100, 80, 6),
    species('octopus', ['Polvo', 'Octopus', '章鱼'], 20, 'squid', 123, 70, 6),
    species('turtle', ['Tartaruga', 'Turtle', '海龟'], 25, 'turtle', 136, 66, 6),
    species('eagle-ray', ['Arraia-pintada', 'Spotted eagle ray', '斑点鹞鲼'], 40, 'ray', 170, 58, 3),
    species('reef-shark', ['Tubarão-de-recife', 'Reef shark', '礁鲨'], 60, 'shark', 190, 52, 3),
    species('hammerhead', ['Tubarão-martelo', 'Hammerhead shark', '双髻鲨'], 200, 'shark', 275, 36, 1),
  ],
  maxMultiplier: 200,
  shotsPerSecond: 8,
};

export const fishSessionFixture = (balance = 200_000): StudioSessionResponse & { game: FishGameInfo } => ({
  sessionId: 'fish-session',
  mode: 'demo',
  currency: 'BRL',
  balance,
  game: testFishGame,
});

export const shotFixture = (input: Partial<FishShotResponse> & { balance: number }): FishShotResponse => ({
  roundId: 'round-1',
  species: 'clownfish',
  caught: false,
  multiplier: 2,
  win: 0,
  ...input,
});
