import { describe, expect, it } from 'vitest';
import { createRealityCheckService, nextCheckAt } from './reality-check.js';

const start = new Date('2026-03-02T12:00:00.000Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe('reality check', () => {
  it('falls on whole intervals from the session start, strictly after now', () => {
    expect(nextCheckAt(start, at(0), 60)).toEqual(at(60));
    expect(nextCheckAt(start, at(59.99), 60)).toEqual(at(60));
    expect(nextCheckAt(start, at(60), 60)).toEqual(at(120));
    expect(nextCheckAt(start, at(185), 60)).toEqual(at(240));
    expect(nextCheckAt(start, at(25), 30)).toEqual(at(30));
  });

  it('has no next check when the profile asks for none', () => {
    expect(nextCheckAt(start, at(10), 0)).toBeNull();
  });

  it('answers the time and the net result from the play since the start', async () => {
    const service = createRealityCheckService({
      sessionStart: async () => start,
      playSince: async (memberId, since) => {
        expect(memberId).toBe('m1');
        expect(since).toEqual(start);
        return { bets: 12_000, wins: 4_500 };
      },
      intervalMinutes: async () => 60,
      now: () => at(61.5),
    });
    expect(await service.summaryOf({ sessionId: 's1', memberId: 'm1' })).toEqual({
      startedAt: start.toISOString(),
      elapsedSeconds: 3_690,
      bets: 12_000,
      wins: 4_500,
      net: -7_500,
      intervalMinutes: 60,
      nextCheckAt: at(120).toISOString(),
    });
  });
});
