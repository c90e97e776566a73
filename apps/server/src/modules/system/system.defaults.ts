import {
  DEFAULT_FEEDBACK_SETTING,
  DEFAULT_VALID_TURNOVER,
  SUPPORT_CHAT_CS_TYPE,
  SUPPORT_CHAT_PATH,
} from '@platform/contracts';
import type { Settings } from './system.settings.js';

/**
 * First-run configuration of the demo brand. It is written to the database once (seed) and from
 * then on the stored values rule; operators change them there, not here.
 */
export const DEFAULT_SETTINGS: Settings = {
  brand: {
    name: 'Sorte Grande',
    logoText: 'SORTE GRANDE',
    companyName: 'Sorte Grande Entretenimento Ltda.',
    licence: 'Operadora autorizada pela Secretaria de Prêmios e Apostas do Ministério da Fazenda (SPA/MF).',
    supportEmail: 'suporte@sortegrande.example',
    theme: {},
  },
  // The first entry opens from the maintenance and blocked pages too, so it must lead off the site.
  customerService: [
    { csType: 'WHATSAPP', label: 'WhatsApp', path: 'https://wa.me/5511900000000' },
    { csType: 'TELEGRAM', label: 'Telegram', path: 'https://t.me/sortegrande_suporte' },
    { csType: 'EMAIL', label: 'E-mail', path: 'mailto:suporte@sortegrande.example' },
    // The built-in chat with the operators (docs/customer-service.md), opened in the same window.
    { csType: SUPPORT_CHAT_CS_TYPE, label: 'Chat', path: SUPPORT_CHAT_PATH },
  ],
  domainRoute: [{ domain: 'agente.sortegrande.example', route: '/agent' }],
  resources: [
    { resourceType: 'SOCIAL_INSTAGRAM', labelNameEn: 'Instagram', url: 'https://instagram.com/sortegrande' },
    { resourceType: 'SOCIAL_TELEGRAM', labelNameEn: 'Telegram', url: 'https://t.me/sortegrande' },
    { resourceType: 'SOCIAL_WHATSAPP', labelNameEn: 'WhatsApp', url: 'https://wa.me/5511900000000' },
    { resourceType: 'SOCIAL_YOUTUBE', labelNameEn: 'YouTube', url: 'https://youtube.com/@sortegrande' },
    // No APP_ANDROID / APP_IOS: the demo has no app to download, so the site shows no download
    // button (an operator adds the store addresses here).
  ],
  whitelabel: {
    AGENTPOLICY3: true,
    MANPLAYREB3: true,
    CHNGPASSVERIF3: true,
    MOBILENUMREG3: true,
    REGMOBVERF3: true,
    MOBREGPASS3: true,
    FREEPLAY3: true,
    PASSEXP3: true,
    VERIFICATION3: true,
    VIP3: true,
    REFERRAL3: true,
    SOCIALLOGIN3: false,
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
      { field: 'whatsapp', shown: false, required: false, pattern: 'DIGITS', min: 10, max: 13 },
      { field: 'recommenderId', shown: true, required: false, pattern: 'LETTERS_OR_DIGITS', min: 4, max: 16 },
      { field: 'captcha', shown: false, required: false, pattern: 'DIGITS', min: 4, max: 4 },
    ],
  },
  // Brazil first (the market), then its neighbours and the Portuguese-speaking countries; none of
  // the region-blocked ones. A country without phoneDigits uses register.phoneDigits.
  countries: [
    { countryCode: 'BR', countryDialingCode: '55' },
    { countryCode: 'AR', countryDialingCode: '54', phoneDigits: { min: 10, max: 11 } },
    { countryCode: 'PY', countryDialingCode: '595', phoneDigits: { min: 9, max: 9 } },
    { countryCode: 'UY', countryDialingCode: '598', phoneDigits: { min: 8, max: 8 } },
    { countryCode: 'CL', countryDialingCode: '56', phoneDigits: { min: 9, max: 9 } },
    { countryCode: 'PE', countryDialingCode: '51', phoneDigits: { min: 9, max: 9 } },
    { countryCode: 'CO', countryDialingCode: '57', phoneDigits: { min: 10, max: 10 } },
    { countryCode: 'MX', countryDialingCode: '52', phoneDigits: { min: 10, max: 10 } },
    { countryCode: 'PT', countryDialingCode: '351', phoneDigits: { min: 9, max: 9 } },
    { countryCode: 'AO', countryDialingCode: '244', phoneDigits: { min: 9, max: 9 } },
    { countryCode: 'CN', countryDialingCode: '86', phoneDigits: { min: 11, max: 11 } },
    { countryCode: 'VN', countryDialingCode: '84', phoneDigits: { min: 9, max: 10 } },
  ],
  mainDomain: 'sortegrande.example',
  analytics: { gtagId: '' },
  // '' is the default address: images from this server itself (which forwards the studio's
  // artwork), launches at the studio (STUDIO_URL). An operator lists CDN bases in front here.
  imageCDNs: [''],
  launchGameCDNs: [''],
  maintenance: {
    enabled: false,
    endTime: null,
    info: {
      PT: 'Estamos melhorando a plataforma para você. Voltamos em breve.',
      EN: 'We are improving the platform for you. We will be back soon.',
      CN: '我们正在为您升级平台，很快回来。',
    },
  },
  regionRestriction: {
    enabled: true,
    // Jurisdictions where the operator holds no licence and must not take players.
    blockedCountries: ['US', 'GB', 'FR', 'ES', 'NL', 'AU'],
    blockedIps: [],
    allowedIps: [],
    info: {
      PT: 'A Sorte Grande está disponível apenas no Brasil, para maiores de 18 anos.',
      EN: 'Sorte Grande is available only in Brazil, to people aged 18 or over.',
      CN: 'Sorte Grande 仅在巴西向年满18周岁的人士提供服务。',
    },
  },
  security: {
    secondFactorOnNewIp: true,
    passwordExpiryDays: 90,
    trialDemoCredits: 200_000,
  },
  wallet: { isSingle: true, vendorWallets: [], transferLimits: { min: 100, max: 5_000_000 } },
  payments: {
    depositExpiryMinutes: 30,
    withdrawal: { min: 2_000, max: 5_000_000, dailyCount: 3 },
    turnoverPercent: { deposit: 100, bonus: 300 },
    confirmMinutes: 30,
  },
  // About 2 % of a category, at most 12: a label that marks everything tells nothing.
  hotGames: { windowDays: 7, sharePercent: 2, maxPerCategory: 12 },
  // The demo brand is Brazilian: Lei 14.790/2023 and the SPA/MF ordinances (docs/compliance-br.md).
  jurisdiction: { profile: 'BR' },
  // Portaria SPA/MF 1.143/2024's flags for review (docs/aml.md): R$ 50.000,00 in 30 days, a
  // withdrawal within 24 hours of a deposit with under 10 % of it played, deposits of 30 days above
  // the declared monthly income once past R$ 1.000,00.
  aml: {
    depositThreshold30Days: 5_000_000,
    quickWithdrawalHours: 24,
    littlePlayPercent: 10,
    lookbackDays: 30,
    sharedKeyMinAccounts: 2,
    sharedIpMinAccounts: 3,
    incomePercent30Days: 100,
    incomeRuleMinimum: 100_000,
  },
  // docs/decisions/0017-valid-turnover-policy.md.
  validTurnover: DEFAULT_VALID_TURNOVER,
  // docs/referral-vip.md: R$ 20,00 per friend who deposits R$ 50,00 and plays R$ 200,00.
  referral: { rewardAmount: 2_000, qualifyingDeposit: 5_000, qualifyingTurnover: 20_000 },
  vipRank: {
    levels: [
      {
        name: { PT: 'Bronze', EN: 'Bronze', CN: '青铜' },
        requiredTurnover: 0,
        requiredDeposits: 0,
        benefits: {
          PT: 'Acesso às promoções do site',
          EN: 'Access to site promotions',
          CN: '参加网站优惠活动',
        },
      },
      {
        name: { PT: 'Prata', EN: 'Silver', CN: '白银' },
        requiredTurnover: 500_000,
        requiredDeposits: 50_000,
        benefits: { PT: 'Atendimento prioritário', EN: 'Priority support', CN: '优先客服' },
        upgradeBonus: 1_000,
        monthlyBonus: 500,
      },
      {
        name: { PT: 'Ouro', EN: 'Gold', CN: '黄金' },
        requiredTurnover: 5_000_000,
        requiredDeposits: 500_000,
        benefits: {
          PT: 'Atendimento prioritário e saques analisados primeiro',
          EN: 'Priority support and withdrawals reviewed first',
          CN: '优先客服，提款优先审核',
        },
        upgradeBonus: 5_000,
        monthlyBonus: 2_000,
      },
      {
        name: { PT: 'Diamante', EN: 'Diamond', CN: '钻石' },
        requiredTurnover: 50_000_000,
        requiredDeposits: 5_000_000,
        benefits: {
          PT: 'Gerente de conta dedicado',
          EN: 'A dedicated account manager',
          CN: '专属客户经理',
        },
        upgradeBonus: 20_000,
        monthlyBonus: 10_000,
      },
    ],
  },
  // docs/rebate.md: a rate per game category for each VIP level above (Bronze to Diamond), claimed
  // by the member on the manualRebate page; R$ 1,00 at least; unclaimed rebates last 30 days.
  // docs/check-in.md: a week of daily check-ins, R$ 1,00 on day 1 up to R$ 10,00 on day 7, with points.
  // docs/chat-room.md: five messages per 10 seconds, the last 50 on joining, wins of R$ 1.000,00
  // and more announced. The word list starts with common Portuguese, English and Chinese insults.
  chat: {
    words: ['porra', 'caralho', 'puta', 'merda', 'fdp', 'vsf', 'fuck', 'shit', 'bitch', '傻逼', '他妈的'],
    sends: 5,
    seconds: 10,
    history: 50,
    bigWinMinimum: 100_000,
  },
  checkIn: {
    days: [
      { cash: 100, points: 10 },
      { cash: 150, points: 10 },
      { cash: 200, points: 15 },
      { cash: 300, points: 15 },
      { cash: 400, points: 20 },
      { cash: 600, points: 25 },
      { cash: 1_000, points: 50 },
    ],
  },
  // docs/feedback.md: at least 5 words ("não funciona" says nothing to act on), at most 500.
  feedback: DEFAULT_FEEDBACK_SETTING,

  rebate: {
    mode: 'CLAIM',
    period: 'DAY',
    minimumPayout: 100,
    claimDays: 30,
    levels: [
      {
        rates: {
          RNG: 40,
          FISH: 40,
          INHOUSE: 40,
          LIVE: 30,
          PVP: 30,
          SPORTS: 30,
          ESPORTS: 30,
          LOTT: 10,
          ELOTT: 10,
        },
      },
      {
        rates: {
          RNG: 60,
          FISH: 60,
          INHOUSE: 60,
          LIVE: 40,
          PVP: 40,
          SPORTS: 40,
          ESPORTS: 40,
          LOTT: 20,
          ELOTT: 20,
        },
      },
      {
        rates: {
          RNG: 80,
          FISH: 80,
          INHOUSE: 80,
          LIVE: 60,
          PVP: 60,
          SPORTS: 60,
          ESPORTS: 60,
          LOTT: 30,
          ELOTT: 30,
        },
      },
      {
        rates: {
          RNG: 100,
          FISH: 100,
          INHOUSE: 100,
          LIVE: 80,
          PVP: 80,
          SPORTS: 80,
          ESPORTS: 80,
          LOTT: 50,
          ELOTT: 50,
        },
      },
    ],
  },
};
