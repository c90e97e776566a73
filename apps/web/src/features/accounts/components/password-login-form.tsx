import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { z } from 'zod';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { PasswordField, TextField } from '../../../components/form/text-field';
import { openAccountModal } from '../../../lib/account-modal-store';
import { rememberedUsername } from '../../../lib/remember-me';
import { liveResolver } from '../live-resolver';
import { fieldMessage } from '../validation';
import { CaptchaField, useCaptchaPrompt } from './captcha-field';
import { useLoginAttempt, type LoginAttempt, type LoginFormProps } from './use-login-attempt';

type Values = { username: string; password: string; captcha: string; rememberMe: boolean };

export const PasswordLoginForm = (props: LoginFormProps) => {
  const { t } = useTranslation();
  const captcha = useCaptchaPrompt();
  const remembered = rememberedUsername();

  const form = useForm<Values>({
    mode: 'onTouched',
    defaultValues: { username: remembered ?? '', password: '', captcha: '', rememberMe: Boolean(remembered) },
    resolver: liveResolver<Values>(() =>
      z.object({
        username: z.string().trim().min(1, fieldMessage('credentials')),
        password: z.string().min(1, fieldMessage('credentials')),
        captcha: captcha.shown ? z.string().trim().min(1, fieldMessage('captcha')) : z.string(),
        rememberMe: z.boolean(),
      }),
    ),
  });
  const { submitLogin, pending, formError } = useLoginAttempt({
    ...props,
    captcha,
    clearCaptchaInput: () => form.setValue('captcha', ''),
    setFieldError: (field, message) =>
      form.setError(field === 'username' || field === 'password' || field === 'captcha' ? field : 'root', {
        message,
      }),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    const attempt: LoginAttempt = {
      loginType: 'username',
      rememberUsername: values.rememberMe ? values.username.trim() : null,
      typedPassword: values.password,
    };
    return submitLogin({
      attempt,
      request: {
        type: 'username',
        username: values.username.trim(),
        password: values.password,
        rememberMe: values.rememberMe,
      },
      captchaAnswer: values.captcha,
    });
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
      {captcha.shown && (
        <CaptchaField
          version={captcha.version}
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
      <SubmitButton pending={pending} testId="login-submit">
        {t('accounts.login.submit')}
      </SubmitButton>
    </form>
  );
};
