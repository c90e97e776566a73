import { EngineInputError } from '../../../engine-input-error.js';

/**
 * Input the sportsbook engine cannot accept: a malformed market key, a score that is not a score,
 * odds below 1.00, a stake that is not whole centavos.
 */
export class SportsbookInputError extends EngineInputError {}
