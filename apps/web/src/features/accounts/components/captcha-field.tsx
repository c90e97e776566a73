import { useId, useRef, useState, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from '../../../i18n';
import { TextField } from '../../../components/form/text-field';
import { Icon } from '../../../components/icon';
import { createThrottle } from '../../../lib/use-countdown';
import { useCaptcha } from '../api/get-captcha';

/** Spec section 9: the captcha image refreshes at most once per second. */
export const CAPTCHA_REFRESH_MS = 1000;

type CaptchaFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  error?: string;
  ref?: Ref<HTMLInputElement>;
  /** Changing this loads a new image (a captcha answers one attempt only). */
  version: number;
};

/** The captcha input with its image; clicking the image loads another. */
export const CaptchaField = ({ error, ref, version, ...input }: CaptchaFieldProps) => {
  const { t } = useTranslation();
  const owner = useId();
  const [clicks, setClicks] = useState(0);
  const throttle = useRef(createThrottle(CAPTCHA_REFRESH_MS));
  const captcha = useCaptcha(owner, version * 1000 + clicks);
  const image = captcha.data ?? null;
  const failed = captcha.isError;

  return (
    <TextField
      {...input}
      ref={ref}
      label={t('accounts.captcha.label')}
      placeholder={t('accounts.captcha.placeholder')}
      autoComplete="off"
      inputMode="text"
      autoCapitalize="off"
      spellCheck={false}
      error={error}
      addon={
        <button
          type="button"
          className="captcha-image"
          onClick={() => throttle.current(() => setClicks((count) => count + 1))}
          title={t('accounts.captcha.refresh')}
          aria-label={t('accounts.captcha.refresh')}
          data-testid="captcha-image"
        >
          {image && !captcha.isFetching ? (
            <img src={image} alt={t('accounts.captcha.imageAlt')} width={116} height={42} />
          ) : (
            <span className="captcha-placeholder">
              {failed ? <Icon name="refresh" size={18} /> : <span className="btn-spinner" />}
              <span className="visually-hidden">
                {failed ? t('accounts.captcha.failed') : t('accounts.captcha.loading')}
              </span>
            </span>
          )}
        </button>
      }
    />
  );
};

export type CaptchaPrompt = { shown: boolean; version: number; show: () => void };

/**
 * A captcha that stays hidden until the server asks for it. Every `show` loads a new image, as
 * a captcha answers one attempt only; the form empties its input at the same time.
 */
export const useCaptchaPrompt = (): CaptchaPrompt => {
  const [shown, setShown] = useState(false);
  const [version, setVersion] = useState(0);
  const show = () => {
    setShown(true);
    setVersion((current) => current + 1);
  };
  return { shown, version, show };
};
