import { describe, expect, it } from 'vitest';
import { LotteryInputError } from './input-error.js';
import { vnLineHits, type VnBetType } from './vn-bets.js';
import { DEFAULT_VN_ODDS } from './vn-odds.js';
import { NORTH_RESULT, SOUTH_RESULT } from './vn-test-results.js';
import { settleVnTicket, vnTicketCost, type VnTicket } from './vn-ticket.js';

const single = (betType: VnBetType, numbers: string[], stakeMinor = 1_000): VnTicket => ({
  betType,
  lines: [numbers],
  stakeMinor,
});
const northReturn = (betType: VnBetType, numbers: string[], stakeMinor = 1_000) =>
  settleVnTicket(single(betType, numbers, stakeMinor), NORTH_RESULT).returnMinor;

describe('VN hits on a crafted north result', () => {
  it('lô 2 counts every prize ending in the number, each occurrence once', () => {
    expect(vnLineHits('LO_2', ['45'], NORTH_RESULT)).toBe(7);
    expect(vnLineHits('LO_2', ['07'], NORTH_RESULT)).toBe(1);
    expect(vnLineHits('LO_2', ['33'], NORTH_RESULT)).toBe(0);
  });

  it('lô 3 and lô 4 read the last 3 and 4 digits, and skip prizes too short to carry them', () => {
    // 345: the special 12345, G5 2345, G6 345 — not G7 45, which has only 2 digits.
    expect(vnLineHits('LO_3', ['345'], NORTH_RESULT)).toBe(3);
    // 2345: the special and G5 — not G6 345.
    expect(vnLineHits('LO_4', ['2345'], NORTH_RESULT)).toBe(2);
    // 145: G2 11145 and G5 1145; G2 22245 ends in 245.
    expect(vnLineHits('LO_3', ['145'], NORTH_RESULT)).toBe(2);
  });

  it('đề, 3 càng, đầu and đuôi read only the special prize 12345', () => {
    expect(vnLineHits('DE', ['45'], NORTH_RESULT)).toBe(1);
    expect(vnLineHits('DE', ['07'], NORTH_RESULT)).toBe(0);
    expect(vnLineHits('BA_CANG', ['345'], NORTH_RESULT)).toBe(1);
    expect(vnLineHits('BA_CANG', ['245'], NORTH_RESULT)).toBe(0);
    expect(vnLineHits('DAU', ['4'], NORTH_RESULT)).toBe(1);
    expect(vnLineHits('DAU', ['5'], NORTH_RESULT)).toBe(0);
    expect(vnLineHits('DUOI', ['5'], NORTH_RESULT)).toBe(1);
    expect(vnLineHits('DUOI', ['4'], NORTH_RESULT)).toBe(0);
  });

  it('xiên wins once when every chosen number comes out, however often, and loses on one missing', () => {
    expect(vnLineHits('XIEN_2', ['45', '07'], NORTH_RESULT)).toBe(1);
    expect(vnLineHits('XIEN_3', ['45', '07', '01'], NORTH_RESULT)).toBe(1);
    expect(vnLineHits('XIEN_4', ['45', '07', '01', '99'], NORTH_RESULT)).toBe(1);
    expect(vnLineHits('XIEN_4', ['45', '07', '01', '33'], NORTH_RESULT)).toBe(0);
  });
});

describe('VN payouts', () => {
  it('pay stake × odds per hit at the north odds', () => {
    expect(northReturn('LO_2', ['45'])).toBe(7 * 3_600);
    expect(northReturn('LO_3', ['345'])).toBe(3 * 42_000);
    expect(northReturn('LO_4', ['2345'])).toBe(2 * 480_000);
    expect(northReturn('DE', ['45'])).toBe(98_000);
    expect(northReturn('BA_CANG', ['345'])).toBe(980_000);
    expect(northReturn('XIEN_2', ['45', '07'])).toBe(17_000);
    expect(northReturn('XIEN_3', ['45', '07', '01'])).toBe(77_000);
    expect(northReturn('XIEN_4', ['45', '07', '01', '99'])).toBe(350_000);
    expect(northReturn('DAU', ['4'])).toBe(9_800);
    expect(northReturn('DUOI', ['5'])).toBe(9_800);
    expect(northReturn('DE', ['44'])).toBe(0);
  });

  it('price a southern draw with the southern odds (18 numbers, so a lô pays more)', () => {
    const settle = (betType: VnBetType, numbers: string[]) =>
      settleVnTicket(single(betType, numbers), SOUTH_RESULT).returnMinor;
    expect(settle('LO_2', ['65'])).toBe(5 * 5_400); // G8 65, G7 765, G5 8765, G4 11165, special 098765
    expect(settle('LO_3', ['765'])).toBe(3 * 57_000); // G7 765, G5 8765, special 098765
    expect(settle('DE', ['65'])).toBe(98_000);
    expect(settle('BA_CANG', ['765'])).toBe(980_000);
    expect(settle('XIEN_2', ['65', '21'])).toBe(36_000);
  });

  it('settle a ticket of many lines line by line; it costs stake × lines', () => {
    const ticket: VnTicket = { betType: 'LO_2', lines: [['45'], ['07'], ['33']], stakeMinor: 500 };
    expect(vnTicketCost(ticket)).toBe(1_500);
    expect(settleVnTicket(ticket, NORTH_RESULT)).toEqual({
      costMinor: 1_500,
      returnMinor: 7 * 1_800 + 1_800,
      lines: [
        { numbers: ['45'], hits: 7, returnMinor: 12_600 },
        { numbers: ['07'], hits: 1, returnMinor: 1_800 },
        { numbers: ['33'], hits: 0, returnMinor: 0 },
      ],
    });
  });

  it('round each line down to the centavo and read odds from the configuration passed', () => {
    expect(northReturn('LO_2', ['07'], 333)).toBe(1_198); // 333 × 3.6 = 1,198.8
    const odds = { ...DEFAULT_VN_ODDS, NORTH: { ...DEFAULT_VN_ODDS.NORTH, DE: 70_000 } };
    expect(settleVnTicket(single('DE', ['45']), NORTH_RESULT, odds).returnMinor).toBe(70_000);
  });

  it('refuse numbers of the wrong length, a repeated xiên number, fractional stakes and empty tickets', () => {
    const refused = (ticket: VnTicket) => expect(() => vnTicketCost(ticket)).toThrow(LotteryInputError);
    refused(single('LO_2', ['5']));
    refused(single('LO_3', ['45']));
    refused(single('DE', ['4a']));
    refused(single('XIEN_2', ['45', '45']));
    refused(single('XIEN_3', ['45', '07']));
    refused(single('LO_2', ['45'], 10.5));
    refused(single('LO_2', ['45'], 0));
    refused({ betType: 'LO_2', lines: [], stakeMinor: 100 });
  });

  it('refuse to settle with an odds configuration that does not price the bet type', () => {
    const odds = {
      ...DEFAULT_VN_ODDS,
      NORTH: { ...DEFAULT_VN_ODDS.NORTH, DE: undefined as unknown as number },
    };
    expect(() => settleVnTicket(single('DE', ['45']), NORTH_RESULT, odds)).toThrow(LotteryInputError);
  });
});
