import { useRef, useState } from 'react';
import { useTranslation } from '../i18n';
import { isApiError } from '../lib/api-client';
import { paragraph } from '../lib/html';
import { createThrottle, useCountdown } from '../lib/use-countdown';
import { showDialog } from './dialog/dialog-store';
import './form/form.css';

/** Spec section 9: the resend countdown is 60 seconds per minute of the code's validity. */
export const RESEND_SECONDS_PER_MINUTE = 60;
/** Spec section 9: at most one SMS request per second. */
export const SMS_THROTTLE_MS = 1000;

type SmsCodeButtonProps = {
  /** Checks the number first (spec section 5: a code only for a valid mobile number). */
  validate: () => Promise<boolean>;
  /** Sends the code; resolves with the code's validity in minutes. */
  send: () => Promise<{ expiredMinutes: number }>;
  /** Told once a code is on its way (the form may show a note or focus the code field). */
  onSent?: (expiredMinutes: number) => void;
  testId?: string;
};

/**
 * "Send code": disabled while a code is on its way and during the countdown that follows. A
 * refused send shows a warning dialog with the server's message (spec section 8).
 */
export const SmsCodeButton = ({ validate, send, onSent, testId = 'sms-send' }: SmsCodeButtonProps) => {
  const { t } = useTranslation();
  const { remaining, start } = useCountdown();
  const [pending, setPending] = useState(false);
  const throttle = useRef(createThrottle(SMS_THROTTLE_MS));

  const request = async () => {
    if (!(await validate())) return;
    // Spec section 9: at most one SMS request per second, however fast the clicks come.
    if (!throttle.current(() => undefined)) return;
    setPending(true);
    try {
      const { expiredMinutes } = await send();
      start(RESEND_SECONDS_PER_MINUTE * expiredMinutes);
      onSent?.(expiredMinutes);
    } catch (error) {
      showDialog({
        icon: 'warning',
        title: t('accounts.sms.failedTitle'),
        html: paragraph(isApiError(error) ? error.message : t('errors.unknown')),
        buttons: [{ label: t('accounts.sms.ok') }],
      });
    } finally {
      setPending(false);
    }
  };

  const counting = remaining > 0;
  return (
    <button
      type="button"
      className="btn btn-secondary field-addon-btn"
      disabled={pending || counting}
      aria-live="polite"
      data-testid={testId}
      onClick={() => void request()}
    >
      {counting
        ? t('accounts.sms.countdown', { seconds: remaining })
        : pending
          ? t('accounts.sms.sending')
          : t('accounts.sms.send')}
    </button>
  );
};
