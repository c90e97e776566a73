import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { renderSVG } from 'uqr';
import type { TotpSetupResponse } from '@platform/contracts';
import { showDialog } from '../../../components/dialog/dialog-store';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { Icon, type IconName } from '../../../components/icon';
import { StatePanel } from '../../../components/state-panel';
import { openAccountModal } from '../../../lib/account-modal-store';
import { isApiError } from '../../../lib/api-client';
import { paragraph } from '../../../lib/html';
import { useConfirmTotp } from '../api/confirm-totp';
import { useDisableTotp } from '../api/disable-totp';
import { useSecurityOverview } from '../api/get-security-overview';
import { useSetupTotp } from '../api/setup-totp';
import './security-center.css';

/** The secret as authenticator apps print it: groups of four, easier to type without a camera. */
export const groupSecret = (secret: string) =>
  secret
    .replace(/\s+/g, '')
    .match(/.{1,4}/g)
    ?.join(' ') ?? '';

const TOTP_CODE = /^\d{6}$/;

/** Security centre (member centre 'securityCenter'): recovery contacts and the authenticator app. */
export const SecurityCenter = () => {
  const { t } = useTranslation();
  const overview = useSecurityOverview();

  if (overview.isPending) {
    return (
      <div className="security-grid" aria-busy="true">
        <div className="security-card security-skeleton skeleton" />
        <div className="security-card security-skeleton skeleton" />
      </div>
    );
  }
  if (overview.isError) {
    return (
      <StatePanel
        icon="warning"
        tone="danger"
        headingLevel={2}
        title={t('security.loadFailed')}
        description={isApiError(overview.error) ? overview.error.message : t('errors.unknown')}
      >
        <button type="button" className="btn btn-secondary" onClick={() => void overview.refetch()}>
          {t('common.retry')}
        </button>
      </StatePanel>
    );
  }

  const { mobile, email, hasPayeeName, hasPaymentPassword, totpEnabled } = overview.data;
  const rows: { key: string; icon: IconName; label: string; value: string | null }[] = [
    // The server sends contacts already masked (maskMobile/maskEmail of packages/contracts).
    { key: 'mobile', icon: 'phone', label: t('security.mobile'), value: mobile },
    { key: 'email', icon: 'mail', label: t('security.email'), value: email },
    {
      key: 'payeeName',
      icon: 'bank',
      label: t('security.payeeName'),
      value: hasPayeeName ? t('security.onFile') : null,
    },
    {
      key: 'paymentPassword',
      icon: 'key',
      label: t('security.paymentPassword'),
      value: hasPaymentPassword ? t('security.onFile') : null,
    },
  ];

  return (
    <div className="security-grid" data-testid="security-center">
      <section className="security-card" aria-labelledby="security-overview">
        <h2 id="security-overview" className="security-card-title">
          {t('security.overviewTitle')}
        </h2>
        <p className="security-card-text">{t('security.overviewText')}</p>
        <ul className="security-list">
          {rows.map((row) => (
            <li key={row.key} className="security-row">
              <span className="security-row-icon">
                <Icon name={row.icon} size={18} />
              </span>
              <span className="security-row-label">{row.label}</span>
              <span className={`security-row-value${row.value ? '' : ' is-missing'}`}>
                {row.value ?? t('security.notSet')}
              </span>
            </li>
          ))}
          <li className="security-row">
            <span className="security-row-icon">
              <Icon name="key" size={18} />
            </span>
            <span className="security-row-label">{t('security.password')}</span>
            <button
              type="button"
              className="link-btn"
              onClick={() => openAccountModal({ kind: 'changePassword' })}
            >
              {t('security.changePassword')}
            </button>
          </li>
        </ul>
      </section>
      <TotpCard enabled={totpEnabled} />
    </div>
  );
};

