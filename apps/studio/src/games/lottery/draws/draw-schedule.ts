import {
  createDrawCommitment,
  currentElottPeriod,
  ELOTT_GAMES,
  ELOTT_PERIOD_MINUTES,
  elottDrawId,
  fixedPeriodAt,
  provincesDrawing,
  vnLocalTime,
  nextSea4dDraw,
  nextVnDraw,
  sea4dDrawId,
  specialSea4dDraw,
  VN_REGIONS,
  vnDrawId,
  type LotteryGame,
} from '../engine/index.js';
import type { NewDraw } from './lottery.repository.js';

/** When the lottery's betting closes and how far ahead its draws are created (configuration). */
export type DrawScheduleConfig = {
  /** VN: betting closes this many minutes before the draw. */
  vnCloseMinutesBefore: number;
  /** SEA 4D: betting closes this many minutes before the draw. */
  sea4dCloseMinutesBefore: number;
  /** ELOTT: betting closes this many seconds before the draw. */
  elottCloseSeconds: number;
  /** ELOTT periods starting within this long after now are created (their hash published). */
  elottAheadMs: number;
  /**
   * Tests only: every VN region draws every this many minutes (its provinces of the day, keyed
   * `VN-SOUTH-HCM-20261130-0042`), closing `elottCloseSeconds` before each draw; 0 or absent: the
   * real daily schedule.
   */
  vnTestPeriodMinutes?: number;
};

/** A draw to create: its key, game and times, before its seed is drawn. */
export type PlannedDraw = { id: string; game: LotteryGame; closesAt: Date; drawAt: Date };

/**
 * The draws that should exist at `now`: for every ELOTT game and period length, the period running
 * now and those starting within `elottAheadMs`; for every VN region, its next draw (one per
 * province in the south and centre, one for the north); SEA 4D's next draw (Wednesday, Saturday
 * and Sunday evenings). Pure: the keys are fixed by the time, so
 * every instance plans the same draws and the first to insert a key creates it.
 */
export const plannedDraws = (now: Date, config: DrawScheduleConfig): PlannedDraw[] => {
  const planned: PlannedDraw[] = [];
  const horizon = now.getTime() + config.elottAheadMs;
  for (const game of ELOTT_GAMES) {
    for (const periodMinutes of ELOTT_PERIOD_MINUTES) {
      const query = { periodMinutes, closeSeconds: config.elottCloseSeconds };
      for (
        let period = currentElottPeriod({ ...query, now });
        period.startsAt.getTime() <= horizon;
        period = currentElottPeriod({ ...query, now: period.drawAt })
      ) {
        planned.push({
          id: elottDrawId(game, periodMinutes, period.periodKey),
          game: { product: 'ELOTT', game },
          closesAt: period.closesAt,
          drawAt: period.drawAt,
        });
      }
    }
  }
  for (const region of VN_REGIONS) {
    if (config.vnTestPeriodMinutes) {
      planned.push(...vnTestDraws(region, now, config.vnTestPeriodMinutes, config.elottCloseSeconds));
      continue;
    }
    const draw = nextVnDraw({ region, now, closeMinutesBefore: config.vnCloseMinutesBefore });
    const ids =
      region === 'NORTH'
        ? [vnDrawId(region, draw.dateKey)]
        : draw.provinces.map((province) => vnDrawId(region, draw.dateKey, province));
    for (const id of ids) {
      planned.push({ id, game: { product: 'VN', region }, closesAt: draw.closesAt, drawAt: draw.drawAt });
    }
  }
  const sea4d = nextSea4dDraw({ now, closeMinutesBefore: config.sea4dCloseMinutesBefore });
  planned.push({
    id: sea4dDrawId(sea4d.dateKey),
    game: { product: 'SEA_4D' },
    closesAt: sea4d.closesAt,
    drawAt: sea4d.drawAt,
  });
  return planned;
};

/** A special 4D draw on a dated Singapore day (`specialSea4dDraw`: throws LotteryInputError when refused). */
export const plannedSpecialSea4dDraw = (
  dateKey: string,
  now: Date,
  config: Pick<DrawScheduleConfig, 'sea4dCloseMinutesBefore'>,
): PlannedDraw => {
  const draw = specialSea4dDraw({ dateKey, now, closeMinutesBefore: config.sea4dCloseMinutesBefore });
  return {
    id: sea4dDrawId(dateKey),
    game: { product: 'SEA_4D' },
    closesAt: draw.closesAt,
    drawAt: draw.drawAt,
  };
};

/** The fast test schedule's VN draws of a region: the period running now and the next one. */
const vnTestDraws = (
  region: (typeof VN_REGIONS)[number],
  now: Date,
  periodMinutes: number,
  closeSeconds: number,
): PlannedDraw[] => {
  const current = fixedPeriodAt({ now, periodMinutes, closeSeconds });
  const next = fixedPeriodAt({ now: current.drawAt, periodMinutes, closeSeconds });
  return [current, next].flatMap((period) => {
    const provinces = provincesDrawing(region, vnLocalTime(period.startsAt).weekday);
    const ids =
      region === 'NORTH'
        ? [vnDrawId(region, period.periodKey)]
        : provinces.map((province) => vnDrawId(region, period.periodKey, province));
    return ids.map((id) => ({
      id,
      game: { product: 'VN' as const, region },
      closesAt: period.closesAt,
      drawAt: period.drawAt,
    }));
  });
};

/** A planned draw with its seed drawn now and the seed's hash to publish. */
export const committedDraw = (draw: PlannedDraw): NewDraw => {
  const { serverSeed, serverSeedHash } = createDrawCommitment(draw.id);
  return { ...draw, serverSeed, serverSeedHash };
};
