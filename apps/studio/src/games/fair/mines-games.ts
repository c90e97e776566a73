import type { FairSeedPair, MinesGame, MinesResponse } from '@platform/contracts';
import { AppError, createInstanceCache } from '@platform/server-kit';
import {
  MINES_FLOATS,
  assertMineCount,
  MINES_TILES,
  generateFloats,
  maxSafePicks,
  minesMultiplierE4,
  settleMines,
  type RoundSeeds,
} from './engine/index.js';
import type { RoundRunner } from '../../round-runner.js';
import type { StudioSession, StudioSessions } from '../../studio-sessions.js';
import type { StudioRepository } from '../../studio.repository.js';
import type { StudioRoundRow } from '../../studio.tables.js';
import {
  assertBetInRange,
  cappedPayout,
  FAIR_BET_LIMITS,
  FAIR_GAME_CODES,
  type FairGameSettings,
} from './fair-game-info.js';
import { asGameChoice, isRoundId, minesShown, type FairRoundRecord } from './fair-rounds.js';
import type { KeyedLock } from './keyed-lock.js';
import type { SeedStore } from './seed-store.js';

/** An abandoned game is cashed out for the player (the stake back before any pick) after a day. */
export const MINES_ABANDON_AFTER_MS = 24 * 60 * 60 * 1000;
export const MINES_GAME_CODE =
  Object.keys(FAIR_GAME_CODES).find((code) => FAIR_GAME_CODES[code] === 'mines') ?? '';
const DEMO_GAME_MS = 12 * 60 * 60 * 1000;
const DEMO_GAMES_KEPT = 100_000;

/** A game as the server knows it: with its seeds, so its mines never need to be stored. */
type MinesState = {
  roundId: string;
  bet: number;
  mines: number;
  /** The edge the game was started at: a later change of setting does not touch it. */
  edgeBp: number;
  picks: number[];
  seedPairId: string;
  seeds: RoundSeeds;
  shown: FairSeedPair;
  status: MinesGame['status'];
  mineTiles: number[] | null;
  win: number;
};

const cashOutE4 = (state: Pick<MinesState, 'mines' | 'edgeBp'>, safePicks: number): number =>
  safePicks === 0 ? 0 : minesMultiplierE4({ mines: state.mines, safePicks, edgeBp: state.edgeBp });

/** What the player is shown: never the mines of a game still being played. */
const gameView = (state: MinesState): MinesGame => {
  const playing = state.status === 'in-play';
  const safePicks = state.picks.length;
  return {
    roundId: state.roundId,
    bet: state.bet,
    mines: state.mines,
    picks: [...state.picks],
    multiplierE4: state.status === 'lost' ? 0 : cashOutE4(state, safePicks),
    nextMultiplierE4: playing && safePicks < maxSafePicks(state.mines) ? cashOutE4(state, safePicks + 1) : 0,
    status: state.status,
    mineTiles: playing ? null : [...(state.mineTiles ?? [])],
    win: state.win,
    seeds: state.shown,
  };
};

/** The round's stored outcome: the choice, the picks and, once ended, the mines. */
const recordOf = (state: MinesState): FairRoundRecord => ({
  kind: 'mines',
  params: { mines: state.mines, picks: [...state.picks], edgeBp: state.edgeBp },
  multiplierE4: state.status === 'lost' ? 0 : cashOutE4(state, state.picks.length),
  outcome: state.mineTiles && state.status !== 'in-play' ? minesShown(state.mineTiles) : {},
});

/**
 * Mines, a game the player steers: the bet is taken at the start and the round stays in play
 * (stored for real money, in memory for demo) until a mine, a cash-out or the last safe tile.
 * One game at a time per player; it can be resumed after the page is reopened.
 */
