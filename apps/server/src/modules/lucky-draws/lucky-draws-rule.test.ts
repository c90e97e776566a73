import { hashServerSeed } from '@platform/server-kit';
import { describe, expect, it } from 'vitest';
import { LUCKY_TICKET_STATUSES } from '@platform/contracts';
import { drawRaffleWinners, drawSegment, pickWeighted, verifyDraw } from './lucky-draw-fair.js';
import { daysToCount, ticketsEarned } from './lucky-draw-rule.js';
import { nextTicketStatus, type LuckyTicketEvent } from './lucky-draw-state.js';
import { entryListSeed } from './lucky-draws.service.js';

/** The studio's worked example (docs/provably-fair.md), pinned from Python's hmac and hashlib. */
const SERVER_SEED = '6a1c1e0b4b7f2f0e9d4c3b2a1908f7e6d5c4b3a29180f7e6d5c4b3a291807f6e';
const CLIENT_SEED = 'player-seed-42';
const TABLE = [50, 30, 15, 4, 1];

describe('the draw: HMAC-SHA256(serverSeed, clientSeed:nonce:0) over the weights', () => {
  it('agrees with vectors computed by a separate implementation (Python hmac, by hand)', () => {
    // nonce 7 is the studio's worked example: same HMAC and the same first float.
    expect(
      drawSegment({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 7 }, [1, 1, 1, 1, 1, 1, 1, 1]),
    ).toEqual({
      index: 2,
      float: 0.3698758326936513,
      hmac: '5eb02ebd2ca14f1b233efa180ef0e0fee5ba1eb8940b6ed3e8e5a8714a0bf4d1',
    });
    const expected = [
      [0, 0.3297823378816247],
      [0, 0.4071921764407307],
      [0, 0.24968142388388515],
      [1, 0.7506621771026403],
      [3, 0.9565907027572393],
      [0, 0.2160151181742549],
    ];
    expected.forEach(([index, float], nonce) => {
      expect(drawSegment({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce }, TABLE)).toMatchObject({
        index,
        float,
      });
    });
    expect(
      drawSegment({ serverSeed: SERVER_SEED, clientSeed: 'lucky', nonce: 3 }, [700, 200, 90, 9, 1]),
    ).toEqual({
      index: 1,
      float: 0.7512588684912771,
      hmac: 'c052804f96b5419a7b08c05e52d9aa0436a4181cf0f23c3f440759f2a7a54e25',
    });
  });

  it('maps floats to segments by cumulative weight, edges included', () => {
    expect(pickWeighted(0, [3, 1])).toBe(0);
    expect(pickWeighted(0.7499999, [3, 1])).toBe(0);
    expect(pickWeighted(0.75, [3, 1])).toBe(1);
    expect(pickWeighted(0.9999999999, [3, 1])).toBe(1);
    expect(pickWeighted(0.5, [0, 5, 0])).toBe(1);
    expect(() => pickWeighted(0.5, [0, 0])).toThrow(RangeError);
    expect(() => pickWeighted(0.5, [1.5, 1])).toThrow(RangeError);
  });

  it('lands on each segment about as often as its weight says (20,000 draws)', () => {
    const weights = [600, 250, 100, 45, 5];
    const counts = weights.map(() => 0);
    const draws = 20_000;
    for (let nonce = 0; nonce < draws; nonce += 1) {
      counts[drawSegment({ serverSeed: SERVER_SEED, clientSeed: 'distribution', nonce }, weights).index]! +=
        1;
    }
    weights.forEach((weight, index) => {
      const p = weight / 1_000;
      const sd = Math.sqrt(draws * p * (1 - p));
      // Five standard deviations: a correct draw fails this about once in 3.5 million runs.
      expect(Math.abs(counts[index]! - draws * p)).toBeLessThan(5 * sd + 1);
    });
  });

  it('verifies a draw from the revealed seed, and refuses another seed', () => {
    const input = {
      serverSeedHash: hashServerSeed(SERVER_SEED),
      clientSeed: CLIENT_SEED,
      nonce: 4,
      weights: TABLE,
    };
    expect(verifyDraw({ ...input, serverSeed: SERVER_SEED, drawnIndex: 3 })).toMatchObject({
      hashMatches: true,
      matches: true,
      prizeIndex: 3,
    });
    expect(verifyDraw({ ...input, serverSeed: SERVER_SEED, drawnIndex: 0 }).matches).toBe(false);
    const other = 'f'.repeat(64);
    expect(verifyDraw({ ...input, serverSeed: other, drawnIndex: 3 })).toMatchObject({
      hashMatches: false,
      matches: false,
    });
  });

  it('draws raffle winners without repeating a member, weighted by entries, reproducibly', () => {
    const entrants = [
      { memberId: 'a', entries: 5 },
      { memberId: 'b', entries: 1 },
      { memberId: 'c', entries: 0 },
      { memberId: 'd', entries: 3 },
    ];
    const clientSeed = entryListSeed(entrants);
    const winners = drawRaffleWinners({ serverSeed: SERVER_SEED, clientSeed, entrants, places: 5 });
    expect(winners).toHaveLength(3);
    expect(new Set(winners).size).toBe(3);
    expect(winners).not.toContain('c');
    expect(drawRaffleWinners({ serverSeed: SERVER_SEED, clientSeed, entrants, places: 5 })).toEqual(winners);
    expect(drawRaffleWinners({ serverSeed: SERVER_SEED, clientSeed, entrants: [], places: 2 })).toEqual([]);
  });
});

