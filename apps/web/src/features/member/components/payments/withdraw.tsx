import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation, currentLanguage } from '../../../../i18n';
import type { Withdrawal, WithdrawOverviewResponse } from '@platform/contracts';
import { useMemberInfo } from '../../../../lib/member-info';
import { ConfirmStep } from '../../../../components/form/confirm-step';
import { FormAlert } from '../../../../components/form/form-alert';
import { MoneyField } from '../../../../components/form/money-field';
import { SubmitButton } from '../../../../components/form/submit-button';
import { TextField } from '../../../../components/form/text-field';
import { formatMoney } from '../../../../lib/format';
import { useCreateWithdrawal } from '../../api/create-withdrawal';
import { useWithdrawOverview } from '../../api/get-withdraw-overview';
import { LoadError, RecordsSkeleton } from '../records-states';
import { PayeeForm } from './payee-form';
import { WithdrawalConfirmation } from './withdrawal-confirmation';
import { WithdrawHistory, WithdrawalStatus } from './withdraw-history';
import './payments.css';

const SECURITY_LINK = '/member?tab=securityCenter';

/**
 * The member centre's withdraw page: the payee (own-name PIX key), what is left to bet, the
 * limits, the request with one confirmation, the open withdrawal, confirmations and the history.
 */
export const Withdraw = () => {
  const { t } = useTranslation();
  const overview = useWithdrawOverview();
  const [changingPayee, setChangingPayee] = useState(false);

  if (overview.isPending) return <RecordsSkeleton />;
  if (overview.isError)
    return (
      <LoadError
        title={t('payments.withdraw.loadError')}
        message={overview.error.message}
        onRetry={() => void overview.refetch()}
      />
    );
  const data = overview.data;
  if (!data.paymentPasswordSet)
    return (
      <div className="payments">
        <FormAlert tone="info">
          {t('payments.withdraw.needPaymentPassword')}{' '}
          <Link to={SECURITY_LINK} data-testid="withdraw-setup-link">
            {t('transfer.setUpPaymentPassword')}
          </Link>
        </FormAlert>
        <TurnoverPanel overview={data} />
      </div>
    );

  return (
    <div className="payments">
      {data.awaitingConfirmation.map((withdrawal) => (
        <WithdrawalConfirmation key={withdrawal.id} withdrawal={withdrawal} />
      ))}
      <div className="payments-grid">
        {data.payee && !changingPayee ? (
          <PayeeSummary overview={data} onChange={() => setChangingPayee(true)} />
        ) : (
          <PayeeForm
            onSaved={() => setChangingPayee(false)}
            onCancel={data.payee ? () => setChangingPayee(false) : undefined}
          />
        )}
        <TurnoverPanel overview={data} />
      </div>
      {data.open ? (
        <OpenWithdrawal withdrawal={data.open} />
      ) : data.payee ? (
        <WithdrawForm overview={data} />
      ) : null}
      <WithdrawHistory />
    </div>
  );
};

const PayeeSummary = ({
  overview,
  onChange,
}: {
  overview: WithdrawOverviewResponse;
  onChange: () => void;
}) => {
  const { t } = useTranslation();
  const payee = overview.payee!;
  return (
    <section className="payments-card" aria-labelledby="payee-title" data-testid="payee-summary">
      <h2 className="payments-title" id="payee-title">
        {t('payments.payee.title')}
      </h2>
      <p className="payments-key">
        <span className="payments-muted">{t(`payments.payee.keyTypes.${payee.keyType}`)}</span>
        <strong>{payee.maskedKey}</strong>
      </p>
      <p className="payments-muted">{t('payments.payee.holder', { name: payee.holderName })}</p>
      {overview.open ? null : (
        <button type="button" className="btn btn-secondary" onClick={onChange}>
          {t('payments.payee.change')}
        </button>
      )}
    </section>
  );
};

const TurnoverPanel = ({ overview }: { overview: WithdrawOverviewResponse }) => {
  const { t } = useTranslation();
  const money = (value: number) => formatMoney(value, currentLanguage());
  const { required, wagered, remaining } = overview.turnover;
  const done = required === 0 ? 100 : Math.min(100, Math.floor((wagered / required) * 100));
  return (
    <section className="payments-card" aria-labelledby="turnover-title" data-testid="turnover">
      <h2 className="payments-title" id="turnover-title">
        {t('payments.withdraw.available')}
      </h2>
      <p className="payments-balance" data-testid="withdraw-balance">
        {money(overview.balance)}
      </p>
      <p className="payments-label">{t('payments.turnover.title')}</p>
      <div
        className="payments-progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={done}
        aria-label={t('payments.turnover.title')}
      >
        <span style={{ width: `${done}%` }} />
      </div>
      <p className={remaining > 0 ? 'payments-warning' : 'payments-muted'} data-testid="turnover-remaining">
        {remaining > 0
          ? t('payments.turnover.remaining', { amount: money(remaining) })
          : t('payments.turnover.done')}
      </p>
      <p className="payments-muted">
        {t('payments.turnover.progress', { wagered: money(wagered), required: money(required) })}
      </p>
      <p className="payments-muted">
        {t('payments.withdraw.limits', {
          min: money(overview.limits.min),
          max: money(overview.limits.max),
          used: overview.limits.usedToday,
          count: overview.limits.dailyCount,
        })}
      </p>
    </section>
  );
};

