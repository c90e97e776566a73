import { useState } from 'react';
import type { MemberMission } from '@platform/contracts';
import { ConfirmStep } from '../../../components/form/confirm-step';
import { FormAlert } from '../../../components/form/form-alert';
import { ProgressBar } from '../../../components/progress-bar';
import { currentLanguage, useTranslation } from '../../../i18n';
import { formatCount, formatDateTime } from '../../../lib/format';
import { useClaimMission } from '../api/claim-mission';
import { progressText, rewardText, timeLeftText } from './mission-text';

/**
 * One mission of one period: its progress bar, reward and time left, and for a completed one the
 * claim, sent only after a confirmation. The server's answer (paid, or why not) is shown in place.
 */
export const MissionCard = ({ mission }: { mission: MemberMission }) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const claim = useClaimMission();
  const [confirming, setConfirming] = useState(false);
  const reward = rewardText(mission, t, language);
  const paid = claim.data;
  const claimable = mission.state === 'COMPLETED' && !paid;

  return (
    <li className={`mission-card mission-card-${mission.state.toLowerCase()}`} data-testid="mission-card">
      <div className="mission-card-top">
        <span className="mission-period">{t(`missions.periods.${mission.period}`)}</span>
        <span
          className={`mission-state mission-state-${mission.state.toLowerCase()}`}
          data-testid="mission-state"
        >
          {t(`missions.states.${mission.state}`)}
        </span>
      </div>
      <h2 className="mission-name">{mission.name}</h2>
      <ProgressBar
        value={mission.progress}
        max={mission.target}
        label={t('missions.progressLabel', { name: mission.name })}
        valueText={progressText(mission, t, language)}
      />
      <p className="mission-progress-text">{progressText(mission, t, language)}</p>
      <p className="mission-reward">{t('missions.reward', { reward })}</p>
      {mission.state === 'IN_PROGRESS' || mission.state === 'COMPLETED' ? (
        <p className="mission-time">
          {mission.secondsLeft > 0
            ? t('missions.timeLeft', { time: timeLeftText(mission.secondsLeft, t, language) })
            : t('missions.claimBy', { time: formatDateTime(mission.claimableUntil, language) ?? '' })}
        </p>
      ) : null}
      {claim.error ? <FormAlert>{claim.error.message}</FormAlert> : null}
      {paid ? (
        <p className="mission-claimed" role="status">
          {paid.point !== null
            ? t('missions.claimedPoints', { reward, points: formatCount(paid.point, language) })
            : t('missions.claimedBonus', { reward })}
        </p>
      ) : null}
      {claimable && confirming ? (
        <ConfirmStep
          title={t('missions.confirm', { name: mission.name, reward })}
          confirmLabel={t('missions.send')}
          pending={claim.isPending}
          onBack={() => setConfirming(false)}
          onConfirm={() =>
            claim.mutate(
              { missionId: mission.id, periodKey: mission.periodKey },
              { onSettled: () => setConfirming(false) },
            )
          }
          testId="mission-claim-confirm"
          tone="accent"
        />
      ) : null}
      {claimable && !confirming ? (
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            claim.reset();
            setConfirming(true);
          }}
          data-testid="mission-claim"
        >
          {t('missions.claim')}
        </button>
      ) : null}
    </li>
  );
};
