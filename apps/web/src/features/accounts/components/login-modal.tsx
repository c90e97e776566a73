import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../i18n';
import { SecondFactorChallenge, type LoginResponse } from '@platform/contracts';
import { showDialog } from '../../../components/dialog/dialog-store';
import { GroupBanner } from '../../../components/banner/group-banner';
import { FormAlert } from '../../../components/form/form-alert';
import { Segmented } from '../../../components/form/segmented';
import { Icon } from '../../../components/icon';
import { Modal } from '../../../components/modal/modal';
import { closeAccountModal, openAccountModal } from '../../../lib/account-modal-store';
import { isApiError } from '../../../lib/api-client';
import { paragraph } from '../../../lib/html';
import { useSystemInfo } from '../../../lib/system-info';
import { useLoginFreePlay } from '../api/login-free-play';
import { PasswordLoginForm } from './password-login-form';
import { SmsLoginForm } from './sms-login-form';
import { TwoFactorStep } from './two-factor-step';
import { isAgentPortal, useCompleteLogin } from './use-complete-login';
import type { LoginAttempt } from './use-login-attempt';
import './account-forms.css';

type Step = { kind: 'form' } | { kind: 'twoFactor'; challenge: SecondFactorChallenge; attempt: LoginAttempt };

/** The login popup (spec section 2, Login form), with the second-factor step inside it. */
export const LoginModal = ({ notice }: { notice?: string }) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { whitelabel } = useSystemInfo().info;
  const completeLogin = useCompleteLogin();
  const freePlay = useLoginFreePlay();
  const portal = isAgentPortal(pathname) ? 'agent' : 'member';
  const smsEnabled = whitelabel.VERIFICATION3 === true;
  const [tab, setTab] = useState<'username' | 'sms'>('username');
  const [step, setStep] = useState<Step>({ kind: 'form' });

  const onSuccess = (attempt: LoginAttempt, response: LoginResponse) =>
    completeLogin({
      response,
      loginType: attempt.loginType,
      rememberUsername: attempt.rememberUsername,
      typedPassword: attempt.typedPassword,
      then: 'loginSuccess',
    });

  const onChallenge = (attempt: LoginAttempt, value: unknown) => {
    const challenge = SecondFactorChallenge.safeParse(value);
    if (!challenge.success || challenge.data.methods.length === 0) return false;
    setStep({ kind: 'twoFactor', challenge: challenge.data, attempt });
    return true;
  };

  const startFreePlay = async () => {
    try {
      completeLogin({ response: await freePlay.mutateAsync(), then: 'none' });
    } catch (error) {
      showDialog({
        icon: 'warning',
        title: t('accounts.login.freePlay'),
        html: paragraph(isApiError(error) ? error.message : t('errors.unknown')),
      });
    }
  };

  if (step.kind === 'twoFactor') {
    return (
      <Modal
        title={t('accounts.twoFactor.title')}
        onClose={() => closeAccountModal()}
        testId="login-modal"
        header={
          <span className="modal-badge">
            <Icon name="shieldCheck" size={22} />
          </span>
        }
      >
        <TwoFactorStep
          challenge={step.challenge}
          onBack={() => setStep({ kind: 'form' })}
          onVerified={(response) => onSuccess(step.attempt, response)}
        />
      </Modal>
    );
  }

  const title = portal === 'agent' ? t('accounts.login.agentTitle') : t('accounts.login.title');
  return (
    <Modal
      title={title}
      description={portal === 'agent' ? t('accounts.login.agentSubtitle') : t('accounts.login.subtitle')}
      onClose={() => closeAccountModal()}
      testId="login-modal"
    >
      <div className="form-stack">
        {portal === 'member' && (
          <GroupBanner group="w_login" onFollow={() => closeAccountModal({ silent: true })} />
        )}
        {notice && <FormAlert tone="info">{notice}</FormAlert>}
        {smsEnabled && (
          <Segmented
            label={t('accounts.login.method')}
            value={tab}
            onChange={setTab}
            options={[
              { value: 'username', label: t('accounts.login.tabPassword') },
              { value: 'sms', label: t('accounts.login.tabSms') },
            ]}
          />
        )}
        {tab === 'sms' && smsEnabled ? (
          <SmsLoginForm portal={portal} onSuccess={onSuccess} onChallenge={onChallenge} />
        ) : (
          <PasswordLoginForm portal={portal} onSuccess={onSuccess} onChallenge={onChallenge} />
        )}
        {whitelabel.SOCIALLOGIN3 === true && portal === 'member' && <SocialButtons />}
        {portal === 'member' && (
          <>
            <div className="form-divider">{t('accounts.login.or')}</div>
            <div className="account-secondary-actions">
              <button
                type="button"
                className="btn btn-secondary btn-block"
                onClick={() => openAccountModal({ kind: 'register' })}
                data-testid="login-to-register"
              >
                {t('accounts.login.register')}
              </button>
              {whitelabel.FREEPLAY3 === true && (
                <button
                  type="button"
                  className="btn btn-ghost btn-block"
                  onClick={() => void startFreePlay()}
                  aria-busy={freePlay.isPending || undefined}
                  disabled={freePlay.isPending}
                  data-testid="free-play"
                >
                  <Icon name="play" size={16} />
                  {t('accounts.login.freePlay')}
                </button>
              )}
            </div>
          </>
        )}
      </div>
    </Modal>
  );
};

/** Social sign-in (flag SOCIALLOGIN3, off by default): the providers are not connected here yet. */
const SocialButtons = () => {
  const { t } = useTranslation();
  const unavailable = () =>
    showDialog({
      icon: 'info',
      title: t('accounts.login.social'),
      html: paragraph(t('errors.operation-not-allowed')),
    });
  return (
    <div className="account-social">
      <button type="button" className="btn btn-secondary" onClick={unavailable}>
        Google
      </button>
      <button type="button" className="btn btn-secondary" onClick={unavailable}>
        Facebook
      </button>
    </div>
  );
};