export const createMinesGames = (deps: {
  sessions: StudioSessions;
  runner: RoundRunner;
  seedStore: SeedStore;
  repository: StudioRepository;
  settings: FairGameSettings;
  lock: KeyedLock;
  now?: () => number;
}) => {
  const { runner, seedStore, repository, settings, lock } = deps;
  const now = deps.now ?? Date.now;
  const demoGames = createInstanceCache<MinesState>({ maxEntries: DEMO_GAMES_KEPT, now });

  const ownerOf = (session: StudioSession): string =>
    session.wallet ? `player:${session.wallet.playerId}` : `demo:${session.key}`;

  const stateOfRow = async (session: StudioSession, row: StudioRoundRow): Promise<MinesState> => {
    const record = row.outcome as FairRoundRecord;
    const pair = row.seedPairId ? await seedStore.pair(session, row.seedPairId) : null;
    if (!pair || row.nonce === null) throw new AppError('round-not-found');
    const seeds = { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: row.nonce };
    return {
      roundId: row.id,
      bet: row.bet,
      mines: Number(record.params.mines),
      edgeBp: Number(record.params.edgeBp),
      picks: (record.params.picks as number[] | undefined) ?? [],
      seedPairId: row.seedPairId!,
      seeds,
      shown: { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: row.nonce },
      status: 'in-play',
      mineTiles: null,
      win: 0,
    };
  };

  /** The player's game in play, if any. */
  const inPlay = async (session: StudioSession): Promise<MinesState | null> => {
    if (!session.wallet) {
      const game = demoGames.get(session.key);
      return game?.status === 'in-play' ? game : null;
    }
    const row = await repository.fair.roundInPlay(session.wallet.playerId, MINES_GAME_CODE);
    return row ? stateOfRow(session, row) : null;
  };

  /** The game a pick or a cash-out names: the player's, and still in play. */
  const playing = async (session: StudioSession, roundId: string): Promise<MinesState> => {
    if (!session.wallet) {
      const game = demoGames.get(session.key);
      if (!game || game.roundId !== roundId) throw new AppError('round-not-found');
      if (game.status !== 'in-play') throw new AppError('round-closed');
      return game;
    }
    const row = isRoundId(roundId) ? await repository.findRound(roundId) : null;
    if (!row || row.playerId !== session.wallet.playerId || row.gameCode !== MINES_GAME_CODE) {
      throw new AppError('round-not-found');
    }
    if (row.status !== 'in-play') throw new AppError('round-closed');
    return stateOfRow(session, row);
  };

  const keep = (session: StudioSession, state: MinesState): MinesState => {
    if (!session.wallet) demoGames.set(session.key, state, now() + DEMO_GAME_MS);
    return state;
  };

  /** Ends the game with what it pays (0 on a mine) and pays it. */
  const end = async (session: StudioSession, state: MinesState): Promise<MinesResponse> => {
    const { balance } = await runner.finish(session, state.roundId, {
      gameCode: MINES_GAME_CODE,
      win: state.win,
      outcome: recordOf(state),
    });
    return { game: gameView(keep(session, state)), balance };
  };

  const cashOut = (session: StudioSession, state: MinesState, mineTiles: number[]): Promise<MinesResponse> =>
    end(session, {
      ...state,
      status: 'won',
      mineTiles,
      win: cappedPayout(state.bet, cashOutE4(state, state.picks.length)),
    });

  const minesOf = (state: MinesState, picks: number[]) =>
    settleMines({
      floats: generateFloats(state.seeds, MINES_FLOATS),
      mines: state.mines,
      picks,
      edgeBp: state.edgeBp,
    });

  return {
    /** Whether the player has a game in play (a rotation would reveal its mines). */
    hasGameInPlay: async (session: StudioSession): Promise<boolean> => (await inPlay(session)) !== null,
    ownerOf,

    async start(input: { sessionId: string; bet: number; mines: number }): Promise<MinesResponse> {
      const session = deps.sessions.get(input.sessionId, 'mines');
      const edgeBp = settings.edges.mines;
      assertBetInRange(input.bet);
      asGameChoice(() => assertMineCount(input.mines));
      return lock(ownerOf(session), async () => {
        if (await inPlay(session)) throw new AppError('round-in-progress');
        const taken = await seedStore.take(session);
        const state: MinesState = {
          roundId: '',
          bet: input.bet,
          mines: input.mines,
          edgeBp,
          picks: [],
          seedPairId: taken.seedPairId,
          seeds: taken.seeds,
          shown: taken.shown,
          status: 'in-play',
          mineTiles: null,
          win: 0,
        };
        const opened = await runner.open(session, {
          gameCode: MINES_GAME_CODE,
          bet: input.bet,
          outcome: recordOf(state),
          abandonWin: input.bet,
          abandonAfterMs: MINES_ABANDON_AFTER_MS,
          seeds: { seedPairId: taken.seedPairId, nonce: taken.seeds.nonce },
        });
        const started = keep(session, { ...state, roundId: opened.roundId });
        return { game: gameView(started), balance: opened.balance };
      });
    },

    /**
     * Opens a tile: a mine ends the game; the last safe tile, or a pick that brings the cash-out
     * to the maximum payout (no pick could raise it further), cashes it out.
     */
    async pick(input: { sessionId: string; roundId: string; tile: number }): Promise<MinesResponse> {
      const session = deps.sessions.get(input.sessionId, 'mines');
      return lock(ownerOf(session), async () => {
        const state = await playing(session, input.roundId);
        const { tile } = input;
        if (!Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES || state.picks.includes(tile)) {
          throw new AppError('invalid-game-choice');
        }
        const picked = { ...state, picks: [...state.picks, tile] };
        const settled = minesOf(picked, picked.picks);
        if (settled.hitMine) {
          return end(session, { ...picked, status: 'lost', mineTiles: settled.minePositions, win: 0 });
        }
        const cashOutValue = cappedPayout(picked.bet, settled.payoutMultiplierE4);
        if (
          picked.picks.length === maxSafePicks(picked.mines) ||
          cashOutValue === FAIR_BET_LIMITS.maxPayout
        ) {
          return cashOut(session, picked, settled.minePositions);
        }
        await runner.update(session, picked.roundId, { outcome: recordOf(picked), abandonWin: cashOutValue });
        return { game: gameView(keep(session, picked)), balance: session.balance };
      });
    },

    /** Ends the game at its current multiplier (after at least one safe pick). */
    async cashOut(input: { sessionId: string; roundId: string }): Promise<MinesResponse> {
      const session = deps.sessions.get(input.sessionId, 'mines');
      return lock(ownerOf(session), async () => {
        const state = await playing(session, input.roundId);
        if (state.picks.length === 0) throw new AppError('invalid-game-choice');
        return cashOut(session, state, minesOf(state, []).minePositions);
      });
    },

    /** The player's unfinished game, to resume after reopening the page. */
    async active(input: { sessionId: string }): Promise<{ game: MinesGame | null; balance: number }> {
      const session = deps.sessions.get(input.sessionId, 'mines');
      const state = await inPlay(session);
      return { game: state ? gameView(state) : null, balance: session.balance };
    },
  };
};

export type MinesGames = ReturnType<typeof createMinesGames>;
