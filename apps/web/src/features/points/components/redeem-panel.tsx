import { useState, type FormEvent } from 'react';
import { POINT_ADDRESS_MAX, type PointConfig, type PointReward } from '@platform/contracts';
import { useTranslation, currentLanguage } from '../../../i18n';
import { ConfirmStep } from '../../../components/form/confirm-step';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { formatMoney } from '../../../lib/format';
import { useConvertPoints, useRedeemReward } from '../api/points';

const MAX_QUANTITY = 100;

type Fields = { amount?: string; address?: string; password?: string };

/**
 * One reward's redeem: for cash the points to convert, for goods the quantity and the receiving
 * address; then the payment password, one confirmation, and the result.
 */
export const RedeemPanel = ({
  reward,
  point,
  config,
  onClose,
}: {
  reward: PointReward;
  point: number;
  config: PointConfig;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = (value: number) => formatMoney(value, language);
  const cash = reward.kind === 'CASH';
  const convert = useConvertPoints();
  const redeem = useRedeemReward();
  const mutation = cash ? convert : redeem;
  const [amount, setAmount] = useState(
    cash ? String(Math.max(config.minConvertPoints, Math.min(point, 100_000_000))) : '1',
  );
  const [address, setAddress] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Fields>({});
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [done, setDone] = useState<string | null>(null);

  const count = Number(amount);
  const cost = cash ? count : reward.points * count;
  const amountMessage = (): string | undefined => {
    if (cash) {
      if (!Number.isInteger(count) || count < config.minConvertPoints || count > point)
        return point < config.minConvertPoints
          ? t('points.notEnough')
          : t('points.pointsInvalid', { min: config.minConvertPoints, max: point });
      return undefined;
    }
    const max = Math.min(MAX_QUANTITY, reward.available ?? MAX_QUANTITY);
    if (!Number.isInteger(count) || count < 1 || count > max) return t('points.quantityInvalid', { max });
    return cost > point ? t('points.notEnough') : undefined;
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    mutation.reset();
    const found: Fields = {
      amount: amountMessage(),
      address: !cash && address.trim() === '' ? t('points.addressRequired') : undefined,
      password: password ? undefined : t('points.passwordRequired'),
    };
    setErrors(found);
    if (!found.amount && !found.address && !found.password) setStep('confirm');
  };

  const send = () => {
    const requestId = crypto.randomUUID();
    const finish = {
      onSuccess: (value: { point: number; redeem: { cash: number | null } }) => {
        setDone(
          cash
            ? t('points.converted', { money: money(value.redeem.cash ?? 0), points: value.point })
            : t('points.redeemed', { points: value.point }),
        );
        setPassword('');
        setStep('form');
      },
      onError: () => setStep('form'),
    };
    if (cash) convert.mutate({ requestId, points: count, paymentPassword: password }, finish);
    else
      redeem.mutate(
        {
          requestId,
          rewardId: reward.id,
          quantity: count,
          receivingAddress: address.trim(),
          paymentPassword: password,
        },
        finish,
      );
  };

  return (
    <section className="points-redeem" aria-label={reward.name} data-testid="points-redeem">
      <div className="points-redeem-head">
        <h3>{reward.name}</h3>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onClose}>
          {t('points.close')}
        </button>
      </div>
      {done ? (
        <FormAlert tone="success">
          <span data-testid="points-result">{done}</span>
        </FormAlert>
      ) : null}
      {mutation.error ? <FormAlert>{mutation.error.message}</FormAlert> : null}
      {step === 'confirm' ? (
        <ConfirmStep
          title={
            cash
              ? t('points.confirmConvert', { points: count, money: money(count * config.cashPerPoint) })
              : t('points.confirmRedeem', { quantity: count, name: reward.name, points: cost })
          }
          confirmLabel={t('points.confirmSend')}
          pending={mutation.isPending}
          onConfirm={send}
          onBack={() => setStep('form')}
          testId="points-confirm"
        />
      ) : (
        <form className="points-redeem-form" onSubmit={review} noValidate>
          <TextField
            label={cash ? t('points.pointsToConvert') : t('points.quantity')}
            inputMode="numeric"
            value={amount}
            error={errors.amount}
            hint={
              cash && Number.isInteger(count) && count > 0
                ? t('points.youReceive', { money: money(count * config.cashPerPoint) })
                : !cash
                  ? t('points.pointsCost', { points: Number.isInteger(cost) ? cost : 0 })
                  : undefined
            }
            onChange={(event) => setAmount(event.target.value.replace(/\D/gu, ''))}
            data-testid="points-amount"
          />
          {cash ? null : (
            <TextField
              label={t('points.address')}
              hint={t('points.addressHint')}
              autoComplete="street-address"
              maxLength={POINT_ADDRESS_MAX}
              value={address}
              error={errors.address}
              onChange={(event) => setAddress(event.target.value)}
              data-testid="points-address"
            />
          )}
          <TextField
            label={t('points.paymentPassword')}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            value={password}
            error={errors.password}
            onChange={(event) => setPassword(event.target.value)}
            data-testid="points-password"
          />
          <SubmitButton pending={false} testId="points-review">
            {t('points.review')}
          </SubmitButton>
        </form>
      )}
    </section>
  );
};