describe('tickets earned per Brasília day', () => {
  const rules = { depositPerTicket: 5_000, turnoverPerTicket: 20_000, maxPerDay: 5 };

  it('counts whole steps of deposits and turnover, capped per day (deposits first)', () => {
    expect(ticketsEarned(rules, { deposits: 4_999, turnover: 19_999 })).toEqual({ deposit: 0, turnover: 0 });
    expect(ticketsEarned(rules, { deposits: 10_000, turnover: 45_000 })).toEqual({ deposit: 2, turnover: 2 });
    expect(ticketsEarned(rules, { deposits: 40_000, turnover: 100_000 })).toEqual({
      deposit: 5,
      turnover: 0,
    });
    expect(ticketsEarned(rules, { deposits: 15_000, turnover: 100_000 })).toEqual({
      deposit: 3,
      turnover: 2,
    });
    expect(
      ticketsEarned({ ...rules, depositPerTicket: null }, { deposits: 99_999, turnover: 20_000 }),
    ).toEqual({
      deposit: 0,
      turnover: 1,
    });
  });

  it('counts each closed day once, five minutes after it ends, catching up at most seven', () => {
    // 00:04 in Brasília on 29 November: the 28th ended four minutes ago.
    expect(daysToCount(new Date('2026-11-29T03:04:00Z'), '2026-11-26')).toEqual(['2026-11-27']);
    expect(daysToCount(new Date('2026-11-29T03:05:00Z'), '2026-11-26')).toEqual(['2026-11-27', '2026-11-28']);
    expect(daysToCount(new Date('2026-11-29T03:05:00Z'), null)).toEqual(['2026-11-28']);
    expect(daysToCount(new Date('2026-11-29T03:05:00Z'), '2026-11-28')).toEqual([]);
    expect(daysToCount(new Date('2026-12-02T12:00:00Z'), '2026-11-20')).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
  });
});

describe('ticket states', () => {
  it('moves only as the state machine allows', () => {
    const events: LuckyTicketEvent[] = ['OPEN', 'PAY', 'EXPIRE', 'ENTER'];
    const table = Object.fromEntries(
      LUCKY_TICKET_STATUSES.map((status) => [status, events.map((event) => nextTicketStatus(status, event))]),
    );
    expect(table).toEqual({
      AVAILABLE: ['DRAWN', null, 'EXPIRED', 'ENTERED'],
      DRAWN: [null, 'PAID', null, null],
      PAID: [null, null, null, null],
      EXPIRED: [null, null, null, null],
      ENTERED: [null, null, null, null],
    });
  });
});
