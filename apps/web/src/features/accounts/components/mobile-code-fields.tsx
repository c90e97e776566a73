import { useState } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n';
import { DEFAULT_COUNTRY_DIALING_CODE } from '@platform/contracts';
import { TextField } from '../../../components/form/text-field';
import { SmsCodeButton } from '../../../components/sms-code-button';
import { sendSmsNoLogin } from '../api/send-sms-no-login';
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
 * code lasts.
 */
export const MobileCodeFields = ({ form }: { form: MobileCodeForm }) => {
  const { t } = useTranslation();
  const [sentMinutes, setSentMinutes] = useState<number | null>(null);
  const { errors } = form.formState;
  return (
    <>
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
    </>
  );
};
