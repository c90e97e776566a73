import { describe, expect, it } from 'vitest';
import { elottExposureKey, sea4dBetExposure, vnTicketExposure } from './bet-exposure.js';
import { checkLiability } from './liability.js';
import { DEFAULT_SEA_4D_PRIZES } from './sea-4d-prizes.js';

describe('what a ticket adds to the exposure', () => {
  it('adds a VN line’s one-hit return on each of its numbers', () => {
    expect(vnTicketExposure({ betType: 'DE', lines: [['27'], ['72']], stakeMinor: 1_000 }, 98_000)).toEqual([
      { number: '27', amountMinor: 98_000 },
      { number: '72', amountMinor: 98_000 },
    ]);
    const xien = vnTicketExposure(
      {
        betType: 'XIEN_2',
        lines: [
          ['27', '45'],
          ['27', '68'],
        ],
        stakeMinor: 100,
      },
      17_000,
    );
    // 27 is in both lines: the check adds them up.
    expect(checkLiability({ exposure: {}, additions: xien, limitMinor: 3_399 })).toMatchObject({
      ok: false,
      number: '27',
      addMinor: 3_400,
    });
  });

  it('adds a 4D number’s first prize, shared for an i-box', () => {
    expect(
      sea4dBetExposure(
        { number: '1234', size: 'BIG', kind: 'STRAIGHT', stakeMinor: 100 },
        DEFAULT_SEA_4D_PRIZES,
      ),
    ).toEqual([{ number: '1234', amountMinor: 200_000 }]);
    const ibox = sea4dBetExposure(
      { number: '1122', size: 'SMALL', kind: 'IBOX', stakeMinor: 100 },
      DEFAULT_SEA_4D_PRIZES,
    );
    expect(ibox).toHaveLength(6);
    expect(ibox.every(({ amountMinor }) => amountMinor === 50_000)).toBe(true);
  });

  it('keys ELOTT choices apart', () => {
    expect(elottExposureKey({ kind: 'SUM_SIDE', side: 'BIG' })).toBe('SUM:BIG');
    expect(elottExposureKey({ kind: 'POSITION_VALUE', position: 3, value: 7 })).toBe('P3:7');
  });
});
