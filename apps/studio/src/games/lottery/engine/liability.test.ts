import { describe, expect, it } from 'vitest';
import { LotteryInputError } from './input-error.js';
import { checkLiability } from './liability.js';

const LIMIT = 1_000_000;

describe('the per-number liability check', () => {
  it('accepts a bet that brings a number exactly to the limit, and refuses one centavo more', () => {
    const exposure = { '27': 900_000 };
    expect(
      checkLiability({ exposure, additions: [{ number: '27', amountMinor: 100_000 }], limitMinor: LIMIT }),
    ).toEqual({
      ok: true,
      exposureAfter: { '27': 1_000_000 },
    });
    expect(
      checkLiability({ exposure, additions: [{ number: '27', amountMinor: 100_001 }], limitMinor: LIMIT }),
    ).toEqual({
      ok: false,
      number: '27',
      exposureMinor: 900_000,
      addMinor: 100_001,
      limitMinor: LIMIT,
    });
  });

  it('starts a number nobody has bet yet at zero, and refuses a single bet larger than the limit', () => {
    expect(
      checkLiability({ exposure: {}, additions: [{ number: '05', amountMinor: LIMIT }], limitMinor: LIMIT })
        .ok,
    ).toBe(true);
    expect(
      checkLiability({
        exposure: {},
        additions: [{ number: '05', amountMinor: LIMIT + 1 }],
        limitMinor: LIMIT,
      }).ok,
    ).toBe(false);
  });

  it('adds up one ticket’s amounts on the same number before checking (two xiên lines sharing 27)', () => {
    const additions = [
      { number: '27', amountMinor: 600_000 },
      { number: '45', amountMinor: 600_000 },
      { number: '27', amountMinor: 600_000 },
    ];
    expect(checkLiability({ exposure: {}, additions, limitMinor: LIMIT })).toMatchObject({
      ok: false,
      number: '27',
      addMinor: 1_200_000,
    });
  });

  it('refuses the whole ticket when one number is full, naming the first in code-point order', () => {
    const exposure = { '99': LIMIT, '12': LIMIT };
    const additions = [
      { number: '99', amountMinor: 1 },
      { number: '40', amountMinor: 1 },
      { number: '12', amountMinor: 1 },
    ];
    expect(checkLiability({ exposure, additions, limitMinor: LIMIT })).toMatchObject({
      ok: false,
      number: '12',
    });
  });

  it('applies a number’s own limit where one is set', () => {
    const query = { exposure: { '68': 40_000 }, limitMinor: LIMIT, limitOverrides: { '68': 50_000 } };
    expect(checkLiability({ ...query, additions: [{ number: '68', amountMinor: 10_000 }] }).ok).toBe(true);
    expect(checkLiability({ ...query, additions: [{ number: '68', amountMinor: 10_001 }] })).toMatchObject({
      ok: false,
      limitMinor: 50_000,
    });
    expect(checkLiability({ ...query, additions: [{ number: '86', amountMinor: 900_000 }] }).ok).toBe(true);
  });

  it('lets a zero limit refuse every bet on a number (a number the house has closed)', () => {
    const query = { exposure: {}, limitMinor: LIMIT, limitOverrides: { '13': 0 } };
    expect(checkLiability({ ...query, additions: [{ number: '13', amountMinor: 1 }] }).ok).toBe(false);
  });

  it('refuses negative or fractional amounts and limits instead of letting them free room', () => {
    expect(() =>
      checkLiability({ exposure: {}, additions: [{ number: '27', amountMinor: -5 }], limitMinor: LIMIT }),
    ).toThrow(LotteryInputError);
    expect(() =>
      checkLiability({ exposure: {}, additions: [{ number: '27', amountMinor: 1.5 }], limitMinor: LIMIT }),
    ).toThrow(LotteryInputError);
    expect(() => checkLiability({ exposure: {}, additions: [], limitMinor: -1 })).toThrow(LotteryInputError);
  });
});
