import type {
  FairGameKind,
  FairRoundResponse,
  FairVerifyResponse,
  FairVerifyRequest,
} from '@platform/contracts';
import type { z } from 'zod';
import { AppError } from '@platform/server-kit';
import {
  FairInputError,
  MINES_FLOATS,
  assertPlinkoChoice,
  colorOfSlot,
  generateFloats,
  hashServerSeed,
  limboResultFromFloat,
  placeMines,
  settleDice,
  settlePlinko,
  slotFromFloat,
  type DiceOutcome,
  type DoubleOutcome,
  type LimboOutcome,
  type PlinkoOutcome,
} from './engine/index.js';
import type { StudioRoundRow } from '../../studio.tables.js';
import { FAIR_GAME_CODES, type FairGameSettings } from './fair-game-info.js';
import type { KnownSeedPair } from './seed-store.js';

/**
 * What a fair game stores as a round's outcome: the player's choice with the edge it was played
 * at (so the round can be recomputed whatever the edge is later), the bet's multiplier as placed
 * (Mines: what cashing out pays now) and what was decided, in the verify answer's shape.
 */
export type FairRoundRecord = {
  kind: FairGameKind;
  params: Record<string, unknown>;
  multiplierE4: number;
  outcome: Record<string, unknown>;
};

/** The outcome of each game as both the verify answer and the round lookup show it. */
export const diceShown = (outcome: DiceOutcome) => ({ roll: outcome.roll, win: outcome.win });
export const plinkoShown = (outcome: PlinkoOutcome) => ({
  path: outcome.path,
  slot: outcome.slot,
  multiplierE4: outcome.payoutMultiplierE4,
});
export const doubleShown = (outcome: Pick<DoubleOutcome, 'slot' | 'color'>) => ({
  slot: outcome.slot,
  colour: outcome.color,
});
export const limboShown = (outcome: Pick<LimboOutcome, 'result'>) => ({ result: outcome.result });
export const minesShown = (mineTiles: readonly number[]) => ({ mineTiles: [...mineTiles] });

/** A choice the games refuse is the player's mistake, never a server error. */
export const asGameChoice = <T>(decide: () => T): T => {
  try {
    return decide();
  } catch (error) {
    if (error instanceof FairInputError) throw new AppError('invalid-game-choice');
    throw error;
  }
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;
/** Round ids are UUIDs: anything else names no round (and must not reach a uuid column). */
export const isRoundId = (roundId: string): boolean => UUID.test(roundId);

/**
 * Recomputes any round from its seeds, with nothing stored and no session: the floats, then the
 * game's outcome at the edge it was played at (as its round lookup shows), or the current one.
 */
export const verifyFairRound = (
  input: z.output<typeof FairVerifyRequest>,
  settings: FairGameSettings,
): FairVerifyResponse =>
  asGameChoice(() => {
    const seeds = { serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: input.nonce };
    const answer = (floats: number[], outcome: Record<string, unknown>): FairVerifyResponse => ({
      kind: input.kind,
      serverSeedHash: hashServerSeed(input.serverSeed),
      floats,
      outcome,
    });
    switch (input.kind) {
      case 'dice': {
        const floats = generateFloats(seeds, 1);
        const choice = { direction: input.direction, target: input.target };
        const edgeBp = input.edgeBp ?? settings.edges.dice;
        return answer(floats, diceShown(settleDice({ float: floats[0]!, choice, edgeBp })));
      }
      case 'mines': {
        const floats = generateFloats(seeds, MINES_FLOATS);
        return answer(floats, minesShown(placeMines(floats, input.mines)));
      }
      case 'plinko': {
        const choice = { rows: input.rows, risk: input.risk };
        assertPlinkoChoice(choice.rows, choice.risk);
        const floats = generateFloats(seeds, input.rows);
        const edgeBp = input.edgeBp ?? settings.edges.plinko;
        return answer(floats, plinkoShown(settlePlinko({ floats, choice, edgeBp })));
      }
      case 'double': {
        const floats = generateFloats(seeds, 1);
        const slot = slotFromFloat(floats[0]!);
        return answer(floats, doubleShown({ slot, color: colorOfSlot(slot) }));
      }
      case 'limbo': {
        const floats = generateFloats(seeds, 1);
        return answer(
          floats,
          limboShown({ result: limboResultFromFloat(floats[0]!, input.edgeBp ?? settings.edges.limbo) }),
        );
      }
      default: {
        const unknown: never = input;
        throw new FairInputError('GAME_UNKNOWN', String(unknown));
      }
    }
  });

/** Rounds the player was shown: one being played, or one whose bet was taken. */
const LOOKED_UP = new Set<StudioRoundRow['status']>(['in-play', 'bet-placed', 'settled']);

/**
 * A stored real-money round of a fair game with its seeds; the server seed only once its pair is
 * revealed, and a Mines game's mines only once it has ended.
 */
export const fairRoundView = (round: StudioRoundRow, pair: KnownSeedPair | null): FairRoundResponse => {
  const kind = FAIR_GAME_CODES[round.gameCode];
  const record = round.outcome as Partial<FairRoundRecord> | null;
  if (!kind || !pair || round.nonce === null || !LOOKED_UP.has(round.status) || record?.kind !== kind) {
    throw new AppError('round-not-found');
  }
  const inPlay = round.status === 'in-play';
  let outcome = record.outcome ?? {};
  if (kind === 'mines') {
    // Recomputed, so a game ended by recovery (abandoned) shows its mines too; never while in play.
    const floats = inPlay ? null : generateFloats({ ...pair, nonce: round.nonce }, MINES_FLOATS);
    outcome = floats ? minesShown(placeMines(floats, Number(record.params?.mines))) : {};
  }
  return {
    roundId: round.id,
    gameCode: round.gameCode,
    kind,
    bet: round.bet,
    win: inPlay ? 0 : round.win,
    createdAt: round.createdAt.toISOString(),
    serverSeedHash: pair.serverSeedHash,
    serverSeed: pair.revealed && !inPlay ? pair.serverSeed : null,
    clientSeed: pair.clientSeed,
    nonce: round.nonce,
    params: record.params ?? {},
    outcome,
  };
};
