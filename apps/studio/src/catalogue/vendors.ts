import type { GameClass, GameType } from '@platform/contracts';
import { LOTTERY_LISTED, LOTTERY_VENDOR_CODE } from './lottery-list.js';

/** The games one vendor has in one game type, and where the vendor sits in that type's menu. */
export type StudioVendorType = {
  gameType: GameType;
  /** Position of the vendor in this game type's vendor menu; lower first. */
  sort: number;
  games: number;
  /** The classes its games are spread over; empty when the type has no classify menu. */
  classes: GameClass[];
};

/** One of the studio's brands: the platform lists it as a vendor (the spec's "vassalage"). */
export type StudioVendor = {
  /** 2–5 upper-case letters; also the prefix of the vendor's game codes. */
  code: string;
  displayName: string;
  /** Position in vendor menus across all types; lower first. */
  sort: number;
  types: StudioVendorType[];
};

const slots = (sort: number, games: number, classes: GameClass[]): StudioVendorType => ({
  gameType: 'RNG',
  sort,
  games,
  classes,
});

const typed =
  (gameType: GameType, classes: GameClass[] = []) =>
  (sort: number, games: number): StudioVendorType => ({ gameType, sort, games, classes: [...classes] });

const fish = typed('FISH');
const liveTables = typed('LIVE', ['TG']);
const cockfight = typed('LIVE', ['CF']);
const cards = typed('PVP');
const sportsbook = typed('SPORTS');
const esports = typed('ESPORTS');
const lottery = typed('LOTT');
const quickDraw = typed('ELOTT');
const inHouse = typed('INHOUSE');

/**
 * Every vendor is an invented studio brand (no real provider's name or trademark), served by the
 * built-in studio. IMES, TF and IA are the esports codes the spec names. Counts vary on purpose so
 * lobbies, paging and vendor menus are exercised with realistic unevenness.
 */
