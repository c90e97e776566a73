import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation, currentLanguage } from '../../../i18n';
import type { TransferResponse } from '@platform/contracts';
import { ConfirmStep } from '../../../components/form/confirm-step';
import { FormAlert } from '../../../components/form/form-alert';
import { MoneyField } from '../../../components/form/money-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { isApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { amountRefusal, useTransferAmount } from '../../../lib/transfer-limits';
import { useSecurityOverview } from '../api/get-security-overview';
import { useTransferUpline } from '../api/transfer-upline';
import { RecordsSkeleton } from './records-states';
import './records.css';

const SECURITY_LINK = '/member?tab=securityCenter';

/** Member → the agent above: amount, payment password, one confirmation, then the result. */
export const TransferUpline = () => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = (value: number) => formatMoney(value, language);
  const security = useSecurityOverview();
  const { limits, hint: amountHint, message: amountMessage, turnoverNotice } = useTransferAmount();
  const transfer = useTransferUpline();
  const [amount, setAmount] = useState(0);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; password?: string }>({});
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [result, setResult] = useState<TransferResponse | null>(null);

  if (security.isPending || limits.isPending) return <RecordsSkeleton />;
  if (security.data && !security.data.hasPaymentPassword)
    return (
      <FormAlert tone="info">
        {t('transfer.needPaymentPassword')}{' '}
        <Link to={SECURITY_LINK} data-testid="transfer-setup-link">
          {t('transfer.setUpPaymentPassword')}
        </Link>
      </FormAlert>
    );

  const passwordMessage = (value = password) => (value ? undefined : t('transfer.passwordRequired'));
  // A message already shown follows the typing: were it to vanish on blur instead, the button
  // below would move between the press and the release of a click, and the click would be lost.
  const recheck = (field: 'amount' | 'password', message: string | undefined) =>
    setErrors((current) => (current[field] ? { ...current, [field]: message } : current));

  const validate = () => {
    const found = { amount: amountMessage(amount), password: passwordMessage() };
    setErrors(found);
    return !found.amount && !found.password;
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    transfer.reset();
    if (validate()) setStep('confirm');
  };

  const send = () => {
    transfer.mutate(
      { requestId: crypto.randomUUID(), amount, paymentPassword: password },
      {
        onSuccess: (value) => {
          setResult(value);
          setAmount(0);
          setPassword('');
          setStep('form');
        },
        onError: () => setStep('form'),
      },
    );
  };

  const failure = transfer.error;
  const failureCode = isApiError(failure) ? failure.code : null;

  return (
    <div className="transfer">
      {turnoverNotice ? (
        <FormAlert tone="info">
          <span data-testid="transfer-turnover">{turnoverNotice}</span>
        </FormAlert>
      ) : null}
      {result ? (
        <FormAlert tone="success">
          <span data-testid="transfer-result">
            {t('transfer.sent', { counterpart: result.counterpart, balance: money(result.balance) })}
          </span>
        </FormAlert>
      ) : null}
      {failure ? (
        <FormAlert>
          {amountRefusal(failure) ?? failure.message}
          {failureCode === 'payment-password-not-set' ? (
            <>
              {' '}
              <Link to={SECURITY_LINK}>{t('transfer.setUpPaymentPassword')}</Link>
            </>
          ) : null}
        </FormAlert>
      ) : null}
      {step === 'confirm' ? (
        <ConfirmStep
          title={t('transfer.confirm', { amount: money(amount) })}
          confirmLabel={t('transfer.confirmSend')}
          pending={transfer.isPending}
          onConfirm={send}
          onBack={() => setStep('form')}
          testId="transfer-confirm"
        />
      ) : (
        <form className="transfer-form" onSubmit={review} noValidate>
          <MoneyField
            label={t('transfer.amount')}
            value={amount}
            error={errors.amount}
            hint={amountHint}
            onValueChange={(value) => {
              setAmount(value);
              recheck('amount', amountMessage(value));
            }}
            onBlur={() => setErrors((current) => ({ ...current, amount: amountMessage(amount) }))}
          />
          <TextField
            label={t('transfer.paymentPassword')}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            value={password}
            error={errors.password}
            onChange={(event) => {
              setPassword(event.target.value);
              recheck('password', passwordMessage(event.target.value));
            }}
            onBlur={() => setErrors((current) => ({ ...current, password: passwordMessage() }))}
          />
          <SubmitButton pending={false} testId="transfer-review">
            {t('transfer.review')}
          </SubmitButton>
        </form>
      )}
    </div>
  );
};
