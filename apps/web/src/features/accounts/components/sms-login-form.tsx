import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { z } from 'zod';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { useCountryChoice } from '../api/get-countries';
import { liveResolver } from '../live-resolver';
import { fieldMessage, isValidCode, isValidMobile, normaliseMobile } from '../validation';
import { CaptchaField, useCaptchaPrompt } from './captcha-field';
import { MobileCodeFields } from './mobile-code-fields';
import { useLoginAttempt, type LoginAttempt, type LoginFormProps } from './use-login-attempt';

type Values = { mobile: string; code: string; captcha: string; rememberMe: boolean };

/** Login with a mobile number and an SMS code (spec section 2; shown with VERIFICATION3). */
export const SmsLoginForm = (props: LoginFormProps) => {
  const { t } = useTranslation();
  const country = useCountryChoice();
  const { phoneDigits } = country.country;
  const captcha = useCaptchaPrompt();

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
        captcha: captcha.shown ? z.string().trim().min(1, fieldMessage('captcha')) : z.string(),
        rememberMe: z.boolean(),
      }),
    ),
  });
  const { errors } = form.formState;

  const { submitLogin, pending, formError } = useLoginAttempt({
    ...props,
    captcha,
    clearCaptchaInput: () => form.setValue('captcha', ''),
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
  });

  const submit = form.handleSubmit((values) => {
    const mobile = normaliseMobile(values.mobile);
    const attempt: LoginAttempt = {
      loginType: 'sms',
      rememberUsername: values.rememberMe ? mobile : null,
    };
    return submitLogin({
      attempt,
      request: {
        type: 'sms',
        username: mobile,
        password: values.code.trim(),
        countryDialingCode: country.country.countryDialingCode,
        rememberMe: values.rememberMe,
      },
      captchaAnswer: values.captcha,
    });
  });

  return (
    <form
      className="form-stack"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="sms-login-form"
    >
      {(formError ?? errors.root?.message) && <FormAlert>{formError ?? errors.root?.message}</FormAlert>}
      <MobileCodeFields form={form} country={country} />
      {captcha.shown && (
        <CaptchaField
          version={captcha.version}
          error={errors.captcha?.message}
          {...form.register('captcha')}
        />
      )}
      <CheckboxField label={t('accounts.login.rememberMe')} {...form.register('rememberMe')} />
      <SubmitButton pending={pending} testId="sms-login-submit">
        {t('accounts.login.submit')}
      </SubmitButton>
    </form>
  );
};
