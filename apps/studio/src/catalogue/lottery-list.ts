import type { LocalisedGameNames, LotteryGameRef } from '@platform/contracts';

/**
 * The studio's own lottery games, as its catalogue lists them (docs/lottery.md): the VN regional
 * draws and SEA 4D under LOTT, the ELOTT fast games at each period length under ELOTT. Their
 * names are fixed, not drawn, because each names a real product. The vendor's games are numbered
 * in this order, LOTT first (SGL-0001 … SGL-0004, then SGL-0005 …).
 */
export const LOTTERY_VENDOR_CODE = 'SGL';

export type ListedLotteryGame = {
  gameCode: string;
  gameType: 'LOTT' | 'ELOTT';
  ref: LotteryGameRef;
  names: LocalisedGameNames;
};

const names = (PT: string, EN: string, CN: string): LocalisedGameNames => ({ PT, EN, CN });

const LOTT: ReadonlyArray<Omit<ListedLotteryGame, 'gameCode' | 'gameType'>> = [
  {
    ref: { product: 'VN', region: 'NORTH' },
    names: names('Loteria do Norte do Vietnã', 'Vietnam North Lottery', '越南北部彩票'),
  },
  {
    ref: { product: 'VN', region: 'CENTRAL' },
    names: names('Loteria do Centro do Vietnã', 'Vietnam Central Lottery', '越南中部彩票'),
  },
  {
    ref: { product: 'VN', region: 'SOUTH' },
    names: names('Loteria do Sul do Vietnã', 'Vietnam South Lottery', '越南南部彩票'),
  },
  {
    ref: { product: 'SEA_4D' },
    names: names('Loteria 4D do Sudeste Asiático', 'Southeast Asia 4D', '东南亚4D彩票'),
  },
];

const ELOTT_GAMES = [
  { game: 'LUCKY_5', names: names('Sorte 5', 'Lucky 5', '幸运五星') },
  { game: 'FAST_3', names: names('Três Dados Rápidos', 'Fast 3 Dice', '极速三骰') },
  { game: 'CAR_RACE_10', names: names('Corrida de 10 Carros', '10-Car Race', '十车竞速') },
] as const;
const ELOTT_PERIODS = [1, 3, 5] as const;

const ELOTT: ReadonlyArray<Omit<ListedLotteryGame, 'gameCode' | 'gameType'>> = ELOTT_GAMES.flatMap((each) =>
  ELOTT_PERIODS.map((periodMinutes) => ({
    ref: { product: 'ELOTT' as const, game: each.game, periodMinutes },
    names: names(
      `${each.names.PT} ${periodMinutes} min`,
      `${each.names.EN} ${periodMinutes} min`,
      `${each.names.CN} ${periodMinutes}分钟`,
    ),
  })),
);

const gameCodeOf = (number: number) => `${LOTTERY_VENDOR_CODE}-${String(number).padStart(4, '0')}`;

export const LOTTERY_LISTED: readonly ListedLotteryGame[] = [
  ...LOTT.map((game, index) => ({ ...game, gameType: 'LOTT' as const, gameCode: gameCodeOf(index + 1) })),
  ...ELOTT.map((game, index) => ({
    ...game,
    gameType: 'ELOTT' as const,
    gameCode: gameCodeOf(LOTT.length + index + 1),
  })),
];

/** The fixed names of the lottery vendor's games of a type, in their order; null for any other. */
export const fixedNamesOf = (vendorCode: string, gameType: string): LocalisedGameNames[] | null =>
  vendorCode === LOTTERY_VENDOR_CODE
    ? LOTTERY_LISTED.filter((game) => game.gameType === gameType).map((game) => game.names)
    : null;

const byCode = new Map(LOTTERY_LISTED.map((game) => [game.gameCode, game]));

/** The lottery game a listed game code is, or undefined. */
export const listedLotteryGameOf = (gameCode: string): ListedLotteryGame | undefined => byCode.get(gameCode);
