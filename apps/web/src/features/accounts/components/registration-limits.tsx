import { useState } from 'react';
import {
  LIMIT_AMOUNT_MAX,
  LIMIT_PERIODS,
  limitAmountProblem,
  limitMaximum,
  type JurisdictionResponse,
  type LimitKind,
  type RegistrationLimit,
} from '@platform/contracts';
import { currentLanguage, useTranslation } from '../../../i18n';
import { DurationField } from '../../../components/form/duration-field';
import { FormAlert } from '../../../components/form/form-alert';
import { MoneyField } from '../../../components/form/money-field';
import { Segmented } from '../../../components/form/segmented';
import { formatMinutes, formatMoney } from '../../../lib/format';

/** The limits the profile asks at registration (BR: deposit, loss and time of play). */
export const registrationLimitKinds = (profile: JurisdictionResponse | undefined): LimitKind[] => [
  ...(profile?.registrationLimits ?? []),
];

type Choice = 'none' | 'set';

/** The limits part of the register form: "sem limite" (the default) or amounts per kind and period. */
export const useRegistrationLimits = () => {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<Choice>('none');
  const [amounts, setAmounts] = useState<Record<string, number>>({});
  const [error, setError] = useState<string | null>(null);
  return {
    choice,
    setChoice: (next: Choice) => {
      setChoice(next);
      setError(null);
    },
    amounts,
    /** Centavos, or minutes for a time limit. */
    setAmount: (key: string, amount: number) => setAmounts((current) => ({ ...current, [key]: amount })),
    error,
    setError,
    /** The limits to send, or null (with the message shown) when "Definir limites" has none or one too big. */
    check(kinds: LimitKind[]): RegistrationLimit[] | null {
      if (choice === 'none') return [];
      const chosen = kinds.flatMap((kind) =>
        LIMIT_PERIODS.flatMap((period) => {
          const amount = amounts[`${kind}:${period}`] ?? 0;
          return amount > 0 ? [{ kind, period, amount }] : [];
        }),
      );
      if (chosen.length === 0) {
        setError(t('accounts.register.limitsOneRequired'));
        return null;
      }
      const tooBig = chosen.find((limit) => limitAmountProblem(limit.kind, limit.period, limit.amount));
      if (tooBig) {
        const language = currentLanguage();
        setError(
          tooBig.kind === 'SESSION_TIME'
            ? t('limits.timeInvalid', {
                max: formatMinutes(limitMaximum(tooBig.kind, tooBig.period), language),
              })
            : t('fields.amountBounds', {
                min: formatMoney(1, language),
                max: formatMoney(LIMIT_AMOUNT_MAX, language),
              }),
        );
        return null;
      }
      setError(null);
      return chosen;
    },
  };
};

type LimitsState = ReturnType<typeof useRegistrationLimits>;

export const RegistrationLimitsFields = ({ kinds, state }: { kinds: LimitKind[]; state: LimitsState }) => {
  const { t } = useTranslation();
  return (
    <fieldset className="registration-limits" data-testid="register-limits">
      <legend>{t('accounts.register.limitsTitle')}</legend>
      <p className="risk-notice">{t('accounts.register.limitsLead')}</p>
      <Segmented
        label={t('accounts.register.limitsTitle')}
        value={state.choice}
        onChange={state.setChoice}
        options={[
          { value: 'none', label: t('accounts.register.limitsNone') },
          { value: 'set', label: t('accounts.register.limitsSet') },
        ]}
      />
      {state.choice === 'set' && (
        <div className="form-grid form-grid-2">
          {kinds.flatMap((kind) =>
            LIMIT_PERIODS.map((period) => {
              const key = `${kind}:${period}`;
              const label = t('accounts.register.limitAmount', {
                kind: t(`limits.kinds.${kind}`),
                per: t(`limits.per.${period}`),
              });
              return kind === 'SESSION_TIME' ? (
                <DurationField
                  key={key}
                  label={label}
                  optional
                  value={state.amounts[key] ?? 0}
                  onValueChange={(minutes) => state.setAmount(key, minutes)}
                  data-testid={`register-limit-${key}`}
                />
              ) : (
                <MoneyField
                  key={key}
                  label={label}
                  optional
                  value={state.amounts[key] ?? 0}
                  onValueChange={(centavos) => state.setAmount(key, centavos)}
                />
              );
            }),
          )}
        </div>
      )}
      {state.error && <FormAlert>{state.error}</FormAlert>}
    </fieldset>
  );
};
