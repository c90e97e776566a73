import { useEffect, useState } from 'react';
import { useTranslation, currentLanguage } from '../../../../i18n';
import type { DepositOrder } from '@platform/contracts';
import { FormAlert } from '../../../../components/form/form-alert';
import { Icon } from '../../../../components/icon';
import { formatMoney } from '../../../../lib/format';
import { useDepositOrder } from '../../api/get-deposit-order';

/** Whole seconds left until an instant, ticking once a second (right from the first render). */
const useSecondsUntil = (iso: string) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const handle = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(handle);
  }, []);
  return Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000));
};

const clock = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * An open PIX charge: the QR and the "copia e cola" code with a copy button, the time left, and
 * its status as the server polls it (paid, expired, or returned because someone else paid).
 */
export const DepositCharge = ({ initial, onAnother }: { initial: DepositOrder; onAnother: () => void }) => {
  const { t } = useTranslation();
  const money = (value: number) => formatMoney(value, currentLanguage());
  const order = useDepositOrder(initial).data;
  const remaining = useSecondsUntil(initial.expiresAt);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  const copyCode = async () => {
    try {
      await navigator.clipboard.writeText(order.brCode);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  const another = (
    <button type="button" className="btn btn-secondary" onClick={onAnother} data-testid="deposit-another">
      {t('payments.charge.another')}
    </button>
  );

  switch (order.status) {
    case 'PAID':
      return (
        <div className="payments-card payments-result" data-testid="deposit-status" data-status="PAID">
          <span className="payments-result-icon is-success" aria-hidden="true">
            <Icon name="success" size={36} />
          </span>
          <h2 className="payments-title">{t('payments.charge.paidTitle')}</h2>
          <p role="status">{t('payments.charge.paid', { amount: money(order.credited) })}</p>
          {another}
        </div>
      );
    case 'EXPIRED':
    case 'RETURNED':
      return (
        <div
          className="payments-card payments-result"
          data-testid="deposit-status"
          data-status={order.status}
        >
          <span className="payments-result-icon" aria-hidden="true">
            <Icon name="warning" size={36} />
          </span>
          <h2 className="payments-title">
            {order.status === 'EXPIRED'
              ? t('payments.charge.expiredTitle')
              : t('payments.charge.returnedTitle')}
          </h2>
          <p role="status">
            {order.status === 'EXPIRED' ? t('payments.charge.expired') : t('payments.charge.returned')}
          </p>
          {another}
        </div>
      );
    case 'PENDING':
      break;
    default: {
      const never: never = order.status;
      return never;
    }
  }

  return (
    <section
      className="payments-card payments-charge"
      aria-labelledby="deposit-charge-title"
      data-testid="deposit-charge"
    >
      <div className="payments-charge-head">
        <h2 className="payments-title" id="deposit-charge-title">
          {t('payments.charge.title', { amount: money(order.amount) })}
        </h2>
        <p className="payments-countdown" aria-live="off" data-testid="deposit-countdown">
          <Icon name="clock" size={16} /> {t('payments.charge.expiresIn', { time: clock(remaining) })}
        </p>
      </div>
      <div className="payments-charge-body">
        <img
          className="payments-qr"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(order.qrSvg)}`}
          alt={t('payments.charge.qrAlt')}
          width={220}
          height={220}
        />
        <div className="payments-charge-side">
          <p className="payments-muted">{t('payments.charge.scan')}</p>
          <label className="payments-label" htmlFor="deposit-br-code">
            {t('payments.charge.copyLabel')}
          </label>
          <textarea
            id="deposit-br-code"
            className="payments-code"
            readOnly
            rows={4}
            value={order.brCode}
            onFocus={(event) => event.currentTarget.select()}
            data-testid="deposit-br-code"
          />
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void copyCode()}
            data-testid="deposit-copy"
          >
            <Icon name="copy" size={18} /> {t('payments.charge.copy')}
          </button>
          {copy === 'copied' ? <FormAlert tone="success">{t('payments.charge.copied')}</FormAlert> : null}
          {copy === 'failed' ? <FormAlert tone="info">{t('payments.charge.copyFailed')}</FormAlert> : null}
        </div>
      </div>
      <p className="payments-waiting" role="status" data-testid="deposit-status" data-status="PENDING">
        <span className="payments-dot" aria-hidden="true" /> {t('payments.charge.waiting')}
      </p>
      <p className="payments-note">
        {t('payments.charge.ownAccount')} · {t('payments.charge.reference', { reference: order.reference })}
      </p>
    </section>
  );
};
