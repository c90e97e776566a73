import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { LoginResponse } from '@platform/contracts';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { PasswordField, TextField } from '../../../components/form/text-field';
import { openAccountModal } from '../../../lib/account-modal-store';
import { rememberedUsername } from '../../../lib/remember-me';
import { useLogin } from '../api/login';
import { liveResolver } from '../live-resolver';
import { fieldMessage } from '../validation';
import { CaptchaField } from './captcha-field';
import { useLoginFailure, type LoginAttempt } from './use-login-failure';

type Values = { username: string; password: string; captcha: string; rememberMe: boolean };

type PasswordLoginFormProps = {
  portal: 'member' | 'agent';
  onSuccess: (attempt: LoginAttempt, response: LoginResponse) => void;
  onChallenge: (attempt: LoginAttempt, value: unknown) => boolean;
};

export const PasswordLoginForm = ({ portal, onSuccess, onChallenge }: PasswordLoginFormProps) => {
  const { t } = useTranslation();
  const login = useLogin();
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const remembered = rememberedUsername();

  const form = useForm<Values>({
    mode: 'onTouched',
    defaultValues: { username: remembered ?? '', password: '', captcha: '', rememberMe: Boolean(remembered) },
    resolver: liveResolver<Values>(() =>
      z.object({
        username: z.string().trim().min(1, fieldMessage('credentials')),
        password: z.string().min(1, fieldMessage('credentials')),
        captcha: captchaShown ? z.string().trim().min(1, fieldMessage('captcha')) : z.string(),
        rememberMe: z.boolean(),
      }),
    ),
  });
  const { formError, handleFailure, clearFormError } = useLoginFailure({
    setFieldError: (field, message) =>
      form.setError(field === 'username' || field === 'password' || field === 'captcha' ? field : 'root', {
        message,
      }),
    showCaptcha: () => {
      setCaptchaShown(true);
      setCaptchaVersion((version) => version + 1);
      form.setValue('captcha', '');
    },
    onChallenge,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    clearFormError();
    const attempt: LoginAttempt = {
      loginType: 'username',
      rememberUsername: values.rememberMe ? values.username.trim() : null,
      typedPassword: values.password,
    };
    try {
      const response = await login.mutateAsync({
        type: 'username',
        username: values.username.trim(),
        password: values.password,
        captcha: captchaShown ? values.captcha.trim() : undefined,
        portal,
        rememberMe: values.rememberMe,
      });
      onSuccess(attempt, response);
    } catch (error) {
      handleFailure(error, attempt, captchaShown);
    }
  });

  return (
    <form className="form-stack" noValidate onSubmit={(event) => void submit(event)} data-testid="login-form">
      {(formError ?? errors.root?.message) && <FormAlert>{formError ?? errors.root?.message}</FormAlert>}
      <TextField
        label={t('accounts.login.username')}
        placeholder={t('accounts.login.usernamePlaceholder')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        error={errors.username?.message}
        {...form.register('username')}
      />
      <PasswordField
        label={t('accounts.login.password')}
        placeholder={t('accounts.login.passwordPlaceholder')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      {captchaShown && (
        <CaptchaField
          version={captchaVersion}
          error={errors.captcha?.message}
          {...form.register('captcha')}
        />
      )}
      <div className="form-row-between">
        <CheckboxField label={t('accounts.login.rememberMe')} {...form.register('rememberMe')} />
        <button type="button" className="link-btn" onClick={() => openAccountModal({ kind: 'forgot' })}>
          {t('accounts.login.forgot')}
        </button>
      </div>
      <SubmitButton pending={login.isPending} testId="login-submit">
        {t('accounts.login.submit')}
      </SubmitButton>
    </form>
  );
};
