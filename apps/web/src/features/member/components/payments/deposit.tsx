import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation, currentLanguage } from '../../../../i18n';
import { isValidCpf, type DepositOrder, type PaymentChannel } from '@platform/contracts';
import { ConfirmStep } from '../../../../components/form/confirm-step';
import { FormAlert } from '../../../../components/form/form-alert';
import { MoneyField } from '../../../../components/form/money-field';
import { SubmitButton } from '../../../../components/form/submit-button';
import { TextField } from '../../../../components/form/text-field';
import { isApiError } from '../../../../lib/api-client';
import { formatMoney } from '../../../../lib/format';
import { IDENTITY_SECTION_PATH } from '../identity/identity-path';
import { useCreateDeposit } from '../../api/create-deposit';
import { useDepositChannels } from '../../api/get-deposit-channels';
import { LoadError, RecordsSkeleton } from '../records-states';
import { DepositCharge } from './deposit-charge';
import { DepositHistory } from './deposit-history';
import { DepositTutorial } from './deposit-tutorial';
import './payments.css';

/** The member centre's deposit page (depositv2): a PIX charge, then its QR until it is paid. */
export const Deposit = () => {
  const { t } = useTranslation();
  const channels = useDepositChannels();
  const [order, setOrder] = useState<DepositOrder | null>(null);

  if (channels.isPending) return <RecordsSkeleton />;
  if (channels.isError)
    return (
      <LoadError
        title={t('payments.deposit.loadError')}
        message={channels.error.message}
        onRetry={() => void channels.refetch()}
      />
    );
  const first = channels.data.channels[0];
  return (
    <div className="payments">
      {order ? (
        <DepositCharge initial={order} onAnother={() => setOrder(null)} />
      ) : first ? (
        <DepositForm
          channels={channels.data.channels}
          cpfOnFile={channels.data.cpfOnFile}
          maskedCpf={channels.data.maskedCpf}
          onOpened={setOrder}
        />
      ) : (
        <FormAlert tone="info">{t('payments.deposit.noChannels')}</FormAlert>
      )}
      <DepositTutorial expiryMinutes={channels.data.expiryMinutes} />
      <DepositHistory />
    </div>
  );
};

const DepositForm = ({
  channels,
  cpfOnFile,
  maskedCpf,
  onOpened,
}: {
  channels: PaymentChannel[];
  cpfOnFile: boolean;
  maskedCpf: string | null;
  onOpened: (order: DepositOrder) => void;
}) => {
  const { t } = useTranslation();
  const money = (value: number) => formatMoney(value, currentLanguage());
  const create = useCreateDeposit();
  const [channelId, setChannelId] = useState(channels[0]!.id);
  const channel = channels.find((item) => item.id === channelId) ?? channels[0]!;
  const [amount, setAmount] = useState(0);
  const [cpf, setCpf] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; cpf?: string }>({});
  const [step, setStep] = useState<'form' | 'confirm'>('form');

  const amountMessage = (value = amount) => {
    if (value === 0) return t('payments.amountRequired');
    if (value < channel.min || value > channel.max)
      return t('payments.amountBounds', { min: money(channel.min), max: money(channel.max) });
    return undefined;
  };
  const cpfMessage = (value = cpf) => {
    if (cpfOnFile) return undefined;
    if (!value.trim()) return t('payments.deposit.cpfRequired');
    return isValidCpf(value) ? undefined : t('payments.deposit.cpfInvalid');
  };
  const recheck = (field: 'amount' | 'cpf', message: string | undefined) =>
    setErrors((current) => (current[field] ? { ...current, [field]: message } : current));

  const review = (event: FormEvent) => {
    event.preventDefault();
    create.reset();
    const found = { amount: amountMessage(), cpf: cpfMessage() };
    setErrors(found);
    if (!found.amount && !found.cpf) setStep('confirm');
  };

  const open = () =>
    create.mutate(
      { requestId: crypto.randomUUID(), channelId: channel.id, amount, ...(cpfOnFile ? {} : { cpf }) },
      { onSuccess: onOpened, onError: () => setStep('form') },
    );

  const fee = (value: number) => Math.floor((value * channel.feeBp) / 10_000) + channel.feeFixed;

  if (step === 'confirm')
    return (
      <ConfirmStep
        title={t('payments.deposit.confirm', { amount: money(amount), channel: channel.name })}
        confirmLabel={t('payments.deposit.confirmSend')}
        pending={create.isPending}
        onConfirm={open}
        onBack={() => setStep('form')}
        testId="deposit-confirm"
        tone="accent"
      />
    );

  return (
    <form className="payments-card" onSubmit={review} noValidate data-testid="deposit-form">
      {create.error ? (
        <FormAlert>
          {create.error.message}
          {isApiError(create.error) && create.error.code === 'identity-not-verified' ? (
            <>
              {' '}
              <Link to={IDENTITY_SECTION_PATH} data-testid="deposit-identity-link">
                {t('identity.depositLink')}
              </Link>
            </>
          ) : null}
        </FormAlert>
      ) : null}
      <fieldset className="payments-channels">
        <legend className="payments-label">{t('payments.deposit.channel')}</legend>
        {channels.map((item) => (
          <label key={item.id} className={`payments-channel${item.id === channel.id ? ' is-selected' : ''}`}>
            <input
              type="radio"
              name="channel"
              value={item.id}
              checked={item.id === channel.id}
              onChange={() => setChannelId(item.id)}
            />
            <span className="payments-channel-logo" aria-hidden="true">
              PIX
            </span>
            <span>
              <strong>{item.name}</strong>
              <span className="payments-muted">
                {t('payments.deposit.limits', { min: money(item.min), max: money(item.max) })} ·{' '}
                {item.feeBp === 0 && item.feeFixed === 0
                  ? t('payments.deposit.noFee')
                  : t('payments.deposit.hasFee')}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="payments-presets" role="group" aria-label={t('payments.deposit.presets')}>
        {channel.presets.map((preset) => (
          <button
            key={preset}
            type="button"
            className={`payments-preset${preset === amount ? ' is-selected' : ''}`}
            aria-pressed={preset === amount}
            onClick={() => {
              setAmount(preset);
              recheck('amount', amountMessage(preset));
            }}
          >
            {money(preset)}
          </button>
        ))}
      </div>
      <MoneyField
        label={t('payments.deposit.amount')}
        value={amount}
        error={errors.amount}
        hint={
          amount > 0 && fee(amount) > 0
            ? t('payments.deposit.credited', { amount: money(amount - fee(amount)) })
            : t('payments.deposit.limits', { min: money(channel.min), max: money(channel.max) })
        }
        onValueChange={(value) => {
          setAmount(value);
          recheck('amount', amountMessage(value));
        }}
        onBlur={() => setErrors((current) => ({ ...current, amount: amountMessage() }))}
      />
      {cpfOnFile ? (
        <p className="payments-note">{t('payments.deposit.cpfOnFile', { cpf: maskedCpf ?? '' })}</p>
      ) : (
        <TextField
          label={t('payments.deposit.cpf')}
          inputMode="numeric"
          autoComplete="off"
          placeholder="000.000.000-00"
          value={cpf}
          error={errors.cpf}
          hint={t('payments.deposit.cpfHint')}
          onChange={(event) => {
            setCpf(event.target.value);
            recheck('cpf', cpfMessage(event.target.value));
          }}
          onBlur={() => setErrors((current) => ({ ...current, cpf: cpfMessage() }))}
        />
      )}
      <SubmitButton pending={false} testId="deposit-review">
        {t('payments.deposit.review')}
      </SubmitButton>
    </form>
  );
};
