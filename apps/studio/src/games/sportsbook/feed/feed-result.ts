import {
  finalResultFromFeed,
  sportFinalResultFromFeed,
  type FeedResult,
  type FinalResult,
  type MatchFormat,
} from '../engine/index.js';

/**
 * A stored provider result as settlement reads it: football through `finalResultFromFeed`,
 * basketball and tennis through `sportFinalResultFromFeed`. E-sports results have no reader from a
 * provider's board yet (their maps' winners are not in a `Scoreboard` alone), so they are refused
 * (SPORT_UNSUPPORTED) when stored rather than guessed. Throws the engine's SportsbookInputError.
 */
export const feedFinalResult = (result: FeedResult, format: MatchFormat): FinalResult =>
  result.sport === 'FOOTBALL' ? finalResultFromFeed(result) : sportFinalResultFromFeed({ result, format });
