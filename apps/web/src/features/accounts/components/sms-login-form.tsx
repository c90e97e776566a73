import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DEFAULT_COUNTRY_DIALING_CODE, type LoginResponse } from '@platform/contracts';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { SmsCodeButton } from '../../../components/sms-code-button';
import { useSystemInfo } from '../../../lib/system-info';
import { useLogin } from '../api/login';
import { sendSmsNoLogin } from '../api/send-sms-no-login';
import { liveResolver } from '../live-resolver';
import { fieldMessage, isValidCode, isValidMobile, normaliseMobile } from '../validation';
import { CaptchaField } from './captcha-field';
import { useLoginFailure, type LoginAttempt } from './use-login-failure';

type Values = { mobile: string; code: string; captcha: string; rememberMe: boolean };

type SmsLoginFormProps = {
  portal: 'member' | 'agent';
  onSuccess: (attempt: LoginAttempt, response: LoginResponse) => void;
  onChallenge: (attempt: LoginAttempt, value: unknown) => boolean;
};

/** Login with a mobile number and an SMS code (spec section 2; shown with VERIFICATION3). */
export const SmsLoginForm = ({ portal, onSuccess, onChallenge }: SmsLoginFormProps) => {
  const { t } = useTranslation();
  const { phoneDigits } = useSystemInfo().info.register;
  const login = useLogin();
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const [sentMinutes, setSentMinutes] = useState<number | null>(null);

  const form = useForm<Values>({
    mode: 'onTouched',
    defaultValues: { mobile: '', code: '', captcha: '', rememberMe: false },
    resolver: liveResolver<Values>(() =>
      z.object({
        mobile: z
          .string()
          .trim()
          .min(1, fieldMessage('mobile'))
          .refine((value) => isValidMobile(value, phoneDigits), fieldMessage('mobile')),
        code: z.string().trim().min(1, fieldMessage('code')).refine(isValidCode, fieldMessage('code')),
        captcha: captchaShown ? z.string().trim().min(1, fieldMessage('captcha')) : z.string(),
        rememberMe: z.boolean(),
      }),
    ),
  });
  const { errors } = form.formState;

  const { formError, handleFailure, clearFormError } = useLoginFailure({
    setFieldError: (field, message) => {
      const target =
        field === 'username' || field === 'mobileNum'
          ? 'mobile'
          : field === 'password' || field === 'code'
            ? 'code'
            : field === 'captcha'
              ? 'captcha'
              : 'root';
      form.setError(target, { message });
    },
    showCaptcha: () => {
      setCaptchaShown(true);
      setCaptchaVersion((version) => version + 1);
      form.setValue('captcha', '');
    },
    onChallenge,
  });

  const submit = form.handleSubmit(async (values) => {
    clearFormError();
    const mobile = normaliseMobile(values.mobile);
    const attempt: LoginAttempt = {
      loginType: 'sms',
      rememberUsername: values.rememberMe ? mobile : null,
    };
    try {
      const response = await login.mutateAsync({
        type: 'sms',
        username: mobile,
        password: values.code.trim(),
        countryDialingCode: DEFAULT_COUNTRY_DIALING_CODE,
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
    <form
      className="form-stack"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="sms-login-form"
    >
      {(formError ?? errors.root?.message) && <FormAlert>{formError ?? errors.root?.message}</FormAlert>}
      <TextField
        label={t('accounts.fields.mobileNum')}
        placeholder={t('accounts.placeholders.mobileNum')}
        prefix={`+${DEFAULT_COUNTRY_DIALING_CODE}`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        error={errors.mobile?.message}
        {...form.register('mobile')}
      />
      <TextField
        label={t('accounts.fields.smsCode')}
        placeholder={t('accounts.placeholders.smsCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        error={errors.code?.message}
        hint={sentMinutes ? t('accounts.sms.sent', { minutes: sentMinutes }) : undefined}
        addon={
          <SmsCodeButton
            validate={() => form.trigger('mobile', { shouldFocus: true })}
            send={() =>
              sendSmsNoLogin({
                mobileNum: normaliseMobile(form.getValues('mobile')),
                countryDialingCode: DEFAULT_COUNTRY_DIALING_CODE,
              })
            }
            onSent={setSentMinutes}
          />
        }
        {...form.register('code')}
      />
      {captchaShown && (
        <CaptchaField
          version={captchaVersion}
          error={errors.captcha?.message}
          {...form.register('captcha')}
        />
      )}
      <CheckboxField label={t('accounts.login.rememberMe')} {...form.register('rememberMe')} />
      <SubmitButton pending={login.isPending} testId="sms-login-submit">
        {t('accounts.login.submit')}
      </SubmitButton>
    </form>
  );
};
