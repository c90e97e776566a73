import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation, currentLanguage } from '../../../i18n';
import { Trans } from '../../../i18n/trans';
import { Link, useSearchParams } from 'react-router';
import { patternMessage, type RegisterRequest, type RegisterSetting } from '@platform/contracts';
import { GroupBanner } from '../../../components/banner/group-banner';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormAlert } from '../../../components/form/form-alert';
import { Segmented } from '../../../components/form/segmented';
import { SubmitButton } from '../../../components/form/submit-button';
import { PasswordField, TextField, type TextFieldProps } from '../../../components/form/text-field';
import { Modal } from '../../../components/modal/modal';
import { SmsCodeButton } from '../../../components/sms-code-button';
import { closeAccountModal, openAccountModal } from '../../../lib/account-modal-store';
import { fieldIssues, isApiError } from '../../../lib/api-client';
import { useJurisdiction } from '../../../lib/jurisdiction';
import { useSystemInfo } from '../../../lib/system-info';
import { checkAffiliate } from '../api/check-affiliate';
import { useRegisterSetting } from '../api/get-register-setting';
import { useRegister } from '../api/register';
import { useCountryChoice } from '../api/get-countries';
import { useRegisterMobile } from '../api/register-mobile';
import { sendSmsRegister } from '../api/send-sms-register';
import { liveResolver } from '../live-resolver';
import {
  REGISTER_ERROR_FIELDS,
  emptyRegisterValues,
  planRegisterFields,
  registerFieldError,
  registerSchema,
  serverFieldToInput,
  type PlannedField,
  type RegisterInput,
  type RegisterMode,
  type RegisterValues,
} from '../register-plan';
import { isCaptchaError, normaliseMobile, ruleFor } from '../validation';
import { CountryCodeSelect } from './country-code-select';
import { CaptchaField, useCaptchaPrompt } from './captcha-field';
import {
  RegistrationLimitsFields,
  registrationLimitKinds,
  useRegistrationLimits,
} from './registration-limits';
import { useCompleteLogin } from './use-complete-login';
import './account-forms.css';

/** sessionStorage key: a ?referralCode= link is remembered for this visit. */
export const REFERRAL_CODE_KEY = 'referralCode';

const storedReferral = () => {
  try {
    return window.sessionStorage.getItem(REFERRAL_CODE_KEY) ?? '';
  } catch {
    return '';
  }
};

const INPUT_PROPS: Partial<Record<RegisterInput, Partial<TextFieldProps>>> = {
  username: { autoComplete: 'username', autoCapitalize: 'off', spellCheck: false },
  payeeName: { autoComplete: 'name', autoCapitalize: 'words' },
  idNumber: { inputMode: 'numeric', autoComplete: 'off' },
  email: { type: 'email', autoComplete: 'email', autoCapitalize: 'off', spellCheck: false },
  mobileNum: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' },
  verificationCode: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 8 },
  whatsapp: { type: 'tel', inputMode: 'numeric' },
  qqNum: { inputMode: 'numeric' },
  invitationCode: { autoCapitalize: 'characters', spellCheck: false },
};

const PASSWORD_INPUTS: RegisterInput[] = ['password', 'confirmPassword', 'paymentPassword'];

/** On a desktop the form has two columns; these inputs take a whole row (pairs share one). */
const FULL_WIDTH_INPUTS: RegisterInput[] = [
  'username',
  'mobileNum',
  'verificationCode',
  'email',
  'captcha',
  'invitationCode',
  'paymentPassword',
];

/** The registration popup (spec section 2): username or mobile mode, fields from the server. */
export const RegisterModal = () => {
  const { t } = useTranslation();
  const { info } = useSystemInfo();
  const { whitelabel } = info;
  const mobileEnabled = whitelabel.MOBILENUMREG3 === true;
  const [mode, setMode] = useState<RegisterMode>(mobileEnabled ? 'mobile' : 'username');

  return (
    <Modal
      title={t('accounts.register.title')}
      description={t('accounts.register.subtitle')}
      onClose={() => closeAccountModal()}
      width="wide"
      testId="register-modal"
    >
      <div className="form-stack">
        <GroupBanner group="w_register" onFollow={() => closeAccountModal({ silent: true })} />
        {mobileEnabled && (
          <Segmented
            label={t('accounts.register.method')}
            value={mode}
            onChange={setMode}
            options={[
              { value: 'mobile', label: t('accounts.register.tabMobile') },
              { value: 'username', label: t('accounts.register.tabUsername') },
            ]}
          />
        )}
        <RegisterForm key={mode} mode={mode} />
        <p className="form-footer-note">
          {t('accounts.register.haveAccount')}{' '}
          <button type="button" className="link-btn" onClick={() => openAccountModal({ kind: 'login' })}>
            {t('accounts.register.login')}
          </button>
        </p>
      </div>
    </Modal>
  );
};

