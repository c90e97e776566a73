import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { z } from 'zod';
import type { LoginResponse, SecondFactorChallenge, SecondFactorMethod } from '@platform/contracts';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { Icon, type IconName } from '../../../components/icon';
import { SmsCodeButton } from '../../../components/sms-code-button';
import { fieldIssues, isApiError } from '../../../lib/api-client';
import { sendLoginVerification } from '../api/send-login-verification';
import { useVerifyLogin } from '../api/verify-login';
import { liveResolver } from '../live-resolver';
import { fieldMessage } from '../validation';
import './account-forms.css';

const METHOD_ICONS: Record<SecondFactorMethod, IconName> = {
  sms: 'phone',
  email: 'mail',
  bankName: 'bank',
  totp: 'shieldCheck',
};

const codeRule = (method: SecondFactorMethod) => {
  if (method === 'bankName') return z.string().trim().min(1, fieldMessage('required'));
  if (method === 'totp')
    return z
      .string()
      .trim()
      .regex(/^\d{6}$/, fieldMessage('code'));
  return z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, fieldMessage('code'));
};

type TwoFactorStepProps = {
  challenge: SecondFactorChallenge;
  onVerified: (response: LoginResponse) => void;
  onBack: () => void;
};

/**
 * Extra verification for a login from an unregistered IP (spec section 4): a mobile or e-mail
 * code, the bank account holder's name, or the authenticator app's code.
 */
export const TwoFactorStep = ({ challenge, onVerified, onBack }: TwoFactorStepProps) => {
  const { t } = useTranslation();
  const verify = useVerifyLogin();
  const [method, setMethod] = useState<SecondFactorMethod>(challenge.methods[0]?.method ?? 'sms');
  const [formError, setFormError] = useState<string | null>(null);
  const [sentMinutes, setSentMinutes] = useState<number | null>(null);
  const form = useForm<{ code: string }>({
    mode: 'onTouched',
    defaultValues: { code: '' },
    resolver: liveResolver<{ code: string }>(() => z.object({ code: codeRule(method) })),
  });
  const current = challenge.methods.find((entry) => entry.method === method);
  const sendsCode = method === 'sms' || method === 'email';

  const choose = (next: SecondFactorMethod) => {
    setMethod(next);
    setSentMinutes(null);
    setFormError(null);
    form.reset({ code: '' });
  };

  const submit = form.handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      onVerified(await verify.mutateAsync({ ticket: challenge.ticket, method, code: code.trim() }));
    } catch (error) {
      if (!isApiError(error)) {
        setFormError(t('errors.unknown'));
        return;
      }
      const issue = fieldIssues(error).find((entry) => entry.field === 'code');
      if (
        issue ||
        ['invalid-verification-code', 'code-expired', 'missing-verification-code'].includes(error.code)
      ) {
        form.setError('code', { message: issue?.message ?? error.message });
        return;
      }
      setFormError(error.message);
    }
  });

  const codeLabel =
    method === 'bankName'
      ? t('accounts.twoFactor.nameLabel')
      : method === 'totp'
        ? t('accounts.twoFactor.totpLabel')
        : t('accounts.twoFactor.codeLabel');

  return (
    <div className="form-stack" data-testid="two-factor-step">
      <p className="account-intro">{t('accounts.twoFactor.intro')}</p>
      <fieldset className="method-list">
        <legend className="field-label">{t('accounts.twoFactor.choose')}</legend>
        {challenge.methods.map((entry) => (
          <label key={entry.method} className={`method-option${entry.method === method ? ' is-active' : ''}`}>
            <input
              type="radio"
              name="second-factor"
              value={entry.method}
              checked={entry.method === method}
              onChange={() => choose(entry.method)}
            />
            <span className="method-icon">
              <Icon name={METHOD_ICONS[entry.method]} size={20} />
            </span>
            <span className="method-text">
              <span className="method-name">{t(`accounts.twoFactor.methods.${entry.method}`)}</span>
              {entry.hint && <span className="method-hint">{entry.hint}</span>}
            </span>
          </label>
        ))}
      </fieldset>
      <form className="form-stack" noValidate onSubmit={(event) => void submit(event)}>
        {formError && <FormAlert>{formError}</FormAlert>}
        <TextField
          key={method}
          label={codeLabel}
          placeholder={t(`accounts.twoFactor.placeholders.${method}`)}
          inputMode={method === 'bankName' ? 'text' : 'numeric'}
          autoComplete={method === 'bankName' ? 'name' : 'one-time-code'}
          error={form.formState.errors.code?.message}
          hint={
            sendsCode && sentMinutes
              ? t('accounts.sms.sentTo', { minutes: sentMinutes, destination: current?.hint ?? '' })
              : t(`accounts.twoFactor.hints.${method}`)
          }
          addon={
            sendsCode ? (
              <SmsCodeButton
                key={method}
                testId="two-factor-send"
                validate={async () => true}
                send={() =>
                  sendLoginVerification({ ticket: challenge.ticket, method: method as 'sms' | 'email' })
                }
                onSent={setSentMinutes}
              />
            ) : undefined
          }
          {...form.register('code')}
        />
        <SubmitButton pending={verify.isPending} testId="two-factor-submit">
          {t('accounts.twoFactor.verify')}
        </SubmitButton>
        <button type="button" className="btn btn-ghost btn-block" onClick={onBack}>
          <Icon name="chevronLeft" size={18} />
          {t('accounts.twoFactor.back')}
        </button>
      </form>
    </div>
  );
};
