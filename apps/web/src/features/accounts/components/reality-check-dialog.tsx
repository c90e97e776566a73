import type { SessionSummaryResponse } from '@platform/contracts';
import { currentLanguage, useTranslation } from '../../../i18n';
import { Icon } from '../../../components/icon';
import { Modal } from '../../../components/modal/modal';
import { formatMoney } from '../../../lib/format';
import './account-forms.css';

type RealityCheckDialogProps = {
  summary: SessionSummaryResponse;
  onContinue: () => void;
  onStop: () => void;
};

/**
 * The reality check's pop-up: the session's time and its stakes, wins and net result. The member
 * must choose (no close button, no Escape): Radix keeps the focus inside, and Tab reaches both
 * buttons.
 */
export const RealityCheckDialog = ({ summary, onContinue, onStop }: RealityCheckDialogProps) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const minutes = Math.floor(summary.elapsedSeconds / 60);
  const time =
    minutes >= 60
      ? t('accounts.realityCheck.hours', {
          hours: Math.floor(minutes / 60),
          minutes: String(minutes % 60).padStart(2, '0'),
        })
      : t('accounts.realityCheck.minutes', { minutes });
  const rows: [string, string, string?][] = [
    [t('accounts.realityCheck.elapsed'), time],
    [t('accounts.realityCheck.bets'), formatMoney(summary.bets, language)],
    [t('accounts.realityCheck.wins'), formatMoney(summary.wins, language)],
    [
      t('accounts.realityCheck.net'),
      formatMoney(summary.net, language),
      summary.net < 0 ? 'is-loss' : summary.net > 0 ? 'is-gain' : undefined,
    ],
  ];
  return (
    <Modal
      title={t('accounts.realityCheck.title', { time })}
      description={t('accounts.realityCheck.text')}
      onClose={onContinue}
      dismissible={false}
      testId="reality-check"
      header={
        <span className="modal-badge">
          <Icon name="info" size={24} />
        </span>
      }
    >
      <dl className="reality-check-figures">
        {rows.map(([label, value, tone]) => (
          <div key={label} className={tone}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="reality-check-hint">{t('accounts.realityCheck.stopHint')}</p>
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary btn-lg" onClick={onStop}>
          {t('accounts.realityCheck.stop')}
        </button>
        <button type="button" className="btn btn-primary btn-lg" onClick={onContinue}>
          {t('accounts.realityCheck.continue')}
        </button>
      </div>
    </Modal>
  );
};
