import { z } from 'zod';
import {
  AmlSetting,
  Brand,
  ChatSetting,
  CheckInSetting,
  CountriesSetting,
  CustomerServiceEntry,
  DomainRoute,
  FeedbackSetting,
  JurisdictionSetting,
  MaintenanceSetting,
  PaymentsSetting,
  RebateSetting,
  RegionRestrictionConfig,
  ReferralSetting,
  RegisterSetting,
  Resource,
  SecuritySetting,
  ValidTurnoverSetting,
  VipRankSetting,
  WalletSetting,
  Whitelabel,
} from '@platform/contracts';

/**
 * Where images or game launches are served from: an absolute base URL (a CDN in front of this
 * server), or '' for this server itself (the default, so a fresh install shows its artwork).
 */
const CdnBase = z.union([z.url().transform((url) => url.replace(/\/+$/u, '')), z.literal('')]);

/**
 * Which games carry the hot label (games module, hot-games.ts): the most played of the last
 * `windowDays`, at most `sharePercent` of a category's games (rounded up) and `maxPerCategory`.
 */
const HotGamesSetting = z.object({
  windowDays: z.number().int().min(1).max(90),
  sharePercent: z.number().min(0.1).max(100),
  maxPerCategory: z.number().int().min(1).max(100),
});

/** Each stored setting key and the schema its value must satisfy. */
export const SETTING_SCHEMAS = {
  brand: Brand,
  customerService: z.array(CustomerServiceEntry).min(1),
  domainRoute: z.array(DomainRoute),
  resources: z.array(Resource),
  whitelabel: Whitelabel,
  register: RegisterSetting,
  /** The countries the mobile number fields offer, each with its digit count (decision 0023). */
  countries: CountriesSetting,
  mainDomain: z.string().min(1),
  analytics: z.object({ gtagId: z.string() }),
  imageCDNs: z.array(CdnBase).min(1),
  launchGameCDNs: z.array(CdnBase).min(1),
  maintenance: MaintenanceSetting,
  regionRestriction: RegionRestrictionConfig,
  security: SecuritySetting,
  wallet: WalletSetting,
  payments: PaymentsSetting,
  hotGames: HotGamesSetting,
  /** Which jurisdiction profile the deployment runs under (the jurisdiction module). */
  jurisdiction: JurisdictionSetting,
  /** The thresholds of the operators' AML flags (the compliance module). */
  aml: AmlSetting,
  /** Which closed rounds count as valid turnover (agents, reports, rewards for betting). */
  validTurnover: ValidTurnoverSetting,
  /** The referral reward rule the member centre shows (docs/referral-vip.md). */
  referral: ReferralSetting,
  /** The VIP levels (docs/referral-vip.md). */
  vipRank: VipRankSetting,
  /** The player rebate's rates, period, minimum and mode (docs/rebate.md). */
  rebate: RebateSetting,
  /** The daily check-in's reward per day of a streak (docs/check-in.md). */
  checkIn: CheckInSetting,
  /** Feedback's word bounds and rate (docs/feedback.md). */
  feedback: FeedbackSetting,
  /** The chat room's word filter, rate limit, history and big-win threshold (docs/chat-room.md). */
  chat: ChatSetting,
} as const;

export type SettingKey = keyof typeof SETTING_SCHEMAS;
export type Settings = { [K in SettingKey]: z.infer<(typeof SETTING_SCHEMAS)[K]> };
export const SETTING_KEYS = Object.keys(SETTING_SCHEMAS) as SettingKey[];
