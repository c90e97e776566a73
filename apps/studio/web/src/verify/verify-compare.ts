import type { FairGameKind, SupportedLanguage } from '@platform/contracts';
import { formatHundredths, formatMultiplierE4 } from '../games/fair/fair-math';
import type { ComputedOutcome } from './fair-compute';
import type { VerifyTranslate } from './verify-i18n';

/**
 * The fields of an outcome as the server names them (its verify answer and its stored rounds):
 * dice roll and win, mines' mine tiles, plinko path and slot, double slot and colour, limbo result.
 */
export const comparableOutcome = (outcome: ComputedOutcome): Record<string, unknown> => {
  switch (outcome.kind) {
    case 'dice':
      return { roll: outcome.roll, win: outcome.win };
    case 'mines':
      return { mineTiles: outcome.mineTiles };
    case 'plinko':
      return { path: outcome.path, slot: outcome.slot };
    case 'double':
      return { slot: outcome.slot, colour: outcome.colour };
    case 'limbo':
      return { result: outcome.result };
    default: {
      const unknown: never = outcome;
      throw new Error(`Unknown game ${String(unknown)}`);
    }
  }
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether another outcome (the server's, a stored round's) says what the browser computed. */
export const outcomeAgrees = (computed: ComputedOutcome, other: Record<string, unknown>) =>
  Object.entries(comparableOutcome(computed)).every(([key, value]) => same(other[key], value));

export const floatsAgree = (a: readonly number[], b: readonly number[]) => same(a, b);

const numberOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** An outcome in words, whoever computed it. */
export const describeOutcome = (input: {
  kind: FairGameKind;
  outcome: Record<string, unknown>;
  t: VerifyTranslate;
  language: SupportedLanguage;
}): string => {
  const { outcome, t, language } = input;
  if (Object.keys(outcome).length === 0) return t('emptyOutcome');
  switch (input.kind) {
    case 'dice': {
      const roll = numberOf(outcome.roll);
      return roll === null
        ? JSON.stringify(outcome)
        : t('diceRoll', { roll: formatHundredths(roll, language) });
    }
    case 'mines': {
      const tiles = Array.isArray(outcome.mineTiles) ? outcome.mineTiles.join(', ') : JSON.stringify(outcome);
      return t('minesTiles', { tiles });
    }
    case 'plinko': {
      const slot = numberOf(outcome.slot);
      const multiplier = numberOf(outcome.multiplierE4);
      const text = t('plinkoSlot', { slot: slot ?? '?' });
      return multiplier === null ? text : `${text} — ${formatMultiplierE4(multiplier, language)}`;
    }
    case 'double': {
      const colour = typeof outcome.colour === 'string' ? outcome.colour : '';
      const known = colour === 'red' || colour === 'black' || colour === 'white';
      return t('doubleSlot', {
        slot: numberOf(outcome.slot) ?? '?',
        colour: known ? t(`colour.${colour}`) : colour,
      });
    }
    case 'limbo': {
      const result = numberOf(outcome.result);
      return result === null
        ? JSON.stringify(outcome)
        : t('limboResult', { result: `${formatHundredths(result, language)}×` });
    }
    default: {
      const unknown: never = input.kind;
      return String(unknown);
    }
  }
};
