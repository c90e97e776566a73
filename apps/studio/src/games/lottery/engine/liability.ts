import { LotteryInputError } from './input-error.js';

/**
 * The house's limit on what it stands to pay on one number of one draw (per bet type: a đề on 27
 * and a lô on 27 are different rows). A bet adds to a number the return it pays if that number
 * hits once: stake × odds for a đề, the return per hit for a lô (a lô that hits twice pays twice,
 * but bookmakers cap the per-hit amount, the one a player's choice moves), and for a xiên the
 * line's whole return on each of its numbers (any of them can be the last to come out).
 *
 * This is the pure check. In the database every (draw, bet type, number) is one row, and a ticket
 * takes its numbers in one transaction, each with one conditional statement, in code-point order of
 * the number so two tickets never wait on each other crosswise:
 *
 *   UPDATE lottery_exposure SET exposure_minor = exposure_minor + $add
 *    WHERE draw_id = $draw AND bet_type = $type AND number = $number
 *      AND exposure_minor + $add <= $limit
 *   RETURNING exposure_minor
 *
 * (the rows inserted with 0 when the draw is created, or INSERT … ON CONFLICT DO UPDATE … WHERE the
 * same condition). No row back means the limit would be passed: the transaction rolls back, the
 * ticket is refused with its own message and no wallet call is made. Two tickets racing for the last
 * room on a number are serialised by the row's lock, and the second sees the first's amount.
 */

export type ExposureAddition = { number: string; amountMinor: number };

export type LiabilityCheck =
  | { ok: true; exposureAfter: Record<string, number> }
  | { ok: false; number: string; exposureMinor: number; addMinor: number; limitMinor: number };

export type LiabilityQuery = {
  /** What the open tickets already stand to pay, per number (a number not listed has 0). */
  exposure: Readonly<Record<string, number>>;
  additions: readonly ExposureAddition[];
  limitMinor: number;
  /** A lower (or higher) limit on some numbers, e.g. the numbers everyone plays this week. */
  limitOverrides?: Readonly<Record<string, number>>;
};

const assertAmount = (amount: number, what: string): void => {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new LotteryInputError('AMOUNT_INVALID', `${what}: ${amount}`);
};

/** Reaching the limit exactly is allowed; one centavo past it is refused. */
export const checkLiability = ({
  exposure,
  additions,
  limitMinor,
  limitOverrides = {},
}: LiabilityQuery): LiabilityCheck => {
  assertAmount(limitMinor, 'limit');
  // One ticket may name a number twice (two xiên lines sharing it): they add up before the check.
  const added = new Map<string, number>();
  for (const { number, amountMinor } of additions) {
    assertAmount(amountMinor, number);
    added.set(number, (added.get(number) ?? 0) + amountMinor);
  }
  const after: Record<string, number> = {};
  for (const number of [...added.keys()].sort()) {
    const exposureMinor = exposure[number] ?? 0;
    const addMinor = added.get(number) ?? 0;
    const limit = limitOverrides[number] ?? limitMinor;
    if (exposureMinor + addMinor > limit)
      return { ok: false, number, exposureMinor, addMinor, limitMinor: limit };
    after[number] = exposureMinor + addMinor;
  }
  return { ok: true, exposureAfter: after };
};
