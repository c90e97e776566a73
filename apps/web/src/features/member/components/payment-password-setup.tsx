import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSecurityOverview } from '../api/get-security-overview';
import { useSetPaymentPassword } from '../api/set-payment-password';
import './records.css';

type Fields = { loginPassword: string; paymentPassword: string; confirmPaymentPassword: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;

const SIX_DIGITS = /^\d{6}$/u;

/** The payment password transfers ask for: set once here, after the login password. */
export const PaymentPasswordSetup = () => {
  const { t } = useTranslation();
  const security = useSecurityOverview();
  const save = useSetPaymentPassword();
  const [fields, setFields] = useState<Fields>({
    loginPassword: '',
    paymentPassword: '',
    confirmPaymentPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});

  if (!security.data) return null;
  if (security.data.hasPaymentPassword)
    return (
      <section className="security-card" data-testid="payment-password-set">
        <h2 className="security-card-title">{t('paymentPassword.title')}</h2>
        <p>{t('paymentPassword.isSet')}</p>
      </section>
    );

  const check = (name: keyof Fields, values: Fields = fields): string | undefined => {
    switch (name) {
      case 'loginPassword':
        return values.loginPassword ? undefined : t('paymentPassword.loginRequired');
      case 'paymentPassword':
        return SIX_DIGITS.test(values.paymentPassword) ? undefined : t('paymentPassword.sixDigits');
      case 'confirmPaymentPassword':
        return values.confirmPaymentPassword === values.paymentPassword
          ? undefined
          : t('paymentPassword.mismatch');
      default: {
        const unknownField: never = name;
        return unknownField;
      }
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {
      loginPassword: check('loginPassword'),
      paymentPassword: check('paymentPassword'),
      confirmPaymentPassword: check('confirmPaymentPassword'),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    save.mutate(fields);
  };

  const field = (name: keyof Fields, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      inputMode={name === 'loginPassword' ? undefined : 'numeric'}
      maxLength={name === 'loginPassword' ? undefined : 6}
      autoComplete={autoComplete}
      value={fields[name]}
      error={errors[name]}
      onChange={(event) => setFields((current) => ({ ...current, [name]: event.target.value }))}
      onBlur={() => setErrors((current) => ({ ...current, [name]: check(name) }))}
    />
  );

  return (
    <section className="security-card" data-testid="payment-password-setup">
      <h2 className="security-card-title">{t('paymentPassword.title')}</h2>
      <p>{t('paymentPassword.lead')}</p>
      {save.error ? <FormAlert>{save.error.message}</FormAlert> : null}
      <form className="transfer-form" onSubmit={submit} noValidate>
        {field('loginPassword', t('paymentPassword.loginPassword'), 'current-password')}
        {field('paymentPassword', t('paymentPassword.paymentPassword'), 'new-password')}
        {field('confirmPaymentPassword', t('paymentPassword.confirm'), 'new-password')}
        <SubmitButton pending={save.isPending} testId="payment-password-submit">
          {t('paymentPassword.save')}
        </SubmitButton>
      </form>
    </section>
  );
};
