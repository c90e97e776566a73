import type {
  LocalisedGameNames,
  LotteryGameInfo,
  LotteryGameRef,
  LotteryLaunch,
  LotteryLaunchFields,
  LotteryOddsTable,
} from '@platform/contracts';
import { LOTTERY_PRIZE_MODES_OF } from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import type { ListedGame } from '../../../catalogue/index.js';
import { listedLotteryGameOf } from '../../../catalogue/lottery-list.js';
import type { StudioGameFamily } from '../../../studio-sessions.js';
import { elottChance, MAX_VN_LINES, SEA_4D_CATEGORIES, type LotteryGame } from '../engine/index.js';
import type { LotteryConfig } from '../draws/index.js';

const ODDS_SCALE = 1_000;
/** How many of each 4D category a draw gives: 1st, 2nd, 3rd, 10 starters, 10 consolations. */
const SEA_4D_COUNTS = { FIRST: 1, SECOND: 1, THIRD: 1, STARTER: 10, CONSOLATION: 10 } as const;
const SEA_4D_NUMBERS = 10_000;

const fourDecimals = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * The return to player of a game's headline bet at the configured prices, which the catalogue
 * publishes: VN the đề (the special prize's last two digits, 1 in 100), SEA 4D a big straight
 * (every category's prize times its chance), an ELOTT game the sum's big (its exact chance).
 */
export const lotteryRtp = (ref: LotteryGameRef, odds: LotteryConfig['odds']): number => {
  switch (ref.product) {
    case 'VN':
      return fourDecimals(odds.vn[ref.region].DE / ODDS_SCALE / 100);
    case 'SEA_4D': {
      const perUnit = SEA_4D_CATEGORIES.reduce(
        (sum, category) => sum + SEA_4D_COUNTS[category] * odds.sea4d.BIG[category],
        0,
      );
      return fourDecimals(perUnit / ODDS_SCALE / SEA_4D_NUMBERS);
    }
    case 'ELOTT': {
      const { ways, total } = elottChance(ref.game, { kind: 'SUM_SIDE', side: 'BIG' });
      return fourDecimals((odds.elott[ref.game].sumSide.BIG * ways) / ODDS_SCALE / total);
    }
    default: {
      const unknown: never = ref;
      throw new Error(`unknown lottery game ${JSON.stringify(unknown)}`);
    }
  }
};

/** The engine's game a listed game draws (an ELOTT game's period is in its draw ids, not here). */
export const engineGameOf = (ref: LotteryGameRef): LotteryGame => {
  switch (ref.product) {
    case 'VN':
      return { product: 'VN', region: ref.region };
    case 'SEA_4D':
      return { product: 'SEA_4D' };
    case 'ELOTT':
      return { product: 'ELOTT', game: ref.game };
    default: {
      const unknown: never = ref;
      throw new Error(`unknown lottery game ${JSON.stringify(unknown)}`);
    }
  }
};

const pricesOf = (ref: LotteryGameRef, odds: LotteryConfig['odds']): LotteryOddsTable => {
  switch (ref.product) {
    case 'VN':
      return { product: 'VN', odds: { ...odds.vn[ref.region] } };
    case 'SEA_4D':
      return { product: 'SEA_4D', prizes: { BIG: { ...odds.sea4d.BIG }, SMALL: { ...odds.sea4d.SMALL } } };
    case 'ELOTT': {
      const game = odds.elott[ref.game];
      return {
        product: 'ELOTT',
        odds: {
          sumSide: { ...game.sumSide },
          sumValue: Object.fromEntries(Object.entries(game.sumValue)),
          positionSide: { ...game.positionSide },
          positionValue: game.positionValue,
        },
      };
    }
    default: {
      const unknown: never = ref;
      throw new Error(`unknown lottery game ${JSON.stringify(unknown)}`);
    }
  }
};

const closeSecondsOf = (ref: LotteryGameRef, config: LotteryConfig): number => {
  switch (ref.product) {
    case 'VN':
      return config.vnCloseMinutesBefore * 60;
    case 'SEA_4D':
      return config.sea4dCloseMinutesBefore * 60;
    case 'ELOTT':
      return config.elottCloseSeconds;
    default: {
      const unknown: never = ref;
      throw new Error(`unknown lottery game ${JSON.stringify(unknown)}`);
    }
  }
};

/**
 * The back address the page may lead to: on one of the platform's origins when they are set
 * (PLATFORM_ORIGINS, the pages that may frame the game), so the back button never leads a player
 * off the site they came from; any http(s) address when they are not, as framing is then open.
 */
const backUrlOf = (backUrl: string | undefined, backOrigins: readonly string[] | null): string | null => {
  if (backUrl === undefined) return null;
  if (backOrigins === null) return backUrl;
  try {
    return backOrigins.includes(new URL(backUrl).origin) ? backUrl : null;
  } catch {
    return null;
  }
};

/**
 * The launch's lottery fields checked against the launched game: the area, the mode, the prize
 * mode and the game code must all be the game's (a launch naming another is refused with
 * `lottery-launch-invalid`); the view, the device and the back address are passed to the page, the
 * back address only when it is on the platform's origins (else the page shows no back button).
 */
export const lotteryLaunchOf = (
  info: LotteryGameInfo,
  fields: LotteryLaunchFields,
  backOrigins: readonly string[] | null = null,
): LotteryLaunch => {
  const modes = LOTTERY_PRIZE_MODES_OF[info.game.product];
  const prizeMode = fields.lottoPrizeMode ?? modes[0]!;
  if (!modes.includes(prizeMode)) {
    throw new AppError('lottery-launch-invalid', { value: { lottoPrizeMode: prizeMode } });
  }
  if (fields.lottoGameCode !== undefined && fields.lottoGameCode.toUpperCase() !== info.gameCode) {
    throw new AppError('lottery-launch-invalid', { value: { lottoGameCode: fields.lottoGameCode } });
  }
  return {
    prizeMode,
    view: fields.lottoView ?? 'lobby',
    device: fields.device ?? null,
    backUrl: backUrlOf(fields.backUrl, backOrigins),
  };
};

/**
 * The lottery family: the studio's lottery games of its catalogue (catalogue/lottery-list.ts) open
 * a `lottery` session whose game info carries the game, its close, its limits and its prices, the
 * same configuration the purchase applies.
 */
export const createLotteryGames = (deps: {
  config: LotteryConfig;
  /** The platform's origins a back address must be on (PLATFORM_ORIGINS); absent, any. */
  backOrigins?: readonly string[];
}) => {
  const { config } = deps;
  const info = (gameCode: string, names: LocalisedGameNames, ref: LotteryGameRef): LotteryGameInfo => ({
    kind: 'lottery',
    gameCode,
    names,
    game: ref,
    rtp: lotteryRtp(ref, config.odds),
    closeSecondsBefore: closeSecondsOf(ref, config),
    minStakeMinor: config.minStakeMinor,
    maxStakeMinor: config.maxStakeMinor,
    liabilityLimitMinor: config.liabilityLimitMinor,
    maxLines: ref.product === 'VN' ? MAX_VN_LINES : 1,
    prices: pricesOf(ref, config.odds),
  });

  /** The lottery game a catalogue entry is, when it is one of the lottery's under its own type. */
  const refOf = (game: ListedGame): LotteryGameRef | null => {
    const listed = listedLotteryGameOf(game.gameCode);
    return listed && listed.gameType === game.gameType ? listed.ref : null;
  };

  const family: StudioGameFamily = {
    describe: (game) => {
      const ref = refOf(game);
      return ref ? info(game.gameCode, game.names, ref) : null;
    },
    rtpOf: (game) => {
      const ref = refOf(game);
      return ref ? lotteryRtp(ref, config.odds) : null;
    },
    launch: (game, fields) =>
      game.kind === 'lottery'
        ? { lotteryLaunch: lotteryLaunchOf(game, fields, deps.backOrigins ?? null) }
        : {},
  };
  return { family };
};
