import {
  PROMOTIONS,
  type JurisdictionCode,
  type JurisdictionProfile,
  type JurisdictionSetting,
  type Product,
  type Transfer,
} from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import { PROFILES } from './profiles.js';

/** What decides whether a game is offered: its type, cockfight by its class (CF), and its RTP. */
export type ProductOf = { gameType: string; gameClassify: string | null; rtpBp: number | null };

/**
 * Whether the profile offers a game: its type's product, COCKFIGHT for a CF game, a declared RTP
 * where the profile requires every game to show one, and an RTP not below the profile's minimum
 * (a game that declares none is not held to it unless an RTP is required).
 */
export const offersGame = (profile: JurisdictionProfile, game: ProductOf): boolean =>
  (profile.products[game.gameType as Product] ?? false) &&
  (game.gameClassify !== 'CF' || profile.products.COCKFIGHT) &&
  (!profile.rtpRequired || game.rtpBp !== null) &&
  (game.rtpBp === null || game.rtpBp >= profile.minimumRtpBp);

/**
 * Whether a promotion may put money in a member's wallet (a BONUS movement): only where the
 * profile lets promotions pay money at all (BR: never, Lei 14.790 art. 29), and only a promotion
 * it switches on. A movement that names no known promotion may not.
 */
export const bonusMayCredit = (profile: JurisdictionProfile, promotion: string | null): boolean => {
  const known = PROMOTIONS.find((code) => code === promotion);
  return profile.bonusCredits && known !== undefined && profile.promotions[known];
};

/**
 * The reality-check interval in force: the profile's (0: none), or the operator's where the
 * profile asks none or the operator's is shorter. An operator may check more often than the law
 * asks, never less.
 */
export const realityCheckInterval = (profileMinutes: number, operatorMinutes: number | undefined): number => {
  if (operatorMinutes === undefined) return profileMinutes;
  return profileMinutes === 0 ? operatorMinutes : Math.min(profileMinutes, operatorMinutes);
};

/**
 * The deployment's jurisdiction profile (docs/decisions/0015-jurisdiction-profile.md): the
 * JURISDICTION_PROFILE variable when set, otherwise the stored `jurisdiction` setting (default BR).
 * Read through the settings' cache, so a stored change reaches every instance within its TTL.
 */
export const createJurisdictionService = (options: {
  settings: { getSetting(key: 'jurisdiction'): Promise<JurisdictionSetting> };
  configured?: JurisdictionCode | undefined;
  /** REALITY_CHECK_MINUTES (realityCheckInterval). */
  realityCheckMinutes?: number | undefined;
}) => {
  const current = async (): Promise<JurisdictionProfile> => {
    const profile =
      PROFILES[options.configured ?? (await options.settings.getSetting('jurisdiction')).profile];
    const realityCheckMinutes = realityCheckInterval(
      profile.realityCheckMinutes,
      options.realityCheckMinutes,
    );
    return realityCheckMinutes === profile.realityCheckMinutes
      ? profile
      : { ...profile, realityCheckMinutes };
  };
  return {
    current,

    /** The game filter of the current profile, for the catalogue (taken once per snapshot). */
    async gameFilter(): Promise<(game: ProductOf) => boolean> {
      const profile = await current();
      return (game) => offersGame(profile, game);
    },

    /** Refuses a game the profile does not offer (`product-unavailable`). */
    async assertGame(game: ProductOf): Promise<void> {
      if (!offersGame(await current(), game)) throw new AppError('product-unavailable');
    },

    /** Refuses a transfer the profile does not allow (`feature-unavailable`). */
    async assertTransfer(transfer: Transfer): Promise<void> {
      if (!(await current()).transfers[transfer]) throw new AppError('feature-unavailable');
    },
  };
};

export type JurisdictionService = ReturnType<typeof createJurisdictionService>;
