import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginType } from '@platform/contracts';
import { fieldIssues, isApiError } from '../../../lib/api-client';
import { isCaptchaError } from '../validation';

/** What a login attempt needs to remember until its session is stored (or its second factor done). */
export type LoginAttempt = {
  loginType: LoginType;
  rememberUsername: string | null;
  typedPassword?: string;
};

type Handlers = {
  /** Server field names: username, password, captcha, or 'code' for a verification code. */
  setFieldError: (field: string, message: string) => void;
  /** Shows the captcha (or a fresh image: a captcha answers one attempt). */
  showCaptcha: () => void;
  /** 'verification-required': true when the challenge was taken up by the second-factor step. */
  onChallenge: (attempt: LoginAttempt, value: unknown) => boolean;
};

/** Spec section 8 reactions to a refused login, shared by the password and SMS forms. */
export const useLoginFailure = ({ setFieldError, showCaptcha, onChallenge }: Handlers) => {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);

  const handleFailure = (error: unknown, attempt: LoginAttempt, captchaShown: boolean) => {
    if (!isApiError(error)) {
      setFormError(t('errors.unknown'));
      return;
    }
    if (error.code === 'verification-required' && onChallenge(attempt, error.value)) return;

    const value = error.value as { captchaRequired?: unknown } | null;
    if (isCaptchaError(error.code) || value?.captchaRequired === true || captchaShown) showCaptcha();

    if (isCaptchaError(error.code)) {
      setFieldError('captcha', error.message);
      return;
    }
    if (['invalid-verification-code', 'code-expired', 'missing-verification-code'].includes(error.code)) {
      setFieldError('code', error.message);
      return;
    }
    const issues = fieldIssues(error);
    if (issues.length > 0) {
      for (const issue of issues) setFieldError(issue.field, issue.message);
      return;
    }
    setFormError(error.message);
  };

  return { formError, handleFailure, clearFormError: () => setFormError(null) };
};
