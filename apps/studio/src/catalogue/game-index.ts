import { buildStudioGameList, type StudioGame } from './game-list.js';

/** What the studio needs of one of its games to open it: what it is, what it is called, whether demo may. */
export type ListedGame = Pick<StudioGame, 'gameCode' | 'gameType' | 'gameClassify' | 'names' | 'freePlay'>;

let index: ReadonlyMap<string, ListedGame> | undefined;

const buildIndex = (): ReadonlyMap<string, ListedGame> =>
  new Map(
    buildStudioGameList().games.map(({ gameCode, gameType, gameClassify, names, freePlay }) => [
      gameCode,
      { gameCode, gameType, gameClassify, names, freePlay },
    ]),
  );

/**
 * The studio's game of that code, or undefined: the studio serves its own games only. The index
 * is built at first use, once per process: building the list takes about 0.1 s and the index
 * holds about 4 MB, which a process that never opens a game need not pay.
 */
export const listedGameOf = (gameCode: string): ListedGame | undefined => {
  index ??= buildIndex();
  return index.get(gameCode);
};
