import { useRef, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTRACT_MAX_TIERS,
  DIVIDEND_PERIODS,
  type ContractTerms,
  type ContractType,
  type ContractView,
} from '@platform/contracts';
import { TermsTable } from '../../../components/contracts/terms-table';
import { ConfirmStep } from '../../../components/form/confirm-step';
import { FormAlert } from '../../../components/form/form-alert';
import { MoneyField } from '../../../components/form/money-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { Icon } from '../../../components/icon';
import { useTranslation } from '../../../i18n';
import { isApiError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';
import { useOfferContract } from '../api/offer-contract';
import { emptyTier, offerDefaults, offerSchema, termsOf, type OfferValues } from './offer-terms';
import './offer-contract.css';

/** Only a refusal the server decided means nothing was made: a lost answer may have made the offer. */
const decided = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500;

/**
 * "Offer a contract" to a direct downline: the type (of those the agent's policy allows), the
 * terms (tiers of thresholds in reais and rates in percent, or the real-time salary's figures),
 * a review of the terms as the downline will read them, then the offer. The agent's own contract
 * of the type is shown beside, since an offer may not pay more than it.
 */
export const OfferContractForm = ({
  account,
  types,
  own,
  pendingTypes,
  onOffered,
  onCancel,
}: {
  account: string;
  types: ContractType[];
  /** The agent's own contracts in force, as holder: the ceiling of what it may offer. */
  own: ContractView[];
  /** Types with an offer already waiting on this downline. */
  pendingTypes: ContractType[];
  onOffered: (contract: ContractView) => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const offer = useOfferContract();
  const ownOf = (type: ContractType) => own.find((contract) => contract.type === type);
  const ownDividend = ownOf('DIVIDEND')?.terms;
  const form = useForm<OfferValues>({
    // A dividend must use the upline's period (contract-period-mismatch): start from it.
    defaultValues: offerDefaults(
      types[0] ?? 'DAILY_SALARY',
      ownDividend?.type === 'DIVIDEND' ? ownDividend.dividend.period : 'W',
    ),
    resolver: zodResolver(offerSchema(t, language)),
  });
  const tiers = useFieldArray({ control: form.control, name: 'tiers' });
  const type = useWatch({ control: form.control, name: 'type' });
  const period = useWatch({ control: form.control, name: 'period' });
  const [review, setReview] = useState<ContractTerms | null>(null);
  // One id per offer: a retry after a lost answer is the same offer, never a second one.
  const requestId = useRef(crypto.randomUUID());
  const typeName = t(`contracts.type${type}`);
  const errors = form.formState.errors;
  const ownContract = ownOf(type);

  const submit = form.handleSubmit((values) => {
    offer.reset();
    setReview(termsOf(values, language));
  });

  const send = (terms: ContractTerms) =>
    offer.mutate(
      { requestId: requestId.current, account, terms },
      {
        onSuccess: ({ contract }) => {
          requestId.current = crypto.randomUUID();
          onOffered(contract);
        },
        onError: (error) => {
          if (decided(error)) requestId.current = crypto.randomUUID();
          setReview(null);
        },
      },
    );

  const money = (name: FieldPath<OfferValues>, label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <MoneyField
          label={label}
          name={field.name}
          value={field.value as number}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
  const rate = (name: FieldPath<OfferValues>, label: string) => (
    <TextField
      label={label}
      inputMode="decimal"
      autoComplete="off"
      placeholder={language === 'PT' ? '0,00' : '0.00'}
      maxLength={8}
      error={form.getFieldState(name, form.formState).error?.message}
      {...form.register(name)}
    />
  );
  const count = (name: FieldPath<OfferValues>, label: string) => (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="off"
      maxLength={8}
      error={form.getFieldState(name, form.formState).error?.message}
      {...form.register(name)}
    />
  );

  if (review) {
    return (
      <div className="offer-form" data-testid="offer-review">
        <TermsTable terms={review} />
        <ConfirmStep
          title={t('contracts.reviewTitle', { account, type: typeName })}
          confirmLabel={t('contracts.send')}
          pending={offer.isPending}
          onConfirm={() => send(review)}
          onBack={() => setReview(null)}
          testId="offer-send"
          tone="accent"
        />
      </div>
    );
  }

  return (
    <form className="offer-form" noValidate onSubmit={(event) => void submit(event)} data-testid="offer-form">
      {types.length > 1 ? (
        <fieldset className="offer-group">
          <legend className="field-label">{t('contracts.formType')}</legend>
          <div className="team-choice">
            {types.map((option) => (
              <label key={option} className={`team-choice-item${type === option ? ' is-chosen' : ''}`}>
                <input
                  type="radio"
                  value={option}
                  checked={type === option}
                  onChange={() => {
                    form.setValue('type', option);
                    form.clearErrors();
                    offer.reset();
                  }}
                />
                {t(`contracts.title${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {pendingTypes.includes(type) ? (
        <FormAlert tone="info">{t('contracts.pendingOffer', { type: typeName })}</FormAlert>
      ) : null}
      {ownContract ? (
        <details className="offer-own" data-testid="offer-own-terms">
          <summary>{t('contracts.yourTerms')}</summary>
          <p className="contract-note">{t('contracts.yourTermsHint')}</p>
          <TermsTable terms={ownContract.terms} />
        </details>
      ) : (
        <FormAlert tone="info">{t('contracts.noOwnContract', { type: typeName })}</FormAlert>
      )}
      {type === 'DIVIDEND' ? (
        <fieldset className="offer-group">
          <legend className="field-label">{t('contracts.formPeriod')}</legend>
          <div className="team-choice">
            {DIVIDEND_PERIODS.map((option) => (
              <label key={option} className={`team-choice-item${period === option ? ' is-chosen' : ''}`}>
                <input
                  type="radio"
                  value={option}
                  checked={period === option}
                  onChange={() => form.setValue('period', option)}
                />
                {t(`contracts.periodName${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {type === 'REALTIME_SALARY' ? (
        <div className="offer-fields">
          {rate('profitRate', t('contracts.profitRateField'))}
          {rate('lossRate', t('contracts.lossRateField'))}
          {money('minimumSingleBet', t('contracts.minimumBet'))}
        </div>
      ) : (
        <>
          <p className="contract-note">{t('contracts.tiersHint')}</p>
          <ol className="offer-tiers">
            {tiers.fields.map((tier, index) => (
              <li key={tier.id} className="offer-tier" data-testid="offer-tier">
                <div className="offer-tier-head">
                  <span className="offer-tier-title">{t('contracts.tier', { n: index + 1 })}</span>
                  {tiers.fields.length > 1 ? (
                    <button
                      type="button"
                      className="icon-btn"
                      onClick={() => tiers.remove(index)}
                      aria-label={t('contracts.removeTier', { n: index + 1 })}
                      title={t('contracts.removeTier', { n: index + 1 })}
                    >
                      <Icon name="close" size={16} />
                    </button>
                  ) : null}
                </div>
                <div className="offer-fields">
                  {type === 'DIVIDEND' ? (
                    <>
                      {money(`tiers.${index}.periodValidBet`, t('contracts.colValidBet'))}
                      {money(`tiers.${index}.periodProfitLoss`, t('contracts.colLoss'))}
                    </>
                  ) : (
                    money(
                      `tiers.${index}.betAmount`,
                      type === 'HOURLY_SALARY' ? t('contracts.colBetHour') : t('contracts.colBetDay'),
                    )
                  )}
                  {type !== 'HOURLY_SALARY'
                    ? count(`tiers.${index}.activeMembers`, t('contracts.colActive'))
                    : null}
                  {rate(`tiers.${index}.rate`, t('contracts.rateField'))}
                </div>
              </li>
            ))}
          </ol>
          {tiers.fields.length < CONTRACT_MAX_TIERS ? (
            <button
              type="button"
              className="btn btn-secondary offer-add-tier"
              onClick={() => tiers.append(emptyTier())}
              data-testid="offer-add-tier"
            >
              <Icon name="plus" size={16} />
              {t('contracts.addTier')}
            </button>
          ) : null}
        </>
      )}
      {errors.root ? <FormAlert>{errors.root.message}</FormAlert> : null}
      {offer.error ? (
        <FormAlert>
          <span data-testid="offer-refused">
            {isApiError(offer.error) ? offer.error.message : t('contracts.loadError')}
          </span>
        </FormAlert>
      ) : null}
      <div className="offer-actions">
        <button type="button" className="btn btn-ghost btn-lg" onClick={onCancel}>
          {t('contracts.cancel')}
        </button>
        <SubmitButton pending={false} testId="offer-review-button">
          {t('contracts.review')}
        </SubmitButton>
      </div>
    </form>
  );
};
