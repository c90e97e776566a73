import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation, currentLanguage } from '../../../i18n';
import type { MemberWallet, WalletTransferResponse } from '@platform/contracts';
import { ConfirmStep } from '../../../components/form/confirm-step';
import { FormAlert } from '../../../components/form/form-alert';
import { MoneyField } from '../../../components/form/money-field';
import { Segmented } from '../../../components/form/segmented';
import { SubmitButton } from '../../../components/form/submit-button';
import { Icon } from '../../../components/icon';
import { formatMoney } from '../../../lib/format';
import { useMemberInfo } from '../../../lib/member-info';
import { useMemberWallets } from '../api/get-member-wallets';
import { useMerchantWallet } from '../api/get-merchant-wallet';
import { useTransferWallet } from '../api/transfer-wallet';
import { LoadError, RecordsSkeleton } from './records-states';
import { useWalletLabel } from './wallet-label';
import './records.css';
import './transfer-fund.css';

const DEPOSIT_LINK = '/member?tab=depositv2';
const ACCOUNT_RECORD_LINK = '/member?tab=accountRecord';

type Direction = 'IN' | 'OUT';

/**
 * transferFund (spec sections 2 and 4): with one wallet for every game there is nothing to move,
 * so the page says so with the balance; otherwise it lists the wallets and moves money between
 * the main wallet and a vendor's, after one confirmation.
 */
export const TransferFund = () => {
  const { t } = useTranslation();
  const mode = useMerchantWallet();
  if (mode.isPending) return <RecordsSkeleton />;
  if (mode.isError)
    return (
      <LoadError
        title={t('wallets.loadErrorTitle')}
        message={mode.error.message}
        onRetry={() => void mode.refetch()}
      />
    );
  if (mode.data.isSingle) return <SingleWallet />;
  return <WalletTransfers vendors={mode.data.vendorWallets} />;
};

const SingleWallet = () => {
  const { t } = useTranslation();
  const { data: member } = useMemberInfo();
  return (
    <section
      className="wallet-single"
      data-testid="single-wallet-panel"
      aria-labelledby="wallet-single-title"
    >
      <div className="wallet-single-head">
        <span className="wallet-single-icon" aria-hidden="true">
          <Icon name="wallet" size={28} />
        </span>
        <div>
          <h2 id="wallet-single-title" className="wallet-single-title">
            {t('wallets.singleTitle')}
          </h2>
          <p className="wallet-single-text">{t('wallets.singleText')}</p>
        </div>
      </div>
      <div className="wallet-single-balance">
        <span className="wallet-single-label">{t('wallets.singleBalance')}</span>
        <span className="wallet-single-amount" data-testid="single-wallet-balance">
          {member ? (
            formatMoney(member.balance, currentLanguage())
          ) : (
            <span className="wallet-amount-skeleton" aria-label={t('common.loading')} />
          )}
        </span>
      </div>
      <div className="wallet-single-actions">
        <Link className="btn btn-primary btn-lg" to={DEPOSIT_LINK}>
          {t('wallets.deposit')}
        </Link>
        <Link className="btn btn-secondary btn-lg" to={ACCOUNT_RECORD_LINK}>
          {t('wallets.seeAccountRecord')}
        </Link>
      </div>
    </section>
  );
};

const WalletTransfers = ({ vendors }: { vendors: string[] }) => {
  const { t } = useTranslation();
  const wallets = useMemberWallets();
  if (wallets.isPending) return <RecordsSkeleton />;
  if (wallets.isError)
    return (
      <LoadError
        title={t('wallets.loadErrorTitle')}
        message={wallets.error.message}
        onRetry={() => void wallets.refetch()}
      />
    );
  return (
    <div className="wallets">
      <WalletList wallets={wallets.data} />
      {vendors.length === 0 ? (
        <FormAlert tone="info">{t('wallets.noVendors')}</FormAlert>
      ) : (
        <WalletTransferForm vendors={vendors} wallets={wallets.data} />
      )}
    </div>
  );
};

const WalletList = ({ wallets }: { wallets: MemberWallet[] }) => {
  const { t } = useTranslation();
  const walletLabel = useWalletLabel();
  const language = currentLanguage();
  return (
    <ul className="wallet-list" aria-label={t('wallets.listLabel')} data-testid="wallet-list">
      {wallets.map((wallet) => (
        <li key={wallet.wallet} className={`wallet-card${wallet.wallet === 'MAIN' ? ' is-main' : ''}`}>
          <span className="wallet-card-name">
            <Icon name="wallet" size={18} />
            {walletLabel(wallet.wallet, wallet.walletName)}
          </span>
          <span className="wallet-card-balance" data-testid={`wallet-balance-${wallet.wallet}`}>
            {formatMoney(wallet.balance, language)}
          </span>
        </li>
      ))}
    </ul>
  );
};

