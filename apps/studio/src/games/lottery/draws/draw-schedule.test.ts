import { describe, expect, it } from 'vitest';
import { plannedDraws } from './draw-schedule.js';

const CONFIG = {
  vnCloseMinutesBefore: 15,
  sea4dCloseMinutesBefore: 30,
  elottCloseSeconds: 10,
  elottAheadMs: 0,
};

/** Monday 30 November 2026, 10:41:30 in Vietnam (03:41:30 UTC). */
const MONDAY_MORNING = new Date('2026-11-30T03:41:30Z');

describe('plannedDraws: the VN schedule', () => {
  it('plans the real daily draws by default: one per south province, one for the north', () => {
    const vn = plannedDraws(MONDAY_MORNING, CONFIG).filter((draw) => draw.game.product === 'VN');
    expect(vn.map((draw) => draw.id).sort()).toEqual(
      [
        'VN-CENTRAL-PYE-20261130',
        'VN-CENTRAL-TTH-20261130',
        'VN-NORTH-20261130',
        'VN-SOUTH-CMA-20261130',
        'VN-SOUTH-DTH-20261130',
        'VN-SOUTH-HCM-20261130',
      ].sort(),
    );
    // The north draws at 18:15 in Vietnam and closes 15 minutes before.
    const north = vn.find((draw) => draw.id === 'VN-NORTH-20261130')!;
    expect(north.drawAt.toISOString()).toBe('2026-11-30T11:15:00.000Z');
    expect(north.closesAt.toISOString()).toBe('2026-11-30T11:00:00.000Z');
  });

  it('plans the fast test schedule: the running period and the next, closing the ELOTT seconds before', () => {
    const vn = plannedDraws(MONDAY_MORNING, { ...CONFIG, vnTestPeriodMinutes: 2 }).filter(
      (draw) => draw.game.product === 'VN',
    );
    // 10:41:30 is in the 2-minute period 10:40–10:42, the day's 321st; the next is the 322nd.
    const north = vn.filter((draw) => draw.game.product === 'VN' && draw.game.region === 'NORTH');
    expect(north.map((draw) => draw.id)).toEqual(['VN-NORTH-20261130-0321', 'VN-NORTH-20261130-0322']);
    expect(north[0]!.drawAt.toISOString()).toBe('2026-11-30T03:42:00.000Z');
    expect(north[0]!.closesAt.toISOString()).toBe('2026-11-30T03:41:50.000Z');
    // The south's and the centre's provinces of the day, each its own draw in each period.
    expect(vn.filter((draw) => draw.id.startsWith('VN-SOUTH-')).map((draw) => draw.id)).toEqual([
      'VN-SOUTH-HCM-20261130-0321',
      'VN-SOUTH-DTH-20261130-0321',
      'VN-SOUTH-CMA-20261130-0321',
      'VN-SOUTH-HCM-20261130-0322',
      'VN-SOUTH-DTH-20261130-0322',
      'VN-SOUTH-CMA-20261130-0322',
    ]);
    expect(vn).toHaveLength(2 * (1 + 3 + 2));
  });
});