export const STUDIO_VENDORS: readonly StudioVendor[] = [
  { code: 'SG', displayName: 'Sorte Grande Originals', sort: 10, types: [inHouse(1, 10)] },
  {
    code: 'AUR',
    displayName: 'Aurelia Reels',
    sort: 20,
    types: [slots(1, 600, ['SC', 'JP', 'VP', 'TG', 'AC'])],
  },
  {
    code: 'TUC',
    displayName: 'Tucano Spin',
    sort: 30,
    types: [slots(2, 600, ['SC', 'JP', 'AC']), fish(1, 24)],
  },
  {
    code: 'ARA',
    displayName: 'Arara Gaming',
    sort: 40,
    types: [slots(3, 520, ['SC', 'JP', 'TG']), fish(2, 18)],
  },
  { code: 'IPE', displayName: 'Ipê Studios', sort: 50, types: [slots(4, 520, ['SC', 'JP', 'AC'])] },
  { code: 'TPZ', displayName: 'Topázio Gaming', sort: 60, types: [slots(5, 560, ['SC', 'JP', 'AC'])] },
  { code: 'LNT', displayName: 'Lanternfly Games', sort: 70, types: [slots(6, 480, ['SC', 'VP', 'JP'])] },
  { code: 'BRS', displayName: 'Brasa Studios', sort: 80, types: [slots(7, 500, ['SC', 'JP', 'TG'])] },
  {
    code: 'JNG',
    displayName: 'Jangada Games',
    sort: 90,
    types: [slots(8, 420, ['SC', 'JP', 'AC']), fish(3, 12)],
  },
  { code: 'QTZ', displayName: 'Quartzo Interactive', sort: 100, types: [slots(9, 450, ['SC', 'JP', 'AC'])] },
  { code: 'PRL', displayName: 'Pérola Reels', sort: 110, types: [slots(10, 440, ['SC', 'JP', 'TG'])] },
  { code: 'ZNH', displayName: 'Zenith Hollow', sort: 120, types: [slots(11, 400, ['SC', 'VP', 'JP'])] },
  { code: 'ORQ', displayName: 'Orquídea Play', sort: 130, types: [slots(12, 400, ['SC', 'JP'])] },
  { code: 'ONX', displayName: 'Onyxfield Games', sort: 140, types: [slots(13, 390, ['SC', 'JP', 'VP'])] },
  { code: 'BOSSA', displayName: 'Bossa Reels', sort: 150, types: [slots(14, 380, ['SC', 'JP'])] },
  { code: 'MND', displayName: 'Mandacaru Gaming', sort: 160, types: [slots(15, 350, ['SC', 'JP', 'AC'])] },
  { code: 'CJU', displayName: 'Cajueiro Play', sort: 170, types: [slots(16, 350, ['SC', 'AC'])] },
  { code: 'SBA', displayName: 'Sabiá Slots', sort: 180, types: [slots(17, 350, ['SC', 'JP'])] },
  { code: 'CPL', displayName: 'Copperline Studios', sort: 190, types: [slots(18, 340, ['SC', 'VP', 'TG'])] },
  { code: 'CMT', displayName: 'Cometa Labs', sort: 200, types: [slots(19, 330, ['SC', 'AC', 'VP'])] },
  {
    code: 'MRN',
    displayName: 'Maré Nova Slots',
    sort: 210,
    types: [slots(20, 330, ['SC', 'JP']), fish(4, 15)],
  },
  { code: 'LMF', displayName: 'Lumafox Studio', sort: 220, types: [slots(21, 320, ['SC', 'AC', 'TG'])] },
  { code: 'FRV', displayName: 'Frevo Games', sort: 230, types: [slots(22, 320, ['SC', 'AC'])] },
  { code: 'NBL', displayName: 'Nebulino Studio', sort: 240, types: [slots(23, 300, ['SC', 'AC'])] },
  {
    code: 'CRV',
    displayName: 'Corvina Games',
    sort: 250,
    types: [slots(24, 300, ['SC', 'JP']), fish(5, 20)],
  },
  { code: 'VRD', displayName: 'Verdejo Slots', sort: 260, types: [slots(25, 300, ['SC', 'JP'])] },
  { code: 'OCZ', displayName: 'Oceano Azul Games', sort: 270, types: [fish(6, 30)] },
  { code: 'RCF', displayName: 'Recife Fish Studio', sort: 280, types: [fish(7, 22)] },
  { code: 'MVL', displayName: 'Mesa Viva Live', sort: 290, types: [liveTables(1, 40)] },
  { code: 'SLV', displayName: 'Salão Live Studio', sort: 300, types: [liveTables(2, 28)] },
  { code: 'VDL', displayName: 'Veludo Dealers', sort: 310, types: [liveTables(3, 22)] },
  { code: 'PAL', displayName: 'Palácio Live', sort: 320, types: [liveTables(4, 16)] },
  { code: 'RNH', displayName: 'Rinha Real', sort: 330, types: [cockfight(5, 12)] },
  { code: 'CRT', displayName: 'Carteado Club', sort: 340, types: [cards(1, 24)] },
  { code: 'MDC', displayName: 'Mesa de Cartas', sort: 350, types: [cards(2, 20)] },
  { code: 'CEP', displayName: 'Copas & Espadas', sort: 360, types: [cards(3, 18)] },
  { code: 'VMN', displayName: 'Vira & Manilha', sort: 370, types: [cards(4, 16)] },
  { code: 'PLC', displayName: 'Placar Sports', sort: 380, types: [sportsbook(1, 3)] },
  { code: 'APT', displayName: 'Apito Sportsbook', sort: 390, types: [sportsbook(2, 2)] },
  { code: 'TOR', displayName: 'Torcida Esportes', sort: 400, types: [sportsbook(3, 2)] },
  { code: 'IMES', displayName: 'Arena IMES', sort: 410, types: [esports(1, 2)] },
  { code: 'TF', displayName: 'TF Arena', sort: 420, types: [esports(2, 3)] },
  { code: 'IA', displayName: 'IA Pro Esports', sort: 430, types: [esports(3, 2)] },
  { code: 'TRV', displayName: 'Trevo Loterias', sort: 440, types: [lottery(1, 8)] },
  { code: 'BLD', displayName: 'Bilhete Dourado', sort: 450, types: [lottery(2, 6)] },
  { code: 'PLS', displayName: 'Pulso Loto', sort: 460, types: [quickDraw(1, 8)] },
  { code: 'CFL', displayName: 'Cifra Loto', sort: 470, types: [quickDraw(2, 5)] },
  // The studio's own lottery (lottery-list.ts): its games and their names are fixed.
  {
    code: LOTTERY_VENDOR_CODE,
    displayName: 'Sorte Grande Loterias',
    sort: 480,
    types: [
      lottery(3, LOTTERY_LISTED.filter((game) => game.gameType === 'LOTT').length),
      quickDraw(3, LOTTERY_LISTED.filter((game) => game.gameType === 'ELOTT').length),
    ],
  },
];
