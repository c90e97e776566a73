import { useTranslation } from '../../i18n';
import { Icon } from '../../components/icon';
import { openAccountModal } from '../../lib/account-modal-store';
import { isTrialSession, useSessionStore } from '../../lib/session-store';
import './member-area.css';

/**
 * Phones have no room in the header for the trial call to action, so trial users get this slim
 * strip under it instead (desktop shows the header button).
 */
export const TrialBanner = () => {
  const { t } = useTranslation();
  const trial = useSessionStore(isTrialSession);
  if (!trial) return null;
  return (
    <div className="trial-banner" data-testid="trial-banner">
      <Icon name="info" size={16} />
      <span className="trial-banner-text">{t('header.trialBanner')}</span>
      <button
        type="button"
        className="btn btn-primary trial-banner-btn"
        onClick={() => openAccountModal({ kind: 'register' })}
      >
        {t('header.registerReal')}
      </button>
    </div>
  );
};
