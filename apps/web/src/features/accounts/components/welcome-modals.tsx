import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { Icon } from '../../../components/icon';
import { Modal } from '../../../components/modal/modal';
import { closeAccountModal } from '../../../lib/account-modal-store';
import './account-forms.css';

export const DEPOSIT_PATH = '/member?tab=depositv2';

/** The successful-login modal (spec section 2): a greeting and the two next steps. */
export const LoginSuccessModal = ({
  firstTimeLogin,
  nickname,
}: {
  firstTimeLogin: boolean;
  nickname: string;
}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal
      title={t(firstTimeLogin ? 'accounts.welcome.firstTitle' : 'accounts.welcome.title', { name: nickname })}
      description={t(firstTimeLogin ? 'accounts.welcome.firstText' : 'accounts.welcome.text')}
      onClose={() => closeAccountModal()}
      testId="login-success-modal"
      header={
        <span className="modal-badge modal-badge-success">
          <Icon name="success" size={24} />
        </span>
      }
    >
      {/* Portaria SPA/MF 1.231/2024 art. 4 I: the risks of betting, at every login. */}
      <p className="risk-notice" role="note" data-testid="login-risk-notice">
        {t('accounts.welcome.risk')}
      </p>
      <div className="modal-actions">
        <button
          type="button"
          className="btn btn-secondary btn-lg"
          onClick={() => {
            closeAccountModal({ silent: true });
            void navigate(DEPOSIT_PATH);
          }}
        >
          <Icon name="wallet" size={18} />
          {t('accounts.welcome.deposit')}
        </button>
        <button
          type="button"
          className="btn btn-primary btn-lg"
          onClick={() => closeAccountModal()}
          data-autofocus
        >
          {t('accounts.welcome.play')}
        </button>
      </div>
    </Modal>
  );
};

/** The after-register modal (spec section 2): leads to the deposit page. */
export const AfterRegisterModal = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal
      title={t('accounts.afterRegister.title')}
      description={t('accounts.afterRegister.text')}
      onClose={() => closeAccountModal()}
      testId="after-register-modal"
      header={
        <span className="modal-badge modal-badge-success">
          <Icon name="success" size={24} />
        </span>
      }
    >
      <div className="welcome-body">
        <ul className="welcome-points">
          <li>
            <Icon name="shieldCheck" size={18} />
            {t('accounts.afterRegister.point1')}
          </li>
          <li>
            <Icon name="gift" size={18} />
            {t('accounts.afterRegister.point2')}
          </li>
          <li>
            <Icon name="heart" size={18} />
            {t('accounts.afterRegister.point3')}
          </li>
        </ul>
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary btn-lg" onClick={() => closeAccountModal()}>
            {t('accounts.afterRegister.later')}
          </button>
          <button
            type="button"
            className="btn btn-primary btn-lg"
            data-testid="after-register-deposit"
            onClick={() => {
              closeAccountModal({ silent: true });
              void navigate(DEPOSIT_PATH);
            }}
          >
            <Icon name="wallet" size={18} />
            {t('accounts.afterRegister.deposit')}
          </button>
        </div>
      </div>
    </Modal>
  );
};
