import { EngineInputError } from '../../../engine-input-error.js';

/**
 * Input the lottery engine cannot accept: a draw id with a ':' in it, a number with the wrong count
 * of digits for its bet type, a stake that is not whole centavos, an odds table with a hole in it.
 */
export class LotteryInputError extends EngineInputError {}
