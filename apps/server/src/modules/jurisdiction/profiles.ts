import {
  PRODUCTS,
  PROMOTIONS,
  SUPPORTED_LANGUAGES,
  TRANSFERS,
  type JurisdictionCode,
  type JurisdictionProfile,
} from '@platform/contracts';

const all = <T extends string>(keys: readonly T[], on: boolean) =>
  Object.fromEntries(keys.map((key) => [key, on])) as Record<T, boolean>;

/**
 * Brazil: Lei 14.790/2023 and the SPA/MF ordinances (docs/compliance-br.md says which rule each
 * switch answers). Off: lotteries (a public service outside a betting licence, art. 1 sole
 * paragraph), P2P card games and cockfight (not a game whose result an RNG decides, nor a real
 * sports event: Portaria 722/2024), every promotion that puts money or bets in the wallet (art. 29,
 * Portaria 1.231/2024), and money between players (Portaria 615/2024: money comes in only from the
 * bettor's own registered account and goes out only to it).
 */
const BR: JurisdictionProfile = {
  code: 'BR',
  products: {
    ...all(PRODUCTS, true),
    ELOTT: false,
    LOTT: false,
    PVP: false,
    COCKFIGHT: false,
  },
  promotions: {
    ...all(PROMOTIONS, false),
    // Ranks and the points mall may stay, rewarding only with goods and never with bets or credit.
    VIP: true,
    POINTS_MALL: true,
  },
  transfers: { UPLINE: false, DOWNLINE: false },
  credit: false,
  // Lei 14.790 art. 29: no advance, bonus or prior advantage to bet; the wallet refuses any bonus.
  bonusCredits: false,
  paymentMethods: ['PIX'],
  languages: [...SUPPORTED_LANGUAGES],
  minimumAge: 18,
  currency: 'BRL',
  timeZone: 'America/Sao_Paulo',
  // Portaria 1.231/2024 art. 31 as amended by Portaria 2.579/2025: loss and time limits at sign-up;
  // deposit limits are asked beside them, the limit most players understand first.
  registrationLimits: ['DEPOSIT', 'LOSS', 'SESSION_TIME'],
  // Portaria 1.231/2024 art. 4 I: the risks of betting shown at registration and at every login.
  riskAcknowledgement: true,
  idleSessionMinutes: 30,
  realityCheckMinutes: 60,
  retentionYears: 5,
  // The SPA's centralised self-exclusion (Portaria 2.579/2025): a link every operator must show.
  selfExclusionUrl:
    'https://www.gov.br/fazenda/pt-br/composicao/orgaos/secretaria-de-premios-e-apostas/modulo-de-impedidos',
  // Lei 14.790 art. 23 and Portaria 1.231/2024: identity and liveness checked before any money moves.
  identityVerification: true,
  // Portaria 1.231/2024 as amended by 2.579/2025: gender, the full address and a copy of a photo
  // document in the bettor's registration; with them the monthly income the AML review compares
  // deposits with (Portaria 1.143/2024). Asked in the identity check (docs/kyc.md).
  identityDetails: true,
  // Portaria SPA/MF 1.207/2024: the RTP of every online game is shown to the bettor, and each game
  // must in theory return at least 85 % of what is staked over its expected life.
  rtpRequired: true,
  minimumRtpBp: 8_500,
};

/** Everything the seed has, switched on: for demos and markets without a profile of their own. */
const OPEN: JurisdictionProfile = {
  code: 'OPEN',
  products: all(PRODUCTS, true),
  promotions: all(PROMOTIONS, true),
  transfers: all(TRANSFERS, true),
  // The platform has no credit of any kind: the ledger never takes a member below zero.
  credit: false,
  bonusCredits: true,
  paymentMethods: ['PIX'],
  languages: [...SUPPORTED_LANGUAGES],
  minimumAge: 18,
  currency: 'BRL',
  timeZone: 'America/Sao_Paulo',
  registrationLimits: [],
  riskAcknowledgement: false,
  // The longest SESSION_IDLE_MINUTES allows: the configuration decides.
  idleSessionMinutes: 24 * 60,
  realityCheckMinutes: 0,
  retentionYears: 5,
  selfExclusionUrl: null,
  identityVerification: false,
  identityDetails: false,
  rtpRequired: false,
  minimumRtpBp: 0,
};

export const PROFILES: Record<JurisdictionCode, JurisdictionProfile> = { BR, OPEN };
