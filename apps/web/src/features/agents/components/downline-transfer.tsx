import { useState, type FormEvent } from 'react';
import { useTranslation, currentLanguage } from '../../../i18n';
import type { TransferResponse } from '@platform/contracts';
import { ConfirmStep } from '../../../components/form/confirm-step';
import { FormAlert } from '../../../components/form/form-alert';
import { MoneyField } from '../../../components/form/money-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { formatMoney } from '../../../lib/format';
import { useMemberInfo } from '../../../lib/member-info';
import { amountRefusal, useTransferAmount } from '../../../lib/transfer-limits';
import { useTransferDownline } from '../api/transfer-downline';
import './downline-transfer.css';

type Errors = { account?: string; amount?: string; password?: string };

/** Agent → an account of their downline: account, amount, payment password, one confirmation, the result. */
export const DownlineTransfer = ({ initialAccount = '' }: { initialAccount?: string }) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = (value: number) => formatMoney(value, language);
  const { data: agent } = useMemberInfo();
  const { hint: amountHint, message: amountMessage, turnoverNotice } = useTransferAmount();
  const transfer = useTransferDownline();
  const [account, setAccount] = useState(initialAccount);
  const [amount, setAmount] = useState(0);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [result, setResult] = useState<TransferResponse | null>(null);

  const accountMessage = (value = account) =>
    value.trim() ? undefined : t('agent.transfer.accountRequired');
  const passwordMessage = (value = password) => (value ? undefined : t('transfer.passwordRequired'));
  // A message already shown follows the typing: were it to vanish on blur instead, the button
  // below would move between the press and the release of a click, and the click would be lost.
  const recheck = (field: keyof Errors, message: string | undefined) =>
    setErrors((current) => (current[field] ? { ...current, [field]: message } : current));

  const review = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    transfer.reset();
    const found = { account: accountMessage(), amount: amountMessage(amount), password: passwordMessage() };
    setErrors(found);
    if (!found.account && !found.amount && !found.password) setStep('confirm');
  };

  const send = () => {
    transfer.mutate(
      // A fresh id per confirmed transfer: a retry of this request moves the money once.
      { requestId: crypto.randomUUID(), account: account.trim(), amount, paymentPassword: password },
      {
        onSuccess: (value) => {
          setResult(value);
          setAccount('');
          setAmount(0);
          setPassword('');
          setStep('form');
        },
        onError: (error) => {
          const refused = amountRefusal(error);
          if (refused) setErrors((current) => ({ ...current, amount: refused }));
          setStep('form');
        },
      },
    );
  };

  const failure = transfer.error;

  return (
    <div className="downline-transfer">
      <div className="downline-balance">
        <span className="downline-balance-label">{t('agent.transfer.balance')}</span>
        <span className="downline-balance-amount" data-testid="downline-balance">
          {agent ? money(agent.balance) : '—'}
        </span>
      </div>
      {turnoverNotice ? (
        <FormAlert tone="info">
          <span data-testid="downline-turnover">{turnoverNotice}</span>
        </FormAlert>
      ) : null}
      {result ? (
        <FormAlert tone="success">
          <span data-testid="downline-result">
            {t('transfer.sent', { counterpart: result.counterpart, balance: money(result.balance) })}
          </span>
        </FormAlert>
      ) : null}
      {failure ? <FormAlert>{amountRefusal(failure) ?? failure.message}</FormAlert> : null}
      {step === 'confirm' ? (
        <ConfirmStep
          title={t('agent.transfer.confirm', { amount: money(amount), account: account.trim() })}
          confirmLabel={t('transfer.confirmSend')}
          pending={transfer.isPending}
          onConfirm={send}
          onBack={() => setStep('form')}
          testId="downline-confirm"
          tone="accent"
        />
      ) : (
        <form className="downline-form" onSubmit={review} noValidate>
          <TextField
            label={t('agent.transfer.account')}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={64}
            value={account}
            error={errors.account}
            hint={t('agent.transfer.accountHint')}
            onChange={(event) => {
              setAccount(event.target.value);
              recheck('account', accountMessage(event.target.value));
            }}
            onBlur={() => setErrors((current) => ({ ...current, account: accountMessage() }))}
          />
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
            maxLength={64}
            value={password}
            error={errors.password}
            onChange={(event) => {
              setPassword(event.target.value);
              recheck('password', passwordMessage(event.target.value));
            }}
            onBlur={() => setErrors((current) => ({ ...current, password: passwordMessage() }))}
          />
          <SubmitButton pending={false} testId="downline-review">
            {t('transfer.review')}
          </SubmitButton>
        </form>
      )}
    </div>
  );
};
