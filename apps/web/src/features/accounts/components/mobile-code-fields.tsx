import { useEffect, useState } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { TextField } from '../../../components/form/text-field';
import { SmsCodeButton } from '../../../components/sms-code-button';
import type { CountryChoice } from '../api/get-countries';
import { sendSmsNoLogin } from '../api/send-sms-no-login';
import { CountryCodeSelect } from './country-code-select';
import { normaliseMobile } from '../validation';

/** What the fields need of a react-hook-form form; any form with a `mobile` and a `code` fits. */
type MobileCodeForm = {
  register: (name: 'mobile' | 'code') => UseFormRegisterReturn;
  trigger: (name: 'mobile', options: { shouldFocus: boolean }) => Promise<boolean>;
  getValues: (name: 'mobile') => string;
  formState: { errors: { mobile?: FieldError; code?: FieldError } };
};

/**
 * A mobile number and the SMS code sent to it for someone not logged in (the SMS login and the
 * reset by mobile): the send button checks the number first, then the hint says how long the
 * code lasts. The number is sent under the chosen country (the form checks its digit count).
 */
export const MobileCodeFields = ({ form, country }: { form: MobileCodeForm; country: CountryChoice }) => {
  const { t } = useTranslation();
  const [sentMinutes, setSentMinutes] = useState<number | null>(null);
  const { errors } = form.formState;
  const dialingCode = country.country.countryDialingCode;
  // Another country, another digit count: a number already typed is checked again.
  useEffect(() => {
    if (form.getValues('mobile')) void form.trigger('mobile', { shouldFocus: false });
  }, [dialingCode, form]);
  return (
    <>
      <TextField
        label={t('accounts.fields.mobileNum')}
        placeholder={t('accounts.placeholders.mobileNum')}
        prefix={<CountryCodeSelect choice={country} />}
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
                countryDialingCode: country.country.countryDialingCode,
              })
            }
            onSent={setSentMinutes}
          />
        }
        {...form.register('code')}
      />
    </>
  );
};
