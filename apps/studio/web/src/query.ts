import {
  LOTTERY_PRIZE_MODES,
  LOTTERY_VIEWS,
  STUDIO_GAME_TYPES,
  type LotteryLaunchFields,
  toSupportedLanguage,
  type StudioGameType,
  type StudioMode,
  type SupportedLanguage,
} from '@platform/contracts';

/**
 * What the platform's launch put in the page address: /studio/play?game=&type=&lang=&mode=[&token=],
 * and for a lottery its launch fields (lottoArea=VN&launchMode=LOTT&lottoPrizeMode=&lottoView=…).
 */
export type LaunchQuery = {
  game: string | null;
  /** The catalogue type of the game (slots when absent). */
  type: StudioGameType;
  mode: StudioMode;
  token: string | null;
  language: SupportedLanguage;
  /** A lottery launch's own fields (lottoArea, lottoPrizeMode, lottoView…), passed to the session. */
  lottery?: LotteryLaunchFields;
};

/**
 * The lottery launch fields the address carries (zod stays out of the first paint: the session
 * checks them all against the game, and answers what it took as `lotteryLaunch`). A prize mode or
 * view this page does not know is left out rather than stopping the page.
 */
const lotteryFieldsOf = (params: URLSearchParams): LotteryLaunchFields | undefined => {
  const read = (name: string) => params.get(name)?.trim() || undefined;
  const prizeMode = LOTTERY_PRIZE_MODES.find((mode) => mode === read('lottoPrizeMode'));
  const view = LOTTERY_VIEWS.find((each) => each === read('lottoView'));
  const gameCode = read('lottoGameCode')?.toUpperCase();
  const device = read('device');
  const backUrl = read('backUrl');
  const fields: LotteryLaunchFields = {
    ...(read('lottoArea') === 'VN' ? { lottoArea: 'VN' as const } : {}),
    ...(read('launchMode') === 'LOTT' ? { launchMode: 'LOTT' as const } : {}),
    ...(prizeMode ? { lottoPrizeMode: prizeMode } : {}),
    ...(gameCode ? { lottoGameCode: gameCode } : {}),
    ...(view ? { lottoView: view } : {}),
    ...(device ? { device } : {}),
    ...(backUrl && /^https?:\/\//u.test(backUrl) ? { backUrl } : {}),
  };
  return Object.keys(fields).length > 0 ? fields : undefined;
};

export const readLaunchQuery = (search: string): LaunchQuery => {
  const params = new URLSearchParams(search);
  const token = params.get('token')?.trim() || null;
  const rawMode = params.get('mode');
  // A launch without a mode is free play unless it carries a token.
  const mode: StudioMode = rawMode === 'real' || rawMode === 'demo' ? rawMode : token ? 'real' : 'demo';
  const rawType = params.get('type')?.trim().toUpperCase();
  const lottery = lotteryFieldsOf(params);
  return {
    game: params.get('game')?.trim().toUpperCase() || null,
    type: STUDIO_GAME_TYPES.find((type) => type === rawType) ?? 'RNG',
    mode,
    token: mode === 'real' ? token : null,
    language: toSupportedLanguage(params.get('lang')),
    ...(lottery ? { lottery } : {}),
  };
};
