import type { MemberMission, SupportedLanguage } from '@platform/contracts';
import type { useTranslation } from '../../../i18n';
import { formatCount, formatMinutes, formatMoney } from '../../../lib/format';

type T = ReturnType<typeof useTranslation>['t'];

/** The reward as a member reads it: points, or a cash bonus in reais. */
export const rewardText = (mission: MemberMission, t: T, language: SupportedLanguage): string => {
  switch (mission.rewardKind) {
    case 'POINTS':
      return t('missions.rewardPoints', { points: formatCount(mission.rewardAmount, language) });
    case 'BONUS':
      return t('missions.rewardBonus', { amount: formatMoney(mission.rewardAmount, language) });
    default: {
      const unknown: never = mission.rewardKind;
      throw new Error(`unknown mission reward ${String(unknown)}`);
    }
  }
};

/** Progress in the mission's own unit: money wagered, deposits made, rounds played. */
export const progressText = (mission: MemberMission, t: T, language: SupportedLanguage): string => {
  switch (mission.kind) {
    case 'WAGER':
      return t('missions.progressMoney', {
        progress: formatMoney(mission.progress, language),
        target: formatMoney(mission.target, language),
      });
    case 'DEPOSIT':
      return t('missions.progressDeposits', {
        progress: formatCount(mission.progress, language),
        target: formatCount(mission.target, language),
      });
    case 'ROUNDS':
      return t('missions.progressRounds', {
        progress: formatCount(mission.progress, language),
        target: formatCount(mission.target, language),
      });
    default: {
      const unknown: never = mission.kind;
      throw new Error(`unknown mission kind ${String(unknown)}`);
    }
  }
};

/** Time left as days and hours, or hours and minutes in the last day. */
export const timeLeftText = (seconds: number, t: T, language: SupportedLanguage): string => {
  const days = Math.floor(seconds / 86_400);
  if (days >= 1) return t('missions.daysLeft', { days, hours: Math.floor((seconds % 86_400) / 3_600) });
  return formatMinutes(Math.max(1, Math.ceil(seconds / 60)), language);
};
