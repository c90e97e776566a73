import {
  PRODUCTS,
  PROMOTIONS,
  WHITELABEL_FLAGS,
  type JurisdictionResponse,
  type Game,
  type GameMenusResponse,
  type GameType,
  type ContractView,
  type GameVendor,
  type SystemStatusResponse,
} from '@platform/contracts';

/** A status answer shaped like the seeded demo configuration, for component and route tests. */
export const statusFixture = (overrides: Partial<SystemStatusResponse> = {}): SystemStatusResponse => ({
  status: 0,
  info: {
    brand: {
      name: 'Sorte Grande',
      logoText: 'Sorte Grande',
      companyName: 'Sorte Grande Entretenimento Ltda.',
      licence: 'SPA/MF 0001/2025',
      supportEmail: 'suporte@sortegrande.test',
      theme: {},
    },
    customerService: [{ csType: 'LIVECHAT', label: 'Chat', path: 'https://chat.example.test' }],
    domainRoute: [],
    resources: [
      { resourceType: 'SOCIAL_INSTAGRAM', labelNameEn: 'Instagram', url: 'https://instagram.com/x' },
      { resourceType: 'APP_ANDROID', labelNameEn: 'Android', url: 'https://example.test/app.apk' },
    ],
    whitelabel: {
      ...(Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, true])) as Record<
        (typeof WHITELABEL_FLAGS)[number],
        boolean
      >),
      MANPLAYREB3: false,
    },
    register: {
      minimumAge: 18,
      phoneDigits: { min: 10, max: 11 },
      fields: [
        { field: 'username', shown: true, required: true, pattern: 'LETTER_FIRST_ALNUM', min: 6, max: 16 },
        { field: 'password', shown: true, required: true, pattern: 'LETTERS_AND_DIGITS', min: 8, max: 20 },
        { field: 'payeeName', shown: true, required: true, pattern: 'FULL_NAME', min: 5, max: 60 },
        { field: 'idNumber', shown: true, required: true, pattern: 'CPF', min: 11, max: 14 },
        { field: 'email', shown: true, required: false, pattern: 'EMAIL', min: 6, max: 64 },
        { field: 'mobileNum', shown: true, required: true, pattern: 'DIGITS', min: 10, max: 11 },
      ],
    },
    mainDomain: 'sortegrande.test',
    analytics: { gtagId: '' },
    imageCDNs: [],
    launchGameCDNs: [],
  },
  location: { ip: '203.0.113.7', countryCode: 'BR' },
  maintenance: { enabled: false, endTime: null, info: '' },
  regionRestriction: { restricted: false, info: '' },
  ...overrides,
});

/** A catalogue game as the server lists it (contracts Game). */
export const gameFixture = (overrides: Partial<Game> = {}): Game => ({
  nodeId: '1001',
  gameType: 'RNG',
  gameCode: 'AUR-0001',
  gameName: 'Pirâmide Veloz',
  nodeName: 'Pirâmide Veloz',
  displayName: 'Swift Pyramid',
  vassalage: 'AUR',
  vendorName: 'Aurelia Reels',
  gameClassify: 'SC',
  // A data address: happy-dom really fetches images, and tests must not reach the network.
  iconUrl: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
  isGame: 'GAME',
  isHot: 0,
  isNew: 0,
  freePlay: false,
  rtp: 96.5,
  ...overrides,
});

/** game_menus with the given vendors per category, in that order. */
export const gameMenusFixture = (
  mapping: Partial<Record<GameType, Array<Partial<GameVendor> & { vassalage: string }>>>,
): GameMenusResponse => ({
  sortingVendor: Object.keys(mapping) as GameType[],
  mappingVendor: Object.fromEntries(
    Object.entries(mapping).map(([type, vendors]) => [
      type,
      (vendors ?? []).map((vendor) => ({
        displayName: vendor.vassalage,
        logoUrl: '',
        classes: [],
        gameCount: 10,
        ...vendor,
      })),
    ]),
  ),
});

/** A contract as GET /wps/member/contracts lists it: a daily salary agente01 offered ana2026. */
export const contractFixture = (overrides: Partial<ContractView> = {}): ContractView => ({
  id: '4d8f8a44-5c2e-4a43-9d5e-6a3c0b1f2e11',
  type: 'DAILY_SALARY',
  status: 'OFFERED',
  holder: 'ana2026',
  upline: 'agente01',
  terms: {
    type: 'DAILY_SALARY',
    dailySalary: {
      tiers: [
        { betAmount: 50_000, activeMembers: 1, rate: 80 },
        { betAmount: 200_000, activeMembers: 2, rate: 120 },
      ],
    },
  },
  terminationRequestedBy: null,
  awaitsYou: false,
  offeredAt: '2026-11-26T12:00:00.000Z',
  activatedAt: null,
  endedAt: null,
  updatedAt: '2026-11-26T12:00:00.000Z',
  ...overrides,
});

/** The jurisdiction profile the site reads (GET /wps/system/jurisdiction), shaped like BR or OPEN. */
export const jurisdictionFixture = (code: 'BR' | 'OPEN'): JurisdictionResponse => ({
  code,
  products: Object.fromEntries(
    PRODUCTS.map((product) => [product, true]),
  ) as JurisdictionResponse['products'],
  // As the server's BR profile: ranks and the points mall stay, every money promotion is off.
  promotions: Object.fromEntries(
    PROMOTIONS.map((promotion) => [
      promotion,
      code === 'OPEN' || promotion === 'VIP' || promotion === 'POINTS_MALL',
    ]),
  ) as JurisdictionResponse['promotions'],
  transfers: { UPLINE: code === 'OPEN', DOWNLINE: code === 'OPEN' },
  credit: false,
  bonusCredits: code === 'OPEN',
  paymentMethods: ['PIX'],
  languages: ['PT', 'EN', 'CN'],
  minimumAge: 18,
  currency: 'BRL',
  timeZone: 'America/Sao_Paulo',
  registrationLimits: code === 'BR' ? ['DEPOSIT', 'LOSS', 'SESSION_TIME'] : [],
  riskAcknowledgement: code === 'BR',
  idleSessionMinutes: 30,
  realityCheckMinutes: code === 'BR' ? 60 : 0,
  retentionYears: 5,
  selfExclusionUrl: code === 'BR' ? 'https://www.gov.br/self-exclusion' : null,
  identityVerification: code === 'BR',
  identityDetails: code === 'BR',
  rtpRequired: code === 'BR',
  minimumRtpBp: code === 'BR' ? 8_500 : 0,
});
