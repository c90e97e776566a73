import {
  localize,
  type PlayerRankResponse,
  type SupportedLanguage,
  type VipRankSetting,
} from '@platform/contracts';

export type VipProgress = { turnover: number; deposits: number };

/**
 * The highest level whose two requirements are both met. Levels never ask less than the one below
 * (VipRankSetting), so the met levels are a prefix of the list; level 0 is the floor even when
 * the operator gave it requirements.
 */
export const vipLevelOf = (levels: VipRankSetting['levels'], progress: VipProgress): number => {
  let reached = 0;
  levels.forEach((level, index) => {
    if (progress.turnover >= level.requiredTurnover && progress.deposits >= level.requiredDeposits) {
      reached = index;
    }
  });
  return reached;
};

const percentOf = (have: number, need: number) =>
  need <= 0 ? 100 : Math.min(100, Math.floor((have * 100) / need));

/**
 * The member centre's playerRank answer: the current level, what the next asks, every level (the
 * member's rewards are added by the service).
 */
export const playerRankOf = (
  setting: VipRankSetting,
  progress: VipProgress,
  language: SupportedLanguage,
): Omit<PlayerRankResponse, 'moneyRewards' | 'rewardMode' | 'rewards'> => {
  const currentLevel = vipLevelOf(setting.levels, progress);
  const nextLevel = setting.levels[currentLevel + 1];
  return {
    currentLevel,
    turnover: progress.turnover,
    deposits: progress.deposits,
    next: nextLevel
      ? {
          level: currentLevel + 1,
          turnoverNeeded: Math.max(0, nextLevel.requiredTurnover - progress.turnover),
          depositsNeeded: Math.max(0, nextLevel.requiredDeposits - progress.deposits),
          percent: Math.min(
            percentOf(progress.turnover, nextLevel.requiredTurnover),
            percentOf(progress.deposits, nextLevel.requiredDeposits),
          ),
        }
      : null,
    levels: setting.levels.map((level, index) => ({
      level: index,
      name: localize(level.name, language),
      requiredTurnover: level.requiredTurnover,
      requiredDeposits: level.requiredDeposits,
      benefits: localize(level.benefits, language),
      upgradeBonus: level.upgradeBonus ?? 0,
      monthlyBonus: level.monthlyBonus ?? 0,
    })),
  };
};