export const RegisterForm = ({ mode }: { mode: RegisterMode }) => {
  const { t } = useTranslation();
  const { info } = useSystemInfo();
  const settingQuery = useRegisterSetting();
  // The status answer carries the same rules; it covers the moment before the setting call returns.
  const setting = settingQuery.data ?? info.register;
  const completeLogin = useCompleteLogin();
  const registerByUsername = useRegister();
  const registerByMobile = useRegisterMobile();
  const submitting = registerByUsername.isPending || registerByMobile.isPending;
  const [searchParams] = useSearchParams();
  const captcha = useCaptchaPrompt();
  const country = useCountryChoice();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentMinutes, setSentMinutes] = useState<number | null>(null);
  const [invitationOk, setInvitationOk] = useState(false);

  const profile = useJurisdiction();
  // Asked until the profile is known not to require it: the server refuses a form without it.
  const riskRequired = profile?.riskAcknowledgement ?? true;
  const limitKinds = registrationLimitKinds(profile);
  const limits = useRegistrationLimits();

  const plan = planRegisterFields({
    setting,
    mode,
    whitelabel: info.whitelabel,
    captchaShown: captcha.shown,
  });
  const inPlan = (name: string): name is RegisterInput => plan.some((field) => field.name === name);

  const form = useForm<RegisterValues>({
    mode: 'onTouched',
    defaultValues: emptyRegisterValues(searchParams.get('referralCode') ?? storedReferral()),
    resolver: liveResolver<RegisterValues>(() =>
      registerSchema(plan, setting, { riskRequired, phoneDigits: country.country.phoneDigits }),
    ),
  });
  const { errors } = form.formState;
  const dialingCode = country.country.countryDialingCode;
  // Another country, another digit count: a number already typed is checked again.
  useEffect(() => {
    if (form.getValues('mobileNum')) void form.trigger('mobileNum');
  }, [dialingCode, form]);

  // No shouldFocus here: moving focus would blur (and so revalidate) the field just marked.
  const showFieldError = (name: RegisterInput | 'ageConfirmed' | 'riskAcknowledged', message: string) => {
    if (name === 'ageConfirmed' || name === 'riskAcknowledged' || inPlan(name)) {
      form.setError(name, { message });
      return true;
    }
    return false;
  };

  const checkInvitation = async () => {
    setInvitationOk(false);
    const code = form.getValues('invitationCode').trim();
    const field = plan.find((entry) => entry.name === 'invitationCode');
    if (
      !code ||
      !field ||
      registerFieldError(field, form.getValues(), { setting, phoneDigits: country.country.phoneDigits })
    )
      return;
    try {
      await checkAffiliate(code, window.location.hostname);
      setInvitationOk(true);
    } catch (error) {
      if (isApiError(error) && error.code === 'invalid-invitation-code') {
        form.setError('invitationCode', { message: t('accounts.register.invitation_code_error') });
      }
      // Other failures (network) are left to the server's check at submit.
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const chosenLimits = limits.check(limitKinds);
    if (!chosenLimits) return;
    const value = (name: RegisterInput) => {
      if (!inPlan(name)) return undefined;
      const raw = PASSWORD_INPUTS.includes(name) ? values[name] : values[name].trim();
      return raw === '' ? undefined : raw;
    };
    const invitation = value('invitationCode');
    const request: RegisterRequest = {
      username: value('username'),
      password: value('password'),
      confirmPassword: value('confirmPassword'),
      payeeName: value('payeeName'),
      email: value('email'),
      qqNum: value('qqNum'),
      mobileNum:
        inPlan('mobileNum') && values.mobileNum.trim() ? normaliseMobile(values.mobileNum) : undefined,
      countryDialingCode: country.country.countryDialingCode,
      verificationCode: value('verificationCode'),
      captcha: value('captcha'),
      paymentPassword: value('paymentPassword'),
      line: value('line'),
      whatsapp: value('whatsapp'),
      facebook: value('facebook'),
      wechat: value('wechat'),
      idNumber: value('idNumber'),
      birthday: value('birthday'),
      referralCode: invitation,
      // The setting's recommender field and the invitation code are one input on this form.
      recommenderId: ruleFor(setting, 'recommenderId')?.shown ? invitation : undefined,
      domain: window.location.hostname,
      registerUrl: window.location.href,
      registerMethod: 'WEB',
      ageConfirmed: values.ageConfirmed,
      riskAcknowledged: values.riskAcknowledged,
      limits: chosenLimits,
    };
    try {
      const response = await (mode === 'mobile'
        ? registerByMobile.mutateAsync(request)
        : registerByUsername.mutateAsync(request));
      try {
        window.sessionStorage.removeItem(REFERRAL_CODE_KEY);
      } catch {
        // Nothing to clean up.
      }
      completeLogin({ response, then: 'afterRegister' });
    } catch (error) {
      if (!isApiError(error)) {
        setFormError(t('errors.unknown'));
        return;
      }
      if (isCaptchaError(error.code) || captcha.shown) {
        captcha.show();
        form.setValue('captcha', '');
      }
      const issues = fieldIssues(error);
      const unplaced: string[] = [];
      for (const issue of issues) {
        if (issue.field.startsWith('limits.')) {
          limits.setError(issue.message);
          continue;
        }
        const target = serverFieldToInput(issue.field) ?? issue.field;
        if (!showFieldError(target as RegisterInput, issue.message)) unplaced.push(issue.message);
      }
      if (issues.length > 0) {
        if (unplaced.length > 0) setFormError(unplaced.join(' '));
        return;
      }
      const target = REGISTER_ERROR_FIELDS[error.code];
      // A captcha error before the field existed: it appears now, with the message under it.
      if (target === 'captcha') {
        window.setTimeout(() => form.setError('captcha', { message: error.message }), 0);
        return;
      }
      if (target && showFieldError(target, error.message)) return;
      setFormError(error.message);
    }
  });

  const renderField = (field: PlannedField) => {
    const { name } = field;
    const common = {
      label: t(`accounts.fields.${name}`),
      placeholder: t(`accounts.placeholders.${name}`),
      error: errors[name]?.message,
      optional: !field.required,
      ...INPUT_PROPS[name],
    };
    if (name === 'captcha') {
      return (
        <CaptchaField
          key={name}
          version={captcha.version}
          error={errors.captcha?.message}
          {...form.register('captcha')}
        />
      );
    }
    if (PASSWORD_INPUTS.includes(name)) {
      return (
        <PasswordField
          key={name}
          {...common}
          autoComplete={name === 'paymentPassword' ? 'off' : 'new-password'}
          hint={name === 'password' ? passwordHint(setting) : undefined}
          {...form.register(name)}
        />
      );
    }
    if (name === 'mobileNum') {
      return (
        <TextField
          key={name}
          {...common}
          prefix={<CountryCodeSelect choice={country} />}
          {...form.register(name)}
        />
      );
    }
    if (name === 'verificationCode') {
      return (
        <TextField
          key={name}
          {...common}
          hint={sentMinutes ? t('accounts.sms.sent', { minutes: sentMinutes }) : undefined}
          addon={
            <SmsCodeButton
              validate={() => form.trigger('mobileNum', { shouldFocus: true })}
              send={() =>
                sendSmsRegister({
                  mobileNum: normaliseMobile(form.getValues('mobileNum')),
                  countryDialingCode: country.country.countryDialingCode,
                })
              }
              onSent={setSentMinutes}
            />
          }
          {...form.register(name)}
        />
      );
    }
    if (name === 'birthday') {
      const ymd = (ruleFor(setting, 'birthday')?.pattern ?? 'DATE_YMD') === 'DATE_YMD';
      return <TextField key={name} {...common} type={ymd ? 'date' : 'text'} {...form.register(name)} />;
    }
    if (name === 'invitationCode') {
      const registered = form.register(name);
      return (
        <TextField
          key={name}
          {...common}
          hint={invitationOk ? t('accounts.register.invitationValid') : undefined}
          {...registered}
          onBlur={(event) => {
            void registered.onBlur(event);
            void checkInvitation();
          }}
          onChange={(event) => {
            setInvitationOk(false);
            void registered.onChange(event);
          }}
        />
      );
    }
    return <TextField key={name} {...common} {...form.register(name)} />;
  };

  return (
    <form
      className="form-stack"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid={`register-form-${mode}`}
    >
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="form-grid form-grid-2">
        {plan.map((field) => (
          <div key={field.name} className={FULL_WIDTH_INPUTS.includes(field.name) ? 'span-2' : undefined}>
            {renderField(field)}
          </div>
        ))}
      </div>
      <CheckboxField
        label={
          <span className="terms-label">
            <Trans
              i18nKey="accounts.register.terms"
              values={{ age: setting.minimumAge }}
              components={{
                terms: (
                  <Link to="/help#term" target="_blank" rel="noopener">
                    {' '}
                  </Link>
                ),
              }}
            />
          </span>
        }
        error={errors.ageConfirmed?.message}
        data-testid="register-terms"
        {...form.register('ageConfirmed')}
      />
      {limitKinds.length > 0 && <RegistrationLimitsFields kinds={limitKinds} state={limits} />}
      <p className="risk-notice" data-testid="register-risk-warning">
        {t('accounts.register.riskWarning')}
      </p>
      {riskRequired && (
        <CheckboxField
          label={t('accounts.register.riskAcknowledged')}
          error={errors.riskAcknowledged?.message}
          data-testid="register-risk"
          {...form.register('riskAcknowledged')}
        />
      )}
      <SubmitButton pending={submitting} testId="register-submit">
        {t('accounts.register.submit')}
      </SubmitButton>
    </form>
  );
};

/** The password rule in words, under the field before the member types (spec section 5). */
const passwordHint = (setting: RegisterSetting) => {
  const rule = ruleFor(setting, 'password');
  return rule ? patternMessage(rule, currentLanguage()) : undefined;
};