const OpenWithdrawal = ({ withdrawal }: { withdrawal: Withdrawal }) => {
  const { t } = useTranslation();
  return (
    <section className="payments-card" aria-labelledby="open-withdrawal-title" data-testid="open-withdrawal">
      <h2 className="payments-title" id="open-withdrawal-title">
        {t('payments.withdraw.openTitle')}
      </h2>
      <p>
        {t('payments.withdraw.openLead', {
          amount: formatMoney(withdrawal.amount, currentLanguage()),
          key: withdrawal.maskedKey,
        })}
      </p>
      <WithdrawalStatus withdrawal={withdrawal} />
      <p className="payments-muted">{t('payments.withdraw.openOne')}</p>
    </section>
  );
};

const WithdrawForm = ({ overview }: { overview: WithdrawOverviewResponse }) => {
  const { t } = useTranslation();
  const money = (value: number) => formatMoney(value, currentLanguage());
  const create = useCreateWithdrawal();
  const [amount, setAmount] = useState(0);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; password?: string }>({});
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const { min, max } = overview.limits;
  // A withdrawal request forfeits a bonus being wagered: said before the member confirms.
  const bonus = useMemberInfo().data?.bonusBalance ?? 0;
  const bonusWarning =
    bonus > 0 ? (
      <div data-testid="withdraw-bonus-warning">
        <FormAlert>
          <strong>{t('bonus.withdrawWarningTitle')}</strong>{' '}
          {t('bonus.withdrawWarning', { amount: money(bonus) })}
        </FormAlert>
      </div>
    ) : null;

  const amountMessage = (value = amount) => {
    if (value === 0) return t('payments.amountRequired');
    if (value < min || value > max) return t('payments.amountBounds', { min: money(min), max: money(max) });
    if (value > overview.balance) return t('payments.withdraw.overBalance');
    return undefined;
  };
  const passwordMessage = (value = password) => (value ? undefined : t('transfer.passwordRequired'));
  const recheck = (field: 'amount' | 'password', message: string | undefined) =>
    setErrors((current) => (current[field] ? { ...current, [field]: message } : current));

  const review = (event: FormEvent) => {
    event.preventDefault();
    create.reset();
    const found = { amount: amountMessage(), password: passwordMessage() };
    setErrors(found);
    if (!found.amount && !found.password) setStep('confirm');
  };

  const send = () =>
    create.mutate(
      { requestId: crypto.randomUUID(), amount, paymentPassword: password },
      {
        onSuccess: () => {
          setAmount(0);
          setPassword('');
          setStep('form');
        },
        onError: () => setStep('form'),
      },
    );

  if (step === 'confirm')
    return (
      <>
        {bonusWarning}
        <ConfirmStep
          title={t('payments.withdraw.confirm', { amount: money(amount), key: overview.payee!.maskedKey })}
          confirmLabel={t('payments.withdraw.confirmSend')}
          pending={create.isPending}
          onConfirm={send}
          onBack={() => setStep('form')}
          testId="withdraw-confirm"
          tone="accent"
        />
      </>
    );

  return (
    <form className="payments-card" onSubmit={review} noValidate data-testid="withdraw-form">
      <h2 className="payments-title">{t('payments.withdraw.formTitle')}</h2>
      {bonusWarning}
      {create.error ? <FormAlert>{create.error.message}</FormAlert> : null}
      <div className="payments-amount-row">
        <MoneyField
          label={t('payments.withdraw.amount')}
          value={amount}
          error={errors.amount}
          hint={t('payments.deposit.limits', { min: money(min), max: money(max) })}
          onValueChange={(value) => {
            setAmount(value);
            recheck('amount', amountMessage(value));
          }}
          onBlur={() => setErrors((current) => ({ ...current, amount: amountMessage() }))}
        />
        <button
          type="button"
          className="btn btn-secondary payments-all"
          onClick={() => {
            const all = Math.min(overview.balance, max);
            setAmount(all);
            recheck('amount', amountMessage(all));
          }}
          data-testid="withdraw-all"
        >
          {t('payments.withdraw.all')}
        </button>
      </div>
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
      <SubmitButton pending={false} testId="withdraw-review">
        {t('payments.withdraw.review')}
      </SubmitButton>
    </form>
  );
};