const TotpCard = ({ enabled }: { enabled: boolean }) => {
  const { t } = useTranslation();
  const setup = useSetupTotp();
  const [pending, setPending] = useState<TotpSetupResponse | null>(null);
  const [disabling, setDisabling] = useState(false);

  const start = async () => {
    try {
      setPending(await setup.mutateAsync());
    } catch (error) {
      showDialog({
        icon: 'warning',
        title: t('security.totpTitle'),
        html: paragraph(isApiError(error) ? error.message : t('errors.unknown')),
      });
    }
  };

  return (
    <section className="security-card" aria-labelledby="security-totp" data-testid="totp-card">
      <div className="security-card-head">
        <h2 id="security-totp" className="security-card-title">
          {t('security.totpTitle')}
        </h2>
        <span className={`security-status${enabled ? ' is-on' : ''}`} data-testid="totp-status">
          {enabled ? t('security.on') : t('security.off')}
        </span>
      </div>
      <p className="security-card-text">{t('security.totpText')}</p>
      {enabled ? (
        disabling ? (
          <CodeForm
            mode="disable"
            onDone={() => {
              setDisabling(false);
              showDialog({
                icon: 'success',
                title: t('security.totpTitle'),
                html: paragraph(t('security.disabled')),
              });
            }}
            onCancel={() => setDisabling(false)}
          />
        ) : (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => setDisabling(true)}
            data-testid="totp-disable"
          >
            {t('security.disable')}
          </button>
        )
      ) : pending ? (
        <div className="form-stack">
          <ol className="totp-steps">
            <li>{t('security.step1')}</li>
            <li>{t('security.step2')}</li>
          </ol>
          <div className="totp-setup">
            <div
              className="totp-qr"
              role="img"
              aria-label={t('security.qrLabel')}
              // Our own SVG, generated from the otpauth address the server returned.
              dangerouslySetInnerHTML={{ __html: renderSVG(pending.otpauthUrl, { border: 2 }) }}
            />
            <div className="totp-secret-box">
              <span className="field-label">{t('security.secret')}</span>
              <code className="totp-secret" data-testid="totp-secret">
                {groupSecret(pending.secret)}
              </code>
              <div className="totp-secret-actions">
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() =>
                    void navigator.clipboard?.writeText(pending.secret).then(
                      () => showDialog({ icon: 'success', title: t('security.copied'), timeoutMs: 1500 }),
                      () => undefined,
                    )
                  }
                >
                  <Icon name="copy" size={16} />
                  {t('security.copy')}
                </button>
                <a className="btn btn-ghost" href={pending.otpauthUrl} data-testid="totp-link">
                  <Icon name="link" size={16} />
                  {t('security.openApp')}
                </a>
              </div>
            </div>
          </div>
          <CodeForm
            mode="confirm"
            onDone={() => {
              setPending(null);
              showDialog({
                icon: 'success',
                title: t('security.totpTitle'),
                html: paragraph(t('security.enabled')),
              });
            }}
            onCancel={() => setPending(null)}
          />
        </div>
      ) : (
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void start()}
          aria-busy={setup.isPending || undefined}
          disabled={setup.isPending}
          data-testid="totp-enable"
        >
          <Icon name="shieldCheck" size={18} />
          {t('security.enable')}
        </button>
      )}
    </section>
  );
};

const CodeForm = ({
  mode,
  onDone,
  onCancel,
}: {
  mode: 'confirm' | 'disable';
  onDone: () => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation();
  const confirm = useConfirmTotp();
  const disable = useDisableTotp();
  const mutation = mode === 'confirm' ? confirm : disable;
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ code: string }>({ mode: 'onTouched', defaultValues: { code: '' } });
  const validateCode = (value: string) => TOTP_CODE.test(value.trim()) || t('security.codeInvalid');

  const submit = form.handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      await mutation.mutateAsync({ code: code.trim() });
      onDone();
    } catch (error) {
      if (isApiError(error) && ['invalid-verification-code', 'validation-failed'].includes(error.code)) {
        form.setError('code', { message: error.message });
        return;
      }
      setFormError(isApiError(error) ? error.message : t('errors.unknown'));
    }
  });

  return (
    <form
      className="form-stack"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid={`totp-${mode}-form`}
    >
      {formError && <FormAlert>{formError}</FormAlert>}
      <TextField
        label={t('security.code')}
        placeholder="000000"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={form.formState.errors.code?.message}
        {...form.register('code', { validate: validateCode })}
      />
      <div className="modal-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('security.cancel')}
        </button>
        <SubmitButton pending={mutation.isPending} testId={`totp-${mode}-submit`}>
          {mode === 'confirm' ? t('security.confirm') : t('security.disable')}
        </SubmitButton>
      </div>
    </form>
  );
};
