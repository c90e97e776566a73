import { useTranslation } from '../i18n';
import { openAccountModal } from '../lib/account-modal-store';

/**
 * What a trial player is offered wherever a real account is needed (spec section 4: "told to
 * register a real account first"): a button that opens the registration.
 */
export const RegisterRealButton = ({ large = false, testId }: { large?: boolean; testId?: string }) => {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`btn btn-primary${large ? ' btn-lg' : ''}`}
      onClick={() => openAccountModal({ kind: 'register' })}
      data-testid={testId}
    >
      {t('trial.register')}
    </button>
  );
};
