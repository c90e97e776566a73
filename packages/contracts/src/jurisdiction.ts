import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from './languages.js';
import {
  JURISDICTION_CODES,
  LIMIT_KINDS,
  PAYMENT_METHODS,
  PRODUCTS,
  PROMOTIONS,
  TRANSFERS,
  type Product,
  type Promotion,
  type Transfer,
} from './jurisdiction-lists.js';

const switches = <T extends string>(keys: readonly T[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.boolean()])) as Record<T, z.ZodBoolean>);

/**
 * GET /wps/system/jurisdiction: the rules this deployment runs under, one profile per deployment
 * (docs/decisions/0015-jurisdiction-profile.md). Switches are keyed by the spec's own codes: the
 * game categories of section 2 and COCKFIGHT (the live class CF). What is switched off is absent
 * from menus and lobbies and refused by the API.
 */
export const JurisdictionResponse = z.object({
  code: z.enum(JURISDICTION_CODES),
  products: switches<Product>(PRODUCTS),
  promotions: switches<Promotion>(PROMOTIONS),
  transfers: switches<Transfer>(TRANSFERS),
  /** Whether any credit may be given to a player (a balance below zero, a bet paid later). */
  credit: z.boolean(),
  /**
   * Whether a promotion may put money or bets in a member's wallet (a BONUS movement, of a
   * promotion switched on). The wallet refuses any other bonus.
   */
  bonusCredits: z.boolean(),
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  languages: z.array(z.enum(SUPPORTED_LANGUAGES)),
  minimumAge: z.number().int(),
  currency: z.string(),
  /** IANA time zone: the calendar days, weeks and months of limits and records. */
  timeZone: z.string(),
  /** Limits a new player is asked for when registering. */
  registrationLimits: z.array(z.enum(LIMIT_KINDS)),
  /**
   * Whether registration requires ticking the warning of betting's risks (losing money,
   * dependence; 18+). The warning is shown at every login whatever this says.
   */
  riskAcknowledgement: z.boolean(),
  idleSessionMinutes: z.number().int(),
  /** How often a playing member is shown time played and net result; 0: never. */
  realityCheckMinutes: z.number().int(),
  /** How long records of an account are kept, closed or not. */
  retentionYears: z.number().int(),
  /** The national self-exclusion service, where the jurisdiction has one. */
  selfExclusionUrl: z.string().nullable(),
  /** Whether a member's identity must be verified before a deposit charge or a bet (docs/kyc.md). */
  identityVerification: z.boolean(),
  /**
   * Whether the identity check also asks for gender, the full address, the monthly income and a
   * photo of an identity document (Portaria 1.231/2024 as amended by 2.579/2025; docs/kyc.md).
   */
  identityDetails: z.boolean(),
  /** Whether only games whose vendor declares an RTP are offered (each shows it on its tile). */
  rtpRequired: z.boolean(),
  /**
   * The lowest RTP a game may declare and be offered, in basis points (8500: 85 %); 0: any. A game
   * below it is left out like a product switched off.
   */
  minimumRtpBp: z.number().int().min(0).max(10_000),
});
export type JurisdictionResponse = z.infer<typeof JurisdictionResponse>;
export type JurisdictionProfile = JurisdictionResponse;

/** The stored system setting that picks the profile (JURISDICTION_PROFILE overrides it). */
export const JurisdictionSetting = z.object({ profile: z.enum(JURISDICTION_CODES) });
export type JurisdictionSetting = z.infer<typeof JurisdictionSetting>;