const WalletTransferForm = ({ vendors, wallets }: { vendors: string[]; wallets: MemberWallet[] }) => {
  const { t } = useTranslation();
  const labelOf = useWalletLabel();
  const walletLabel = (code: string) =>
    labelOf(code, wallets.find((item) => item.wallet === code)?.walletName);
  const language = currentLanguage();
  const money = (value: number) => formatMoney(value, language);
  const transfer = useTransferWallet();
  const [vendor, setVendor] = useState(vendors[0] ?? '');
  const [direction, setDirection] = useState<Direction>('IN');
  const [amount, setAmount] = useState(0);
  const [amountError, setAmountError] = useState<string | undefined>();
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [result, setResult] = useState<(WalletTransferResponse & { wallet: string }) | null>(null);

  const balanceOf = (wallet: string) => wallets.find((item) => item.wallet === wallet)?.balance ?? 0;
  const from = direction === 'IN' ? 'MAIN' : vendor;
  const to = direction === 'IN' ? vendor : 'MAIN';
  const available = balanceOf(from);

  const amountProblem = (value = amount) => {
    if (value <= 0) return t('transfer.amountRequired');
    if (value > available)
      return t('wallets.notEnough', { wallet: walletLabel(from), balance: money(available) });
    return undefined;
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    transfer.reset();
    const problem = amountProblem();
    setAmountError(problem);
    if (!problem) setStep('confirm');
  };

  const send = () => {
    transfer.mutate(
      // A fresh id per confirmed transfer: a retry of this request moves the money once.
      { requestId: crypto.randomUUID(), vendor, direction, amount },
      {
        onSuccess: (value) => {
          setResult({ ...value, wallet: vendor });
          setAmount(0);
          setStep('form');
        },
        onError: () => setStep('form'),
      },
    );
  };

  return (
    <section className="transfer wallet-transfer" aria-labelledby="wallet-transfer-title">
      <h2 id="wallet-transfer-title" className="wallet-transfer-title">
        {t('wallets.formTitle')}
      </h2>
      {result ? (
        <FormAlert tone="success">
          <span data-testid="wallet-transfer-result">
            {t('wallets.sent', {
              main: money(result.main),
              wallet: walletLabel(result.wallet),
              vendor: money(result.vendor),
            })}
          </span>
        </FormAlert>
      ) : null}
      {transfer.error ? <FormAlert>{transfer.error.message}</FormAlert> : null}
      {step === 'confirm' ? (
        <ConfirmStep
          title={t('wallets.confirm', {
            amount: money(amount),
            from: walletLabel(from),
            to: walletLabel(to),
          })}
          confirmLabel={t('wallets.confirmSend')}
          pending={transfer.isPending}
          onConfirm={send}
          onBack={() => setStep('form')}
          testId="wallet-transfer-confirm"
        />
      ) : (
        <form className="transfer-form" onSubmit={review} noValidate>
          <div className="field">
            <label className="field-label" htmlFor="wallet-transfer-vendor">
              {t('wallets.vendor')}
            </label>
            <div className="field-control">
              <select
                id="wallet-transfer-vendor"
                className="field-input wallet-select"
                value={vendor}
                onChange={(event) => {
                  setVendor(event.target.value);
                  setAmountError(undefined);
                }}
              >
                {vendors.map((item) => (
                  <option key={item} value={item}>
                    {walletLabel(item)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="field">
            <span className="field-label" id="wallet-transfer-direction">
              {t('wallets.direction')}
            </span>
            <Segmented<Direction>
              label={t('wallets.direction')}
              value={direction}
              onChange={(next) => {
                setDirection(next);
                setAmountError(undefined);
              }}
              options={[
                { value: 'IN', label: t('wallets.directionIn') },
                { value: 'OUT', label: t('wallets.directionOut') },
              ]}
            />
            <p className="field-hint" data-testid="wallet-transfer-route">
              {t('wallets.route', { from: walletLabel(from), to: walletLabel(to) })}
            </p>
          </div>
          <MoneyField
            label={t('transfer.amount')}
            value={amount}
            error={amountError}
            hint={t('wallets.available', { wallet: walletLabel(from), balance: money(available) })}
            onValueChange={(value) => {
              setAmount(value);
              // A message already shown follows the typing, so the button does not move under a click.
              if (amountError) setAmountError(amountProblem(value));
            }}
            onBlur={() => setAmountError(amount === 0 ? undefined : amountProblem())}
          />
          <SubmitButton pending={false} testId="wallet-transfer-review">
            {t('transfer.review')}
          </SubmitButton>
        </form>
      )}
    </section>
  );
};
