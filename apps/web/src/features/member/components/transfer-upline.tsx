import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TransferResponse } from '@platform/contracts';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { currentLanguage } from '../../../i18n';
import { isApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useSecurityOverview } from '../api/get-security-overview';
import { useTransferUpline } from '../api/transfer-upline';
import { centavosFromTyping, maskedAmount, TRANSFER_MAX, TRANSFER_MIN } from './money';
import { RecordsSkeleton } from './transaction-records';
import './records.css';

const SECURITY_LINK = '/member?tab=securityCenter';

const amountProblem = (amount: number) =>
  amount < TRANSFER_MIN || amount > TRANSFER_MAX ? 'transfer.amountBounds' : null;

/** Member → the agent above: amount, payment password, one confirmation, then the result. */
export const TransferUpline = () => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = (value: number) => formatMoney(value, language);
  const security = useSecurityOverview();
  const transfer = useTransferUpline();
  const [amount, setAmount] = useState(0);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; password?: string }>({});
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [result, setResult] = useState<TransferResponse | null>(null);

  if (security.isPending) return <RecordsSkeleton />;
  if (security.data && !security.data.hasPaymentPassword)
    return (
      <FormAlert tone="info">
        {t('transfer.needPaymentPassword')}{' '}
        <Link to={SECURITY_LINK} data-testid="transfer-setup-link">
          {t('transfer.setUpPaymentPassword')}
        </Link>
      </FormAlert>
    );

  const validate = () => {
    const found = {
      amount: amountProblem(amount)
        ? t('transfer.amountBounds', { min: money(TRANSFER_MIN), max: money(TRANSFER_MAX) })
        : undefined,
      password: password ? undefined : t('transfer.passwordRequired'),
    };
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
      {result ? (
        <FormAlert tone="success">
          <span data-testid="transfer-result">
            {t('transfer.sent', { counterpart: result.counterpart, balance: money(result.balance) })}
          </span>
        </FormAlert>
      ) : null}
      {failure ? (
        <FormAlert>
          {failure.message}
          {failureCode === 'payment-password-not-set' ? (
            <>
              {' '}
              <Link to={SECURITY_LINK}>{t('transfer.setUpPaymentPassword')}</Link>
            </>
          ) : null}
        </FormAlert>
      ) : null}
      {step === 'confirm' ? (
        <div className="transfer-confirm" role="alertdialog" aria-labelledby="transfer-confirm-title">
          <p id="transfer-confirm-title" className="transfer-confirm-title">
            {t('transfer.confirm', { amount: money(amount) })}
          </p>
          <div className="transfer-actions">
            <button
              type="button"
              className="btn btn-primary btn-lg"
              onClick={send}
              disabled={transfer.isPending}
              data-testid="transfer-confirm"
            >
              {t('transfer.confirmSend')}
            </button>
            <button
              type="button"
              className="btn btn-secondary btn-lg"
              onClick={() => setStep('form')}
              disabled={transfer.isPending}
            >
              {t('transfer.back')}
            </button>
          </div>
        </div>
      ) : (
        <form className="transfer-form" onSubmit={review} noValidate>
          <TextField
            label={t('transfer.amount')}
            prefix="R$"
            inputMode="numeric"
            autoComplete="off"
            value={maskedAmount(amount)}
            placeholder="0,00"
            error={errors.amount}
            onChange={(event) => setAmount(centavosFromTyping(event.target.value))}
            onBlur={() =>
              setErrors((current) => ({
                ...current,
                amount: amountProblem(amount)
                  ? t('transfer.amountBounds', { min: money(TRANSFER_MIN), max: money(TRANSFER_MAX) })
                  : undefined,
              }))
            }
          />
          <TextField
            label={t('transfer.paymentPassword')}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            value={password}
            error={errors.password}
            onChange={(event) => setPassword(event.target.value)}
            onBlur={() =>
              setErrors((current) => ({
                ...current,
                password: password ? undefined : t('transfer.passwordRequired'),
              }))
            }
          />
          <SubmitButton pending={false} testId="transfer-review">
            {t('transfer.review')}
          </SubmitButton>
        </form>
      )}
    </div>
  );
};
