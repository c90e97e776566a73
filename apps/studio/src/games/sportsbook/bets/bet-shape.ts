import type { SportsBetShape } from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import { EngineInputError } from '../../../engine-input-error.js';
import {
  NAMED_SYSTEMS,
  betLines,
  builderOutcome,
  kFromN,
  namedSystem,
  type BetLeg,
  type BetShape,
} from '../engine/index.js';

/**
 * The engine's shape for the page's (which names the systems the engine spells as sizes). A
 * builder is paid as a single: one selection at its own odds whose outcome combines its legs'
 * (builderLine).
 */
export const engineShape = (shape: SportsBetShape): BetShape => {
  switch (shape.kind) {
    case 'SINGLE':
    case 'BUILDER':
      return { kind: 'SINGLE' };
    case 'ACCUMULATOR':
      return { kind: 'ACCUMULATOR' };
    case 'K_FROM_N':
      return kFromN(shape.k);
    case 'NAMED':
      return namedSystem(shape.name);
    default: {
      const unknown: never = shape;
      throw new Error(`unknown bet shape ${JSON.stringify(unknown)}`);
    }
  }
};

/** Whether a shape is defined on this many legs: a system of k from n needs k < n (k = n is an accumulator). */
const legsFit = (shape: SportsBetShape, legCount: number): boolean => {
  switch (shape.kind) {
    case 'SINGLE':
      return legCount === 1;
    case 'ACCUMULATOR':
      return legCount >= 2;
    case 'K_FROM_N':
      return shape.k >= 1 && shape.k < legCount;
    case 'NAMED':
      return NAMED_SYSTEMS[shape.name].legs === legCount;
    // A builder is priced by its own request (SportsBuilderPlaceRequest), never from a slip's legs.
    case 'BUILDER':
      return false;
    default: {
      const unknown: never = shape;
      throw new Error(`unknown bet shape ${JSON.stringify(unknown)}`);
    }
  }
};

/**
 * Checks the slip's shape against its legs and answers the engine's shape and its line count:
 * `sports-shape-invalid` when they do not fit (or the system has more lines than the engine
 * takes), `sports-legs-same-event` for two legs on one event (their outcomes are not independent,
 * which the prices and the cash-out value assume).
 */
export const checkedShape = (
  shape: SportsBetShape,
  legs: readonly { eventId: string }[],
): { shape: BetShape; lines: number } => {
  if (!legsFit(shape, legs.length)) throw new AppError('sports-shape-invalid');
  if (new Set(legs.map((leg) => leg.eventId)).size !== legs.length)
    throw new AppError('sports-legs-same-event');
  const engine = engineShape(shape);
  try {
    return { shape: engine, lines: betLines(engine, legs.length).length };
  } catch (error) {
    if (error instanceof EngineInputError) throw new AppError('sports-shape-invalid');
    throw error;
  }
};

/**
 * The legs the engine pays (settleBet over engineShape): a slip's own legs, or for a builder one
 * leg at the builder's odds whose outcome combines its legs' (engine/bet-builder.ts), open while
 * any of them is. A builder's legs are on one event, so they are settled together.
 */
export const payingLegs = (shape: SportsBetShape, legs: readonly BetLeg[]): BetLeg[] => {
  if (shape.kind !== 'BUILDER') return [...legs];
  const outcomes = legs.flatMap((leg) => (leg.outcome === 'OPEN' ? [] : [leg.outcome]));
  const outcome = outcomes.length < legs.length ? 'OPEN' : builderOutcome(outcomes);
  return [{ oddsE3: shape.oddsE3, outcome }];
};
